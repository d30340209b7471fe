#include "TeamChartQuery.h"

#include "LeagueStore.h"
#include "StoreFailure.h"
#include "TeamStore.h"
#include "core/rules/Ruleset.h"
#include "core/team/TeamRules.h"

namespace dugout {

std::optional<QList<Team>> TeamChartQuery::states(qint64 teamId, QString *error) const
{
    QString why;
    const std::optional<Team> now = TeamStore(m_database).load(teamId, &why);
    if (!now) {
        StoreFailure::fail(error, why.isEmpty() ? tr("There is no team %1.").arg(teamId) : why);
        return std::nullopt;
    }
    const QList<StoredMatch> matches = LeagueStore(m_database).matchesOfTeam(teamId, &why);
    if (!why.isEmpty()) {
        StoreFailure::fail(error, why);
        return std::nullopt;
    }
    QList<Team> teams;
    for (const StoredMatch &match : matches)
        teams << (match.homeBefore.id == teamId ? match.homeBefore : match.awayBefore);
    teams << *now;
    return teams;
}

std::optional<ChartData> TeamChartQuery::teamHistory(qint64 teamId, QString *error) const
{
    const std::optional<QList<Team>> teams = states(teamId, error);
    if (!teams)
        return std::nullopt;
    // The free fan factor is the league's, read with the team as it is now (a snapshot does
    // not keep it): it applies to every point alike.
    const bool countFanFactor = !teams->constLast().freeFanFactor;
    const TeamRules rules(m_rules);
    ChartData chart;
    chart.kind = ChartData::Kind::Lines;
    chart.unit = ChartData::Unit::Gold;
    chart.title = tr("%1 over its matches").arg(teams->constLast().name);
    chart.axisTitle = tr("Gold");
    chart.secondaryAxisTitle = tr("Fan factor");
    chart.categoryTitle = tr("Matches played");
    ChartSeries value{tr("Team value"), {}, false, {}};
    ChartSeries treasury{tr("Treasury"), {}, false, {}};
    ChartSeries fans{tr("Fan factor"), {}, true, {}};
    for (qsizetype played = 0; played < teams->size(); ++played) {
        const Team &team = teams->at(played);
        chart.categories << QString::number(played);
        value.values << rules.teamValue(team, countFanFactor);
        treasury.values << team.ledgerBalance();
        fans.values << team.fanFactor;
    }
    chart.series = {value, treasury, fans};
    return chart;
}

std::optional<ChartData> TeamChartQuery::playerSpp(qint64 teamId, qint64 playerId,
                                                   QString *error) const
{
    std::optional<QList<Team>> teams = states(teamId, error);
    if (!teams)
        return std::nullopt;
    const Player *current = teams->last().playerById(playerId);
    if (!current) {
        StoreFailure::fail(error,
                           tr("%1 has no player %2.").arg(teams->constLast().name).arg(playerId));
        return std::nullopt;
    }
    ChartData chart;
    chart.kind = ChartData::Kind::Lines;
    chart.unit = ChartData::Unit::Count;
    //: A player's star player points over time: "#7 Greta Hoffmann: star player points".
    chart.title = tr("#%1 %2: star player points").arg(current->number).arg(current->name);
    chart.axisTitle = tr("SPP");
    chart.categoryTitle = tr("Matches played by the team");
    ChartSeries spp{tr("Star player points"), {}, false, {}};
    // Only the points where he was on the roster: a player hired after the third match starts
    // at "3".
    for (qsizetype played = 0; played < teams->size(); ++played) {
        const Player *player = (*teams)[played].playerById(playerId);
        if (!player)
            continue;
        chart.categories << QString::number(played);
        spp.values << player->spp;
    }
    chart.series = {spp};
    for (const SppLevel &level : m_rules.sppLevels()) {
        if (level.min > 0)
            chart.levels << ChartLevel{level.min, level.title.current()};
    }
    return chart;
}

} // namespace dugout
