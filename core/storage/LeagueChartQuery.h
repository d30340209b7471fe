#pragma once

#include "core/charts/ChartData.h"

#include <QCoreApplication>

#include <optional>

namespace dugout {

class Database;

// A league season as charts (issue 22.1), read from its confirmed matches and its schedule.
// A match counts in the round of its fixture; the season's matches recorded outside the
// schedule have no round and come last, as "Other matches".
class LeagueChartQuery
{
    Q_DECLARE_TR_FUNCTIONS(LeagueChartQuery)

public:
    explicit LeagueChartQuery(Database &database) : m_database(database) {}

    // Touchdowns and casualties scored in each round with a confirmed match (both teams
    // together), as bars. nullopt with the reason when the season cannot be read.
    std::optional<ChartData> roundTotals(qint64 seasonId, QString *error = nullptr) const;

    // Each team's position in its table after each round: the league's points and
    // tie-breakers (Standings, rulebook l.3876–4350) over the matches played up to that round,
    // a division's table counting the matches between its own teams, as the Standings tab
    // does. Teams level after every tie-breaker share a position.
    std::optional<ChartData> standingsHistory(qint64 seasonId, QString *error = nullptr) const;

    // The two teams of a confirmed match: their positions round by round up to the match's
    // own round (the match report's chart). A chart with no category for a match outside any
    // season.
    std::optional<ChartData> standingsUpToMatch(qint64 matchId, QString *error = nullptr) const;

private:
    // `onlyTeams` empty: every team of the season; `lastRound` 0: every round.
    std::optional<ChartData> standings(qint64 seasonId, const QList<qint64> &onlyTeams,
                                       int lastRound, QString *error) const;

    Database &m_database;
};

} // namespace dugout
