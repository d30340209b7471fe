// The league table and the leaders of a season of 10,000 matches, the way the window and
// `dugout league standings` compute them (the season's match summaries read back, then
// Standings::compute; every team loaded, then Leaders::leaders), against the same aggregate
// as one SQL query on the same connection. The SQL table ranks by points, touchdown
// difference and touchdowns only: it has no head-to-head mini-tables, which Dugout's default
// tie-breakers include. Run by `make bench`, never by CTest.
#include "BenchReport.h"
#include "BigDatabase.h"
#include "core/league/Leaders.h"
#include "core/league/Standings.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueLeadersQuery.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::bench;

namespace {

constexpr int Runs = 15;

// A concession is a loss for the side that conceded, whatever the score (rulebook l.3876–4350).
const QString StandingsSql = uR"(
WITH side AS (
  SELECT home_team_id AS team, home_score AS tf, away_score AS ta, home_casualties AS cf, away_casualties AS ca,
         CASE WHEN conceded = 'home' THEN 'L' WHEN conceded = 'away' THEN 'W'
              WHEN home_score > away_score THEN 'W' WHEN home_score < away_score THEN 'L' ELSE 'D' END AS r
    FROM match WHERE season_id = :season
  UNION ALL
  SELECT away_team_id, away_score, home_score, away_casualties, home_casualties,
         CASE WHEN conceded = 'away' THEN 'L' WHEN conceded = 'home' THEN 'W'
              WHEN away_score > home_score THEN 'W' WHEN away_score < home_score THEN 'L' ELSE 'D' END
    FROM match WHERE season_id = :season)
SELECT team, count(*), sum(r = 'W'), sum(r = 'D'), sum(r = 'L'),
       :win * sum(r = 'W') + :draw * sum(r = 'D') + :loss * sum(r = 'L') AS points,
       sum(tf), sum(ta), sum(cf), sum(ca)
  FROM side GROUP BY team ORDER BY points DESC, sum(tf) - sum(ta) DESC, sum(tf) DESC
)"_s;

const QString LeadersSql = uR"(
SELECT player.team_id, player.id, player.name, player.touchdowns
  FROM player JOIN league_team ON league_team.team_id = player.team_id
 WHERE league_team.league_id = ? AND player.status IN ('active', 'dead') AND player.touchdowns > 0
 ORDER BY player.touchdowns DESC, league_team.ordinal, player.number LIMIT 10
)"_s;

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    BigDatabaseShape shape;
    shape.leagues = 1;
    shape.teams = 142; // a single round robin of 142 teams: 10,011 matches
    QString error;
    const QString path = BigDatabase::cached(shape, &error);
    DatabaseError openError;
    const auto database = path.isEmpty() ? nullptr : Database::open(path, &openError);
    if (!database) {
        std::fprintf(stderr, "bench_standings: %s%s\n", qPrintable(error),
                     qPrintable(openError.message));
        return 1;
    }
    LeagueStore leagues(*database);
    const QList<League> all = leagues.leagues();
    if (all.isEmpty())
        return 1;
    const League league = all.first();
    const Season season = leagues.seasons(league.id).first();

    qsizetype matches = 0;
    QList<StandingsRow> table;
    const double standingsMs = BenchReport::medianMs(Runs, [&] {
        const QList<MatchSummary> summaries = leagues.summaries(league.id, season.id);
        matches = summaries.size();
        table = Standings::compute(league.teamIds, summaries, league.options);
    });
    int sqlRows = 0;
    const double standingsSqlMs = BenchReport::medianMs(Runs, [&] {
        QSqlQuery query(database->connection());
        query.prepare(StandingsSql);
        query.bindValue(u":season"_s, season.id);
        query.bindValue(u":win"_s, league.options.winPoints);
        query.bindValue(u":draw"_s, league.options.drawPoints);
        query.bindValue(u":loss"_s, league.options.lossPoints);
        query.exec();
        sqlRows = 0;
        while (query.next())
            ++sqlRows;
    });
    BenchReport::note("standings: %lld matches, %d teams (Dugout %d rows, SQL %d rows)",
                      qlonglong(matches), int(league.teamIds.size()), int(table.size()), sqlRows);
    BenchReport::ratio("standings", standingsMs, "one SQL query", standingsSqlMs);

    // The window's way (one aggregate query, LeagueLeadersQuery) against the bare query on the
    // SQLite connection, and the old way (every team loaded, then Leaders::leaders) for scale.
    QList<LeaderEntry> leaders;
    const double leadersMs = BenchReport::medianMs(Runs, [&] {
        QString queryError;
        leaders = LeagueLeadersQuery::leaders(*database, league.id, LeaderStat::Touchdowns, 10,
                                              &queryError)
                      .value_or(leaders);
    });
    const double leadersSqlMs = BenchReport::medianMs(Runs, [&] {
        QSqlQuery query(database->connection());
        query.prepare(LeadersSql);
        query.addBindValue(league.id);
        query.exec();
        while (query.next()) {
        }
    });
    BenchReport::ratio("touchdown leaders", leadersMs, "one SQL query", leadersSqlMs);
    TeamStore teamStore(*database);
    const double loadedMs = BenchReport::medianMs(3, [&] {
        QList<Team> teams;
        for (qint64 id : league.teamIds) {
            if (std::optional<Team> team = teamStore.load(id))
                teams << *team;
        }
        leaders = Leaders::leaders(teams, LeaderStat::Touchdowns);
    });
    BenchReport::ratio("touchdown leaders, every team loaded (before)", loadedMs, "one SQL query",
                       leadersSqlMs);
    return 0;
}
