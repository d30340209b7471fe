// The League area on the offscreen platform: a commissioner creates a league through the
// dialog's widgets, adds teams, generates a round robin, sees refusals explained, records a
// result through the recorder hook and undoes it, and reads the standings.
#include "../support/TeamFixtures.h"
#include "../support/WindowFixtures.h"
#include "core/Money.h"
#include "core/dice/RandomDice.h"
#include "core/league/ScheduleRules.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/ResultRecorder.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"
#include "models/LeadersModel.h"
#include "models/LeagueListModel.h"
#include "models/LeagueTeamModel.h"
#include "models/LedgerModel.h"
#include "models/MatchHistoryModel.h"
#include "models/ScheduleModel.h"
#include "models/StandingsModel.h"
#include "models/TeamListModel.h"
#include "session/TeamDocument.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/league/AddTeamsDialog.h"
#include "views/league/FixtureDialog.h"
#include "views/league/LeagueHeader.h"
#include "views/league/LeaguePage.h"
#include "views/league/LeagueSession.h"
#include "views/league/LeagueTeamsTab.h"
#include "views/league/LeagueView.h"
#include "views/league/MatchReportDialog.h"
#include "views/league/NewLeagueDialog.h"
#include "views/league/NewSeasonDialog.h"
#include "views/league/RoundRobinDialog.h"
#include "views/league/ScheduleTab.h"
#include "views/league/StandingsTab.h"
#include "views/league/StatisticsTab.h"
#include "views/league/TieBreakerEditor.h"
#include "views/team/LedgerPanel.h"
#include "views/team/TeamView.h"
#include "views/team/TeamsPage.h"
#include "views/widgets/MessageBar.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestLeaguePage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::shared_ptr<const Ruleset> m_rules;

    std::unique_ptr<MainWindow> openWindow(const QString &file)
    {
        return test::openMainWindow(*m_settings, m_dir.filePath(file));
    }

    // Confirmed Human teams, and one still being built that cannot join a league.
    void addTeams(MainWindow &window, const QStringList &names)
    {
        TeamStore store(*window.database());
        for (const QString &name : names) {
            Team team = test::humanTeam(*m_rules);
            team.name = name;
            QVERIFY(TeamRules(*m_rules).confirm(team));
            QVERIFY(store.save(team));
        }
        Team building = test::humanTeam(*m_rules);
        building.name = u"Unfinished Business"_s;
        QVERIFY(store.save(building));
    }

    // The League area, by a click in the navigation list.
    static LeaguePage *leaguePage(MainWindow &window)
    {
        test::clickArea(window, MainWindow::Area::League);
        return window.findChild<LeaguePage *>();
    }

    // Ticks every team of the Add teams dialog as a person does: a click on each row, then the
    // space bar on its check box.
    static void tickEveryTeam(AddTeamsDialog *dialog)
    {
        auto *list = test::shownChild<QListWidget>(dialog, u"candidateTeams"_s);
        for (int row = 0; row < list->count(); ++row) {
            QListWidgetItem *item = list->item(row);
            if (item->checkState() == Qt::Checked)
                continue;
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(item).center());
            QTest::keyClick(list->viewport(), Qt::Key_Space);
            if (item->checkState() != Qt::Checked)
                qFatal("space did not tick %s", qPrintable(item->text()));
        }
    }

    // A tab of the league view, by a click on it.
    static void showTab(LeagueView *view, LeagueView::Tab tab)
    {
        test::clickTab(view->findChild<QTabWidget *>(u"leagueTabs"_s), static_cast<int>(tab));
    }

    // Schedule tab, Round robin…, single leg from round 1, Generate.
    static void roundRobin(LeagueView *view)
    {
        showTab(view, LeagueView::Tab::Schedule);
        test::clickButton(view->scheduleTab(), u"roundRobinButton"_s);
        test::clickOk(test::openDialog<RoundRobinDialog>(view->scheduleTab()));
    }

    // The league most tests schedule: four confirmed teams added, a league of them created in
    // the window and its round robin drawn.
    LeagueView *roundRobinLeague(MainWindow &window, const QString &name)
    {
        addTeams(window, {u"Altdorf Reavers"_s, u"Middenheim Wolves"_s, u"Nuln Gunners"_s,
                          u"Talabheim Tigers"_s});
        LeagueView *view = createLeague(leaguePage(window), name);
        roundRobin(view);
        return view;
    }

    // Add fixture…, the round typed, both teams chosen from their lists, Add fixture.
    static void addFixture(ScheduleTab *schedule, int round, qint64 home, qint64 away)
    {
        test::clickButton(schedule, u"addFixtureButton"_s);
        auto *dialog = test::openDialog<FixtureDialog>(schedule);
        test::typeValue(test::shownChild<QSpinBox>(dialog, u"fixtureRound"_s), round);
        auto *homeBox = test::shownChild<QComboBox>(dialog, u"fixtureHome"_s);
        auto *awayBox = test::shownChild<QComboBox>(dialog, u"fixtureAway"_s);
        test::chooseEntry(homeBox, homeBox->findData(home));
        test::chooseEntry(awayBox, awayBox->findData(away));
        test::clickOk(dialog);
    }

    // A click on a fixture's row in the schedule.
    static void clickFixture(ScheduleTab *schedule, qint64 fixtureId)
    {
        QTreeView *tree = schedule->tree();
        const QModelIndex row =
            schedule->model()->indexOfFixture(fixtureId).siblingAtColumn(ScheduleModel::AwayColumn);
        tree->scrollTo(row);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(row).center());
        if (schedule->selectedFixtureId() != fixtureId)
            qFatal("a click did not select fixture %lld", fixtureId);
    }

    // A click on a team's row in the league's Teams tab.
    static void clickLeagueTeam(LeagueTeamsTab *teams, qint64 teamId)
    {
        auto *table = test::shownChild<QTableView>(teams, u"leagueTeams"_s);
        const QModelIndex row =
            teams->model()->index(teams->model()->rowOfTeam(teamId), LeagueTeamModel::NameColumn);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(row).center());
        if (teams->selectedTeamId() != teamId)
            qFatal("a click did not select team %lld", teamId);
    }

    // Add teams…, every candidate ticked, OK.
    static void addEveryTeam(LeagueView *view)
    {
        test::clickButton(view, u"addTeamsButton"_s);
        auto *add = test::openDialog<AddTeamsDialog>(view);
        tickEveryTeam(add);
        test::clickOk(add);
    }

    // Edit → Undo (or Redo) by the mouse: a click on Edit in the menu bar, then on the entry.
    static void clickEditMenu(MainWindow &window, const QString &entry)
    {
        QMenuBar *bar = window.menuBar();
        QAction *edit = nullptr;
        for (QAction *action : bar->actions()) {
            if (action->text() == u"&Edit"_s)
                edit = action;
        }
        if (!edit)
            qFatal("no Edit menu");
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        window.activateWindow();
        if (!QTest::qWaitForWindowActive(&window))
            qFatal("the window did not become active");
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(edit).center());
        QMenu *menu = edit->menu();
        if (!QTest::qWaitFor([menu] { return menu->isVisible(); }))
            qFatal("the Edit menu did not open");
        for (QAction *action : menu->actions()) {
            if (action->text().startsWith(entry)) {
                if (!action->isEnabled())
                    qFatal("%s is disabled", qPrintable(action->text()));
                QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
                return;
            }
        }
        qFatal("no %s in the Edit menu", qPrintable(entry));
    }

    // A league through the New league dialog, typed and clicked, with every team of the
    // database added by the Add teams dialog.
    static LeagueView *createLeague(LeaguePage *page, const QString &name)
    {
        test::clickButton(page, u"newLeagueButton"_s);
        auto *dialog = test::openDialog<NewLeagueDialog>(page);
        test::typeInto(dialog, u"leagueName"_s, name);
        test::typeInto(dialog, u"commissioner"_s, u"Greta"_s);
        test::clickOk(dialog);
        LeagueView *view = page->leagueView();
        showTab(view, LeagueView::Tab::Teams);
        addEveryTeam(view);
        return view;
    }

    // The result of `fixtureId` through the core recorder, as the result dialog would do it.
    static bool record(Database &database, const Ruleset &rules, const League &league,
                       const Fixture &fixture, int homeScore, int awayScore)
    {
        MatchRecord record;
        record.leagueId = league.id;
        record.seasonId = fixture.seasonId;
        record.fixtureId = fixture.id;
        record.home.teamId = fixture.homeTeamId;
        record.home.score = homeScore;
        record.away.teamId = fixture.awayTeamId;
        record.away.score = awayScore;
        if (homeScore > 0) {
            // Player 1 scores and badly hurts the away team's player 1.
            record.home.players << PlayerMatchEvents{1, 0, homeScore, 0, 1};
            CasualtyRecord casualty;
            casualty.number = 1;
            casualty.d68 = 21;
            record.away.casualties << casualty;
        }
        RandomDice dice(7);
        const ResultRecorder recorder(database, rules);
        ResultRecorder::Preview preview = recorder.preview(record, dice);
        if (!preview.ok())
            qWarning() << preview.errors;
        qint64 matchId = 0;
        QString error;
        return preview.ok() && recorder.confirm(preview, &matchId, &error);
    }

    // Three leagues straight into the database, before the League area first shows: Éclat
    // Cup (Hans, one team), Old World Classic (Greta, none), Reikland League (Greta, two).
    QHash<QString, qint64> storeThreeLeagues(MainWindow &window)
    {
        addTeams(window, {u"Team One"_s, u"Team Two"_s, u"Team Three"_s});
        QList<qint64> teams;
        for (const TeamStore::Summary &team : TeamStore(*window.database()).list()) {
            if (team.phase == Team::Phase::Active)
                teams << team.id;
        }
        LeagueStore store(*window.database(), *m_rules);
        QHash<QString, qint64> ids;
        const auto add = [&](const QString &name, const QString &commissioner,
                             const QList<qint64> &teamIds) {
            League league;
            league.name = name;
            league.commissioner = commissioner;
            league.teamIds = teamIds;
            QString error;
            if (!store.save(league, &error))
                qFatal("cannot save %s: %s", qPrintable(name), qPrintable(error));
            ids.insert(name, league.id);
        };
        add(u"Éclat Cup"_s, u"Hans"_s, {teams.at(0)});
        add(u"Old World Classic"_s, u"Greta"_s, {});
        add(u"Reikland League"_s, u"Greta"_s, {teams.at(1), teams.at(2)});
        return ids;
    }

    static QStringList shownLeagues(QTreeView *view, bool sorted = false)
    {
        QStringList names;
        for (int row = 0; row < view->model()->rowCount(); ++row)
            names << view->model()->index(row, LeagueListModel::NameColumn).data().toString();
        if (sorted)
            names.sort();
        return names;
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
    void init()
    {
        MessageBox::clearRecorded();
        MessageBox::setQuestionAnswer(true);
    }

    void createsALeagueThroughTheDialog()
    {
        auto window = openWindow(u"create.sqlite"_s);
        LeaguePage *page = leaguePage(*window);
        QVERIFY(page);
        QVERIFY(!page->findChild<QLabel *>(u"leaguesEmpty"_s)->isHidden());

        test::clickButton(page, u"emptyNewLeagueButton"_s);
        auto *dialog = test::openDialog<NewLeagueDialog>(page);
        auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled()); // a league needs a name
        test::typeInto(dialog, u"leagueName"_s, u"Old World Classic"_s);
        test::typeInto(dialog, u"commissioner"_s, u"Greta"_s);
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog->findChild<QSpinBox *>(u"startingBudget"_s)->value(), 1000000);

        // Threshold and step only matter with spiralling expenses.
        auto *expenses = dialog->findChild<QComboBox *>(u"expenses"_s);
        auto *threshold = dialog->findChild<QSpinBox *>(u"spirallingThreshold"_s);
        QCOMPARE(threshold->value(), 1750000);
        QVERIFY(threshold->isEnabled());
        test::chooseEntry(expenses, expenses->findData(static_cast<int>(ExpensesRule::None)));
        QVERIFY(!threshold->isEnabled());
        QVERIFY(!dialog->findChild<QSpinBox *>(u"spirallingStep"_s)->isEnabled());
        test::chooseEntry(expenses, expenses->findData(static_cast<int>(ExpensesRule::Spiralling)));
        test::typeValue(threshold, 1500000);

        auto *mvp = dialog->findChild<QComboBox *>(u"mvp"_s);
        test::chooseEntry(mvp, mvp->findData(static_cast<int>(MvpMode::CoachChoice)));
        test::setTicked(dialog->findChild<QCheckBox *>(u"freeFanFactor"_s), true);
        auto *small = dialog->findChild<QComboBox *>(u"smallLeague"_s);
        test::chooseEntry(small, small->findData(static_cast<int>(SmallLeagueWinnings::ExtraGold)));
        // The league plays on La Forge de Sigmar (issue 19).
        auto *pitch = dialog->findChild<QComboBox *>(u"leaguePitch"_s);
        test::chooseEntry(pitch, pitch->findData(static_cast<int>(MatchPitch::ForgeDeSigmar)));

        // 5/3/1 fills the spins and keeps them read-only; Custom opens them.
        auto *points = dialog->findChild<QComboBox *>(u"pointsScheme"_s);
        auto *win = dialog->findChild<QSpinBox *>(u"winPoints"_s);
        test::chooseEntry(points, 1);
        QCOMPARE(win->value(), 5);
        QVERIFY(!win->isEnabled());
        test::chooseEntry(points, 2);
        QVERIFY(win->isEnabled());
        test::typeValue(win, 4);

        // Casualty difference goes before touchdown difference; wins are added at the end.
        auto *editor = dialog->findChild<TieBreakerEditor *>();
        QListWidget *list = editor->list();
        QCOMPARE(list->count(), 8);
        const auto clickRow = [list](int row) {
            list->scrollToItem(list->item(row));
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(list->item(row)).center());
        };
        clickRow(3);
        QCOMPARE(list->currentItem()->text(),
                 Standings::tieBreakerName(TieBreaker::CasualtyDifference));
        test::clickButton(dialog, u"tieBreakerUp"_s);
        for (int row = 0; row < list->count(); ++row) {
            if (list->item(row)->text() == Standings::tieBreakerName(TieBreaker::Wins)) {
                clickRow(row);
                QTest::keyClick(list->viewport(), Qt::Key_Space);
                QCOMPARE(list->item(row)->checkState(), Qt::Checked);
            }
        }
        test::clickOk(dialog);

        LeagueStore store(*window->database());
        const QList<League> leagues = store.leagues();
        QCOMPARE(leagues.size(), 1);
        const League &league = leagues.first();
        QCOMPARE(league.name, u"Old World Classic"_s);
        QCOMPARE(league.commissioner, u"Greta"_s);
        QCOMPARE(league.options.spirallingThreshold, 1500000);
        QCOMPARE(league.options.mvp, MvpMode::CoachChoice);
        QVERIFY(league.options.freeFanFactor);
        QCOMPARE(league.options.smallLeague, SmallLeagueWinnings::ExtraGold);
        QCOMPARE(league.options.pitch, MatchPitch::ForgeDeSigmar);
        QCOMPARE(league.options.winPoints, 4);
        QCOMPARE(league.options.drawPoints, 3);
        QCOMPARE(league.options.lossPoints, 1);
        QCOMPARE(league.options.tieBreakers,
                 (QList<TieBreaker>{TieBreaker::Points, TieBreaker::HeadToHead,
                                    TieBreaker::CasualtyDifference, TieBreaker::TouchdownDifference,
                                    TieBreaker::TouchdownsFor, TieBreaker::Wins}));
        // A first season comes with the league.
        QCOMPARE(store.seasons(league.id).size(), 1);

        LeagueView *view = page->leagueView();
        QVERIFY(view->isVisible());
        QCOMPARE(view->header()->title(), u"Old World Classic"_s);
        QVERIFY2(view->header()->optionsSummary().contains(u"Points 4/3/1"_s),
                 qPrintable(view->header()->optionsSummary()));
        QVERIFY(view->header()->optionsSummary().contains(u"Free fan factor"_s));
        QCOMPARE(view->seasonChooser()->currentText(), u"Season 1"_s);
        QCOMPARE(page->leagueList()->model()->rowCount(), 1);

        // Without teams, free fan factor may still be turned off.
        test::clickButton(view, u"leagueOptionsButton"_s);
        auto *options = test::openDialog<NewLeagueDialog>(view);
        QVERIFY(options->findChild<QCheckBox *>(u"freeFanFactor"_s)->isEnabled());
        QTest::keyClick(options, Qt::Key_Escape);
    }

    // Teams joining a free fan factor league play with fan factor 5 and get back what they
    // paid for fan factor; the option then stays on, and the dialog says why.
    void freeFanFactorLeague()
    {
        auto window = openWindow(u"free-fans.sqlite"_s);
        addTeams(*window, {u"Altdorf Reavers"_s, u"Middenheim Wolves"_s});
        LeaguePage *page = leaguePage(*window);
        test::clickButton(page, u"emptyNewLeagueButton"_s);
        auto *dialog = test::openDialog<NewLeagueDialog>(page);
        test::typeInto(dialog, u"leagueName"_s, u"Free Fans League"_s);
        test::setTicked(dialog->findChild<QCheckBox *>(u"freeFanFactor"_s), true);
        test::clickOk(dialog);
        addEveryTeam(page->leagueView());
        QCOMPARE(page->session()->league().teamIds.size(), 2);
        for (qint64 teamId : page->session()->league().teamIds)
            QCOMPARE(TeamStore(*window->database()).load(teamId)->fanFactor, 5);

        test::clickButton(page->leagueView(), u"leagueOptionsButton"_s);
        auto *options = test::openDialog<NewLeagueDialog>(page->leagueView());
        auto *freeFans = options->findChild<QCheckBox *>(u"freeFanFactor"_s);
        QVERIFY(freeFans->isChecked());
        QVERIFY(!freeFans->isEnabled());
        QVERIFY2(freeFans->toolTip().contains(u"free fan factor stays on"_s),
                 qPrintable(freeFans->toolTip()));
        QTest::keyClick(options, Qt::Key_Escape);
    }

    void addsConfirmedTeamsOnly()
    {
        auto window = openWindow(u"teams.sqlite"_s);
        addTeams(*window, {u"Altdorf Reavers"_s, u"Middenheim Wolves"_s, u"Nuln Gunners"_s});
        LeaguePage *page = leaguePage(*window);
        test::clickButton(page, u"emptyNewLeagueButton"_s);
        auto *creating = test::openDialog<NewLeagueDialog>(page);
        test::typeInto(creating, u"leagueName"_s, u"Reikland League"_s);
        test::clickOk(creating);
        LeagueTeamsTab *teams = page->leagueView()->teamsTab();
        QVERIFY(!teams->removeButton()->isEnabled());

        test::clickButton(teams, u"addTeamsButton"_s);
        auto *dialog = test::openDialog<AddTeamsDialog>(teams);
        QCOMPARE(dialog->list()->count(), 3); // the unfinished team is not offered
        for (int row = 0; row < dialog->list()->count(); ++row)
            QVERIFY(!dialog->list()->item(row)->text().contains(u"Unfinished"_s));
        // It is listed under them with the store's reason.
        qint64 unfinished = 0;
        for (const TeamStore::Summary &summary : TeamStore(*window->database()).list())
            unfinished = summary.name == u"Unfinished Business"_s ? summary.id : unfinished;
        const RuleCheck building =
            LeagueStore(*window->database()).canJoin(page->session()->league(), unfinished);
        QVERIFY(!building);
        QCOMPARE(dialog->refusedList()->count(), 1);
        QCOMPARE(dialog->refusedList()->item(0)->text(), building.reason);
        tickEveryTeam(dialog);
        test::clickOk(dialog);
        QCOMPARE(teams->model()->rowCount(), 3);
        QCOMPARE(teams->model()->index(0, LeagueTeamModel::NameColumn).data().toString(),
                 u"Altdorf Reavers"_s);
        QVERIFY(!teams->model()
                     ->index(0, LeagueTeamModel::TeamValueColumn)
                     .data()
                     .toString()
                     .isEmpty());
        QCOMPARE(page->session()->seasonTeamIds().size(), 3); // they play in Season 1
        QVERIFY(page->leagueView()->messageBar()->text().contains(u"joined the league"_s));

        // A team that plays in this league is not offered again, nor to another league.
        test::clickButton(teams, u"addTeamsButton"_s);
        dialog = test::openDialog<AddTeamsDialog>(teams);
        QCOMPARE(dialog->list()->count(), 0);
        QTest::keyClick(dialog, Qt::Key_Escape);

        // The store refuses a team that plays elsewhere, and the bar says why.
        const qint64 reikland = page->currentLeagueId();
        const qint64 reavers = page->session()->league().teamIds.first();
        League other;
        other.name = u"Another League"_s;
        LeagueStore store(*window->database());
        QVERIFY(store.save(other));
        page->reload();
        QCOMPARE(page->leagueList()->model()->rowCount(), 2);
        QVERIFY(page->showLeague(other.id));
        QVERIFY(!page->leagueView()->teamsTab()->join({reavers}));
        QVERIFY(!page->leagueView()->messageBar()->isHidden());
        QVERIFY2(
            page->leagueView()->messageBar()->text().contains(u"already plays in the league"_s),
            qPrintable(page->leagueView()->messageBar()->text()));

        // Removing a team that has not played: asked, then gone from the league and the season.
        QVERIFY(page->showLeague(reikland));
        teams = page->leagueView()->teamsTab();
        auto *table = test::shownChild<QTableView>(teams, u"leagueTeams"_s);
        const QModelIndex reaversRow =
            teams->model()->index(teams->model()->rowOfTeam(reavers), LeagueTeamModel::NameColumn);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(reaversRow).center());
        QVERIFY(teams->removeButton()->isEnabled());
        test::click(teams->removeButton());
        QCOMPARE(MessageBox::recorded().size(), 1);
        QCOMPARE(teams->model()->rowCount(), 2);
        QVERIFY(!page->session()->seasonTeamIds().contains(reavers));
    }

    void generatesARoundRobinAndExplainsRefusals()
    {
        auto window = openWindow(u"schedule.sqlite"_s);
        addTeams(*window, {u"Altdorf Reavers"_s, u"Middenheim Wolves"_s, u"Nuln Gunners"_s,
                           u"Talabheim Tigers"_s});
        LeaguePage *page = leaguePage(*window);
        LeagueView *view = createLeague(page, u"Empire Cup"_s);
        QVERIFY(view);
        showTab(view, LeagueView::Tab::Schedule);
        ScheduleTab *schedule = view->scheduleTab();
        QCOMPARE(schedule->model()->fixtureCount(), 0);
        QVERIFY(!schedule->findChild<QLabel *>(u"scheduleEmpty"_s)->isHidden());

        test::clickButton(schedule, u"roundRobinButton"_s);
        auto *dialog = test::openDialog<RoundRobinDialog>(schedule);
        test::setTicked(dialog->findChild<QRadioButton *>(u"doubleLeg"_s), true);
        QVERIFY2(
            dialog->findChild<QLabel *>(u"roundRobinSummary"_s)->text().contains(u"6 rounds"_s),
            qPrintable(dialog->findChild<QLabel *>(u"roundRobinSummary"_s)->text()));
        test::clickOk(dialog);
        QCOMPARE(schedule->model()->fixtureCount(), 12);
        QCOMPARE(schedule->model()->roundCount(), 6);
        QVERIFY(schedule->tree()->isVisible());
        const QModelIndex round1 = schedule->model()->index(0, 0);
        QCOMPARE(round1.data(ScheduleModel::MatchTextRole).toString(), u"Round 1"_s);
        QCOMPARE(round1.data().toString(), u"Round 1 · 0 of 2 played"_s);
        QCOMPARE(schedule->model()->rowCount(round1), 2);
        const QModelIndex fixture = schedule->model()->index(0, ScheduleModel::HomeColumn, round1);
        QVERIFY(fixture.data(ScheduleModel::MatchTextRole).toString().contains(u" v "_s));
        QCOMPARE(fixture.siblingAtColumn(ScheduleModel::ScoreColumn).data().toString(), u"v"_s);
        QVERIFY(schedule->tree()->isExpanded(round1));

        // Generating again asks before replacing the unplayed fixtures; no means nothing changes.
        MessageBox::setQuestionAnswer(false);
        roundRobin(view);
        QCOMPARE(MessageBox::recorded().size(), 1);
        QVERIFY(MessageBox::recorded().first().contains(u"12 fixtures"_s));
        QCOMPARE(schedule->model()->fixtureCount(), 12);
        MessageBox::setQuestionAnswer(true);
        roundRobin(view);
        QCOMPARE(schedule->model()->fixtureCount(), 6);

        // A fixture refused by the schedule rules: the reason is in the message bar.
        const QList<qint64> teams = page->session()->seasonTeamIds();
        addFixture(schedule, 4, teams.at(0), teams.at(0));
        QCOMPARE(schedule->model()->fixtureCount(), 6);
        Fixture self{0, page->session()->season()->id, 0, 4, teams.at(0), teams.at(0), 0};
        const RuleCheck refused =
            ScheduleRules::canAdd(page->session()->fixtures(), self,
                                  [&](qint64 id) { return page->session()->teamName(id); });
        QVERIFY(!refused);
        QVERIFY(!view->messageBar()->isHidden());
        QCOMPARE(view->messageBar()->text(), refused.reason);

        // An allowed one joins its round.
        addFixture(schedule, 4, teams.at(0), teams.at(1));
        QCOMPARE(schedule->model()->fixtureCount(), 7);
        QCOMPARE(schedule->model()->roundCount(), 4);
        const qint64 added = schedule->selectedFixtureId();
        QVERIFY(added > 0);
        QVERIFY(schedule->removeButton()->isEnabled());
        QVERIFY(!schedule->undoButton()->isEnabled());
        test::click(schedule->removeButton());
        QCOMPARE(schedule->model()->fixtureCount(), 6);

        // Standings: every team, nobody has played, the tie-breakers listed under the table.
        showTab(view, LeagueView::Tab::Standings);
        StandingsTab *standings = view->standingsTab();
        QCOMPARE(standings->models().size(), 1);
        QCOMPARE(standings->models().first()->rowCount(), 4);
        QVERIFY(standings->tables().first()->isVisible());
        QVERIFY2(standings->note().contains(u"Head-to-head"_s) ||
                     standings->note().contains(u"Points"_s),
                 qPrintable(standings->note()));
    }

    // Issue 18: a result confirmed or undone reads only its two teams again in the Teams
    // area; a team open there stays open and shows the stored treasury, other rows stay.
    void aResultRefreshesOnlyItsTeams()
    {
        auto window = openWindow(u"refresh.sqlite"_s);
        LeagueView *view = roundRobinLeague(*window, u"Reikland Cup"_s);
        LeaguePage *page = window->findChild<LeaguePage *>();
        ScheduleTab *schedule = view->scheduleTab();
        const Fixture first = page->session()->fixtures().first();
        Database &database = *window->database();
        const Ruleset &rules = *m_rules;
        page->setResultRecorder([&](const League &league, const Fixture &fixture) {
            return record(database, rules, league, fixture, 2, 1);
        });

        // The home team opened in the Teams area by a click on its row.
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamsPage *teamsPage = window->teamsPage();
        auto *list = teamsPage->findChild<QTreeView *>(u"teamList"_s);
        QModelIndex homeRow;
        for (int row = 0; row < list->model()->rowCount(); ++row) {
            const QModelIndex index = list->model()->index(row, 0);
            if (index.data(TeamListModel::TeamIdRole).toLongLong() == first.homeTeamId)
                homeRow = index;
        }
        QVERIFY(homeRow.isValid());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(homeRow).center());
        TeamDocument *document = teamsPage->currentDocument();
        QVERIFY(document);
        QCOMPARE(document->team().id, first.homeTeamId);
        // One edit in its history: a cheerleader hired with the staff panel's + button.
        const int hired = document->team().cheerleaders;
        QAction *addCheerleader = teamsPage->teamView()->findChild<QAction *>(u"addCheerleader"_s);
        QToolButton *plus = nullptr;
        for (QToolButton *button : teamsPage->teamView()->findChildren<QToolButton *>()) {
            if (button->defaultAction() == addCheerleader && button->isVisible())
                plus = button;
        }
        QVERIFY(plus && plus->isEnabled());
        QTest::mouseClick(plus, Qt::LeftButton);
        QCOMPARE(document->team().cheerleaders, hired + 1);
        QCOMPARE(document->undoStack()->count(), 1);
        const TeamRules teamRules(rules);
        const qint64 before = teamRules.goldLeft(document->team());
        auto *figures = teamsPage->findChild<QLabel *>(u"teamHeaderFigures"_s);
        QVERIFY(figures->text().contains(formatGold(before)));

        const auto changedTeams = [&](const QSignalSpy &spy) {
            QSet<qint64> teams;
            for (const QList<QVariant> &arguments : spy) {
                const QModelIndex from = arguments.at(0).value<QModelIndex>(),
                                  to = arguments.at(1).value<QModelIndex>();
                for (int row = from.row(); row <= to.row(); ++row)
                    teams.insert(teamsPage->teamList()->teamId(row));
            }
            return teams;
        };
        const QSet<qint64> both{first.homeTeamId, first.awayTeamId};
        const auto check = [&](const char *step) {
            const qint64 stored = teamRules.goldLeft(*TeamStore(database).load(first.homeTeamId));
            QVERIFY2(teamsPage->currentDocument() == document, step); // still open
            QVERIFY2(teamRules.goldLeft(document->team()) == stored, step);
            QVERIFY2(figures->text().contains(formatGold(stored)), qPrintable(figures->text()));
        };

        // Recorded: the two rows change, nothing is reset, the open team shows its winnings.
        QSignalSpy reset(teamsPage->teamList(), &QAbstractItemModel::modelReset);
        QSignalSpy rowsChanged(teamsPage->teamList(), &QAbstractItemModel::dataChanged);
        test::clickArea(*window, MainWindow::Area::League);
        clickFixture(schedule, first.id);
        QTest::mouseClick(schedule->recordButton(), Qt::LeftButton);
        QVERIFY(LeagueStore(database).fixture(first.id)->isPlayed());
        QCOMPARE(reset.size(), 0);
        QCOMPARE(changedTeams(rowsChanged), both);
        check("recorded");
        QVERIFY(teamRules.goldLeft(document->team()) != before);
        QCOMPARE(document->team().cheerleaders, hired + 1);
        // Its steps predate the result: they go, and the team shown says so.
        QCOMPARE(document->undoStack()->count(), 0);
        QVERIFY2(teamsPage->teamView()->messageBar()->text().contains(u"can no longer be undone"_s),
                 qPrintable(teamsPage->teamView()->messageBar()->text()));

        // Undone: the same two rows, the open team back to its treasury before the match.
        rowsChanged.clear();
        clickFixture(schedule, first.id);
        MessageBox::clearRecorded();
        QTest::mouseClick(schedule->undoButton(), Qt::LeftButton);
        QVERIFY(!LeagueStore(database).fixture(first.id)->isPlayed());
        QCOMPARE(reset.size(), 0);
        QCOMPARE(changedTeams(rowsChanged), both);
        check("undone");
        QCOMPARE(teamRules.goldLeft(document->team()), before);
    }

    void recordsAndUndoesAResult()
    {
        auto window = openWindow(u"results.sqlite"_s);
        LeagueView *view = roundRobinLeague(*window, u"Empire Cup"_s);
        LeaguePage *page = window->findChild<LeaguePage *>();
        ScheduleTab *schedule = view->scheduleTab();
        const Fixture first = page->session()->fixtures().first();

        // Without a recorder (the window sets the result dialog) the button still says what it
        // wants.
        page->setResultRecorder({});
        QSignalSpy requested(page, &LeaguePage::recordResultRequested);
        QSignalSpy teamsChanged(page, &LeaguePage::teamsChanged);
        showTab(view, LeagueView::Tab::Schedule);
        clickFixture(schedule, first.id);
        QVERIFY(schedule->recordButton()->isEnabled());
        test::click(schedule->recordButton());
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().first().toLongLong(), first.id);
        QCOMPARE(teamsChanged.size(), 0);

        Database &database = *window->database();
        const Ruleset &rules = *m_rules;
        int calls = 0;
        page->setResultRecorder([&](const League &league, const Fixture &fixture) {
            ++calls;
            return record(database, rules, league, fixture, 2, 1);
        });
        test::click(schedule->recordButton());
        QCOMPARE(calls, 1);
        QCOMPARE(teamsChanged.size(), 1);
        QCOMPARE(page->session()->summaries().size(), 1);

        // The fixture reads as played with its score, the standings count it.
        clickFixture(schedule, first.id);
        const QModelIndex played = schedule->model()->indexOfFixture(first.id);
        QCOMPARE(played.siblingAtColumn(ScheduleModel::ScoreColumn).data().toString(), u"2 – 1"_s);
        QVERIFY(!schedule->recordButton()->isEnabled());
        QVERIFY(!schedule->removeButton()->isEnabled());
        QVERIFY(!schedule->removeButton()->toolTip().isEmpty());
        StandingsModel *table = view->standingsTab()->models().first();
        QCOMPARE(table->row(0)->teamId, first.homeTeamId);
        QCOMPARE(table->row(0)->points, 3);

        // Statistics: the scorer leads, the match is in both teams' histories.
        showTab(view, LeagueView::Tab::Statistics);
        StatisticsTab *statistics = view->statisticsTab();
        QCOMPARE(statistics->leaders()->rowCount(), 1);
        QCOMPARE(statistics->leaders()->index(0, LeadersModel::ValueColumn).data().toString(),
                 u"2"_s);
        QCOMPARE(statistics->mostValuable()->rowCount(), 4);
        QComboBox *team = statistics->teamChooser();
        test::chooseEntry(team, team->findData(first.awayTeamId));
        QCOMPARE(statistics->history()->rowCount(), 1);
        QCOMPARE(statistics->history()->index(0, MatchHistoryModel::ScoreColumn).data().toString(),
                 u"1 – 2"_s);
        QCOMPARE(statistics->history()->index(0, MatchHistoryModel::ResultColumn).data().toString(),
                 u"L"_s);

        // A team that played cannot leave; the options are fixed except the name.
        LeagueTeamsTab *teams = view->teamsTab();
        showTab(view, LeagueView::Tab::Teams);
        clickLeagueTeam(teams, first.homeTeamId);
        QVERIFY(!teams->removeButton()->isEnabled());
        QVERIFY(teams->removeButton()->toolTip().contains(u"has played"_s));
        QCOMPARE(
            teams->removeButton()->toolTip(),
            LeagueStore(database).canLeave(page->session()->league().id, first.homeTeamId).reason);
        test::clickButton(view, u"leagueOptionsButton"_s);
        auto *options = test::openDialog<NewLeagueDialog>(view);
        QVERIFY(options->optionsLocked());
        QVERIFY(!options->findChild<QSpinBox *>(u"startingBudget"_s)->isEnabled());
        QVERIFY(options->findChild<QSpinBox *>(u"startingBudget"_s)
                    ->toolTip()
                    .contains(u"confirmed matches"_s));
        QVERIFY(options->findChild<QLineEdit *>(u"leagueName"_s)->isEnabled());
        QVERIFY(!options->findChild<MessageBar *>(u"optionsLocked"_s)->isHidden());
        QCOMPARE(options->findChild<MessageBar *>(u"optionsLocked"_s)->text(),
                 LeagueStore(database).canChangeOptions(page->session()->league().id).reason);
        test::typeInto(options, u"leagueName"_s, u"Imperial Cup"_s);
        test::clickOk(options);
        QCOMPARE(page->leagueList()->model()->index(0, 0).data().toString(), u"Imperial Cup"_s);
        QCOMPARE(view->header()->title(), u"Imperial Cup"_s);

        // The season's teams and divisions are fixed too, with the store's reason; it can
        // still be renamed.
        const RuleCheck lineUp = LeagueStore(database).canEditSeason(page->session()->season()->id);
        QVERIFY(!lineUp);
        auto *editSeason = view->findChild<QPushButton *>(u"editSeasonButton"_s);
        QVERIFY(editSeason->isEnabled());
        QCOMPARE(editSeason->toolTip(), lineUp.reason);
        test::click(editSeason);
        auto *seasonDialog = test::openDialog<NewSeasonDialog>(view);
        QVERIFY(seasonDialog->lineUpFixed());
        QVERIFY(!seasonDialog->findChild<QTableWidget *>(u"seasonTeams"_s)->isEnabled());
        QVERIFY(!seasonDialog->findChild<QSpinBox *>(u"divisionCount"_s)->isEnabled());
        QCOMPARE(seasonDialog->findChild<MessageBar *>(u"lineUpFixed"_s)->text(), lineUp.reason);
        test::typeInto(seasonDialog, u"seasonName"_s, u"Opening Season"_s);
        test::clickOk(seasonDialog);
        QCOMPARE(page->session()->season()->name, u"Opening Season"_s);
        QCOMPARE(page->session()->seasonTeamIds().size(), 4);

        // Undo: asked, then the fixture is to be played again and the Teams area reads again.
        auto *teamsPage = window->teamsPage();
        QSignalSpy reset(teamsPage->teamList(), &QAbstractItemModel::modelReset);
        showTab(view, LeagueView::Tab::Schedule);
        clickFixture(schedule, first.id);
        QVERIFY2(schedule->undoButton()->isEnabled(),
                 qPrintable(schedule->undoButton()->toolTip()));
        MessageBox::clearRecorded();
        test::click(schedule->undoButton());
        QCOMPARE(MessageBox::recorded().size(), 1);
        QVERIFY(MessageBox::recorded().first().contains(u"2 – 1"_s));
        QCOMPARE(page->session()->summaries().size(), 0);
        QVERIFY(!LeagueStore(database).fixture(first.id)->isPlayed());
        QCOMPARE(teamsChanged.size(), 2);
        QCOMPARE(teamsChanged.last().first().value<QList<qint64>>(),
                 (QList<qint64>{first.homeTeamId, first.awayTeamId}));
        QCOMPARE(reset.size(), 0); // only the two teams' rows are read again
        QCOMPARE(view->standingsTab()->models().first()->row(0)->points, 0);
    }

    // Issue 15.3: Remove fixture asks first, names both teams and the round, and Edit → Undo
    // (Ctrl+Z) puts the fixture back; a fixture being tracked in the Matches area is marked
    // and refused with core's reason.
    void removingAFixtureAsksAndUndoes()
    {
        auto window = openWindow(u"remove-fixture.sqlite"_s);
        LeagueView *view = roundRobinLeague(*window, u"Empire Cup"_s);
        LeaguePage *page = window->findChild<LeaguePage *>();
        ScheduleTab *schedule = view->scheduleTab();
        showTab(view, LeagueView::Tab::Schedule);
        QTreeView *tree = schedule->tree();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QVERIFY(tree->isColumnHidden(ScheduleModel::TrackedColumn)); // nothing tracked yet
        const QList<Fixture> fixtures = page->session()->fixtures();
        QCOMPARE(fixtures.size(), 6);
        const Fixture target = fixtures.at(1);
        const auto clickRow = [&](qint64 fixtureId) {
            const QModelIndex row = schedule->model()->indexOfFixture(fixtureId).siblingAtColumn(
                ScheduleModel::AwayColumn);
            tree->scrollTo(row);
            QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(row).center());
            QCOMPARE(schedule->selectedFixtureId(), fixtureId);
        };

        // No: nothing changes.
        clickRow(target.id);
        MessageBox::setQuestionAnswer(false);
        QTest::mouseClick(schedule->removeButton(), Qt::LeftButton);
        QCOMPARE(MessageBox::recorded().size(), 1);
        QCOMPARE(page->session()->fixtures().size(), 6);
        const QString question = MessageBox::recorded().first();
        QVERIFY2(question.contains(page->session()->teamName(target.homeTeamId)) &&
                     question.contains(page->session()->teamName(target.awayTeamId)) &&
                     question.contains(u"round %1"_s.arg(target.round)),
                 qPrintable(question));

        // Yes: gone; Ctrl+Z brings it back, Redo takes it away again.
        MessageBox::setQuestionAnswer(true);
        QTest::mouseClick(schedule->removeButton(), Qt::LeftButton);
        QCOMPARE(page->session()->fixtures().size(), 5);
        QVERIFY(!schedule->model()->indexOfFixture(target.id).isValid());
        const auto key = [&](QKeySequence::StandardKey standard) {
            // The offscreen platform does not hand the activation back when a dialog closes.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            window->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(window.get()));
            QTest::keySequence(window.get(), QKeySequence(standard));
        };
        const auto sameMatch = [&](const Fixture &each) {
            return each.round == target.round && each.homeTeamId == target.homeTeamId &&
                   each.awayTeamId == target.awayTeamId;
        };
        key(QKeySequence::Undo); // Ctrl+Z
        QCOMPARE(page->session()->fixtures().size(), 6);
        QCOMPARE(std::count_if(page->session()->fixtures().cbegin(),
                               page->session()->fixtures().cend(), sameMatch),
                 1);
        key(QKeySequence::Redo);
        QCOMPARE(page->session()->fixtures().size(), 5);
        key(QKeySequence::Undo);
        QCOMPARE(page->session()->fixtures().size(), 6);

        // A match started in the Matches area for another fixture: marked, and refused with
        // the store's reason, shown on the button.
        const Fixture tracked = page->session()->fixtures().at(0);
        const auto track = [&](const Fixture &fixture) {
            QSqlQuery insert(window->database()->connection());
            insert.prepare(u"INSERT INTO tracked_match (home_team_id, away_team_id, fixture_id, "
                           u"exhibition, setup_json) "
                           "VALUES (?, ?, ?, 0, '{}')"_s);
            insert.addBindValue(fixture.homeTeamId);
            insert.addBindValue(fixture.awayTeamId);
            insert.addBindValue(fixture.id);
            QVERIFY(insert.exec());
        };
        track(tracked);
        page->reload();
        QVERIFY(!tree->isColumnHidden(ScheduleModel::TrackedColumn));
        const QModelIndex marked = schedule->model()
                                       ->indexOfFixture(tracked.id)
                                       .siblingAtColumn(ScheduleModel::TrackedColumn);
        QCOMPARE(marked.data().toString(), u"being tracked"_s);
        clickRow(tracked.id);
        const RuleCheck refused = LeagueStore(*window->database()).canRemoveFixture(tracked.id);
        QVERIFY(!refused);
        QVERIFY(!schedule->removeButton()->isEnabled());
        QCOMPARE(schedule->removeButton()->toolTip(), refused.reason);

        // Tracking started by another window after the schedule was read: the store refuses,
        // the message bar says why, the fixture stays.
        const Fixture late = page->session()->fixtures().at(2);
        clickRow(late.id);
        QVERIFY(schedule->removeButton()->isEnabled());
        track(late);
        QTest::mouseClick(schedule->removeButton(), Qt::LeftButton);
        QCOMPARE(page->session()->fixtures().size(), 6);
        QVERIFY(!view->messageBar()->isHidden());
        QVERIFY2(view->messageBar()->text().contains(u"being tracked"_s),
                 qPrintable(view->messageBar()->text()));
        QCOMPARE(view->messageBar()->text(),
                 LeagueStore(*window->database()).canRemoveFixture(late.id).reason);

        // Nor can a new round robin replace them.
        roundRobin(view);
        QVERIFY2(view->messageBar()->text().contains(u"being tracked"_s),
                 qPrintable(view->messageBar()->text()));
        QCOMPARE(page->session()->fixtures().size(), 6);
    }

    // Issue 15.8: double-click on a played fixture opens its report; the team's ledger names
    // the opponent and opens the same report; the report prints to one A4 page.
    void aPlayedFixtureOpensItsReport()
    {
        auto window = openWindow(u"report.sqlite"_s);
        LeagueView *view = roundRobinLeague(*window, u"Empire Cup"_s);
        LeaguePage *page = window->findChild<LeaguePage *>();
        ScheduleTab *schedule = view->scheduleTab();
        const Fixture first = page->session()->fixtures().first();
        QVERIFY(record(*window->database(), *m_rules, page->session()->league(), first, 2, 1));
        page->reload();
        showTab(view, LeagueView::Tab::Schedule);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        const QString home = page->session()->teamName(first.homeTeamId),
                      away = page->session()->teamName(first.awayTeamId);

        // An unplayed fixture has no report yet.
        QTreeView *tree = schedule->tree();
        const QModelIndex unplayed =
            schedule->model()->indexOfFixture(page->session()->fixtures().at(1).id);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {},
                          tree->visualRect(unplayed.siblingAtColumn(1)).center());
        QVERIFY(!schedule->reportButton()->isEnabled());

        const QModelIndex played =
            schedule->model()->indexOfFixture(first.id).siblingAtColumn(ScheduleModel::ScoreColumn);
        const QPoint centre = tree->visualRect(played).center();
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, centre);
        QVERIFY(schedule->reportButton()->isEnabled());
        QTest::mouseDClick(tree->viewport(), Qt::LeftButton, {}, centre);
        auto *dialog = qobject_cast<MatchReportDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        const QString text = dialog->text()->toPlainText();
        for (const QString &expected :
             {u"%1 2 – 1 %2"_s.arg(home, away), u"Empire Cup"_s, u"Round 1"_s, u"Gate"_s, u"FAME"_s,
              u"Winnings"_s, u"Expenses"_s, u"Fan factor"_s, u"MVP"_s, u"D68 21"_s,
              u"Post-match sequence"_s})
            QVERIFY2(text.contains(expected), qPrintable(expected + u"\n---\n"_s + text));
        const MatchReport report = dialog->report(); // a copy: the dialog goes when closed
        for (const PostMatchLine &line : report.log)
            QVERIFY2(text.contains(line.text), qPrintable(line.text));
        dialog->grab().save(u"/tmp/league-report-dialog.png"_s);
        const QString pdf = m_dir.filePath(u"report.pdf"_s);
        QVERIFY(dialog->exportPdf(pdf));
        QVERIFY(QFileInfo(pdf).size() > 1000);
        QFile::remove(u"/tmp/league-report.pdf"_s);
        QFile::copy(pdf, u"/tmp/league-report.pdf"_s);
        // Print preview beside Print and Export: the same report in Qt's preview.
        int previewPages = -1;
        QTimer::singleShot(0, this, [&] {
            auto *preview = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
            if (!preview)
                return;
            if (auto *widget = preview->findChild<QPrintPreviewWidget *>())
                previewPages = widget->pageCount();
            preview->reject();
        });
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"previewReportButton"_s),
                          Qt::LeftButton);
        QVERIFY2(previewPages >= 1, qPrintable(QString::number(previewPages)));
        QCOMPARE(QApplication::activeModalWidget(), dialog);
        dialog->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);

        // The ledger of the home team: its winnings name the opponent and open the same report.
        TeamsPage *teams = window->teamsPage();
        window->showArea(MainWindow::Area::Teams);
        QVERIFY(teams->showTeam(first.homeTeamId));
        LedgerPanel *ledger = teams->teamView()->findChild<LedgerPanel *>();
        QVERIFY(ledger);
        teams->teamView()->findChild<QTabWidget *>()->setCurrentWidget(ledger);
        int row = -1;
        for (int r = 0; r < ledger->model()->rowCount(); ++r) {
            if (ledger->model()->matchId(r) == report.matchId)
                row = r;
        }
        QVERIFY(row >= 0);
        const QModelIndex detail = ledger->model()->index(row, LedgerModel::DetailColumn);
        QVERIFY2(detail.data().toString().contains(u"against %1"_s.arg(away)),
                 qPrintable(detail.data().toString()));
        QTableView *table = ledger->table();
        table->scrollTo(detail);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(detail).center());
        QVERIFY(ledger->reportButton()->isEnabled());
        QTest::mouseClick(ledger->reportButton(), Qt::LeftButton);
        dialog = qobject_cast<MatchReportDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QCOMPARE(dialog->report().matchId, report.matchId);
        dialog->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);

        // The Matches area's request opens it too.
        QVERIFY(window->showMatchReport(report.matchId));
        dialog = qobject_cast<MatchReportDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->close();
    }

    // Issue 14.4: a league whose schedule cannot be read says so in the message bar; it does
    // not look like a league without fixtures.
    void anUnreadableScheduleIsReported()
    {
        auto window = openWindow(u"unreadable.sqlite"_s);
        addTeams(*window, {u"Altdorf Reavers"_s, u"Middenheim Wolves"_s});
        LeaguePage *page = leaguePage(*window);
        LeagueView *view = createLeague(page, u"Empire Cup"_s);
        roundRobin(view);
        QVERIFY(view->messageBar()->text().isEmpty() ||
                !view->messageBar()->text().contains(u"could not be read"_s));
        QSqlQuery breakIt(window->database()->connection());
        QVERIFY(breakIt.exec(u"ALTER TABLE fixture RENAME TO fixture_gone"_s));
        page->reload();
        QVERIFY(!view->messageBar()->isHidden());
        QVERIFY2(view->messageBar()->text().contains(u"could not be read"_s),
                 qPrintable(view->messageBar()->text()));
        QVERIFY(breakIt.exec(u"ALTER TABLE fixture_gone RENAME TO fixture"_s));
    }

    // A team's own home pitch from the Teams tab: kept as the league file's home_pitches, with
    // Edit → Undo and Redo; once a result is in, the league's options are fixed and the box says
    // why.
    void homePitchFromTheTeamsTab()
    {
        auto window = openWindow(u"home-pitch.sqlite"_s);
        addTeams(*window, {u"Altdorf Reavers"_s, u"Middenheim Wolves"_s});
        LeaguePage *page = leaguePage(*window);
        LeagueView *view = createLeague(page, u"Empire Cup"_s);
        LeagueSession *session = page->session();
        showTab(view, LeagueView::Tab::Teams);
        LeagueTeamsTab *teams = view->teamsTab();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        const qint64 wolves = session->league().teamIds.at(1);
        QComboBox *box = teams->homePitchBox();
        QVERIFY(!box->isEnabled()); // no team selected
        clickLeagueTeam(teams, wolves);
        QVERIFY(box->isEnabled());
        QCOMPARE(box->currentIndex(), 0); // the league's pitch

        // The box by keys: down once to the standard pitch, once more to La Forge de Sigmar; each
        // is one choice, saved and undone on its own.
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Down);
        QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(session->league().options.homePitches.value(wolves, MatchPitch::Standard),
                 MatchPitch::ForgeDeSigmar);
        const auto stored = [&] {
            QString why;
            return LeagueStore(*window->database()).load(session->league().id, &why)->options;
        };
        QCOMPARE(stored().pitchFor(wolves), MatchPitch::ForgeDeSigmar);
        QCOMPARE(stored().pitchFor(session->league().teamIds.at(0)), MatchPitch::Standard);
        QCOMPARE(window->undoGroup()->undoText(), u"Home pitch of Middenheim Wolves"_s);

        clickEditMenu(*window, u"&Undo"_s);
        QCOMPARE(stored().homePitches.value(wolves, MatchPitch::ForgeDeSigmar),
                 MatchPitch::Standard);
        clickEditMenu(*window, u"&Undo"_s);
        QVERIFY(!stored().homePitches.contains(wolves));
        clickLeagueTeam(teams, wolves);
        QCOMPARE(box->currentIndex(), 0);
        clickEditMenu(*window, u"&Redo"_s);
        clickEditMenu(*window, u"&Redo"_s);
        QCOMPARE(stored().pitchFor(wolves), MatchPitch::ForgeDeSigmar);
        clickLeagueTeam(teams, wolves);
        QCOMPARE(box->currentText(), u"La Forge de Sigmar (ice and lava)"_s);

        // Back to the league's pitch (the first entry): the team's own entry goes.
        QTest::keyClick(box, Qt::Key_Home);
        QVERIFY(!stored().homePitches.contains(wolves));
    }

    void leagueOptionsUndo()
    {
        auto window = openWindow(u"options-undo.sqlite"_s);
        addTeams(*window, {u"Altdorf Reavers"_s, u"Middenheim Wolves"_s});
        LeaguePage *page = leaguePage(*window);
        LeagueView *view = createLeague(page, u"Empire Cup"_s);
        test::clickButton(view, u"leagueOptionsButton"_s);
        auto *options = test::openDialog<NewLeagueDialog>(view);
        test::typeInto(options, u"leagueName"_s, u"Imperial Cup"_s);
        test::clickOk(options);
        QCOMPARE(view->header()->title(), u"Imperial Cup"_s);
        test::pressInWindow(window.get(), QKeySequence::Undo); // Ctrl+Z
        QCOMPARE(view->header()->title(), u"Empire Cup"_s);
        QCOMPARE(page->leagueList()->model()->index(0, 0).data().toString(), u"Empire Cup"_s);
        QCOMPARE(page->session()->league().teamIds.size(), 2);
        test::pressInWindow(window.get(), QKeySequence::Redo);
        QCOMPARE(view->header()->title(), u"Imperial Cup"_s);
    }

    // Issue 15: Add teams and New season join Edit → Undo like the other league edits. Undoing
    // Add teams takes back what joining did to the teams too (the free fan factor refund and
    // fan factor 5), in one transaction; a failing undo says why and leaves everything as
    // stored. Driven by the real buttons and Ctrl+Z / Ctrl+Shift+Z.
    void addTeamsAndNewSeasonAreUndoable()
    {
        auto window = openWindow(u"join-undo.sqlite"_s);
        Database &database = *window->database();
        TeamStore teamStore(database);
        QList<Team> built;
        for (const QString &name : {u"Altdorf Reavers"_s, u"Middenheim Wolves"_s}) {
            Team team = test::humanTeam(*m_rules);
            team.name = name;
            team.fanFactor = 3; // bought at creation: the league gives it back
            QVERIFY(TeamRules(*m_rules).confirm(team));
            QVERIFY(teamStore.save(team));
            built << *teamStore.load(team.id);
        }
        LeaguePage *page = leaguePage(*window);
        test::clickButton(page, u"emptyNewLeagueButton"_s);
        auto *dialog = test::openDialog<NewLeagueDialog>(page);
        test::typeInto(dialog, u"leagueName"_s, u"Free Fans League"_s);
        test::setTicked(dialog->findChild<QCheckBox *>(u"freeFanFactor"_s), true);
        test::clickOk(dialog);
        LeagueView *view = page->leagueView();
        LeagueSession *session = page->session();
        QCOMPARE(session->seasons().size(), 1);

        // Add teams: they join the league and Season 1 with fan factor 5 and a refund.
        showTab(view, LeagueView::Tab::Teams);
        addEveryTeam(view);
        QCOMPARE(session->league().teamIds.size(), 2);
        QCOMPARE(session->seasonTeamIds().size(), 2);
        const auto joinedAsTheLeagueSays = [&] {
            for (const Team &before : std::as_const(built)) {
                const Team now = *teamStore.load(before.id);
                QCOMPARE(now.fanFactor, 5);
                QCOMPARE(now.ledger.size(), before.ledger.size() + 1);
                QCOMPARE(now.ledger.last().kind, LedgerEntry::Kind::FanFactorRefund);
            }
        };
        joinedAsTheLeagueSays();
        QCOMPARE(window->undoGroup()->undoText(),
                 u"Add teams Altdorf Reavers, Middenheim Wolves"_s);

        // Ctrl+Z: out of the league and the season, and each team exactly as it was.
        test::pressInWindow(window.get(), QKeySequence::Undo);
        QCOMPARE(session->league().teamIds.size(), 0);
        QCOMPARE(session->seasonTeamIds().size(), 0);
        QCOMPARE(view->teamsTab()->model()->rowCount(), 0);
        for (const Team &before : std::as_const(built))
            QCOMPARE(*teamStore.load(before.id), before);
        QCOMPARE(LeagueStore(database).leagueOfTeam(built.first().id), 0);

        // Redo: joined again, refund and all.
        test::pressInWindow(window.get(), QKeySequence::Redo);
        QCOMPARE(session->league().teamIds.size(), 2);
        QCOMPARE(session->seasonTeamIds().size(), 2);
        joinedAsTheLeagueSays();

        // New season: a second season; Ctrl+Z takes it away, Redo makes it again.
        test::clickButton(view, u"newSeasonButton"_s);
        auto *seasonDialog = test::openDialog<NewSeasonDialog>(view);
        test::typeInto(seasonDialog, u"seasonName"_s, u"Spring 2527"_s);
        test::clickOk(seasonDialog);
        QCOMPARE(session->seasons().size(), 2);
        QCOMPARE(view->seasonChooser()->currentText(), u"Spring 2527"_s);
        QCOMPARE(window->undoGroup()->undoText(), u"New season Spring 2527"_s);
        test::pressInWindow(window.get(), QKeySequence::Undo);
        QCOMPARE(session->seasons().size(), 1);
        QCOMPARE(LeagueStore(database).seasons(session->league().id).size(), 1);
        QCOMPARE(view->seasonChooser()->count(), 1);
        QCOMPARE(view->seasonChooser()->currentText(), u"Season 1"_s);
        test::pressInWindow(window.get(), QKeySequence::Redo);
        QCOMPARE(session->seasons().size(), 2);
        QCOMPARE(view->seasonChooser()->currentText(), u"Spring 2527"_s);
        QCOMPARE(session->seasonTeamIds().size(), 2);
        // Undo it again to reach the join below it.
        test::pressInWindow(window.get(), QKeySequence::Undo);
        QCOMPARE(session->seasons().size(), 1);

        // The database fails under the undo of Add teams (a full or failing disk): the coach
        // reads why, and the league, the season and both teams stay as stored.
        QSqlQuery trigger(database.connection());
        QVERIFY(trigger.exec(u"CREATE TEMP TRIGGER failing_leave BEFORE DELETE ON league_team "
                             "BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END"_s));
        test::pressInWindow(window.get(), QKeySequence::Undo);
        QVERIFY(!view->messageBar()->isHidden());
        QVERIFY2(view->messageBar()->text().contains(u"disk I/O error"_s),
                 qPrintable(view->messageBar()->text()));
        QCOMPARE(session->league().teamIds.size(), 2);
        QCOMPARE(session->seasonTeamIds().size(), 2);
        QCOMPARE(view->teamsTab()->model()->rowCount(), 2);
        joinedAsTheLeagueSays();
        QVERIFY(trigger.exec(u"DROP TRIGGER failing_leave"_s));
    }

    // Issue 15: Remove team asks, then joins Edit → Undo like the other league edits. Undo
    // puts the team back in its place, its season and its fixtures; Redo removes it again; a
    // team that joined another league meanwhile refuses the undo with the rule's reason.
    void removingATeamAsksAndUndoes()
    {
        auto window = openWindow(u"remove-team-undo.sqlite"_s);
        LeagueView *view = roundRobinLeague(*window, u"Empire Cup"_s);
        LeaguePage *page = window->findChild<LeaguePage *>();
        LeagueSession *session = page->session();
        QCOMPARE(session->fixtures().size(), 6);
        showTab(view, LeagueView::Tab::Teams);
        LeagueTeamsTab *teams = view->teamsTab();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        const QList<qint64> members = session->league().teamIds;
        QCOMPARE(members.size(), 4);
        const qint64 wolves = members.at(1);
        QCOMPARE(session->teamName(wolves), u"Middenheim Wolves"_s);
        const auto shownTeams = [&] {
            QStringList names;
            for (int row = 0; row < teams->model()->rowCount(); ++row)
                names << teams->model()->index(row, LeagueTeamModel::NameColumn).data().toString();
            return names;
        };
        const QStringList allFour = shownTeams();
        QVERIFY(allFour.contains(u"Middenheim Wolves"_s));

        // No: nothing changes.
        clickLeagueTeam(teams, wolves);
        MessageBox::setQuestionAnswer(false);
        test::clickButton(teams, u"removeTeamButton"_s);
        QCOMPARE(MessageBox::recorded().size(), 1);
        QVERIFY2(MessageBox::recorded().first().contains(u"Remove Middenheim Wolves from Empire "
                                                         "Cup?"_s),
                 qPrintable(MessageBox::recorded().first()));
        QCOMPARE(session->league().teamIds, members);

        // Yes: out of the league, Season 1 and its three fixtures.
        MessageBox::setQuestionAnswer(true);
        test::clickButton(teams, u"removeTeamButton"_s);
        QCOMPARE(session->league().teamIds.size(), 3);
        QVERIFY(!session->league().teamIds.contains(wolves));
        QVERIFY(!shownTeams().contains(u"Middenheim Wolves"_s));
        QVERIFY(!session->seasonTeamIds().contains(wolves));
        QCOMPARE(session->fixtures().size(), 3);
        QCOMPARE(view->messageBar()->text(), u"Middenheim Wolves left the league."_s);
        QCOMPARE(window->undoGroup()->undoText(), u"Remove team Middenheim Wolves"_s);

        // Edit → Undo: back in its place, its season and its fixtures.
        const auto isBack = [&] {
            QCOMPARE(session->league().teamIds, members);
            QCOMPARE(shownTeams(), allFour);
            QVERIFY(session->seasonTeamIds().contains(wolves));
            QCOMPARE(session->fixtures().size(), 6);
            const auto plays = [wolves](const Fixture &fixture) {
                return fixture.homeTeamId == wolves || fixture.awayTeamId == wolves;
            };
            QCOMPARE(std::count_if(session->fixtures().cbegin(), session->fixtures().cend(), plays),
                     3);
        };
        clickEditMenu(*window, u"&Undo"_s);
        isBack();
        QCOMPARE(window->undoGroup()->redoText(), u"Remove team Middenheim Wolves"_s);

        // Edit → Redo: removed again; Ctrl+Z brings it back once more.
        clickEditMenu(*window, u"&Redo"_s);
        QVERIFY(!session->league().teamIds.contains(wolves));
        QCOMPARE(session->fixtures().size(), 3);
        test::pressInWindow(window.get(), QKeySequence::Undo);
        isBack();

        // Removed, then the Wolves join another league from another window: the undo is
        // refused with the rule's reason and the league stays as it is.
        clickLeagueTeam(teams, wolves);
        test::clickButton(teams, u"removeTeamButton"_s);
        QCOMPARE(session->league().teamIds.size(), 3);
        League other;
        other.name = u"Border Princes Cup"_s;
        other.teamIds = {wolves};
        QVERIFY(LeagueStore(*window->database(), *m_rules).save(other));
        clickEditMenu(*window, u"&Undo"_s);
        QVERIFY2(view->messageBar()->text().contains(
                     u"Middenheim Wolves already plays in the league Border Princes Cup"_s),
                 qPrintable(view->messageBar()->text()));
        QCOMPARE(session->league().teamIds.size(), 3);
        QCOMPARE(session->fixtures().size(), 3);
        QVERIFY(!shownTeams().contains(u"Middenheim Wolves"_s));
    }

    // Edit season joins Edit → Undo too: a rename and a new line-up are taken back whole.
    void editSeasonIsUndoable()
    {
        auto window = openWindow(u"edit-season-undo.sqlite"_s);
        addTeams(*window, {u"Altdorf Reavers"_s, u"Middenheim Wolves"_s, u"Nuln Gunners"_s});
        LeaguePage *page = leaguePage(*window);
        LeagueView *view = createLeague(page, u"Empire Cup"_s);
        LeagueSession *session = page->session();
        QCOMPARE(session->seasonTeamIds().size(), 3);
        test::clickButton(view, u"editSeasonButton"_s);
        auto *dialog = test::openDialog<NewSeasonDialog>(view);
        test::typeInto(dialog, u"seasonName"_s, u"Spring 2527"_s);
        // Two divisions: the line-up changes as well as the name.
        test::typeValue(test::shownChild<QSpinBox>(dialog, u"divisionCount"_s), 2);
        test::clickOk(dialog);
        QCOMPARE(session->season()->name, u"Spring 2527"_s);
        QCOMPARE(session->season()->divisions.size(), 2);
        QCOMPARE(window->undoGroup()->undoText(), u"Edit season Spring 2527"_s);

        test::pressInWindow(window.get(), QKeySequence::Undo);
        QCOMPARE(session->season()->name, u"Season 1"_s);
        QCOMPARE(session->season()->divisions.size(), 0);
        QCOMPARE(session->seasonTeamIds().size(), 3);
        QCOMPARE(LeagueStore(*window->database()).season(session->season()->id)->name,
                 u"Season 1"_s);
        test::pressInWindow(window.get(), QKeySequence::Redo);
        QCOMPARE(session->season()->name, u"Spring 2527"_s);
        QCOMPARE(session->season()->divisions.size(), 2);
        QCOMPARE(session->seasonTeamIds().size(), 3);
    }

    // A team changed since it joined (a cheerleader hired in the Teams area) is not written
    // back by Ctrl+Z: the coach reads why, and the team keeps what it has.
    void undoingAJoinIsRefusedWithTheRulesReason()
    {
        auto window = openWindow(u"join-undo-refused.sqlite"_s);
        addTeams(*window, {u"Altdorf Reavers"_s, u"Middenheim Wolves"_s});
        LeaguePage *page = leaguePage(*window);
        LeagueView *view = createLeague(page, u"Empire Cup"_s);
        LeagueSession *session = page->session();
        QCOMPARE(session->league().teamIds.size(), 2);
        // The Reavers hire a cheerleader in the Teams area after joining.
        TeamStore teamStore(*window->database());
        Team reavers = *teamStore.load(session->league().teamIds.first());
        reavers.cheerleaders += 1;
        QVERIFY(teamStore.save(reavers));
        test::pressInWindow(window.get(), QKeySequence::Undo);
        QVERIFY2(view->messageBar()->text().contains(u"has changed since it joined"_s),
                 qPrintable(view->messageBar()->text()));
        QCOMPARE(session->league().teamIds.size(), 2);
        QCOMPARE(teamStore.load(reavers.id)->cheerleaders, reavers.cheerleaders);
    }

    void seasonsWithDivisions()
    {
        auto window = openWindow(u"divisions.sqlite"_s);
        addTeams(*window, {u"Altdorf Reavers"_s, u"Middenheim Wolves"_s, u"Nuln Gunners"_s,
                           u"Talabheim Tigers"_s, u"Averheim Stags"_s});
        LeaguePage *page = leaguePage(*window);
        LeagueView *view = createLeague(page, u"Two Divisions"_s);
        test::clickButton(view, u"newSeasonButton"_s);
        auto *dialog = test::openDialog<NewSeasonDialog>(view);
        QCOMPARE(dialog->seasonName(), u"Season 2"_s);
        QCOMPARE(dialog->teamIds().size(), 5);
        test::typeValue(test::shownChild<QSpinBox>(dialog, u"divisionCount"_s), 2);
        test::typeInto(dialog, u"divisionName1"_s, u"North"_s);
        test::typeInto(dialog, u"divisionName2"_s, u"South"_s);
        const QList<qint64> ids = dialog->teamIds();
        QCOMPARE(dialog->divisionOf(ids.at(0)), 0);
        QCOMPARE(dialog->divisionOf(ids.at(4)), 1);
        // North: 2 teams, South: 3, by the third row's division list (rows follow teamIds()).
        auto *teamTable = test::shownChild<QTableWidget>(dialog, u"seasonTeams"_s);
        auto *third = qobject_cast<QComboBox *>(teamTable->cellWidget(2, 1));
        QVERIFY(third);
        test::chooseEntry(third, 1);
        QCOMPARE(dialog->divisionOf(ids.at(2)), 1);
        test::clickOk(dialog);

        QCOMPARE(page->session()->seasons().size(), 2);
        const Season *season = page->session()->season();
        QCOMPARE(season->name, u"Season 2"_s);
        QCOMPARE(season->divisions.size(), 2);
        QCOMPARE(season->divisions.at(0).name, u"North"_s);
        QCOMPARE(page->session()->seasonTeamIds(season->divisions.at(0).id).size(), 2);
        QCOMPARE(page->session()->seasonTeamIds(season->divisions.at(1).id).size(), 3);
        QCOMPARE(view->seasonChooser()->count(), 2);

        // Each division plays its own round robin and has its own table.
        roundRobin(view);
        QCOMPARE(view->scheduleTab()->model()->fixtureCount(), 1 + 3);
        QVERIFY(!view->scheduleTab()->tree()->isColumnHidden(ScheduleModel::DivisionColumn));
        QCOMPARE(view->standingsTab()->models().size(), 2);
        QCOMPARE(view->standingsTab()->models().at(1)->rowCount(), 3);

        // Back to the first season: no divisions there.
        test::chooseEntry(view->seasonChooser(), 0);
        QCOMPARE(page->session()->season()->name, u"Season 1"_s);
        QCOMPARE(view->standingsTab()->models().size(), 1);
        QCOMPARE(view->standingsTab()->models().first()->rowCount(), 5);
    }

    // The filter box narrows the list of leagues by name or commissioner as one types.
    void leagueFilterNarrowsTheList_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QStringList>("shown");
        QTest::newRow("nothing") << QString()
                                 << QStringList{u"Old World Classic"_s, u"Reikland League"_s,
                                                u"Éclat Cup"_s};
        QTest::newRow("commissioner")
            << u"greta"_s << QStringList{u"Old World Classic"_s, u"Reikland League"_s};
        QTest::newRow("without the accent") << u"eclat"_s << QStringList{u"Éclat Cup"_s};
        QTest::newRow("upper case") << u"LEAGUE"_s << QStringList{u"Reikland League"_s};
        QTest::newRow("no match") << u"nobody"_s << QStringList();
    }
    void leagueFilterNarrowsTheList()
    {
        QFETCH(QString, typed);
        QFETCH(QStringList, shown);
        auto window = openWindow(u"league-filter-%1.sqlite"_s.arg(
            QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
        storeThreeLeagues(*window);
        LeaguePage *page = leaguePage(*window);
        QVERIFY(page->filterBox()->isVisible());
        QTest::keyClicks(page->filterBox(), typed);
        QCOMPARE(shownLeagues(page->leagueList(), true), shown);
    }

    // Clicking the Teams header sorts by the number of teams; again, the other way round. A
    // click on a row shows that league.
    void leagueListSortsAndShowsTheClickedLeague()
    {
        auto window = openWindow(u"league-sort.sqlite"_s);
        const QHash<QString, qint64> ids = storeThreeLeagues(*window);
        LeaguePage *page = leaguePage(*window);
        QTreeView *view = page->leagueList();
        QHeaderView *header = view->header();
        const int column = LeagueListModel::TeamsColumn;
        const QPoint at(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                        header->height() / 2);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
        const QStringList byTeams{u"Old World Classic"_s, u"Éclat Cup"_s, u"Reikland League"_s};
        QStringList order = shownLeagues(view);
        if (order != byTeams)
            QCOMPARE(order, QStringList(byTeams.rbegin(), byTeams.rend()));
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
        QStringList reversed = shownLeagues(view);
        std::reverse(reversed.begin(), reversed.end());
        QCOMPARE(reversed, order);

        const int reikland = static_cast<int>(shownLeagues(view).indexOf(u"Reikland League"_s));
        const QModelIndex index = view->model()->index(reikland, 0);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
        QCOMPARE(page->currentLeagueId(), ids.value(u"Reikland League"_s));
        QCOMPARE(page->session()->league().name, u"Reikland League"_s);
    }

    // A new league joins the list as one row; a result recorded updates the league's row only.
    void leagueListUpdatesOneRow()
    {
        auto window = openWindow(u"league-row.sqlite"_s);
        const QHash<QString, qint64> ids = storeThreeLeagues(*window);
        LeaguePage *page = leaguePage(*window);
        LeagueListModel *model = page->leagueModel();
        QSignalSpy reset(model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
        League fresh;
        fresh.name = u"Middenheim Open"_s;
        QVERIFY(page->createLeague(fresh));
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(page->session()->league().name, u"Middenheim Open"_s);

        QVERIFY(page->showLeague(ids.value(u"Reikland League"_s)));
        QSqlQuery(window->database()->connection())
            .exec(u"UPDATE league SET commissioner = 'Ulrike' WHERE id = %1"_s.arg(
                ids.value(u"Reikland League"_s)));
        page->resultsChanged({});
        QCOMPARE(reset.size(), 0);
        QCOMPARE(changed.size(), 1);
        const int row = model->rowOfLeague(ids.value(u"Reikland League"_s));
        QCOMPARE(changed.first().at(0).toModelIndex().row(), row);
        QCOMPARE(model->index(row, LeagueListModel::CommissionerColumn).data().toString(),
                 u"Ulrike"_s);
    }
};

QTEST_MAIN(TestLeaguePage)
#include "tst_league_page.moc"
