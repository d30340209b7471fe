#pragma once

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;

namespace dugout {

class RulebookTableView;
class Ruleset;
class StarPlayerFilterModel;
class StarPlayerTableModel;

// The Star players tab: every star, or only those who play for one roster, with the special
// arrangements of the stars shown underneath.
class StarPlayerBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit StarPlayerBrowser(std::shared_ptr<const Ruleset> ruleset, QWidget *parent = nullptr);

    // An empty id shows every star.
    void showRoster(const QString &rosterId);

private:
    void showNotes();

    std::shared_ptr<const Ruleset> m_ruleset;
    StarPlayerTableModel *m_stars;
    StarPlayerFilterModel *m_filter;
    QComboBox *m_roster;
    QLabel *m_count;
    RulebookTableView *m_table;
    QLabel *m_note;
};

} // namespace dugout
