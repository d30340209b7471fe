#pragma once

#include "core/league/MatchRecord.h"
#include "core/team/Team.h"

namespace dugout {

// The two teams as they stood when the match was started, and where its result goes. A tracked
// match keeps this snapshot: changes to the teams afterwards do not change a match under way.
struct MatchSetup
{
    Team home;
    Team away;
    bool exhibition = true; // nothing is written back to the teams
    qint64 leagueId = 0;
    qint64 seasonId = 0;
    qint64 fixtureId = 0;

    const Team &team(Side side) const { return side == Side::Home ? home : away; }
    bool operator==(const MatchSetup &) const = default;
};

} // namespace dugout
