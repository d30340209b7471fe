#pragma once

#include "core/charts/ChartData.h"
#include "core/team/Team.h"

#include <QCoreApplication>

#include <optional>

namespace dugout {

class Database;
class Ruleset;

// A team's history as charts (issue 22.1), read from what the database keeps of every confirmed
// match: both teams exactly as they were before its post-match sequence (StoredMatch). The
// team after its k-th match is the team kept before its (k+1)-th, or the team as it is now after
// the last one; so point k of every series is "after k matches" (0: before the first).
class TeamChartQuery
{
    Q_DECLARE_TR_FUNCTIONS(TeamChartQuery)

public:
    TeamChartQuery(Database &database, const Ruleset &rules) : m_database(database), m_rules(rules)
    {
    }

    // Team value and treasury (gold, first axis) and fan factor (second axis) after each match.
    // The team value counts the fan factor unless the team plays with free fan factor
    // (rulebook l.4463–4470), as the team's header does. nullopt with the reason when the team
    // or its matches cannot be read.
    std::optional<ChartData> teamHistory(qint64 teamId, QString *error = nullptr) const;

    // One player's star player points after each match of his team while he was on its roster,
    // with the SPP of each experience level drawn across (rulebook's star player point table,
    // resources/rules/lrb6/tables.json "spp_levels").
    std::optional<ChartData> playerSpp(qint64 teamId, qint64 playerId,
                                       QString *error = nullptr) const;

private:
    // The team after 0, 1, … n matches, oldest first.
    std::optional<QList<Team>> states(qint64 teamId, QString *error) const;

    Database &m_database;
    const Ruleset &m_rules;
};

} // namespace dugout
