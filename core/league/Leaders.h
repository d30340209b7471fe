#pragma once

#include "core/team/Team.h"
#include "core/team/TeamTotals.h"

#include <QCoreApplication>
#include <QList>

namespace dugout {

class Ruleset;

enum class LeaderStat { Touchdowns, Casualties, Completions, Interceptions, Spp };

struct LeaderEntry
{
    qint64 teamId = 0;
    qint64 playerId = 0;
    QString playerName;
    int value = 0;
    bool operator==(const LeaderEntry &) const = default;
};

struct TeamValueEntry
{
    qint64 teamId = 0;
    qint64 teamValue = 0;
};

// A league's statistics from its teams' players (career counts of players still on a roster
// or dead, not fired ones): leaders per statistic and the most valuable teams.
class Leaders
{
    Q_DECLARE_TR_FUNCTIONS(Leaders)

public:
    // Best first, players with 0 left out, at most `limit`; ties keep team then number order.
    static QList<LeaderEntry> leaders(const QList<Team> &teams, LeaderStat stat, int limit = 10);
    // Teams by team value, highest first (free fan factor leagues leave fan factor out).
    static QList<TeamValueEntry> mostValuable(const QList<TeamTotals> &teams, const Ruleset &rules,
                                              bool countFanFactor);
    static QString statName(LeaderStat stat);
};

} // namespace dugout
