#pragma once

#include "core/tournament/TeamStandingLine.h"
#include "core/tournament/Tournament.h"

namespace dugout {

// The squads' standings of a team tournament, computed from the coach games (TeamMatches), so a
// corrected coach result changes them at once. Ranking points first (team points, plus the
// coaches' points when SquadSettings adds them), then the sum of the coaches' ranking points,
// then the organiser's tie-breakers read for squads (opponents' score: the ranking points of the
// squads met; touchdown and casualty differences and totals over every coach game; head-to-head:
// team points earned in the matches between the squads still level), then a draw seeded by the
// tournament. The coaches' own standings stay those of TournamentStandings.
class TeamStandings
{
public:
    // Counting only the results of rounds up to `throughRound` (all of them when 0).
    static QList<TeamStandingLine> compute(const Tournament &tournament, int throughRound = 0);
};

} // namespace dugout
