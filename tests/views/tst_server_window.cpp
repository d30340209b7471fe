// File → Connect to a league server… (issue 21), used as a person does: the menu, the address
// typed into the dialog, Connect; then the window says who is logged in and what they may do.
// Runs against a private PostgreSQL server; skipped only when PostgreSQL is not installed.
#include "../support/TestEngine.h"
#include "../support/WindowFixtures.h"
#include "core/demo/DemoLeague.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/ServerRoles.h"
#include "core/storage/TeamStore.h"
#include "models/ScheduleModel.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/league/ScheduleTab.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <functional>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestServerWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    QString m_bobsTeam;
    QString m_otherTeam;

    test::PostgresServer &server() { return *test::TestEngine::server(); }

    // Opens File → Connect to a league server…, types `address` and presses Connect (or only
    // looks at the Connect button when `press` is false, then cancels).
    static bool connectByHand(MainWindow &window, const QString &address, bool press = true,
                              bool *offered = nullptr)
    {
        bool typed = false;
        bool running = true;
        std::function<void()> look = [&] {
            if (!running)
                return;
            QTimer::singleShot(50, look);
            QWidget *dialog = QApplication::activeModalWidget();
            if (!dialog || dialog->objectName() != u"serverConnectDialog"_s || typed)
                return;
            typed = true;
            auto *edit = dialog->findChild<QLineEdit *>(u"serverAddress"_s);
            auto *button = dialog->findChild<QPushButton *>(u"connectButton"_s);
            if (!edit || !button)
                return;
            edit->selectAll();
            QTest::keyClicks(edit, address);
            // For a person to look at (DUGOUT_SHOT_DIR): the dialog as it is about to connect.
            if (qEnvironmentVariableIsSet("DUGOUT_SHOT_DIR"))
                dialog->grab().save(qEnvironmentVariable("DUGOUT_SHOT_DIR") +
                                    u"/connect-dialog.png"_s);
            if (offered)
                *offered = button->isEnabled();
            if (press && button->isEnabled())
                QTest::mouseClick(button, Qt::LeftButton);
            else
                QTest::keyClick(dialog, Qt::Key_Escape);
        };
        QTimer::singleShot(50, look);
        QMenu *file = window.menuBar()->findChild<QMenu *>(u"fileMenu"_s);
        QAction *action = window.findChild<QAction *>(u"connectServerAction"_s);
        if (!file || !action)
            return false;
        // The menu is opened with the mouse and the item chosen with the keyboard, as a
        // person would; the action's own shortcut-free item has no other way in.
        QTest::mouseClick(window.menuBar(), Qt::LeftButton, {},
                          window.menuBar()->actionGeometry(file->menuAction()).center());
        if (!file->isVisible())
            return false;
        QTest::mouseClick(file, Qt::LeftButton, {}, file->actionGeometry(action).center());
        running = false;
        QTest::qWait(100);
        return typed;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        QString why;
        QVERIFY2(server().execute(u"postgres"_s,
                                  u"CREATE ROLE anna LOGIN CREATEROLE PASSWORD 'anna-pw'"_s, &why),
                 qPrintable(why));
        QVERIFY2(server().execute(u"postgres"_s, u"CREATE DATABASE club OWNER anna"_s, &why),
                 qPrintable(why));
        server().rememberPassword(u"anna"_s, u"anna-pw"_s);
        DatabaseError error;
        auto commissioner = Database::open(server().address(u"club"_s, u"anna"_s), &error);
        QVERIFY2(commissioner, qPrintable(error.message));
        QVERIFY2(ServerRoles::init(*commissioner, &why), qPrintable(why));
        const std::optional<QString> password =
            ServerRoles::addCoach(*commissioner, u"bob"_s, &why);
        QVERIFY2(password, qPrintable(why));
        server().rememberPassword(u"bob"_s, *password);
        // A league to look at: the demo league, made by the commissioner.
        const auto rules = RulesetLoader::builtIn();
        QVERIFY(rules);
        QVERIFY2(DemoLeague::create(*commissioner, *rules, &why) > 0, qPrintable(why));
        // Bob coaches the demo's second team.
        QSqlQuery give(commissioner->connection());
        QVERIFY(give.exec(u"UPDATE team SET coach_id = (SELECT id FROM coach WHERE role = 'bob') "
                          "WHERE id = 2"_s));
        TeamStore teams(*commissioner);
        m_bobsTeam = teams.load(2)->name;
        m_otherTeam = teams.load(1)->name;
    }

    // A window connected by hand, as `user`, shown at 1366×768.
    std::unique_ptr<MainWindow> connectedWindow(const QString &user)
    {
        auto window = std::make_unique<MainWindow>(*m_settings);
        window->resize(1366, 768);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()) ||
            !connectByHand(*window, server().address(u"club"_s, user)))
            return nullptr;
        auto *access = window->findChild<QLabel *>(u"accessLabel"_s);
        if (!QTest::qWaitFor([&] { return access && access->isVisible(); }))
            return nullptr;
        return window;
    }

    // Clicks the area's entry in the navigation list, as a person does.
    void eachLoginSeesWhatItMayDo_data()
    {
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("shown");
        QTest::newRow("the commissioner") << u"anna"_s << u"the commissioner"_s;
        QTest::newRow("a coach") << u"bob"_s << u"you may change your own teams"_s;
    }
    void eachLoginSeesWhatItMayDo()
    {
        QFETCH(QString, user);
        QFETCH(QString, shown);
        MessageBox::clearRecorded();
        MainWindow window(*m_settings);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(connectByHand(window, server().address(u"club"_s, user)));
        auto *access = window.findChild<QLabel *>(u"accessLabel"_s);
        QVERIFY(access);
        QTRY_VERIFY(access->isVisible());
        QVERIFY2(access->text().contains(shown), qPrintable(access->text()));
        if (qEnvironmentVariableIsSet("DUGOUT_SHOT_DIR")) {
            for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
                window.resize(size);
                QTest::qWait(50);
                window.grab().save(qEnvironmentVariable("DUGOUT_SHOT_DIR") +
                                   u"/server-%1-%2.png"_s.arg(user).arg(size.width()));
            }
        }
        QVERIFY2(window.windowTitle().startsWith(u"club on "_s), qPrintable(window.windowTitle()));
        QVERIFY2(MessageBox::recorded().isEmpty(), qPrintable(MessageBox::recorded().join(u' ')));
        QAction *backup = window.findChild<QAction *>(u"backupAction"_s);
        QVERIFY(backup && !backup->isEnabled());
    }

    // The Home page names the league and its server in words; the address is its tooltip.
    void homeNamesTheServer()
    {
        auto window = connectedWindow(u"bob"_s);
        QVERIFY(window);
        auto *location = window->findChild<QLabel *>(u"homeLocation"_s);
        QVERIFY(location);
        QCOMPARE(location->text(), u"Everything you enter is saved at once on the league server: "
                                   "club on this computer, logged in as bob"_s);
        QVERIFY(!location->text().contains(u"postgresql://"_s));
        QVERIFY(location->toolTip().startsWith(u"postgresql://bob@"_s));
    }

    // What a coach may not do in the league is disabled, and says why, before the server
    // would refuse it; the commissioner has every button.
    void leagueButtonsFollowTheLogin_data()
    {
        QTest::addColumn<QString>("user");
        QTest::addColumn<bool>("runs");
        QTest::newRow("a coach") << u"bob"_s << false;
        QTest::newRow("the commissioner") << u"anna"_s << true;
    }
    void leagueButtonsFollowTheLogin()
    {
        QFETCH(QString, user);
        QFETCH(bool, runs);
        auto window = connectedWindow(user);
        QVERIFY(window);
        test::clickArea(*window, u"League"_s);
        auto *view = window->findChild<QWidget *>(u"leagueView"_s);
        QTRY_VERIFY(view && view->isVisible());
        for (const QString &name :
             {u"newLeagueButton"_s, u"newSeasonButton"_s, u"leagueOptionsButton"_s,
              u"roundRobinButton"_s, u"addFixtureButton"_s}) {
            auto *button = window->findChild<QPushButton *>(name);
            QVERIFY2(button, qPrintable(name));
            QCOMPARE(button->isEnabled(), runs);
            QCOMPARE(button->toolTip().contains(u"Only the league's commissioner"_s), !runs);
        }
        test::clickTab(window->findChild<QTabWidget *>(u"leagueTabs"_s), u"Schedule"_s);
        auto *tab = window->findChild<ScheduleTab *>(u"scheduleTab"_s);
        QVERIFY(tab);
        // An unplayed fixture chosen by a click: Record result… stays the commissioner's.
        LeagueStore store(*window->database());
        const League league = store.leagues().first();
        const QList<Fixture> fixtures = store.fixtures(store.seasons(league.id).first().id);
        const auto unplayed = std::find_if(fixtures.begin(), fixtures.end(),
                                           [](const Fixture &f) { return !f.isPlayed(); });
        QVERIFY(unplayed != fixtures.end());
        auto *tree = tab->findChild<QTreeView *>(u"schedule"_s);
        const QModelIndex index = tab->model()->indexOfFixture(unplayed->id);
        QVERIFY(tree && index.isValid());
        tree->scrollTo(index);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(index).center());
        QCOMPARE(tab->selectedFixtureId(), unplayed->id);
        auto *record = window->findChild<QPushButton *>(u"recordResultButton"_s);
        QVERIFY(record);
        QCOMPARE(record->isEnabled(), runs);
        if (!runs)
            QVERIFY2(record->toolTip().contains(u"You are logged in as bob, a coach"_s),
                     qPrintable(record->toolTip()));
        if (qEnvironmentVariableIsSet("DUGOUT_SHOT_DIR"))
            window->grab().save(qEnvironmentVariable("DUGOUT_SHOT_DIR") +
                                u"/server-league-%1-1366.png"_s.arg(user));
    }

    // A coach opens another coach's team: every action that would change it is disabled, with
    // the reason; their own team they may change.
    void aCoachChangesOnlyTheirOwnTeam()
    {
        auto window = connectedWindow(u"bob"_s);
        QVERIFY(window);
        test::clickArea(*window, u"Teams"_s);
        auto *list = window->findChild<QAbstractItemView *>(u"teamList"_s);
        QTRY_VERIFY(list && list->isVisible());
        const auto clickTeam = [list](const QString &name) {
            const QAbstractItemModel *model = list->model();
            for (int row = 0; row < model->rowCount(); ++row) {
                const QModelIndex index = model->index(row, 0);
                if (index.data().toString() == name) {
                    list->scrollTo(index);
                    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                                      list->visualRect(index).center());
                    return true;
                }
            }
            return false;
        };
        auto *rename = window->findChild<QAction *>(u"renameTeam"_s);
        auto *hire = window->findChild<QAction *>(u"hirePlayer"_s);
        QVERIFY(rename && hire);

        QVERIFY(clickTeam(m_otherTeam));
        QTRY_VERIFY(!rename->isEnabled());
        QVERIFY(!hire->isEnabled());
        QVERIFY2(rename->toolTip().contains(u"You are logged in as bob"_s),
                 qPrintable(rename->toolTip()));
        QVERIFY2(hire->toolTip().startsWith(u"Only "_s), qPrintable(hire->toolTip()));
        for (const QString &name : {u"firePlayer"_s, u"advancePlayer"_s, u"buyReroll"_s,
                                    u"addAssistantCoach"_s, u"addCheerleader"_s, u"apothecary"_s}) {
            auto *action = window->findChild<QAction *>(name);
            QVERIFY2(action && !action->isEnabled(), qPrintable(name));
        }
        if (qEnvironmentVariableIsSet("DUGOUT_SHOT_DIR"))
            window->grab().save(qEnvironmentVariable("DUGOUT_SHOT_DIR") +
                                u"/server-team-not-mine-1366.png"_s);

        QVERIFY(clickTeam(m_bobsTeam));
        QTRY_VERIFY2(rename->isEnabled(), qPrintable(rename->toolTip()));
        QVERIFY(!rename->toolTip().contains(u"logged in"_s));
    }

    // LISTEN/NOTIFY: another client renames a team; the Teams page of this window shows the
    // new name without anyone asking it to read again.
    void anotherClientsChangeShowsHere()
    {
        auto window = connectedWindow(u"anna"_s);
        QVERIFY(window);
        test::clickArea(*window, u"Teams"_s);
        auto *list = window->findChild<QAbstractItemView *>(u"teamList"_s);
        QTRY_VERIFY(list && list->isVisible());
        const auto shows = [list](const QString &name) {
            const QAbstractItemModel *model = list->model();
            for (int row = 0; row < model->rowCount(); ++row)
                for (int column = 0; column < model->columnCount(); ++column)
                    if (model->index(row, column).data().toString() == name)
                        return true;
            return false;
        };
        QVERIFY(!shows(u"Renamed Elsewhere"_s));

        // The other client: its own connection, the commissioner's laptop across the room.
        DatabaseError error;
        auto other = Database::open(server().address(u"club"_s, u"anna"_s), &error);
        QVERIFY2(other, qPrintable(error.message));
        TeamStore teams(*other);
        std::optional<Team> team = teams.load(1);
        QVERIFY(team);
        team->name = u"Renamed Elsewhere"_s;
        QString why;
        QVERIFY2(teams.save(*team, &why), qPrintable(why));
        QTRY_VERIFY_WITH_TIMEOUT(shows(u"Renamed Elsewhere"_s), 10000);
    }

    void aBadAddressIsNotOffered()
    {
        MainWindow window(*m_settings);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        bool offered = true;
        QVERIFY(
            connectByHand(window, u"postgresql://bob:secret@localhost/club"_s, false, &offered));
        QVERIFY(!offered);
    }

    void aRefusedLoginIsAMessage()
    {
        MessageBox::clearRecorded();
        MainWindow window(*m_settings);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(connectByHand(window, server().address(u"club"_s, u"nobody_here"_s)));
        QTRY_VERIFY(!MessageBox::recorded().isEmpty());
        QVERIFY2(MessageBox::recorded().last().contains(u"Cannot connect to the league server"_s),
                 qPrintable(MessageBox::recorded().last()));
    }
};

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (const int ready = dugout::test::TestEngine::setUp(); ready != 0)
        return ready;
    int result = 0;
    {
        TestServerWindow test;
        QTEST_SET_MAIN_SOURCE_PATH
        result = QTest::qExec(&test, argc, argv);
    }
    dugout::test::TestEngine::tearDown();
    return result;
}

#include "tst_server_window.moc"
