// What the welcome page shows of a database (HomeDigest): the tracked matches in progress with
// their score so far, each league's next round still to play, and the teams last created or
// last played. Built on the demo league (eight teams, rounds 1–4 of 7 played).
#include "../support/MatchFixtures.h"
#include "../support/TestEngine.h"
#include "core/demo/DemoLeague.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/HomeDigest.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/TeamStore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestHomeDigest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;

    std::unique_ptr<Database> open(const QString &name)
    {
        DatabaseError error;
        std::unique_ptr<Database> database =
            test::TestEngine::open(m_dir, QString(name).remove(u".sqlite"_s), &error);
        if (!database)
            qFatal("%s", qPrintable(error.message));
        return database;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void emptyDatabaseHasNothingToShow()
    {
        auto database = open(u"empty.sqlite"_s);
        QString error;
        const std::optional<HomeDigest> digest = HomeDigest::read(*database, &error);
        QVERIFY2(digest, qPrintable(error));
        QVERIFY(digest->isEmpty());
    }

    void demoLeagueShowsItsNextRoundAndItsLastTeams()
    {
        auto database = open(u"demo.sqlite"_s);
        QString error;
        const qint64 leagueId = DemoLeague::create(*database, *m_rules, &error);
        QVERIFY2(leagueId > 0, qPrintable(error));
        const std::optional<HomeDigest> digest = HomeDigest::read(*database, &error);
        QVERIFY2(digest, qPrintable(error));
        QVERIFY(digest->matchesInProgress.isEmpty());

        // Round 5 is the first with a fixture to play; three of its four fixtures by default.
        LeagueStore leagues(*database);
        const QList<Season> seasons = leagues.seasons(leagueId);
        QList<Fixture> round5;
        for (const Fixture &fixture : leagues.fixtures(seasons.first().id)) {
            if (fixture.round == 5)
                round5 << fixture;
        }
        QCOMPARE(round5.size(), 4);
        QCOMPARE(digest->nextFixtures.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const HomeDigest::NextFixture &next = digest->nextFixtures.at(i);
            QCOMPARE(next.fixtureId, round5.at(i).id);
            QCOMPARE(next.round, 5);
            QCOMPARE(next.leagueId, leagueId);
            QCOMPARE(next.leagueName, u"Old World Demo League"_s);
            QCOMPARE(next.seasonName, u"Season 1"_s);
            QCOMPARE(next.homeTeamId, round5.at(i).homeTeamId);
            QCOMPARE(next.homeName, TeamStore(*database).load(round5.at(i).homeTeamId)->name);
            QCOMPARE(next.awayName, TeamStore(*database).load(round5.at(i).awayTeamId)->name);
        }

        // A larger limit: the whole round, and no more.
        HomeDigest::Limits limits;
        limits.fixturesPerLeague = 10;
        QCOMPARE(HomeDigest::read(*database, limits)->nextFixtures.size(), 4);

        // Five teams, most recent first; every one of them a demo team.
        QCOMPARE(digest->recentTeams.size(), 5);
        for (const HomeDigest::RecentTeam &team : digest->recentTeams)
            QVERIFY(TeamStore(*database).load(team.teamId));
    }

    void aTeamCreatedLaterComesFirst()
    {
        auto database = open(u"demo.sqlite"_s);
        QSqlQuery backdate(database->connection());
        // Everything the demo wrote happened an hour ago.
        QVERIFY(backdate.exec(u"UPDATE team SET created_at = '2020-01-01T10:00:00Z'"_s));
        QVERIFY(backdate.exec(u"UPDATE match SET played_at = '2020-01-01T10:30:00.000Z'"_s));
        Team team = test::humanTeam(*m_rules);
        team.name = u"Nuln Newcomers"_s;
        team.coach = u"Zoé"_s;
        QVERIFY(TeamStore(*database).save(team));
        const std::optional<HomeDigest> digest = HomeDigest::read(*database);
        QVERIFY(digest);
        QCOMPARE(digest->recentTeams.first().name, u"Nuln Newcomers"_s);
        QCOMPARE(digest->recentTeams.first().coach, u"Zoé"_s);
        QCOMPARE(digest->recentTeams.first().teamId, team.id);
        // Then the teams of the last match confirmed, before the teams created with the demo.
        QSqlQuery last(database->connection());
        QVERIFY(
            last.exec(u"SELECT home_team_id, away_team_id FROM match ORDER BY id DESC LIMIT 1"_s) &&
            last.next());
        QVERIFY(backdate.exec(
            u"UPDATE match SET played_at = '2020-01-01T11:00:00.000Z' WHERE id = (SELECT max(id) FROM match)"_s));
        const std::optional<HomeDigest> again = HomeDigest::read(*database);
        QCOMPARE(again->recentTeams.first().teamId, team.id);
        const QSet<qint64> lastPlayed{last.value(0).toLongLong(), last.value(1).toLongLong()};
        QCOMPARE((QSet<qint64>{again->recentTeams.at(1).teamId, again->recentTeams.at(2).teamId}),
                 lastPlayed);
    }

    void matchInProgressWithItsScore()
    {
        auto database = open(u"tracked.sqlite"_s);
        MatchLogStore store(*database);
        QString error;
        const MatchSetup setup = test::humanDerby(*m_rules);
        const qint64 finished = store.create(setup, &error);
        QVERIFY2(finished > 0, qPrintable(error));
        QVERIFY(store.setStatus(finished, TrackedMatchStatus::Finished));
        const qint64 playing = store.create(setup, &error);
        QVERIFY2(playing > 0, qPrintable(error));
        MatchEvent touchdown;
        touchdown.type = MatchEventType::Touchdown;
        touchdown.side = Side::Away;
        touchdown.number = 3;
        touchdown.at = QDateTime::currentDateTimeUtc();
        QVERIFY2(store.append(playing, touchdown, &error), qPrintable(error));

        const std::optional<HomeDigest> digest = HomeDigest::read(*database, &error);
        QVERIFY2(digest, qPrintable(error));
        QCOMPARE(digest->matchesInProgress.size(), 1); // the finished one is not resumed
        const HomeDigest::MatchInProgress &match = digest->matchesInProgress.first();
        QCOMPARE(match.trackedMatchId, playing);
        QCOMPARE(match.homeName, setup.home.name);
        QCOMPARE(match.awayName, u"Middenheim Wolves"_s);
        QCOMPARE(match.homeScore, 0);
        QCOMPARE(match.awayScore, 1);
        QCOMPARE(match.eventCount, 1);
        QVERIFY(match.lastActivity.isValid());
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestHomeDigest)
#include "tst_home_digest.moc"
