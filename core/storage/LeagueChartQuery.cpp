#include "LeagueChartQuery.h"

#include "Database.h"
#include "LeagueStore.h"
#include "StoreFailure.h"
#include "core/league/Standings.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The round of a match without a fixture: after every scheduled round.
constexpr int NoRound = std::numeric_limits<int>::max();

} // namespace

std::optional<ChartData> LeagueChartQuery::roundTotals(qint64 seasonId, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT coalesce(fixture.round, -1), count(*), "
                  "sum(match.home_score + match.away_score), "
                  "sum(match.home_casualties + match.away_casualties) "
                  "FROM match LEFT JOIN fixture ON fixture.id = match.fixture_id "
                  "WHERE match.season_id = ? "
                  // The matches outside the schedule (-1) after every round.
                  "GROUP BY 1 ORDER BY (coalesce(fixture.round, -1) < 0), 1"_s);
    query.addBindValue(seasonId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    ChartData chart;
    chart.kind = ChartData::Kind::Bars;
    chart.unit = ChartData::Unit::Count;
    chart.title = tr("Touchdowns and casualties per round");
    chart.axisTitle = tr("Total of both teams");
    chart.categoryTitle = tr("Round");
    ChartSeries touchdowns{tr("Touchdowns"), {}, false, {}};
    ChartSeries casualties{tr("Casualties"), {}, false, {}};
    while (query.next()) {
        const int round = query.value(0).toInt();
        chart.categories << (round < 0 ? tr("Other matches") : QString::number(round));
        touchdowns.values << query.value(2).toLongLong();
        casualties.values << query.value(3).toLongLong();
    }
    if (query.lastError().isValid()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    chart.series = {touchdowns, casualties};
    return chart;
}

std::optional<ChartData> LeagueChartQuery::standingsHistory(qint64 seasonId, QString *error) const
{
    return standings(seasonId, {}, 0, error);
}

std::optional<ChartData> LeagueChartQuery::standingsUpToMatch(qint64 matchId, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT coalesce(match.season_id, 0), coalesce(fixture.round, 0), "
                  "match.home_team_id, match.away_team_id "
                  "FROM match LEFT JOIN fixture ON fixture.id = match.fixture_id "
                  "WHERE match.id = ?"_s);
    query.addBindValue(matchId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    if (!query.next()) {
        StoreFailure::fail(error, tr("There is no confirmed match %1.").arg(matchId));
        return std::nullopt;
    }
    const qint64 seasonId = query.value(0).toLongLong();
    const int round = query.value(1).toInt();
    const QList<qint64> teams{query.value(2).toLongLong(), query.value(3).toLongLong()};
    if (seasonId == 0) {
        ChartData none;
        none.title = tr("Positions in the season");
        return none;
    }
    // A match outside the schedule: the whole season so far.
    return standings(seasonId, teams, round > 0 ? round : NoRound, error);
}

std::optional<ChartData> LeagueChartQuery::standings(qint64 seasonId,
                                                     const QList<qint64> &onlyTeams, int lastRound,
                                                     QString *error) const
{
    LeagueStore store(m_database);
    QString why;
    const std::optional<Season> season = store.season(seasonId, &why);
    if (!season) {
        StoreFailure::fail(error, why.isEmpty() ? tr("There is no season %1.").arg(seasonId) : why);
        return std::nullopt;
    }
    const std::optional<League> league = store.load(season->leagueId, &why);
    if (!league) {
        StoreFailure::fail(error, why);
        return std::nullopt;
    }
    const QList<MatchSummary> matches = store.summaries(league->id, seasonId, &why);
    if (!why.isEmpty()) {
        StoreFailure::fail(error, why);
        return std::nullopt;
    }
    const QList<Fixture> fixtures = store.fixtures(seasonId, &why);
    if (!why.isEmpty()) {
        StoreFailure::fail(error, why);
        return std::nullopt;
    }
    QHash<qint64, int> roundOfMatch;
    for (const Fixture &fixture : fixtures) {
        if (fixture.isPlayed())
            roundOfMatch.insert(fixture.matchId, fixture.round);
    }
    QList<int> rounds;
    for (const MatchSummary &match : matches) {
        const int round = roundOfMatch.value(match.matchId, NoRound);
        if (!rounds.contains(round) && round <= (lastRound > 0 ? lastRound : NoRound))
            rounds << round;
    }
    std::sort(rounds.begin(), rounds.end());

    // The tables: one per division, or the whole season.
    QList<QList<qint64>> tables;
    if (season->divisions.isEmpty()) {
        QList<qint64> all;
        for (const SeasonEntry &entry : season->entries)
            all << entry.teamId;
        tables << all;
    } else {
        for (const Division &division : season->divisions) {
            QList<qint64> ids;
            for (const SeasonEntry &entry : season->entries) {
                if (entry.divisionId == division.id)
                    ids << entry.teamId;
            }
            tables << ids;
        }
    }

    QHash<qint64, QList<qint64>> positions;
    for (int round : rounds) {
        for (const QList<qint64> &table : tables) {
            QList<MatchSummary> played;
            for (const MatchSummary &match : matches) {
                if (roundOfMatch.value(match.matchId, NoRound) <= round &&
                    table.contains(match.homeTeamId) && table.contains(match.awayTeamId))
                    played << match;
            }
            for (const StandingsRow &row : Standings::compute(table, played, league->options))
                positions[row.teamId] << row.rank;
        }
    }

    ChartData chart;
    chart.kind = ChartData::Kind::Lines;
    chart.unit = ChartData::Unit::Rank;
    for (const QList<qint64> &table : std::as_const(tables))
        chart.ranks = std::max(chart.ranks, int(table.size()));
    chart.title = tr("Positions in %1").arg(season->name);
    chart.axisTitle = tr("Position");
    chart.categoryTitle = tr("After round");
    for (int round : rounds)
        chart.categories << (round == NoRound ? tr("Other matches") : QString::number(round));
    QSqlQuery name(m_database.connection());
    name.prepare(u"SELECT name, color FROM team WHERE id = ?"_s);
    for (const SeasonEntry &entry : season->entries) {
        if (!onlyTeams.isEmpty() && !onlyTeams.contains(entry.teamId))
            continue;
        name.addBindValue(entry.teamId);
        if (!name.exec()) {
            StoreFailure::readFailed(error, name);
            return std::nullopt;
        }
        const bool found = name.next();
        const QString teamName = found ? name.value(0).toString() : tr("Team %1").arg(entry.teamId);
        const QString color = found ? name.value(1).toString() : QString();
        // A team outside every division of a divided season is in no table: no line.
        const QList<qint64> line = positions.value(entry.teamId);
        if (line.size() == chart.categories.size())
            chart.series << ChartSeries{teamName, line, false, color};
    }
    if (rounds.isEmpty())
        chart.series.clear();
    return chart;
}

} // namespace dugout
