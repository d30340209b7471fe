#pragma once

#include "League.h"

#include <QList>

namespace dugout {

// Round-robin schedules by the circle method: every team meets every other once per leg, no
// team plays twice in a round, and with an odd number of teams one team rests each round (a
// bye: no fixture). A double round robin plays the second leg with home and away swapped.
class RoundRobin
{
public:
    // Fixtures (without ids) numbered from round `firstRound`, in round order.
    static QList<Fixture> schedule(const QList<qint64> &teamIds, bool doubleLeg, qint64 seasonId,
                                   qint64 divisionId = 0, int firstRound = 1);
    // A season's round robin: one per division (a division needs two teams), or one of all its
    // teams when it has no divisions, numbered from `firstRound`.
    static QList<Fixture> forSeason(const Season &season, bool doubleLeg, int firstRound = 1);
    // Rounds one leg takes: n − 1 for an even number of teams, n for an odd one.
    static int roundsPerLeg(int teams);
};

} // namespace dugout
