#pragma once

#include "LeagueOptions.h"

#include <QCoreApplication>
#include <QStringList>

namespace dugout {

class Ruleset;

// What a league's options may be. The limits are the New league dialog's, so a league scripted
// from the command line is one the window could have made.
class LeagueOptionsRules
{
    Q_DECLARE_TR_FUNCTIONS(LeagueOptionsRules)

public:
    static constexpr qint64 MaxStartingBudget = 5000000;
    static constexpr qint64 MaxSpirallingThreshold = 10000000;
    static constexpr qint64 MinSpirallingStep = 10000;
    static constexpr qint64 MaxSpirallingStep = 1000000;
    static constexpr int MinPoints = -5;
    static constexpr int MaxPoints = 10;
    // Special play cards: the rulebook suggests 5 per team and match; a fixed card budget of
    // 50,000 to 200,000 (the cheapest deck's card to two of them).
    static constexpr int MaxCards = 10;
    static constexpr qint64 MinCardBudget = 50000;
    static constexpr qint64 MaxCardBudget = 200000;

    // Every reason the options cannot be a league's (empty when they can): gold out of range,
    // points out of range, no or repeated tie-breakers, inducements the ruleset does not have.
    static QStringList problems(const LeagueOptions &options, const Ruleset &rules);
};

} // namespace dugout
