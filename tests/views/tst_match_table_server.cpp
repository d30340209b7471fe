// The table is not the server (issue 21, point 4), in the window: the Matches page on a private
// PostgreSQL league server, a match started and played by clicking; the server is stopped in
// the middle of the match and the coaches go on (kick-off typed in, the turn ended); the page
// says the changes wait; the server starts again and they arrive, once each.
#include "../support/TeamFixtures.h"
#include "../support/TestEngine.h"
#include "../support/TrackerFixtures.h"
#include "../support/WindowFixtures.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/TeamStore.h"
#include "session/MatchRelay.h"
#include "session/MatchSession.h"
#include "views/MessageBox.h"
#include "views/league/result/DiceInput.h"
#include "views/match/CoinTossBox.h"
#include "views/match/KickOffDialog.h"
#include "views/match/LineupDialog.h"
#include "views/match/MatchTrackerView.h"
#include "views/match/MatchesPage.h"
#include "views/match/NewMatchDialog.h"
#include "views/match/NextStepPanel.h"
#include "views/match/PreMatchDialog.h"
#include "views/match/TrackedMatchList.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using Offer = NextStepPanel::Offer;
using test::chooseEntry;
using test::confirm;
using test::typeDice;

class TestMatchTableServer : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MatchesPage> m_page;
    QString m_league;

    test::PostgresServer &server() { return *test::TestEngine::server(); }
    MatchTrackerView *tracker() const { return m_page->tracker(); }
    void choose(Offer offer) { test::choose(tracker(), offer); }
    template <typename Dialog> Dialog *openDialog()
    {
        return test::trackerDialog<Dialog>(tracker());
    }

    static void shoot(QWidget *widget, const QString &name)
    {
        const QString folder = qEnvironmentVariable("DUGOUT_SHOT_DIR");
        if (folder.isEmpty())
            return;
        QCoreApplication::processEvents();
        widget->grab().save(QDir(folder).filePath(name));
    }

    // The events the server holds for its only tracked match (-1 when it has none).
    int eventsOnServer()
    {
        DatabaseError error;
        auto database = Database::open(m_league, &error);
        if (!database)
            qFatal("cannot open the server: %s", qPrintable(error.message));
        const auto matches = MatchLogStore(*database).list();
        if (matches.size() != 1)
            return -1;
        return MatchLogStore(*database).eventCount(matches.first().id);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        QString why;
        QVERIFY2(server().createDatabase(u"league"_s, &why), qPrintable(why));
        m_league = server().address(u"league"_s);
        DatabaseError error;
        m_database = Database::open(m_league, &error);
        QVERIFY2(m_database, qPrintable(error.message));
        test::saveHumanTeams(*m_database, *m_rules, u"Middenheim Marauders"_s);
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
    }

    void serverStoppedMidMatch()
    {
        m_page = test::showMatchesPage(m_rules, *m_settings, *m_database);
        QVERIFY(m_page->relay());
        m_page->relay()->setRetryInterval(200);
        QVERIFY(m_page->relayLabel()->isVisible());
        QVERIFY2(m_page->relayLabel()->text().contains(u"kept on this computer first"_s),
                 qPrintable(m_page->relayLabel()->text()));

        // A new exhibition match, chosen in the dialog.
        test::click(test::newExhibition(*m_page, u"Altdorf Reavers"_s, u"Middenheim Marauders"_s)
                        ->okButton());
        QVERIFY(m_page->isTrackerShown());

        test::playPreMatch(tracker());
        choose(Offer::Lineup);
        confirm(openDialog<LineupDialog>());
        QTRY_COMPARE(eventsOnServer(), 2);

        // The server goes away between the two set-ups.
        QVERIFY(server().stop());
        choose(Offer::Lineup);
        confirm(openDialog<LineupDialog>());
        choose(Offer::KickOff);
        auto *kickOff = openDialog<KickOffDialog>();
        QVERIFY(kickOff);
        typeDice(kickOff->kickOffInput(), {1, 3}); // 4: Perfect defence
        confirm(kickOff);
        // The match went on: three more events on this computer, none lost.
        QCOMPARE(m_page->session()->match().events().size(), 4);
        QCOMPARE(MatchLogStore(m_page->relay()->local()).eventCount(m_page->session()->id()), 4);
        QTRY_VERIFY(m_page->relayLabel()->text().contains(u"does not answer"_s));
        QTRY_VERIFY2(m_page->relayLabel()->text().contains(u": 2 change"_s),
                     qPrintable(m_page->relayLabel()->text()));
        shoot(m_page.get(), u"match-server-away-1366.png"_s);

        // The server is back: the waiting changes arrive, once each.
        QString why;
        QVERIFY2(server().restart(&why), qPrintable(why));
        QTRY_VERIFY_WITH_TIMEOUT(m_page->relay()->pending() == 0, 20000);
        QTRY_VERIFY(m_page->relayLabel()->text().contains(u"kept on this computer first"_s));
        QTRY_COMPARE(eventsOnServer(), 4);
        shoot(m_page.get(), u"match-server-back-1366.png"_s);
    }
};

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (const int ready = dugout::test::TestEngine::setUp(); ready != 0)
        return ready;
    int result = 0;
    {
        TestMatchTableServer test;
        QTEST_SET_MAIN_SOURCE_PATH
        result = QTest::qExec(&test, argc, argv);
    }
    dugout::test::TestEngine::tearDown();
    return result;
}

#include "tst_match_table_server.moc"
