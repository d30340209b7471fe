#include "LeagueHistoryExport.h"

#include "LeagueStore.h"
#include "StoreFailure.h"
#include "TeamStore.h"
#include "core/league/LeagueKeys.h"
#include "core/league/MatchRecordJson.h"
#include "core/league/Standings.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QJsonArray ids(const QList<qint64> &values)
{
    QJsonArray array;
    for (qint64 value : values)
        array << double(value);
    return array;
}

QJsonValue idOrNull(qint64 id)
{
    return id > 0 ? QJsonValue(double(id)) : QJsonValue();
}

QJsonObject standingsRow(const StandingsRow &row)
{
    return {{u"team"_s, double(row.teamId)},
            {u"rank"_s, row.rank},
            {u"played"_s, row.played},
            {u"won"_s, row.wins},
            {u"drawn"_s, row.draws},
            {u"lost"_s, row.losses},
            {u"points"_s, row.points},
            {u"td_for"_s, row.touchdownsFor},
            {u"td_against"_s, row.touchdownsAgainst},
            {u"cas_for"_s, row.casualtiesFor},
            {u"cas_against"_s, row.casualtiesAgainst}};
}

} // namespace

std::optional<QJsonObject> LeagueHistoryExport::toJson(Database &database, qint64 leagueId,
                                                       QString *error)
{
    const LeagueStore store(database);
    QString why;
    const std::optional<League> league = store.load(leagueId, &why);
    if (!league) {
        StoreFailure::fail(error, why);
        return std::nullopt;
    }
    const auto failed = [&](const QString &reason) {
        StoreFailure::fail(error, reason);
        return std::nullopt;
    };

    // The teams as they are now (a team that left keeps its id in the matches).
    QJsonArray teams;
    const QList<TeamTotals> totals = TeamStore(database).totals(league->teamIds, &why);
    if (!why.isEmpty())
        return failed(why);
    for (const TeamTotals &team : totals)
        teams << QJsonObject{{u"id"_s, double(team.id)},
                             {u"name"_s, team.name},
                             {u"roster"_s, team.rosterId},
                             {u"coach"_s, team.coach},
                             {u"color"_s, team.color}};

    const QList<MatchSummary> allMatches = store.summaries(league->id, 0, &why);
    if (!why.isEmpty())
        return failed(why);
    QJsonArray seasons;
    QHash<qint64, int> roundOfMatch;
    const QList<Season> stored = store.seasons(league->id, &why);
    if (!why.isEmpty())
        return failed(why);
    for (const Season &season : stored) {
        const QList<Fixture> fixtures = store.fixtures(season.id, &why);
        if (!why.isEmpty())
            return failed(why);
        QJsonArray fixtureArray;
        for (const Fixture &fixture : fixtures) {
            fixtureArray << QJsonObject{{u"id"_s, double(fixture.id)},
                                        {u"round"_s, fixture.round},
                                        {u"division"_s, idOrNull(fixture.divisionId)},
                                        {u"home"_s, double(fixture.homeTeamId)},
                                        {u"away"_s, double(fixture.awayTeamId)},
                                        {u"match"_s, idOrNull(fixture.matchId)}};
            if (fixture.isPlayed())
                roundOfMatch.insert(fixture.matchId, fixture.round);
        }
        QList<MatchSummary> matches;
        for (const MatchSummary &match : allMatches) {
            if (match.seasonId == season.id)
                matches << match;
        }
        // One table per division, or one of the whole season, as `league standings`.
        QList<Division> divisions = season.divisions;
        if (divisions.isEmpty())
            divisions << Division{0, QString()};
        QJsonArray tables;
        QJsonArray divisionArray;
        for (const Division &division : std::as_const(divisions)) {
            QList<qint64> teamIds;
            for (const SeasonEntry &entry : season.entries) {
                if (entry.divisionId == division.id || division.id == 0)
                    teamIds << entry.teamId;
            }
            QJsonArray rows;
            for (const StandingsRow &row : Standings::compute(teamIds, matches, league->options))
                rows << standingsRow(row);
            tables << QJsonObject{{u"division"_s, idOrNull(division.id)}, {u"rows"_s, rows}};
            if (division.id > 0)
                divisionArray << QJsonObject{{u"id"_s, double(division.id)},
                                             {u"name"_s, division.name},
                                             {u"teams"_s, ids(teamIds)}};
        }
        QList<qint64> entries;
        for (const SeasonEntry &entry : season.entries)
            entries << entry.teamId;
        seasons << QJsonObject{{u"id"_s, double(season.id)},  {u"name"_s, season.name},
                               {u"teams"_s, ids(entries)},    {u"divisions"_s, divisionArray},
                               {u"fixtures"_s, fixtureArray}, {u"standings"_s, tables}};
    }

    QJsonArray matchArray;
    const QList<StoredMatch> matches = store.matches(league->id, 0, &why);
    if (!why.isEmpty())
        return failed(why);
    for (const StoredMatch &match : matches) {
        const MatchSummary &summary = match.summary;
        const QJsonObject sideHome{{u"team"_s, double(summary.homeTeamId)},
                                   {u"score"_s, summary.homeScore},
                                   {u"casualties"_s, summary.homeCasualties}};
        const QJsonObject sideAway{{u"team"_s, double(summary.awayTeamId)},
                                   {u"score"_s, summary.awayScore},
                                   {u"casualties"_s, summary.awayCasualties}};
        matchArray << QJsonObject{
            {u"id"_s, double(match.id)},
            {u"season"_s, idOrNull(summary.seasonId)},
            {u"fixture"_s, idOrNull(match.record.fixtureId)},
            {u"round"_s, roundOfMatch.contains(match.id) ? QJsonValue(roundOfMatch.value(match.id))
                                                         : QJsonValue()},
            {u"played_at"_s, match.playedAt.toUTC().toString(Qt::ISODate)},
            {u"home"_s, sideHome},
            {u"away"_s, sideAway},
            {u"conceded"_s,
             summary.conceded ? QJsonValue(sideKey(*summary.conceded)) : QJsonValue()},
            {u"record"_s, MatchRecordJson::toJson(match.record)},
            {u"log"_s, QJsonArray::fromStringList(match.log)}};
    }

    return QJsonObject{
        {u"format"_s, u"dugout-league-history"_s},
        {u"format_version"_s, FormatVersion},
        {u"league"_s, QJsonObject{{u"id"_s, double(league->id)},
                                  {u"name"_s, league->name},
                                  {u"commissioner"_s, league->commissioner},
                                  {u"options"_s, leagueOptionsToJson(league->options)}}},
        {u"teams"_s, teams},
        {u"seasons"_s, seasons},
        {u"matches"_s, matchArray}};
}

} // namespace dugout
