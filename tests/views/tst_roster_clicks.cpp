// Issue 15, point 2: the roster answers the mouse. A click on a player's row selects him, the
// record panel and the Fire / Advance actions follow; "Advancement rolls waiting" in the team
// header opens the roll of the first player waiting. Everything through the widgets, offscreen.
#include "../support/TeamFixtures.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/TeamStore.h"
#include "models/PlayerTableModel.h"
#include "session/TeamDocument.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/team/AdvancementDialog.h"
#include "views/team/PlayerRecordPanel.h"
#include "views/team/TeamHeader.h"
#include "views/team/TeamView.h"
#include "views/team/TeamsPage.h"

#include <QAction>
#include <QApplication>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestRosterClicks : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::shared_ptr<const Ruleset> m_rules;

    // A confirmed Human team whose players 3 and 5 have a roll waiting, shown in the Teams area.
    std::unique_ptr<MainWindow> openVeterans(const QString &file)
    {
        auto window = std::make_unique<MainWindow>(*m_settings);
        window->resize(1366, 768);
        window->show();
        if (!window->openDatabase(m_dir.filePath(file)))
            qFatal("cannot open %s", qPrintable(file));
        Team team = test::humanTeam(*m_rules);
        team.name = u"Veterans"_s;
        team.phase = Team::Phase::Active;
        for (Player &player : team.players) {
            if (player.number == 3 || player.number == 5)
                player.spp = 6; // Experienced: one roll waiting
        }
        if (!TeamStore(*window->database()).save(team))
            qFatal("cannot save the team");
        window->showArea(MainWindow::Area::Teams);
        window->teamsPage()->setDatabase(window->database());
        window->teamsPage()->showTeam(team.id);
        return window;
    }

    static QAction *action(TeamView *view, const QString &name)
    {
        auto *found = view->findChild<QAction *>(name);
        if (!found)
            qFatal("no action %s", qPrintable(name));
        return found;
    }

    // The row the table shows for shirt number `number`.
    static int rowOfNumber(QTableView *table, int number)
    {
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            if (table->model()->index(row, PlayerTableModel::NumberColumn).data().toInt() == number)
                return row;
        }
        return -1;
    }

    static void clickRow(QTableView *table, int row, int column = PlayerTableModel::NameColumn)
    {
        const QModelIndex index = table->model()->index(row, column);
        table->scrollTo(index);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(index).center());
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

    void clickOnARowSelectsThePlayer_data()
    {
        QTest::addColumn<int>("column");
        QTest::newRow("name") << int(PlayerTableModel::NameColumn);
        QTest::newRow("number") << int(PlayerTableModel::NumberColumn);
        QTest::newRow("skills") << int(PlayerTableModel::SkillsColumn);
        QTest::newRow("spp") << int(PlayerTableModel::SppColumn);
    }

    void clickOnARowSelectsThePlayer()
    {
        QFETCH(int, column);
        auto window = openVeterans(u"click-%1.sqlite"_s.arg(column));
        TeamView *view = window->teamsPage()->teamView();
        QTableView *table = view->playerTable();
        QAction *fire = action(view, u"firePlayer"_s);
        QAction *advance = action(view, u"advancePlayer"_s);
        QVERIFY(view->recordPanel()->text().startsWith(u"No player selected"_s));
        QVERIFY(!fire->isEnabled());

        // A player without a roll waiting: Fire becomes possible, Advance says why not.
        const int row2 = rowOfNumber(table, 2);
        clickRow(table, row2, column);
        const Player *two = view->document()->team().playerByNumber(2);
        QCOMPARE(view->selectedPlayerId(), two->id);
        QVERIFY2(view->recordPanel()->text().startsWith(u"#2 "_s),
                 qPrintable(view->recordPanel()->text()));
        QVERIFY2(fire->isEnabled(), qPrintable(fire->toolTip()));
        QVERIFY(!advance->isEnabled());
        QVERIFY(table->selectionModel()->isRowSelected(row2, {}));

        // Another click moves the selection; Advance follows the roll waiting.
        clickRow(table, rowOfNumber(table, 5), column);
        QCOMPARE(view->selectedPlayerId(), view->document()->team().playerByNumber(5)->id);
        QVERIFY(view->recordPanel()->text().startsWith(u"#5 "_s));
        QVERIFY2(advance->isEnabled(), qPrintable(advance->toolTip()));
        QVERIFY(fire->isEnabled());
        QVERIFY(view->recordPanel()->text().contains(u"Advancement rolls waiting: 1"_s));

        // The keyboard still works, from where the mouse left it.
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Up);
        QCOMPARE(view->selectedPlayerId(), view->document()->team().playerByNumber(4)->id);
        QVERIFY(view->recordPanel()->text().startsWith(u"#4 "_s));
        QVERIFY(!advance->isEnabled());
    }

    void clickedPlayerCanBeFiredFromTheToolbar()
    {
        auto window = openVeterans(u"fire.sqlite"_s);
        TeamView *view = window->teamsPage()->teamView();
        QTableView *table = view->playerTable();
        const int before = static_cast<int>(view->document()->team().activePlayers().size());
        clickRow(table, rowOfNumber(table, 7));
        auto *toolBar = view->findChild<QWidget *>(u"teamToolBar"_s);
        QVERIFY(toolBar);
        QToolButton *fireButton = nullptr;
        for (auto *button : toolBar->findChildren<QToolButton *>()) {
            if (button->defaultAction() == action(view, u"firePlayer"_s))
                fireButton = button;
        }
        QVERIFY(fireButton);
        QVERIFY(fireButton->isEnabled());
        QTest::mouseClick(fireButton, Qt::LeftButton);
        QCOMPARE(static_cast<int>(view->document()->team().activePlayers().size()), before - 1);
    }

    void headerLinkOpensTheFirstRollWaiting()
    {
        auto window = openVeterans(u"header.sqlite"_s);
        TeamView *view = window->teamsPage()->teamView();
        auto *link = view->header()->findChild<QToolButton *>(u"teamHeaderAdvancements"_s);
        QVERIFY(link);
        QVERIFY(link->isVisible());
        QVERIFY(link->text().contains(u"Advancement rolls waiting: 2"_s));
        QTest::mouseClick(link, Qt::LeftButton);
        auto *dialog = qobject_cast<AdvancementDialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            for (auto *open : view->findChildren<AdvancementDialog *>()) {
                if (open->isVisible())
                    dialog = open;
            }
        }
        QVERIFY(dialog);
        const Player *three = view->document()->team().playerByNumber(3);
        QCOMPARE(view->selectedPlayerId(), three->id);
        QVERIFY2(dialog->windowTitle().contains(three->name), qPrintable(dialog->windowTitle()));
        dialog->reject();

        // No roll waiting: no link.
        view->document()->edit(u"SPP"_s, [](Team &team) {
            for (Player &player : team.players)
                player.spp = 0;
            return RuleCheck::ok();
        });
        QVERIFY(!link->isVisible());
    }
};

QTEST_MAIN(TestRosterClicks)
#include "tst_roster_clicks.moc"
