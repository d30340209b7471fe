#pragma once

#include "InjuryRoll.h"
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

// Two dice of a 2D6 roll as they fell: fouls look for doubles.
struct TwoDice
{
    int first = 0;
    int second = 0;
    int sum() const { return first + second; }
    bool doubles() const { return first != 0 && first == second; }
};

// Armour, injury, casualty, apothecary, Regeneration and the Necromancer (RULES.md D, l.1367,
// skills: Mighty Blow, Claw, Thick Skull, Stunty, Dirty Player, Chainsaw; niggling injuries).
// Handles KnockDown, PlacedProne, Foul, Apothecary, RaiseDead and Bribe events; fouls and
// bribes are resolved by FoulRules, the apothecary and the Necromancer by InjuryAftercare.
//
// Dice purposes, prefixed by the side of the player rolled for ("home." or "away."):
//   "armour" 2D6, "injury" 2D6, "casualty" D6 then D8, "regeneration" D6, "apothecary" D6
//   then D8 (the re-rolled casualty), "bribe" D6 (the fouler's side).
//
// Regeneration is rolled right after the casualty roll, inside the same event, even when the
// team still has its apothecary: the rulebook rolls it after the apothecary (l.6419), but a
// coach never spends the apothecary on a player who then regenerates, so rolling it first
// only spares him a useless choice. A player who regenerates keeps no casualty (casualtyD68 is
// cleared) yet still counts as a casualty for the attacker's SPP.
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

    // The same, with `extraModifier` added to the injury roll (the +1 of Mighty Blow or Dirty
    // Player not spent on the armour); answers the natural dice (fouls look for doubles).
    static TwoDice injureWith(MatchStep &step, Side side, int number, const InjuryContext &context,
                              int extraModifier);

    // Armour roll ("<side>.armour") for player `number` of `side`: `modifier` always applies,
    // `bonusSkill` names the attacker's skill giving an optional +1 (empty for none), `claw`
    // breaks any armour on 8+. Logs the roll; answers the dice and how they read.
    static TwoDice rollArmour(MatchStep &step, Side side, int number, int modifier,
                              const QString &bonusSkill, bool claw, ArmourReading *reading);

    // "home.<what>" or "away.<what>".
    static QString purpose(Side side, const QString &what);
    // A skill's name in the interface language (the id if the ruleset does not know it).
    static QString skillName(const MatchStep &step, const QString &id);
    // A player who goes face down: stunned during his own team's turn, he stays face down
    // through the end of that turn and the whole next one.
    static void stun(MatchStep &step, Side side, MatchPlayer &player);
};

} // namespace dugout
