#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// What surrounds an injury: who caused it and how, for the modifiers and the SPP.
struct InjuryContext
{
    KnockDownCause cause = KnockDownCause::Block;
    const MatchPlayer *attacker = nullptr;  // the blocker, fouler or chainsaw wielder, if any
    bool foul = false;
    int armourModifier = 0;  // fouls: assists minus defensive assists
};

// Armour, injury, casualty, apothecary, Regeneration and the Necromancer (RULES.md D, l.1367,
// skills: Mighty Blow, Claw, Thick Skull, Stunty, Dirty Player, Chainsaw; niggling injuries).
// Handles KnockDown, PlacedProne, Foul, Apothecary, RaiseDead and Bribe events.
//
// Dice purposes, prefixed by the side of the player rolled for ("home." or "away."):
//   "armour" 2D6, "injury" 2D6, "casualty" D6 then D8, "regeneration" D6, "apothecary" D6
//   then D8 (the re-rolled casualty), "bribe" D6 (the fouler's side).
class InjuryRules
{
    Q_DECLARE_TR_FUNCTIONS(InjuryRules)

public:
    static RuleCheck apply(MatchStep &step);

    // Injury roll (and casualty roll, Regeneration) for player `number` of `side` whose armour
    // is already broken or who skips the armour roll (crowd, rock). Updates his state, the
    // attacker's casualties for SPP when the cause earns them, and the last-hurt player.
    // Used by the kick-off table (Throw a rock) too.
    static void injure(MatchStep &step, Side side, int number, const InjuryContext &context);
};

} // namespace dugout
