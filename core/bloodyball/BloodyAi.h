#pragma once

#include "BloodyGame.h"

namespace dugout::bloodyball {

// A computer coach (issue 20, part 4): the decision the game waits for, legal by construction
// (chosen among core's legal plays), picked by a plan rather than a search: score when a
// touchdown is in reach, move the carrier forward where he is not engaged, pass to a team-mate
// further on when the pass is likely, attack the carrier and engaged players, dodge with the
// carrier, keep a dodge card in hand while the carrier is exposed, steer a loose ball to its
// own players. Deterministic: the same position gives the same answer.
class Ai
{
public:
    static Event decide(const Game &game);
    // A random legal decision (the yardstick the plan is measured against), from `pick`:
    // any non-negative number; the caller makes it random.
    static Event random(const Game &game, quint32 pick);
    // Every decision open to the team the game waits for (plays, discards, a decline, a
    // deviation square, a set-up, a ball carrier), none of them refused by core.
    static QList<Event> options(const Game &game);

private:
    static double score(const Game &game, const Event &play);
};

} // namespace dugout::bloodyball
