// The welcome page of a database in use shows what is under way, each row a click away: the
// match being tracked opens in the tracker, a fixture opens its league, a team opens in the
// Teams area. Driven by mouse clicks on the rows, as a coach does.
#include "../support/MatchFixtures.h"
#include "../support/WindowFixtures.h"
#include "core/demo/DemoLeague.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/TeamStore.h"
#include "session/MatchSession.h"
#include "session/TeamDocument.h"
#include "views/MainWindow.h"
#include "views/league/LeaguePage.h"
#include "views/match/MatchesPage.h"
#include "views/pages/HomePage.h"
#include "views/team/TeamsPage.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestHomePage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::shared_ptr<const Ruleset> m_rules;
    QString m_path;
    qint64 m_leagueId = 0;
    qint64 m_trackedId = 0;

    static QListWidget *list(MainWindow &window, const QString &name)
    {
        auto *found = window.findChild<QListWidget *>(name);
        if (!found)
            qFatal("no list %s", qPrintable(name));
        return found;
    }

    static QStringList rows(QListWidget *list)
    {
        QStringList texts;
        for (int row = 0; row < list->count(); ++row)
            texts << list->item(row)->text();
        return texts;
    }

    static void clickRow(QListWidget *list, int row)
    {
        QListWidgetItem *item = list->item(row);
        QVERIFY(item);
        QVERIFY(list->isVisible());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(item).center());
    }

    std::unique_ptr<MainWindow> openWindow(QSize size = {1366, 768})
    {
        auto window = std::make_unique<MainWindow>(*m_settings);
        window->resize(size);
        window->show();
        if (!window->openDatabase(m_path))
            qFatal("cannot open the demo");
        window->showArea(MainWindow::Area::Home);
        return window;
    }

    // With DUGOUT_SCREENSHOT_DIR set, what the test saw is kept there as a PNG to look at.
    static void saveScreenshot(QWidget &widget, const QString &name)
    {
        const QString folder = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
        QApplication::processEvents(); // the layout settles, as it would before a paint
        if (!folder.isEmpty())
            widget.grab().save(QDir(folder).filePath(name + u".png"_s));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        m_path = m_dir.filePath(u"demo.sqlite"_s);
        DatabaseError openError;
        std::unique_ptr<Database> database = Database::open(m_path, &openError);
        QVERIFY2(database, qPrintable(openError.message));
        QString error;
        m_leagueId = DemoLeague::create(*database, *m_rules, &error);
        QVERIFY2(m_leagueId > 0, qPrintable(error));
        // A friendly being tracked, just set up (the score of a log is tested in tst_home_digest).
        MatchLogStore store(*database);
        m_trackedId = store.create(test::humanDerby(*m_rules), &error);
        QVERIFY2(m_trackedId > 0, qPrintable(error));
    }

    void showsWhatIsUnderWay()
    {
        auto window = openWindow();
        auto *home = window->findChild<HomePage *>();
        QVERIFY(!home->isShowingWelcome());
        QCOMPARE(rows(list(*window, u"homeMatches"_s)),
                 (QStringList{u"Altdorf Reavers 0–0 Middenheim Wolves"_s}));
        const QStringList fixtures = rows(list(*window, u"homeFixtures"_s));
        QCOMPARE(fixtures.size(), 3);
        for (const QString &fixture : fixtures)
            QVERIFY2(fixture.endsWith(u" (round 5)"_s), qPrintable(fixture));
        QCOMPARE(window->findChild<QLabel *>(u"homeFixturesTitle"_s)->text(),
                 u"Next fixtures: Old World Demo League"_s);
        QCOMPARE(list(*window, u"homeTeams"_s)->count(), 5);
        // No raw row counts any more, and no scroll bar: each list is as tall as its rows.
        for (const QString &name : {u"homeMatches"_s, u"homeFixtures"_s, u"homeTeams"_s}) {
            QListWidget *shown = list(*window, name);
            QVERIFY(shown->isVisible());
            const QRect last = shown->visualItemRect(shown->item(shown->count() - 1));
            QVERIFY2(last.bottom() <= shown->viewport()->height(), qPrintable(name));
        }
        saveScreenshot(*window, u"home-1366"_s);
        window->resize(1920, 1080);
        QApplication::processEvents();
        saveScreenshot(*window, u"home-1920"_s);
    }

    void aClickOnTheMatchResumesItInTheTracker()
    {
        auto window = openWindow();
        clickRow(list(*window, u"homeMatches"_s), 0);
        QCOMPARE(window->currentArea(), MainWindow::Area::Matches);
        QVERIFY(window->matchesPage()->isTrackerShown());
        QVERIFY(window->matchesPage()->session());
        QCOMPARE(window->matchesPage()->session()->id(), m_trackedId);
    }

    void aClickOnAFixtureShowsItsLeague()
    {
        auto window = openWindow();
        clickRow(list(*window, u"homeFixtures"_s), 1);
        QCOMPARE(window->currentArea(), MainWindow::Area::League);
        QCOMPARE(window->leaguePage()->currentLeagueId(), m_leagueId);
    }

    void aClickOnATeamOpensIt()
    {
        auto window = openWindow();
        QListWidget *teams = list(*window, u"homeTeams"_s);
        const QString shown = teams->item(2)->text();
        clickRow(teams, 2);
        QCOMPARE(window->currentArea(), MainWindow::Area::Teams);
        QVERIFY(window->teamsPage()->currentDocument());
        QVERIFY2(
            shown.startsWith(window->teamsPage()->currentDocument()->team().name),
            qPrintable(shown + u" / "_s + window->teamsPage()->currentDocument()->team().name));

        // Back home, the page is read again: a team created meanwhile is at the top.
        Team team = test::humanTeam(*m_rules);
        team.name = u"Nuln Newcomers"_s;
        QVERIFY(TeamStore(*window->database()).save(team));
        test::clickArea(*window, MainWindow::Area::Home);
        QVERIFY2(teams->item(0)->text().startsWith(u"Nuln Newcomers"_s),
                 qPrintable(teams->item(0)->text()));
    }
};

QTEST_MAIN(TestHomePage)
#include "tst_home_page.moc"
