#pragma once

#include "core/tournament/TeamMatch.h"
#include "core/tournament/Tournament.h"

namespace dugout {

// The squad matches of a team tournament's rounds, read off the coach games: the games of one
// round between coaches of the same two squads are one match. Who won it follows the
// tournament's SquadSettings (more coach wins, or more coach ranking points).
class TeamMatches
{
public:
    // In table order of their first table.
    static QList<TeamMatch> ofRound(const Tournament &tournament, int round);
    // The team points `home` (or the away squad) earns from a played match or a bye.
    static int teamPoints(const SquadSettings &settings, const TeamMatch &match, bool home);
};

} // namespace dugout
