#include "HomeDigest.h"

#include "Database.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Times are stored as ISO text, some with milliseconds (played_at), some without.
QDateTime timeFrom(const QVariant &value)
{
    QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    return time.isValid() ? time : QDateTime::fromString(value.toString(), Qt::ISODate);
}

bool failed(const QSqlQuery &query, const QString &what, QString *error)
{
    if (error)
        *error = HomeDigest::tr("Could not read %1: %2").arg(what, query.lastError().text());
    return false;
}

} // namespace

std::optional<HomeDigest> HomeDigest::read(const Database &database, const Limits &limits,
                                           QString *error)
{
    HomeDigest digest;
    if (!digest.readMatches(database, limits.matches, error) ||
        !digest.readFixtures(database, limits, error) ||
        !digest.readTeams(database, limits.teams, error))
        return std::nullopt;
    return digest;
}

bool HomeDigest::readMatches(const Database &database, int limit, QString *error)
{
    // Names as at kick-off, from the setup; the score is the touchdowns in the log. CASE keeps
    // json_extract away from a damaged row. Only matches in progress: a handful at most.
    static const QString touchdowns =
        u"(SELECT count(*) FROM match_event e WHERE e.match_id = t.id AND e.event_json LIKE "
        u"'%\"touchdown\"%' "
        "AND CASE WHEN json_valid(e.event_json) THEN json_extract(e.event_json, '$.type') = "
        "'touchdown' "
        "AND json_extract(e.event_json, '$.side') = '%1' ELSE false END)"_s;
    static const QString teamName =
        u"CASE WHEN json_valid(t.setup_json) THEN json_extract(t.setup_json, '$.%1.name') END"_s;
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    query.prepare(
        u"SELECT t.id, "_s + teamName.arg(u"home"_s) + u", "_s + teamName.arg(u"away"_s) + u", "_s +
        touchdowns.arg(u"home"_s) + u", "_s + touchdowns.arg(u"away"_s) +
        u", (SELECT count(*) FROM match_event e WHERE e.match_id = t.id),"
        " coalesce((SELECT max(e.created_at) FROM match_event e WHERE e.match_id = t.id), "
        "t.created_at) AS last"
        " FROM tracked_match t WHERE t.status = 'in_progress' ORDER BY last DESC, t.id DESC LIMIT ?"_s);
    query.addBindValue(limit);
    if (!query.exec())
        return failed(query, tr("the matches in progress"), error);
    while (query.next()) {
        MatchInProgress match;
        match.trackedMatchId = query.value(0).toLongLong();
        match.homeName = query.value(1).toString();
        match.awayName = query.value(2).toString();
        match.homeScore = query.value(3).toInt();
        match.awayScore = query.value(4).toInt();
        match.eventCount = query.value(5).toInt();
        match.lastActivity = timeFrom(query.value(6));
        matchesInProgress << match;
    }
    return true;
}

bool HomeDigest::readFixtures(const Database &database, const Limits &limits, QString *error)
{
    // Each league's latest season, and in it the first round with a fixture still to play: the
    // round the commissioner is waiting for. Materialised, so the round is worked out once per
    // league rather than once per fixture of a big season.
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    query.prepare(
        u"WITH latest AS MATERIALIZED ("
        "  SELECT l.id AS league_id, l.name AS league_name,"
        "         (SELECT s.id FROM season s WHERE s.league_id = l.id ORDER BY s.ordinal DESC, "
        "s.id DESC LIMIT 1) AS season_id"
        "  FROM league l),"
        " next_round AS MATERIALIZED ("
        "  SELECT league_id, league_name, season_id,"
        "         (SELECT min(f.round) FROM fixture f WHERE f.season_id = latest.season_id AND "
        "f.match_id IS NULL) AS round"
        "  FROM latest WHERE season_id IS NOT NULL),"
        " waiting AS ("
        "  SELECT f.id, n.league_id, n.season_id, n.league_name, s.name AS season_name, f.round,"
        "         f.home_team_id, f.away_team_id, h.name AS home_name, a.name AS away_name,"
        "         row_number() OVER (PARTITION BY n.league_id ORDER BY f.id) AS nth"
        "  FROM next_round n JOIN season s ON s.id = n.season_id"
        "  JOIN fixture f ON f.season_id = n.season_id AND f.round = n.round AND f.match_id IS NULL"
        "  JOIN team h ON h.id = f.home_team_id JOIN team a ON a.id = f.away_team_id)"
        " SELECT id, league_id, season_id, league_name, season_name, round, home_team_id, "
        "away_team_id, home_name, away_name"
        " FROM waiting WHERE nth <= ? ORDER BY lower(league_name), league_id, id LIMIT ?"_s);
    query.addBindValue(limits.fixturesPerLeague);
    query.addBindValue(limits.fixtures);
    if (!query.exec())
        return failed(query, tr("the next fixtures"), error);
    while (query.next()) {
        NextFixture fixture;
        fixture.fixtureId = query.value(0).toLongLong();
        fixture.leagueId = query.value(1).toLongLong();
        fixture.seasonId = query.value(2).toLongLong();
        fixture.leagueName = query.value(3).toString();
        fixture.seasonName = query.value(4).toString();
        fixture.round = query.value(5).toInt();
        fixture.homeTeamId = query.value(6).toLongLong();
        fixture.awayTeamId = query.value(7).toLongLong();
        fixture.homeName = query.value(8).toString();
        fixture.awayName = query.value(9).toString();
        nextFixtures << fixture;
    }
    return true;
}

bool HomeDigest::readTeams(const Database &database, int limit, QString *error)
{
    // The candidates are the teams created last and the teams of the matches confirmed last,
    // each bounded by the limit: the query never walks every team or every match. Times are
    // compared to the second (played_at has milliseconds, created_at has none).
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    query.prepare(
        u"WITH newest AS (SELECT id, created_at FROM team ORDER BY id DESC LIMIT ?),"
        " played AS (SELECT home_team_id, away_team_id, played_at FROM match ORDER BY id DESC "
        "LIMIT ?),"
        " activity (team_id, at) AS ("
        "  SELECT id, created_at FROM newest"
        "  UNION ALL SELECT home_team_id, played_at FROM played"
        "  UNION ALL SELECT away_team_id, played_at FROM played)"
        " SELECT t.id, t.name, coalesce(c.name, ''), max(substr(a.at, 1, 19)) AS last"
        " FROM activity a JOIN team t ON t.id = a.team_id LEFT JOIN coach c ON c.id = t.coach_id"
        " GROUP BY t.id, t.name, c.name ORDER BY last DESC, t.id DESC LIMIT ?"_s);
    for (int i = 0; i < 3; ++i)
        query.addBindValue(limit);
    if (!query.exec())
        return failed(query, tr("the recent teams"), error);
    while (query.next()) {
        RecentTeam team;
        team.teamId = query.value(0).toLongLong();
        team.name = query.value(1).toString();
        team.coach = query.value(2).toString();
        team.lastActivity = QDateTime::fromString(query.value(3).toString() + u'Z', Qt::ISODate);
        recentTeams << team;
    }
    return true;
}

} // namespace dugout
