#pragma once

#include "MatchEvent.h"
#include "MatchSetup.h"
#include "MatchState.h"

#include <QStringList>

namespace dugout {

class Dice;
class Ruleset;

// One event being folded into the state. The rule areas (TurnRules, InjuryRules…) change
// `state` and add readable lines to `log`; every die comes from `dice`, which answers with the
// event's own dice first (see MatchEvent). A rule that refuses returns the reason and the fold
// throws the half-changed state away.
struct MatchStep
{
    const Ruleset &rules;
    const MatchSetup &setup;
    MatchState &state;
    const MatchEvent &event;
    Dice &dice;
    QStringList &log;

    TeamMatchState &team() { return state.team(event.side); }
    TeamMatchState &otherTeam() { return state.team(opponent(event.side)); }
    // A die for `purpose`. An impossible typed value sets `diceError` and answers 1: the fold
    // then refuses the whole event with that message, so rule code need not check each die.
    int roll(int sides, const QString &purpose);
    QString diceError;
    // Armour, injury, casualty and Regeneration dice keyed by the player rolled for
    // ("away.armour.3") rather than by his team: a strike on several players of a team (the
    // wizard's spell, a card like the Rogue Wizard: PlayerStrike) lets each one's dice be typed
    // apart.
    bool injuryDicePerPlayer = false;
};

} // namespace dugout
