#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

struct SpecialPlayCard;

// Hurry Up Offense (resources/rules/lrb6/special_play_cards.json, good_karma.hurry_up_offense):
// played at the start of its team's turn, that team takes a free turn, then the opponent one,
// then the team's own turn as usual. Free turns lie outside the turn markers: the StartTurn of
// a free turn does not move the marker (a turn already started when the card is played takes
// its move back), and a marker at 8 does not end the half while a free turn is still owed. A
// `free_turn` mark on the card's team and then a `free_turn_reply` mark on the opponent say
// whose free turn is owed (value 0) or under way (value 1); both lapse with the drive.
//
// A touchdown in the card's free turn counts only if the scorer is still in the End Zone after
// the opponent's free turn: the tracker refuses it during the card's free turn and takes it
// during the opponent's (no marker moves for it). The D6 after each action that may end a free
// turn is rolled at the table: the coach ends the free turn with End turn.
class FreeTurns
{
    Q_DECLARE_TR_FUNCTIONS(FreeTurns)

public:
    static RuleCheck start(MatchStep &step, const SpecialPlayCard &card);
    // StartTurn of the active team: true when the turn is a free one (its marker stays).
    static bool startTurn(MatchStep &step);
    // End turn of the active team: its free turn is over; the opponent's is owed next.
    static void endTurn(MatchStep &step);
    // Whether `side` is owed a free turn (a marker at 8 does not end the half then).
    static bool owed(const MatchState &state, Side side);
    // Whether the active team is in a free turn, and whether it is the card's (not the reply).
    static bool inFreeTurn(const MatchState &state, bool *cardsOwn = nullptr);
    // A touchdown of `side` now: refused in the card's own free turn.
    static RuleCheck checkTouchdown(const MatchStep &step, Side side);
};

} // namespace dugout
