#pragma once

#include "core/league/MatchRecord.h"
#include "core/team/Team.h"

namespace dugout {

class Dice;

// A plausible match between two teams for the demo league: a score, who scored and passed,
// who was hurt and by whom. Casualty and post-match dice are left for the sequence to roll.
class DemoMatch
{
public:
    static MatchRecord play(const Team &home, const Team &away, Dice &dice);
};

} // namespace dugout
