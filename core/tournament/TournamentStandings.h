#pragma once

#include "core/tournament/StandingLine.h"
#include "core/tournament/Tournament.h"

#include <QList>

namespace dugout {

// The standings of an open tournament, computed from its games, so a corrected result changes
// them at once. Ranking points first, then the organiser's tie-breakers in order, each applied
// only inside a group still level on everything before it (head-to-head counts only the games
// between the coaches of that group), then a draw seeded by the tournament, which the same
// tournament always repeats. Dropped coaches keep their line.
class TournamentStandings
{
public:
    // Counting only the results of rounds up to `throughRound` (all of them when 0).
    static QList<StandingLine> compute(const Tournament &tournament, int throughRound = 0);
    // The seeded draw's key for an entrant: the lower key ranks higher.
    static quint64 drawKey(quint32 seed, qint64 entrantId);
};

} // namespace dugout
