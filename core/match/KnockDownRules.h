#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

#include <optional>

namespace dugout {

// Players going down during a team turn (rulebook l.1318–1400; l.893–915 for turnovers): the
// knock-down by each cause — block, fall, crowd, a thrown team-mate's failed landing, chainsaw and
// its kick-back, stab, other — with its attacker, armour and injury rolls (InjuryRules), and the
// placed-prone player; Chainsaw, Stab and Ball & Chain change how it goes (skills l.346–348,
// Poignard, Chaîne et boulet). `ball` says the player held the ball, which decides the turnover of
// a push into the crowd, a failed landing or a player placed prone.
class KnockDownRules
{
    Q_DECLARE_TR_FUNCTIONS(KnockDownRules)

public:
    static RuleCheck knockDown(MatchStep &step);
    static RuleCheck placeProne(MatchStep &step);

    // What the tracker's dialogs ask before the event is filled in, so they show only the
    // inputs that matter: whether `cause` names an attacker (`target`), whether `victim` gets an
    // armour roll, and whether "held the ball" decides a turnover for `event` (KnockDown or
    // PlacedProne).
    static bool needsAttacker(KnockDownCause cause);
    // Whether a Spiked Ball card is in play this drive (KnockDownCause::SpikedBall is offered).
    static bool spikedBallInPlay(const MatchState &state);
    static bool rollsArmour(const MatchPlayer &victim, KnockDownCause cause);
    static bool ballDecidesTurnover(const MatchState &state, const MatchEvent &event);
    // The knock-down the tracker's button starts from, given the player the coach selected
    // (`selectedNumber` 0: none): a player of the team in its turn who declared a Block or a
    // Blitz is the attacker and the first standing opponent goes down; any other player
    // selected is the one going down, by a fall in his own turn or by a block of this turn's
    // blocker otherwise. The player the team in its turn controls under Blackmail, once he has
    // blocked or blitzed, is the attacker of a standing team-mate (`teamMate`).
    static MatchEvent suggested(const MatchState &state, std::optional<Side> selectedSide,
                                int selectedNumber);
};

} // namespace dugout
