// Opening a league in the League area (issue 18: "lists read one summary query, not whole
// aggregates"): LeagueSession::open on the 142-team league of 10,011 matches that
// bench_standings uses, everything its tabs show read from the database. Beside it, the same
// lists as bare SQL on the same connection: the league's teams with their names, coaches and
// colours, its seasons, the latest season's fixtures and its match scores, one query each.
// Then its teams read as the session reads them (one summary query) against each team loaded
// whole, the way it read them before.
// Run by `make bench`, never by CTest.
#include "BenchReport.h"
#include "BigDatabase.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"
#include "views/league/LeagueSession.h"

#include <QGuiApplication>
#include <QSqlQuery>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::bench;

namespace {

constexpr int Runs = 15;

// Reads every row of `sql` with `bound` bound to its one placeholder.
void readAll(const QSqlDatabase &db, const QString &sql, qint64 bound)
{
    QSqlQuery query(db);
    query.prepare(sql);
    query.addBindValue(bound);
    query.exec();
    while (query.next()) {
    }
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    BigDatabaseShape shape;
    shape.leagues = 1;
    shape.teams = 142; // the database bench_standings builds: a single round robin of 142 teams
    QString error;
    const QString path = BigDatabase::cached(shape, &error);
    DatabaseError openError;
    auto database = path.isEmpty() ? nullptr : Database::open(path, &openError);
    const auto rules = RulesetLoader::builtIn();
    if (!database || !rules) {
        std::fprintf(stderr, "bench_league_session: %s%s\n", qPrintable(error),
                     qPrintable(openError.message));
        return 1;
    }
    const League league = LeagueStore(*database).leagues().first();
    const qint64 seasonId = LeagueStore(*database).seasons(league.id).last().id;

    LeagueSession session(rules);
    session.setDatabase(database.get());
    const double sessionMs = BenchReport::medianMs(Runs, [&] { session.open(league.id); });
    if (!session.readError().isEmpty()) {
        std::fprintf(stderr, "bench_league_session: %s\n", qPrintable(session.readError()));
        return 1;
    }
    const QSqlDatabase db = database->connection();
    const double sqlMs = BenchReport::medianMs(Runs, [&] {
        readAll(db,
                u"SELECT team.id, team.name, team.coach, team.color FROM league_team "
                "JOIN team ON team.id = league_team.team_id WHERE league_team.league_id = ? "
                "ORDER BY league_team.ordinal"_s,
                league.id);
        readAll(db, u"SELECT id, name FROM season WHERE league_id = ? ORDER BY ordinal"_s,
                league.id);
        readAll(db,
                u"SELECT id, round, home_team_id, away_team_id, match_id FROM fixture "
                "WHERE season_id = ? ORDER BY round, id"_s,
                seasonId);
        readAll(db,
                u"SELECT id, home_team_id, away_team_id, home_score, away_score FROM match "
                "WHERE season_id = ?"_s,
                seasonId);
    });
    // Its teams as the session reads them now (one summary query) against the way it read them
    // before (every team loaded whole: players, skills, ledger), for scale.
    TeamStore teams(*database);
    const double totalsMs =
        BenchReport::medianMs(Runs, [&] { teams.totals(session.league().teamIds); });
    const double wholeMs = BenchReport::medianMs(Runs, [&] {
        for (qint64 id : session.league().teamIds)
            teams.load(id);
    });
    BenchReport::note("league session: %d teams, %d fixtures in the season on screen",
                      int(session.league().teamIds.size()), int(session.fixtures().size()));
    BenchReport::ratio("open a league in the League area", sessionMs, "its lists as bare SQL",
                       sqlMs);
    BenchReport::ratio("its teams as one summary query", totalsMs, "each team loaded whole",
                       wholeMs);
    return 0;
}
