#pragma once

#include "core/team/RuleCheck.h"
#include "core/tournament/SwissPairing.h"
#include "core/tournament/Tournament.h"

namespace dugout {

// The next round of an open tournament, whatever its format: swiss rounds are paired by
// SwissPairing, a knockout's next round is read off its bracket (KnockoutBracket). The store,
// the window and the command line ask here, so each format answers the same everywhere.
class RoundPairing
{
public:
    static RuleCheck canPairNextRound(const Tournament &tournament);
    // Paired, or the reason in `problem`; a knockout's result has cost 0 and no rematches.
    static SwissPairing::Result pairNextRound(const Tournament &tournament);
};

} // namespace dugout
