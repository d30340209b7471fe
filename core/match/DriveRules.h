#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// Pre-match and drives (RULES.md C.1, C.4, D): weather, gate, FAME and the kicking team;
// set-ups (at most 11 or all available, at least 3 on the line of scrimmage when possible, at
// most 2 per wide zone), a team unable to field players; and the end of a drive: secret weapons
// sent off (a bribe on 2+), sweltering heat, KO recovery on 4+.
// Handles PreMatch, Lineup and EndDrive events.
//
// Dice purposes: "weather" 2D6, "home.gate"/"away.gate" 2D6; at the end of a drive
// "home.bribe.N" D6 for secret weapon N, "home.heat.N" D6, "home.ko.N" D6 (and "away.…").
class DriveRules
{
    Q_DECLARE_TR_FUNCTIONS(DriveRules)

public:
    static RuleCheck apply(MatchStep &step);
};

} // namespace dugout
