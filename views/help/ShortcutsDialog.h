#pragma once

#include <QDialog>

class QMainWindow;
class QTreeWidget;

namespace dugout {

// Help → Keyboard shortcuts: every key Dugout answers, read from the actions themselves (the
// window's menus, the team editor's actions, the tracker's table of keys), so the list cannot
// drift from what the keys do.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(QMainWindow *window);

    // "section / action / keys", one per row, for tests.
    QStringList rows() const;

private:
    // A section and its rows (action, keys), in the order given.
    void addSection(const QString &title, const QList<QPair<QString, QString>> &rows);

    QTreeWidget *m_tree;
};

} // namespace dugout
