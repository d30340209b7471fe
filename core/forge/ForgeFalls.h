#pragma once

#include "core/match/MatchStep.h"

#include <QCoreApplication>

namespace dugout {

// What the Forge does to a player, through the tracker's armour and injury rolls (InjuryRules):
// falling to the bottom of a crevasse is a knock-down (seed l.26, l.33, l.44), a jump gone
// wrong may skip the armour roll (seed l.71), lava adds +4 to the injury roll and swallows
// whoever came through it unhurt (seed l.91), a splash breaks the armour outright (seed l.114).
// A player of the team in its turn who goes down ends that turn (rulebook l.893–915), as any
// knock-down does in the tracker.
class ForgeFalls
{
    Q_DECLARE_TR_FUNCTIONS(ForgeFalls)

public:
    // Knocked down: armour roll, then the injury roll (+`injuryModifier`) if it breaks.
    // `turnover`: whether his going down ends his team's turn.
    static void knockDown(MatchStep &step, Side side, int number, int injuryModifier = 0,
                          bool turnover = true);
    // Down with no armour roll: straight to the injury roll (+`injuryModifier`).
    static void injuryOnly(MatchStep &step, Side side, int number, int injuryModifier);
    // On lava: armour, injury +4; still on the pitch afterwards, the lava will swallow him.
    static void burn(MatchStep &step, Side side, int number);
    // Dead, swallowed by the lava: a casualty read as the casualty table's Dead row, with no
    // apothecary or Regeneration (nothing is left of him).
    static void kill(MatchStep &step, Side side, int number);
    // The active team's turn ends if `side` is playing it.
    static void turnoverIfActive(MatchStep &step, Side side);
};

} // namespace dugout
