// The league's leaders read by one aggregate query give exactly what Leaders::leaders gives
// over the league's teams loaded whole (career SPP events of the rulebook's star player point
// table, l.3785–3800; fired and retired players leave the record books, the dead stay).
#include "../support/TestEngine.h"
#include "core/demo/DemoLeague.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueLeadersQuery.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

Q_DECLARE_METATYPE(dugout::LeaderStat)

class TestLeagueLeadersQuery : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    qint64 m_league = 0;

    QList<Team> leagueTeams()
    {
        QList<Team> teams;
        TeamStore store(*m_database);
        const std::optional<League> league = LeagueStore(*m_database).load(m_league);
        for (qint64 id : league->teamIds)
            teams << *store.load(id);
        return teams;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const auto rules = RulesetLoader::builtIn();
        QVERIFY(rules);
        DatabaseError openError;
        m_database = test::TestEngine::open(m_dir, u"league"_s, &openError);
        QVERIFY2(m_database, qPrintable(openError.message));
        DemoLeague::Shape shape;
        shape.teams = 8;
        shape.roundsPlayed = 7; // the whole season: every team has scorers and casualties
        shape.seed = 7;
        QString error;
        m_league = DemoLeague::create(*m_database, *rules, shape, &error);
        QVERIFY2(m_league > 0, qPrintable(error));
        // Edges the demo may not produce: a fired star with the best numbers (left out), a
        // dead one (kept), and two players of one team tied on everything but shirt number.
        QSqlQuery query(m_database->connection());
        QVERIFY(
            query.exec(u"UPDATE player SET status = 'fired', touchdowns = 99, casualties = 99, "
                       u"completions = 99, "
                       "interceptions = 99, spp = 999 WHERE id = (SELECT min(id) FROM player)"_s));
        QVERIFY(query.exec(u"UPDATE player SET status = 'dead', touchdowns = 50, interceptions = 7 "
                           "WHERE id = (SELECT max(id) FROM player)"_s));
    }

    void sameAsLoadedTeams_data()
    {
        QTest::addColumn<LeaderStat>("stat");
        QTest::addColumn<int>("limit");
        for (const auto &[name, stat] : {std::pair{"touchdowns", LeaderStat::Touchdowns},
                                         std::pair{"casualties", LeaderStat::Casualties},
                                         std::pair{"completions", LeaderStat::Completions},
                                         std::pair{"interceptions", LeaderStat::Interceptions},
                                         std::pair{"SPP", LeaderStat::Spp}}) {
            for (int limit : {1, 10, 1000})
                QTest::addRow("%s, top %d", name, limit) << stat << limit;
        }
        QTest::newRow("limit 0") << LeaderStat::Spp << 0;
    }
    void sameAsLoadedTeams()
    {
        QFETCH(LeaderStat, stat);
        QFETCH(int, limit);
        QString error;
        const auto fromQuery =
            LeagueLeadersQuery::leaders(*m_database, m_league, stat, limit, &error);
        QVERIFY2(fromQuery, qPrintable(error));
        const QList<LeaderEntry> fromTeams = Leaders::leaders(leagueTeams(), stat, limit);
        QCOMPARE(*fromQuery, fromTeams);
        if (limit > 1)
            QVERIFY(fromQuery->size() > 1); // the comparison compared something
    }

    void deadStayFiredLeave()
    {
        QString error;
        const auto touchdowns =
            LeagueLeadersQuery::leaders(*m_database, m_league, LeaderStat::Touchdowns, 1, &error);
        QVERIFY(touchdowns && touchdowns->size() == 1);
        QCOMPARE(touchdowns->first().value, 50); // the dead player, not the fired one's 99
    }

    void unreadableDatabaseSaysSo()
    {
        QSqlQuery query(m_database->connection());
        QVERIFY(query.exec(u"ALTER TABLE player RENAME COLUMN touchdowns TO tds"_s));
        QString error;
        QVERIFY(!LeagueLeadersQuery::leaders(*m_database, m_league, LeaderStat::Touchdowns, 10,
                                             &error));
        QVERIFY2(error.contains(u"could not be read"_s), qPrintable(error));
        QVERIFY(query.exec(u"ALTER TABLE player RENAME COLUMN tds TO touchdowns"_s));
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestLeagueLeadersQuery)
#include "tst_league_leaders_query.moc"
