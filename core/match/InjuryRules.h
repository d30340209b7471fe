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
    const MatchPlayer *attacker = nullptr; // the blocker, fouler or chainsaw wielder, if any
    bool foul = false;
    int armourModifier = 0; // fouls: assists minus defensive assists
    // The attacker plays for the victim's team (Blackmail, random_events.blackmail): SPP are
    // for hurting opponents (rulebook l.3348–3355), so his casualty earns none.
    bool teamMate = false;
};

// Two dice of a 2D6 roll as they fell: fouls look for doubles.
struct TwoDice
{
    int first = 0;
    int second = 0;
    int sum() const { return first + second; }
    bool doubles() const { return first != 0 && first == second; }
};

// Armour, injury, casualty, apothecary, Regeneration and the Necromancer (rulebook l.1367,
// skills: Mighty Blow, Claw, Thick Skull, Stunty, Dirty Player, Ball & Chain; niggling
// injuries). Handles KnockDown, PlacedProne, Foul, Apothecary, Regeneration, RaiseDead and
// Bribe events: knock-downs are resolved by KnockDownRules, fouls and bribes by FoulRules, the
// apothecary, Regeneration and the Necromancer by InjuryAftercare.
//
// Dice purposes, prefixed by the side of the player rolled for ("home." or "away."):
//   "armour" 2D6, "injury" 2D6, "casualty" D6 then D8, "regeneration" D6, "apothecary" D6
//   then D8 (the re-rolled casualty), "bribe" D6 (the fouler's side). A spell striking
//   several players keys armour, injury, casualty and Regeneration by player as well
//   ("away.armour.3").
//
// Regeneration is rolled after the apothecary's decision (l.6419–6421), as the post-match
// sequence does: with no apothecary left it is rolled at once; otherwise the player waits
// (regenerationPending) for an Apothecary event, which rolls it after the treatment if he is
// still a casualty, or a Regeneration event, which declines the apothecary. A player who
// regenerates keeps no casualty (casualtyD68 is cleared) yet still counts as a casualty for
// the attacker's SPP.
class InjuryRules
{
    Q_DECLARE_TR_FUNCTIONS(InjuryRules)

public:
    // Chainsaw (skills l.346–348): +3 on the armour roll of its victim, of its wielder when he
    // is knocked down, and of a foul made with it.
    static constexpr int ChainsawArmourBonus = 3;

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

    // Whether a casualty's Regeneration would be rolled within the event that hurts `victim`
    // (no apothecary left to wait for): the dialogs ask for that die only then.
    static bool regeneratesAtOnce(const MatchState &state, Side side, const MatchPlayer &victim);

    // After a casualty: Regeneration at once, or pending the apothecary's decision.
    static void afterCasualty(MatchStep &step, Side side, MatchPlayer &victim);
    // The Regeneration roll ("<side>.regeneration" D6, 4+ heals: back to the reserves); with
    // `igor`, Igor's re-roll of a failed one ("<side>.igor" D6).
    static void regenerate(MatchStep &step, Side side, MatchPlayer &victim, bool igor = false);

    // "home.<what>" or "away.<what>".
    static QString purpose(Side side, const QString &what);
    // The same, or "home.<what>.<number>" when the step keys these dice by player
    // (MatchStep::injuryDicePerPlayer).
    static QString purpose(const MatchStep &step, Side side, int number, const QString &what);
    // A skill's name in the interface language (the id if the ruleset does not know it).
    static QString skillName(const MatchStep &step, const QString &id);
    // A player who goes face down: stunned during his own team's turn, he stays face down
    // through the end of that turn and the whole next one.
    static void stun(MatchStep &step, Side side, MatchPlayer &player);
};

} // namespace dugout
