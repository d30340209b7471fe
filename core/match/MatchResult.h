#pragma once

#include "MatchSetup.h"
#include "MatchState.h"
#include "core/league/MatchRecord.h"

namespace dugout {

// A finished (or conceded) tracked match turned into what the post-match sequence needs: the
// score, every player's SPP events, the casualties with their D68 and apothecary dice, gate
// dice, and the concession.
class MatchResult
{
public:
    static MatchRecord record(const MatchSetup &setup, const MatchState &state,
                              const QList<MatchEvent> &events);
};

} // namespace dugout
