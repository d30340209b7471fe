#pragma once

#include "MatchEvent.h"
#include "MatchSetup.h"
#include "core/league/MatchRecord.h"

namespace dugout {

class Ruleset;

// A finished (or conceded) tracked match turned into what the post-match sequence needs: the
// score, every player's SPP events, the casualties with the very dice rolled at the table (D68,
// the apothecary's re-roll and choice, Regeneration), the gate dice, and the concession.
class MatchResult
{
public:
    static MatchRecord record(const Ruleset &rules, const MatchSetup &setup,
                              const QList<MatchEvent> &events);
};

} // namespace dugout
