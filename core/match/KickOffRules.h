#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// The kick-off table (RULES.md D, l.2311–2460), rolled or typed, and every result resolved:
// Get the ref, Riot, Perfect defence, High kick, Cheering fans, Changing weather, Brilliant
// coaching, Quick snap, Blitz, Throw a rock, Pitch invasion. Handles KickOff events.
//
// Dice purposes: "kickoff" 2D6; "riot" D6; "home.cheering"/"away.cheering" D3 (a D6 halved up:
// typed 1–3); "home.coaching"/"away.coaching" D3; "weather" 2D6; "home.rock"/"away.rock" D6;
// "rock.target" D<n> picking the n-th player on the pitch of the team hit; the rock's injury uses
// InjuryRules' purposes; "home.invasion.N"/"away.invasion.N" D6 for the player numbered N.
class KickOffRules
{
    Q_DECLARE_TR_FUNCTIONS(KickOffRules)

public:
    static RuleCheck apply(MatchStep &step);
};

} // namespace dugout
