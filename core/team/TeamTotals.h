#pragma once

#include "Team.h"

#include <QString>
#include <QStringList>

namespace dugout {

// What the rules need to price a team and to say whether it may play, summed over its players
// (docs/architecture.md, "Start fast"): a list of hundreds of teams reads these in one query
// (TeamStore::totals()) instead of loading every team whole. TeamRules computes team value,
// creation cost and readiness from these, for a whole Team too (TeamTotals::of), so each rule is
// written once.
struct TeamTotals
{
    qint64 id = 0;
    QString name;
    QString rosterId;
    QString coach;
    QString color;
    Team::Phase phase = Team::Phase::Creation;
    qint64 budget = 0;
    qint64 ledgerBalance = 0;
    int rerolls = 0;
    int fanFactor = 0;
    int assistantCoaches = 0;
    int cheerleaders = 0;
    bool apothecary = false;
    bool freeFanFactor = false;
    QList<Major> trophies; // Team::trophies

    QStringList activePositions;    // the position of each active player
    QStringList availablePositions; // the position of each player who can play the next match
    // Characteristic increases and gained skills of the players who can play the next match.
    int maGains = 0;
    int stGains = 0;
    int agGains = 0;
    int avGains = 0;
    int skills = 0;
    int doubleSkills = 0;

    bool operator==(const TeamTotals &) const = default;

    static TeamTotals of(const Team &team);
};

} // namespace dugout
