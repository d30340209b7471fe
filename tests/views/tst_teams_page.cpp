// The Teams area on the offscreen platform: a coach builds a legal Human team through the
// widgets, refusals explain themselves, and undo/redo restore gold and the database.
#include "../support/TeamFixtures.h"
#include "../support/WindowFixtures.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"
#include "models/PlayerTableModel.h"
#include "models/TeamListModel.h"
#include "session/TeamDocument.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/pages/HomePage.h"
#include "views/team/AdvancementDialog.h"
#include "views/team/HirePlayerDialog.h"
#include "views/team/NewTeamDialog.h"
#include "views/team/PlayerRecordPanel.h"
#include "views/team/StaffPanel.h"
#include "views/team/TeamActions.h"
#include "views/team/TeamHeader.h"
#include "views/team/TeamView.h"
#include "views/team/TeamsPage.h"
#include "views/widgets/MessageBar.h"

#include <QAction>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QUndoGroup>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTeamsPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::shared_ptr<const Ruleset> m_rules;

    // The dialog of type T that is open now (closed ones wait for deletion).
    template <typename T> static T *openDialog(QWidget *root)
    {
        const auto dialogs = root->findChildren<T *>();
        for (T *dialog : dialogs) {
            if (dialog->isVisible())
                return dialog;
        }
        return nullptr;
    }

    static QAction *action(TeamView *view, const QString &name)
    {
        QAction *found = view->findChild<QAction *>(name);
        if (!found)
            qFatal("no action %s", qPrintable(name));
        return found;
    }

    // Through the Hire menu and its dialog, as a coach does it.
    static void hireThroughTheMenu(TeamView *view, const QString &positionId, const QString &name)
    {
        QAction *hire = action(view, u"hire:"_s + positionId);
        QVERIFY2(hire->isEnabled(), qPrintable(hire->toolTip()));
        hire->trigger();
        auto *dialog = openDialog<HirePlayerDialog>(view);
        QVERIFY(dialog);
        QVERIFY(!dialog->playerName().isEmpty()); // a name is suggested
        test::typeInto(dialog, u"playerName"_s, name);
        test::clickOk(dialog);
        QVERIFY2(!dialog->isVisible(), qPrintable(dialog->refusal()));
    }

    std::unique_ptr<MainWindow> openWindow(const QString &file)
    {
        auto window = std::make_unique<MainWindow>(*m_settings);
        window->show();
        if (!window->openDatabase(m_dir.filePath(file)))
            qFatal("cannot open %s", qPrintable(file));
        return window;
    }

    // A new team through the New team dialog, as the home page's button opens it.
    static TeamView *createThroughTheDialog(MainWindow &window, const QString &roster,
                                            const QString &name)
    {
        if (window.currentArea() != MainWindow::Area::Teams)
            test::clickArea(window, MainWindow::Area::Teams);
        auto *teams = window.teamsPage();
        // The button under the list, or the one in the middle of an empty page.
        auto *underList = teams->findChild<QPushButton *>(u"newTeamButton"_s);
        test::clickButton(teams, underList && underList->isVisible() ? u"newTeamButton"_s
                                                                     : u"emptyNewTeamButton"_s);
        auto *dialog = test::openDialog<NewTeamDialog>(&window);
        auto *rosters = test::shownChild<QComboBox>(dialog, u"roster"_s);
        test::chooseEntry(rosters, rosters->findData(roster));
        test::typeInto(dialog, u"teamName"_s, name);
        test::typeInto(dialog, u"coachName"_s, u"Anna"_s);
        // The colour comes from the platform's colour picker, which a test cannot click.
        dialog->setColor(QColor(u"#a31f2b"_s));
        test::clickOk(dialog);
        return teams->teamView();
    }

    // Four teams straight into the database of `window`, before the Teams area first shows.
    // Team values: Reavers 710k, Barons 330k, Cannons 780k, Gouged Eye 0.
    QHash<QString, qint64> storeFourTeams(MainWindow &window)
    {
        TeamStore store(*window.database());
        QHash<QString, qint64> ids;
        const auto add = [&](Team team, const QString &name, const QString &coach) {
            team.name = name;
            team.coach = coach;
            if (!store.save(team))
                qFatal("cannot save %s", qPrintable(name));
            ids.insert(name, team.id);
        };
        add(test::humanTeam(*m_rules), u"Altdorf Reavers"_s, u"Anna"_s);
        add(test::humanTeam(*m_rules, 3, 2), u"Bögenhafen Barons"_s, u"Bruno"_s);
        add(test::humanTeam(*m_rules, 7, 4, 1), u"Carroburg Cannons"_s, u"Clara"_s);
        Team orcs;
        orcs.rosterId = u"orc"_s;
        add(orcs, u"Gouged Eye"_s, u"Dieter"_s);
        return ids;
    }

    // The names the list shows, top to bottom.
    static QStringList shownNames(QTreeView *view)
    {
        QStringList names;
        for (int row = 0; row < view->model()->rowCount(); ++row)
            names << view->model()->index(row, TeamListModel::NameColumn).data().toString();
        return names;
    }

    static void clickHeader(QTreeView *view, int column)
    {
        QHeaderView *header = view->header();
        const QPoint at(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                        header->height() / 2);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
    }

    static void clickRow(QTreeView *view, int row)
    {
        const QModelIndex index = view->model()->index(row, TeamListModel::NameColumn);
        view->scrollTo(index);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }
    void init() { MessageBox::clearRecorded(); }

    void homeButtonOpensTheNewTeamDialog()
    {
        auto window = openWindow(u"home.sqlite"_s);
        auto *create = window->findChild<HomePage *>()->findChild<QPushButton *>();
        QVERIFY(create);
        QCOMPARE(create->text(), u"Create a team"_s);
        test::click(create);
        QCOMPARE(window->currentArea(), MainWindow::Area::Teams);
        auto *dialog = openDialog<NewTeamDialog>(window.get());
        QVERIFY(dialog);
        // All 24 rosters, the three extra teams marked.
        auto *roster = dialog->findChild<QComboBox *>(u"roster"_s);
        int rosters = 0;
        QStringList marked;
        for (int i = 0; i < roster->count(); ++i) {
            if (!roster->itemData(i).toString().isEmpty()) {
                ++rosters;
                if (roster->itemText(i).contains(u"(not official)"_s))
                    marked << roster->itemData(i).toString();
            }
        }
        QCOMPARE(rosters, 24);
        marked.sort();
        QCOMPARE(marked, (QStringList{u"chaos_pact"_s, u"slann"_s, u"underworld"_s}));
        QCOMPARE(dialog->findChild<QLabel *>(u"budget"_s)->text(), u"1,000,000 gp"_s);
        QTest::keyClick(dialog, Qt::Key_Escape);
    }

    void buildsALegalHumanTeamThroughTheWidgets()
    {
        auto window = openWindow(u"build.sqlite"_s);
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamView *view = createThroughTheDialog(*window, u"human"_s, u"Altdorf Reavers"_s);
        QVERIFY(view->document());
        QCOMPARE(view->document()->team().name, u"Altdorf Reavers"_s);
        QCOMPARE(view->document()->team().color, u"#a31f2b"_s);
        QCOMPARE(view->header()->title(), u"Altdorf Reavers · Human  ·  Coach: Anna"_s);
        QCOMPARE(view->header()->summary(), u"TV 0k · Gold left 1,000,000 gp · 0 players"_s);

        // Not ready: the Confirm action says why.
        QAction *confirm = action(view, u"confirmTeam"_s);
        QVERIFY(!confirm->isEnabled());
        QVERIFY2(confirm->toolTip().contains(u"needs at least 11"_s),
                 qPrintable(confirm->toolTip()));

        const QStringList blitzers{u"Hans Brenner"_s, u"Otto Kessler"_s, u"Karl Stahlhand"_s,
                                   u"Lukas Eisner"_s};
        for (const QString &name : blitzers)
            hireThroughTheMenu(view, u"human.blitzer"_s, name);
        for (int i = 1; i <= 2; ++i)
            hireThroughTheMenu(view, u"human.catcher"_s, u"Catcher %1"_s.arg(i));
        for (int i = 1; i <= 6; ++i)
            hireThroughTheMenu(view, u"human.lineman"_s, u"Lineman %1"_s.arg(i));
        QCOMPARE(view->playerModel()->rowCount(), 12);
        QCOMPARE(view->document()->team().playerByNumber(1)->name, u"Hans Brenner"_s);
        QCOMPARE(view->document()->team().playerByNumber(12)->name, u"Lineman 6"_s);

        // A fifth blitzer: the menu entry is disabled with the reason, and asking anyway shows it.
        QAction *blitzer = action(view, u"hire:human.blitzer"_s);
        QVERIFY(!blitzer->isEnabled());
        QVERIFY2(blitzer->toolTip().contains(u"at most 4"_s), qPrintable(blitzer->toolTip()));
        QVERIFY(!view->hire(u"human.blitzer"_s, u"Fifth"_s, 13));
        QVERIFY(!view->messageBar()->isHidden());
        QVERIFY2(view->messageBar()->text().contains(u"Blitzer position is full"_s),
                 qPrintable(view->messageBar()->text()));
        QCOMPARE(view->playerModel()->rowCount(), 12);

        // A number already worn: the hire dialog shows the rule's reason and stays open.
        action(view, u"hire:human.thrower"_s)->trigger();
        auto *dialog = openDialog<HirePlayerDialog>(view);
        QVERIFY(dialog);
        QCOMPARE(dialog->number(), 13); // the next free number
        test::typeValue(test::shownChild<QSpinBox>(dialog, u"playerNumber"_s), 1);
        test::clickOk(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY2(dialog->refusal().contains(u"already worn by Hans Brenner"_s),
                 qPrintable(dialog->refusal()));
        QTest::keyClick(dialog, Qt::Key_Escape);

        // Re-roll at its creation price, fan factor, staff.
        QAction *reroll = action(view, u"buyReroll"_s);
        QCOMPARE(reroll->text(), u"Buy re-roll (50,000 gp)"_s);
        test::clickAction(view, u"buyReroll"_s);
        test::typeValue(view->staffPanel()->fanFactorBox(), 3);
        test::clickAction(view, u"apothecary"_s);
        test::clickAction(view, u"addCheerleader"_s);
        test::clickAction(view, u"addCheerleader"_s);
        test::clickAction(view, u"addAssistantCoach"_s);
        const Team &team = view->document()->team();
        QCOMPARE(team.rerolls, 1);
        QCOMPARE(team.fanFactor, 3);
        QVERIFY(team.apothecary);
        QCOMPARE(team.cheerleaders, 2);
        QCOMPARE(team.assistantCoaches, 1);
        // 4 × 90k + 2 × 70k + 6 × 50k + 50k + 30k + 50k + 20k + 10k = 960k.
        QCOMPARE(TeamRules(*m_rules).teamValue(team), 960000);
        QCOMPARE(view->header()->summary(), u"TV 960k · Gold left 40,000 gp · 12 players"_s);

        // Too expensive now: a second re-roll (50k) with 40k left.
        QVERIFY(!reroll->isEnabled());
        QVERIFY2(reroll->toolTip().contains(u"Not enough gold"_s), qPrintable(reroll->toolTip()));

        auto *list = window->teamsPage()->teamList();
        QCOMPARE(
            list->index(list->rowOfTeam(team.id), TeamListModel::StatusColumn).data().toString(),
            u"Ready to confirm"_s);
        QVERIFY2(confirm->isEnabled(), qPrintable(confirm->toolTip()));
        test::clickAction(view, u"confirmTeam"_s);

        QCOMPARE(team.phase, Team::Phase::Active);
        QVERIFY(!confirm->isVisible());
        QCOMPARE(view->header()->summary(), u"TV 960k · Treasury 40,000 gp · 12 players"_s);
        QCOMPARE(team.ledger.size(), 2);
        QCOMPARE(team.ledgerBalance(), 40000);
        QCOMPARE(
            list->index(list->rowOfTeam(team.id), TeamListModel::StatusColumn).data().toString(),
            u"Confirmed"_s);
        // After creation: re-rolls cost double, fan factor is no longer for sale.
        QCOMPARE(reroll->text(), u"Buy re-roll (100,000 gp)"_s);
        QSpinBox *fanFactor = view->staffPanel()->fanFactorBox();
        QVERIFY(!fanFactor->isEnabled());
        QVERIFY2(fanFactor->toolTip().contains(u"only be bought when the team is created"_s),
                 qPrintable(fanFactor->toolTip()));

        // What the coach sees is what the database holds.
        const auto stored = TeamStore(*window->database()).load(team.id);
        QVERIFY(stored);
        QCOMPARE(*stored, team);
    }

    // Picks `positionId` in the Hire menu with the mouse (the menu is modal while open).
    static void pickInHireMenu(TeamView *view, const QString &positionId)
    {
        QAction *pick = action(view, u"hire:"_s + positionId);
        bool clicked = false;
        QTimer::singleShot(0, view, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(pick).center());
            clicked = true;
        });
        QToolBar *toolBar = view->findChild<QToolBar *>();
        QTest::mouseClick(toolBar->widgetForAction(action(view, u"hirePlayer"_s)), Qt::LeftButton);
        QVERIFY(clicked);
    }

    // The count next to Hire: three Blitzers in one pick, one step of Undo; five are refused
    // with core's reason and nobody is hired.
    void hiresSeveralPlayersOfOnePositionAtOnce()
    {
        auto window = openWindow(u"several.sqlite"_s);
        window->resize(1366, 768);
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamView *view = createThroughTheDialog(*window, u"human"_s, u"Several Stars"_s);
        TeamDocument *document = view->document();
        auto *count = view->findChild<QSpinBox *>(u"hireCount"_s);
        QVERIFY(count && count->isVisible());
        QCOMPARE(count->value(), 1);
        count->setFocus();
        count->selectAll();
        QTest::keyClicks(count, u"3"_s);
        QCOMPARE(count->value(), 3);
        const int steps = document->undoStack()->count();
        pickInHireMenu(view, u"human.blitzer"_s);
        QCOMPARE(document->team().activePlayers().size(), 3);
        for (int number = 1; number <= 3; ++number)
            QCOMPARE(document->team().playerByNumber(number)->positionId, u"human.blitzer"_s);
        QCOMPARE(TeamRules(*m_rules).goldLeft(document->team()), 1000000 - 3 * 90000);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QCOMPARE(count->value(), 1); // back to a single hire
        QCOMPARE(TeamStore(*window->database()).load(document->team().id)->activePlayers().size(),
                 3);

        // Two more would make five of a 0–4 position: refused, nothing hired, no Undo step.
        count->setFocus();
        count->selectAll();
        QTest::keyClicks(count, u"2"_s);
        pickInHireMenu(view, u"human.blitzer"_s);
        QCOMPARE(document->team().activePlayers().size(), 3);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QCOMPARE(view->messageBar()->text(),
                 u"The Blitzer position allows at most 4; 2 more would make 5."_s);
        const QString folder = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
        if (!folder.isEmpty())
            window->grab().save(folder + u"/hire-several-refused.png"_s);

        // The one step of Undo takes the three back together.
        QTest::mouseClick(
            view->findChild<QToolBar *>()->widgetForAction(action(view, u"teamUndo"_s)),
            Qt::LeftButton);
        QCOMPARE(document->team().activePlayers().size(), 0);
        QCOMPARE(TeamRules(*m_rules).goldLeft(document->team()), 1000000);
    }

    void undoAndRedoOfAHireRestoreGoldAndTheDatabase()
    {
        auto window = openWindow(u"undo.sqlite"_s);
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamView *view = createThroughTheDialog(*window, u"human"_s, u"Undo United"_s);
        TeamDocument *document = view->document();
        QCOMPARE(window->undoGroup()->activeStack(), document->undoStack());
        TeamStore store(*window->database());
        const qint64 id = document->team().id;
        auto storedPlayers = [&] { return store.load(id)->activePlayers().size(); };

        // In creation: gold left is the budget less the cost.
        QVERIFY(view->hire(u"human.ogre"_s, u"Grom"_s, 7));
        QCOMPARE(TeamRules(*m_rules).goldLeft(document->team()), 860000);
        QCOMPARE(storedPlayers(), 1);
        QAction *undo = action(view, u"teamUndo"_s);
        QAction *redo = action(view, u"teamRedo"_s);
        QVERIFY(undo->toolTip().contains(u"Hire Grom (Ogre)"_s));
        undo->trigger();
        QCOMPARE(TeamRules(*m_rules).goldLeft(document->team()), 1000000);
        QCOMPARE(storedPlayers(), 0);
        QCOMPARE(view->playerModel()->rowCount(), 0);
        redo->trigger();
        QCOMPARE(storedPlayers(), 1);
        QCOMPARE(store.load(id)->playerByNumber(7)->name, u"Grom"_s);

        // After confirmation a hire is a ledger entry: undo removes it from the database too,
        // redo writes it back. Here through the window's Edit menu.
        for (int i = 0; i < 10; ++i)
            QVERIFY(view->hire(u"human.lineman"_s, u"Lineman %1"_s.arg(i),
                               document->team().nextFreeNumber()));
        QVERIFY(action(view, u"confirmTeam"_s)->isEnabled());
        action(view, u"confirmTeam"_s)->trigger();
        const qint64 treasury = document->team().ledgerBalance();
        QCOMPARE(treasury, 1000000 - 140000 - 500000);
        QVERIFY(view->hire(u"human.catcher"_s, u"Late Signing"_s, 12));
        QCOMPARE(document->team().ledgerBalance(), treasury - 70000);
        QCOMPARE(store.load(id)->ledgerBalance(), treasury - 70000);
        QCOMPARE(store.load(id)->ledger.size(), 3);

        window->undoGroup()->undo();
        QCOMPARE(document->team().ledgerBalance(), treasury);
        QCOMPARE(store.load(id)->ledgerBalance(), treasury);
        QCOMPARE(store.load(id)->ledger.size(), 2);
        QCOMPARE(storedPlayers(), 11);
        window->undoGroup()->redo();
        QCOMPARE(store.load(id)->ledgerBalance(), treasury - 70000);
        QCOMPARE(storedPlayers(), 12);
        QCOMPARE(*store.load(id), document->team());

        // Leaving the area hands Undo back: nothing else is edited behind the coach's back.
        test::clickArea(*window, MainWindow::Area::Rulebook);
        QCOMPARE(window->undoGroup()->activeStack(), nullptr);
        test::clickArea(*window, MainWindow::Area::Teams);
        QCOMPARE(window->undoGroup()->activeStack(), document->undoStack());
    }

    void renamesAndRenumbersInTheTable()
    {
        auto window = openWindow(u"edit.sqlite"_s);
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamView *view = createThroughTheDialog(*window, u"human"_s, u"Renamers"_s);
        QVERIFY(view->hire(u"human.lineman"_s, u"Hans"_s, 1));
        QVERIFY(view->hire(u"human.lineman"_s, u"Otto"_s, 2));
        QAbstractItemModel *table = view->playerTable()->model();
        QCOMPARE(table->index(0, PlayerTableModel::NameColumn).data().toString(), u"Hans"_s);
        QVERIFY(table->flags(table->index(0, PlayerTableModel::NameColumn)) & Qt::ItemIsEditable);

        QVERIFY(table->setData(table->index(0, PlayerTableModel::NameColumn), u"Hans Brenner"_s));
        QCOMPARE(view->document()->team().playerByNumber(1)->name, u"Hans Brenner"_s);
        QVERIFY(!table->setData(table->index(0, PlayerTableModel::NameColumn), u"   "_s));
        QVERIFY(view->messageBar()->text().contains(u"needs a name"_s));

        QVERIFY(!table->setData(table->index(0, PlayerTableModel::NumberColumn), 2));
        QVERIFY2(view->messageBar()->text().contains(u"already worn by Otto"_s),
                 qPrintable(view->messageBar()->text()));
        QVERIFY(table->setData(table->index(0, PlayerTableModel::NumberColumn), 9));
        // Sorted by number: Otto (2) now comes first, Hans (9) second.
        QCOMPARE(table->index(0, PlayerTableModel::NameColumn).data().toString(), u"Otto"_s);
        QCOMPARE(table->index(1, PlayerTableModel::NumberColumn).data().toInt(), 9);
        view->document()->undoStack()->undo();
        QCOMPARE(view->document()->team().playerByNumber(1)->name, u"Hans Brenner"_s);

        QVERIFY(view->renameTeam(u"Renamed Rovers"_s));
        QCOMPARE(TeamStore(*window->database()).load(view->document()->team().id)->name,
                 u"Renamed Rovers"_s);
        QVERIFY(!view->renameTeam(u""_s));
        QVERIFY(view->messageBar()->text().contains(u"needs a name"_s));
    }

    void advancementDialogOffersExactlyTheRulesChoices()
    {
        auto window = openWindow(u"advance.sqlite"_s);
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamView *view = createThroughTheDialog(*window, u"human"_s, u"Veterans"_s);
        QVERIFY(view->hire(u"human.blitzer"_s, u"Griff"_s, 1));
        TeamDocument *document = view->document();
        const qint64 id = document->team().playerByNumber(1)->id;
        QAction *advance = action(view, u"advancePlayer"_s);
        view->selectPlayer(id);
        QVERIFY(!advance->isEnabled());
        QVERIFY(advance->toolTip().contains(u"no advancement roll waiting"_s));

        // Six SPP: Experienced, one roll waiting (set as a match would).
        QVERIFY(document->edit(u"SPP"_s, [&](Team &team) {
            team.playerById(id)->spp = 6;
            return RuleCheck::ok();
        }));
        view->selectPlayer(id);
        QVERIFY(advance->isEnabled());
        QVERIFY(view->recordPanel()->text().contains(u"Advancement rolls waiting: 1"_s));
        advance->trigger();
        auto *dialog = openDialog<AdvancementDialog>(view);
        QVERIFY(dialog);
        QVERIFY(dialog->options().isEmpty()); // no dice yet

        const Player player = *document->team().playerByNumber(1);
        dialog->setDice(6, 6);
        QCOMPARE(dialog->options().size(), Advancement::options(*m_rules, player, 6, 6).size());
        QVERIFY(dialog->options().contains(AdvancementOption{AdvancementOption::Kind::St, {}}));
        QVERIFY(dialog->options().contains(
            AdvancementOption{AdvancementOption::Kind::DoubleSkill, u"dodge"_s}));
        dialog->setDice(3, 4);
        const QList<AdvancementOption> expected = Advancement::options(*m_rules, player, 3, 4);
        QList<AdvancementOption> shown = dialog->options();
        QCOMPARE(shown.size(), expected.size());
        for (const AdvancementOption &option : expected)
            QVERIFY(shown.contains(option));
        QVERIFY(!shown.contains(
            AdvancementOption{AdvancementOption::Kind::Skill, u"block"_s})); // held already

        QVERIFY(
            dialog->selectOption(AdvancementOption{AdvancementOption::Kind::Skill, u"guard"_s}));
        dialog->accept();
        QVERIFY2(!dialog->isVisible(), qPrintable(dialog->refusal()));
        const Player *advanced = document->team().playerByNumber(1);
        QCOMPARE(advanced->gainedSkills, (QList<GainedSkill>{GainedSkill{u"guard"_s, false}}));
        QCOMPARE(advanced->value(*m_rules), 110000);
        QVERIFY(!advance->isEnabled());
        const int row = view->playerModel()->rowOfPlayer(id);
        QCOMPARE(view->playerModel()->index(row, PlayerTableModel::SkillsColumn).data().toString(),
                 u"Block, Guard\u00a0◆"_s);
        QCOMPARE(TeamStore(*window->database())
                     .load(document->team().id)
                     ->playerByNumber(1)
                     ->gainedSkills.size(),
                 1);
        document->undoStack()->undo();
        QVERIFY(document->team().playerByNumber(1)->gainedSkills.isEmpty());
    }

    void apothecaryRefusedToTheUndead()
    {
        auto window = openWindow(u"undead.sqlite"_s);
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamView *view = createThroughTheDialog(*window, u"undead"_s, u"Grave Diggers"_s);
        QAction *apothecary = action(view, u"apothecary"_s);
        QVERIFY(!apothecary->isEnabled());
        QVERIFY2(apothecary->toolTip().contains(u"may not have an apothecary"_s),
                 qPrintable(apothecary->toolTip()));
        auto *necromancer = view->staffPanel()->findChild<QLabel *>(u"necromancer"_s);
        QVERIFY(necromancer && !necromancer->isHidden());
        QCOMPARE(necromancer->text(), u"Necromancer (free)"_s);

        TeamView *humans = createThroughTheDialog(*window, u"human"_s, u"Living Ones"_s);
        QVERIFY(humans->staffPanel()->findChild<QLabel *>(u"necromancer"_s)->isHidden());
        QVERIFY(action(humans, u"apothecary"_s)->isEnabled());
    }

    void teamsComeBackWithTheDatabase()
    {
        qint64 id = 0;
        {
            auto window = openWindow(u"reopen.sqlite"_s);
            TeamView *view = createThroughTheDialog(*window, u"orc"_s, u"Orcland Raiders"_s);
            QVERIFY(view->hire(u"orc.blitzer"_s, u"Urgash"_s, 5));
            id = view->document()->team().id;
        }
        auto window = openWindow(u"reopen.sqlite"_s);
        auto *teams = window->teamsPage();
        QCOMPARE(teams->teamList()->rowCount(), 1);
        QCOMPARE(teams->currentDocument()->team().id, id);
        QCOMPARE(teams->teamView()->playerModel()->rowCount(), 1);
        QVERIFY(teams->teamView()->document()->undoStack()->count() == 0);
    }

    // Typing in the filter box narrows the list by team name, roster or coach, accents aside.
    void filterBoxNarrowsTheList_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QStringList>("shown");
        QTest::newRow("nothing") << QString()
                                 << QStringList{u"Altdorf Reavers"_s, u"Bögenhafen Barons"_s,
                                                u"Carroburg Cannons"_s, u"Gouged Eye"_s};
        QTest::newRow("part of a name") << u"reav"_s << QStringList{u"Altdorf Reavers"_s};
        QTest::newRow("without the accent") << u"bogen"_s << QStringList{u"Bögenhafen Barons"_s};
        QTest::newRow("upper case") << u"CANNONS"_s << QStringList{u"Carroburg Cannons"_s};
        QTest::newRow("coach") << u"bruno"_s << QStringList{u"Bögenhafen Barons"_s};
        QTest::newRow("roster") << u"orc"_s << QStringList{u"Gouged Eye"_s};
        QTest::newRow("roster of three")
            << u"Human"_s
            << QStringList{u"Altdorf Reavers"_s, u"Bögenhafen Barons"_s, u"Carroburg Cannons"_s};
        QTest::newRow("no match") << u"zzz"_s << QStringList();
    }
    void filterBoxNarrowsTheList()
    {
        QFETCH(QString, typed);
        QFETCH(QStringList, shown);
        auto window = openWindow(u"filter-%1.sqlite"_s.arg(
            QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
        storeFourTeams(*window);
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamsPage *teams = window->teamsPage();
        QLineEdit *filter = teams->filterBox();
        QVERIFY(filter->isVisible());
        filter->setFocus();
        QTest::keyClicks(filter, typed);
        QCOMPARE(shownNames(teams->teamListView()), shown);
        // Cleared, everything is back.
        QTest::keyClick(filter, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(filter, Qt::Key_Backspace);
        QCOMPARE(teams->teamListView()->model()->rowCount(), 4);
    }

    // A click on a column header sorts by it; a second click reverses the order.
    void headerClickSorts()
    {
        auto window = openWindow(u"sort.sqlite"_s);
        storeFourTeams(*window);
        test::clickArea(*window, MainWindow::Area::Teams);
        QTreeView *view = window->teamsPage()->teamListView();
        QVERIFY(!view->header()->isHidden());
        const QStringList byName{u"Altdorf Reavers"_s, u"Bögenhafen Barons"_s,
                                 u"Carroburg Cannons"_s, u"Gouged Eye"_s};
        QCOMPARE(shownNames(view), byName);
        QCOMPARE(view->model()->index(0, TeamListModel::TeamValueColumn).data().toString(),
                 u"710k"_s);

        clickHeader(view, TeamListModel::TeamValueColumn);
        const QStringList byValue{u"Gouged Eye"_s, u"Bögenhafen Barons"_s, u"Altdorf Reavers"_s,
                                  u"Carroburg Cannons"_s};
        QCOMPARE(view->header()->sortIndicatorSection(), int(TeamListModel::TeamValueColumn));
        QStringList order = shownNames(view);
        // Which way a first click goes is the style's choice; the second reverses it.
        if (order != byValue)
            QCOMPARE(order, QStringList(byValue.rbegin(), byValue.rend()));
        clickHeader(view, TeamListModel::TeamValueColumn);
        QStringList reversed = shownNames(view);
        std::reverse(reversed.begin(), reversed.end());
        QCOMPARE(reversed, order);

        clickHeader(view, TeamListModel::NameColumn);
        order = shownNames(view);
        if (order != byName)
            QCOMPARE(order, QStringList(byName.rbegin(), byName.rend()));
    }

    // A click on a row shows that team, whatever the filter and the order.
    void clickingARowShowsTheTeam()
    {
        auto window = openWindow(u"click.sqlite"_s);
        const QHash<QString, qint64> ids = storeFourTeams(*window);
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamsPage *teams = window->teamsPage();
        QTreeView *view = teams->teamListView();
        clickRow(view, 2);
        QCOMPARE(teams->currentDocument()->team().id, ids.value(u"Carroburg Cannons"_s));
        QTest::keyClicks(teams->filterBox(), u"bar"_s);
        QCOMPARE(view->model()->rowCount(), 1);
        clickRow(view, 0);
        QCOMPARE(teams->currentDocument()->team().id, ids.value(u"Bögenhafen Barons"_s));
        QCOMPARE(teams->teamView()->document()->team().name, u"Bögenhafen Barons"_s);
    }

    // Print preview next to Print and Export: the toolbar's button opens Qt's preview on the
    // team sheet, one A4 landscape page.
    void printPreviewShowsTheSheet()
    {
        auto window = openWindow(u"preview.sqlite"_s);
        window->resize(1366, 768);
        storeFourTeams(*window);
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamsPage *teams = window->teamsPage();
        clickRow(teams->teamListView(), 0);
        QToolBar *toolBar = teams->teamView()->findChild<QToolBar *>();
        QWidget *button = toolBar->widgetForAction(teams->teamView()->actions()->preview);
        QVERIFY(button && button->isVisible() && button->isEnabled());
        int pages = -1;
        QString title;
        QPageLayout::Orientation orientation = QPageLayout::Portrait;
        QTimer::singleShot(0, this, [&] {
            auto *preview = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
            if (!preview)
                return;
            title = preview->windowTitle();
            orientation = preview->printer()->pageLayout().orientation();
            if (auto *widget = preview->findChild<QPrintPreviewWidget *>())
                pages = widget->pageCount();
            const QString folder = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
            if (!folder.isEmpty())
                preview->grab().save(folder + u"/team-sheet-preview.png"_s);
            preview->reject();
        });
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(title, u"Team sheet: "_s + teams->currentDocument()->team().name);
        QCOMPARE(pages, 1);
        QCOMPARE(orientation, QPageLayout::Landscape);
    }

    // An edit updates its own row (team value, players, status); the list is not read again.
    void editingATeamUpdatesItsRowOnly()
    {
        auto window = openWindow(u"onerow.sqlite"_s);
        const QHash<QString, qint64> ids = storeFourTeams(*window);
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamsPage *teams = window->teamsPage();
        TeamListModel *list = teams->teamList();
        QTreeView *view = teams->teamListView();
        clickRow(view, 1);
        const qint64 barons = ids.value(u"Bögenhafen Barons"_s);
        QCOMPARE(teams->currentDocument()->team().id, barons);
        const int row = list->rowOfTeam(barons);
        QCOMPARE(list->index(row, TeamListModel::TeamValueColumn).data().toString(), u"330k"_s);

        QSignalSpy reset(list, &QAbstractItemModel::modelReset);
        QSignalSpy changed(list, &QAbstractItemModel::dataChanged);
        QSignalSpy layout(list, &QAbstractItemModel::layoutChanged);
        QVERIFY(teams->teamView()->hire(u"human.blitzer"_s, u"Griff"_s, 9));
        QCOMPARE(reset.size(), 0);
        QCOMPARE(layout.size(), 0);
        QVERIFY(!changed.isEmpty());
        for (const QList<QVariant> &signal : std::as_const(changed)) {
            QCOMPARE(signal.at(0).toModelIndex().row(), row);
            QCOMPARE(signal.at(1).toModelIndex().row(), row);
        }
        QCOMPARE(list->index(row, TeamListModel::TeamValueColumn).data().toString(), u"420k"_s);
        QCOMPARE(list->rowCount(), 4);
        // Undo is an edit too.
        changed.clear();
        teams->currentDocument()->undoStack()->undo();
        QCOMPARE(reset.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(list->index(row, TeamListModel::TeamValueColumn).data().toString(), u"330k"_s);
    }

    // The list reads one summary per team: what it shows matches the whole team's rules.
    void listSummaryAgreesWithTheWholeTeam()
    {
        auto window = openWindow(u"summary.sqlite"_s);
        const QHash<QString, qint64> ids = storeFourTeams(*window);
        TeamStore store(*window->database());
        const TeamRules rules(*m_rules);
        const QList<TeamTotals> totals = store.totals();
        QCOMPARE(totals.size(), 4);
        for (const TeamTotals &summary : totals) {
            const std::optional<Team> team = store.load(summary.id);
            QVERIFY(team);
            // The order of players within a team is not the summary's business.
            TeamTotals whole = TeamTotals::of(*team);
            TeamTotals read = summary;
            for (TeamTotals *t : {&whole, &read}) {
                t->activePositions.sort();
                t->availablePositions.sort();
            }
            QCOMPARE(read, whole);
            QCOMPARE(rules.teamValue(summary), rules.teamValue(*team));
            QCOMPARE(rules.isReady(summary).reason, rules.isReady(*team).reason);
        }
        QCOMPARE(store.totals(ids.value(u"Gouged Eye"_s))->rosterId, u"orc"_s);
        QVERIFY(!store.totals(999999));
    }
};

QTEST_MAIN(TestTeamsPage)
#include "tst_teams_page.moc"
