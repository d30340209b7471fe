#include "ShortcutsDialog.h"

#include "views/match/ActionBar.h"
#include "views/team/TeamActions.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString keysText(const QList<QKeySequence> &keys)
{
    QStringList texts;
    for (const QKeySequence &key : keys)
        texts << key.toString(QKeySequence::NativeText);
    return texts.join(u" / "_s);
}

// A menu entry as the user reads it: no mnemonic ampersand.
QString plain(const QString &text)
{
    QString shown = text;
    return shown.remove(QRegularExpression(u"&(?!&)"_s));
}

// The actions with a key of `menu` and of its submenus, named "Menu › Action". The team's
// actions, which join the File menu once the Teams area is open, have their own section.
void collect(const QMenu *menu, const QString &path, QList<QPair<QString, QString>> &rows)
{
    const auto actions = menu->actions();
    for (const QAction *action : actions) {
        if (action->menu()) {
            collect(action->menu(), path + u" › "_s + plain(action->text()), rows);
            continue;
        }
        if (action->shortcuts().isEmpty() ||
            action->shortcutContext() == Qt::WidgetWithChildrenShortcut)
            continue;
        rows << qMakePair(path + u" › "_s + plain(action->text()), keysText(action->shortcuts()));
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QMainWindow *window)
    : QDialog(window), m_tree(new QTreeWidget(this))
{
    setObjectName(u"shortcutsDialog"_s);
    setWindowTitle(tr("Keyboard shortcuts"));
    m_tree->setObjectName(u"shortcutList"_s);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Action"), tr("Keys")});
    m_tree->setRootIsDecorated(false);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->setUniformRowHeights(true);

    QList<QPair<QString, QString>> everywhere;
    const auto menus = window->menuBar()->actions();
    for (const QAction *menu : menus) {
        if (menu->menu())
            collect(menu->menu(), plain(menu->text()), everywhere);
    }
    addSection(tr("Everywhere"), everywhere);

    // The team editor's own actions, made here as the editor makes them, so their keys are read
    // even before the Teams area is first opened.
    QWidget scratch;
    const TeamActions teamActions(&scratch);
    QList<QPair<QString, QString>> team;
    const auto actions = scratch.findChildren<QAction *>();
    for (const QAction *action : actions) {
        if (!action->shortcuts().isEmpty())
            team << qMakePair(plain(action->text()), keysText(action->shortcuts()));
    }
    addSection(tr("Team editor (the team on screen)"), team);

    QList<QPair<QString, QString>> tracker;
    const auto definitions = ActionBar::definitions();
    for (const ActionBar::Definition &definition : definitions) {
        if (!definition.keys.isEmpty())
            tracker << qMakePair(definition.text, keysText(definition.keys));
    }
    //: The tracker: typing a shirt number selects that player.
    tracker << qMakePair(tr("Select a player by his shirt number"), tr("0 to 9"));
    tracker << qMakePair(tr("Odds of the selected player's action, in the calculator"), u"O"_s);
    addSection(tr("Match tracker"), tracker);

    m_tree->expandAll();
    m_tree->resizeColumnToContents(0);
    m_tree->header()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tree);
    layout->addWidget(buttons);
    resize(560, 640);
}

void ShortcutsDialog::addSection(const QString &title, const QList<QPair<QString, QString>> &rows)
{
    auto *section = new QTreeWidgetItem(m_tree, {title});
    QFont bold = section->font(0);
    bold.setBold(true);
    section->setFont(0, bold);
    section->setFirstColumnSpanned(true);
    section->setFlags(Qt::ItemIsEnabled);
    for (const auto &[action, keys] : rows)
        new QTreeWidgetItem(section, {action, keys});
}

QStringList ShortcutsDialog::rows() const
{
    QStringList texts;
    for (int s = 0; s < m_tree->topLevelItemCount(); ++s) {
        const QTreeWidgetItem *section = m_tree->topLevelItem(s);
        for (int r = 0; r < section->childCount(); ++r)
            texts << section->text(0) + u" / "_s + section->child(r)->text(0) + u" / "_s +
                         section->child(r)->text(1);
    }
    return texts;
}

} // namespace dugout
