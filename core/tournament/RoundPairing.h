#pragma once

#include "core/team/RuleCheck.h"
#include "core/tournament/SwissPairing.h"
#include "core/tournament/Tournament.h"

namespace dugout {

// The next round of an open tournament, whatever its format: swiss rounds are paired by
// SwissPairing, a knockout's next round is read off its bracket (KnockoutBracket), a team
// tournament's by TeamPairing. The store,
// the window and the command line ask here, so each format answers the same everywhere.
class RoundPairing
{
public:
    static RuleCheck canPairNextRound(const Tournament &tournament);
    // Paired, or the reason in `problem`; a knockout's result has cost 0 and no rematches.
    static SwissPairing::Result pairNextRound(const Tournament &tournament);
    // Whether the games of `round` are knockout games (a winner needed, a level game decided by
    // who went through): every round of a knockout, the rounds after the pools.
    static bool isKnockoutRound(const Tournament &tournament, int round);
    // Whether the tournament has a bracket to show: a knockout, or pools then a knockout.
    static bool hasBracket(const Tournament &tournament)
    {
        return tournament.rules.format == TournamentFormat::Knockout ||
               tournament.rules.format == TournamentFormat::Pools;
    }
};

} // namespace dugout
