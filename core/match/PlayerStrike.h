#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// A magic or a trap that strikes players where they stand: the wizard's Fireball and Lightning
// Bolt (WizardSpell) and the cards that work like them (CardEffects: Rogue Wizard, Ballista…).
// The players are the event's home `numbers` and `awayNumbers`; each one is named once and
// stands on the pitch; each rolls to be hit, then goes down with armour and injury. A card's
// player thrown (Trampoline Trap) falls here too, or lands in the crowd. None of it is a
// turnover: it happens outside the turn of the player's team.
// Each struck player's armour, injury, casualty and Regeneration dice are keyed by him
// ("away.armour.3", MatchStep::injuryDicePerPlayer), so the coaches may type them for several
// players of a team: the wizard's spell, the strike cards and Trampoline Trap all set it unless
// the event holds such dice under a team's key (diceKeyedByTeam), as a log written before did:
// that one replays as it was written.
class PlayerStrike
{
    Q_DECLARE_TR_FUNCTIONS(PlayerStrike)

public:
    // Each player the event names is named once and is standing on the pitch; `what` names the
    // strike in the refusal ("the fireball", a card's name).
    static RuleCheck checkNamed(const MatchStep &step, const QString &what);
    // Strikes every player the event names (`hitsOn` as for strike); logs `nobody` when it names
    // none.
    static void strikeNamed(MatchStep &step, int hitsOn, const QString &nobody);
    // Player `number` of `side` is struck: hit on a D6 of `hitsOn` or more (0: hit without a
    // roll), then knocked down with an armour roll and an injury roll if it breaks.
    static void strike(MatchStep &step, Side side, int number, int hitsOn,
                       KnockDownCause cause = KnockDownCause::Other);
    // Player `number` of `side` lands in the crowd (Trampoline Trap): an injury roll as for a
    // push into the crowd, off the pitch whatever it gives.
    static void intoCrowd(MatchStep &step, Side side, int number);
    // Player `number` of `side`, standing, prone or stunned, is landed on by a thrown player
    // (skills: Lancer un Coéquipier, rulebook l.6193–6196): knocked down with an armour roll,
    // whatever he was; injury if it breaks, no SPP. A player already stunned stays stunned when
    // his armour holds.
    static void landedOn(MatchStep &step, Side side, int number);
    // Whether `e` holds armour, injury, casualty or Regeneration dice under a team's purpose
    // ("away.armour"): a log written before such an event keyed its dice by player replays with
    // those keys (MatchStep::injuryDicePerPlayer stays off).
    static bool diceKeyedByTeam(const MatchEvent &e);
};

} // namespace dugout
