// How long a season's schedule and its league table take for a large league: 16 teams,
// double round robin (30 rounds, 240 matches), every tie-breaker on.
#include "core/league/RoundRobin.h"
#include "core/league/Standings.h"

#include <QTest>

using namespace dugout;

namespace {

QList<qint64> sixteenTeams()
{
    QList<qint64> ids;
    for (qint64 id = 1; id <= 16; ++id)
        ids << id;
    return ids;
}

// A played season with made-up but deterministic results: many draws and equal records, so
// the tie-breakers (head-to-head mini-tables included) have work to do.
QList<MatchSummary> playedSeason()
{
    QList<MatchSummary> matches;
    qint64 matchId = 1;
    for (const Fixture &fixture : RoundRobin::schedule(sixteenTeams(), true, 1)) {
        MatchSummary match;
        match.matchId = matchId++;
        match.seasonId = 1;
        match.homeTeamId = fixture.homeTeamId;
        match.awayTeamId = fixture.awayTeamId;
        match.homeScore = int((fixture.homeTeamId * 7 + fixture.round) % 3);
        match.awayScore = int((fixture.awayTeamId * 5 + fixture.round) % 3);
        match.homeCasualties = int((fixture.homeTeamId + fixture.round) % 4);
        match.awayCasualties = int((fixture.awayTeamId + 2 * fixture.round) % 4);
        if (match.matchId % 37 == 0)
            match.conceded = Side::Away;
        matches << match;
    }
    return matches;
}

} // namespace

class BenchLeague : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundRobinSixteenTeamsDoubleLeg()
    {
        const QList<qint64> teams = sixteenTeams();
        QList<Fixture> fixtures;
        QBENCHMARK
        {
            fixtures = RoundRobin::schedule(teams, true, 1);
        }
        QCOMPARE(fixtures.size(), 240);
    }

    void standingsSixteenTeamsAllTieBreakers()
    {
        const QList<qint64> teams = sixteenTeams();
        const QList<MatchSummary> matches = playedSeason();
        QCOMPARE(matches.size(), 240);
        LeagueOptions options;
        options.tieBreakers = {TieBreaker::Points,
                               TieBreaker::HeadToHead,
                               TieBreaker::TouchdownDifference,
                               TieBreaker::CasualtyDifference,
                               TieBreaker::TouchdownsFor,
                               TieBreaker::CasualtiesFor,
                               TieBreaker::Wins,
                               TieBreaker::FewestMatches};
        QList<StandingsRow> table;
        QBENCHMARK
        {
            table = Standings::compute(teams, matches, options);
        }
        QCOMPARE(table.size(), 16);
    }
};

QTEST_GUILESS_MAIN(BenchLeague)
#include "bench_league.moc"
