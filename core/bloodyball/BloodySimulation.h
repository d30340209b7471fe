#pragma once

#include "BloodySetup.h"

namespace dugout::bloodyball {

// Whole games between two computer coaches, or the computer against one that plays random
// legal decisions (issue 20, part 4: the computer must win most of those). Game i is played
// with dice seeded from `seed` and i; the computer takes team 0 in even games and team 1 in odd
// ones, so neither side's first attack favours it.
struct SimulationResult
{
    int games = 0;
    int computerWins = 0;
    int otherWins = 0;
    int draws = 0;
    int computerTouchdowns = 0;
    int otherTouchdowns = 0;
    qint64 decisions = 0; // the computer's
    double totalMs = 0.0; // thinking time of those decisions
    double slowestMs = 0.0;
};

class Simulation
{
public:
    static SimulationResult run(const GameSetup &setup, int games, quint32 seed,
                                bool againstRandom);
};

} // namespace dugout::bloodyball
