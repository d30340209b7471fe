#pragma once

#include "MatchStep.h"

#include <QCoreApplication>

namespace dugout {

struct Position;

// The moves of the match between turns, drives and halves, shared by the rule areas so each
// transition is written once (rulebook l.704–1970).
class MatchFlow
{
    Q_DECLARE_TR_FUNCTIONS(MatchFlow)

public:
    // The active team's turn is over at once (it may still bribe or use its apothecary, then End
    // turn).
    static void turnover(MatchStep &step, TurnoverReason reason);
    // Ends the active team's turn: its stunned players turn face up, per-turn limits reset; then
    // the other team's turn, or the end of the half.
    static void endTurn(MatchStep &step);
    // `side` plays next unless its turn marker is at 8 already: then the half is over.
    static void nextTurn(MatchStep &step, Side side);
    // Kick-off resolved: the kicking team's Blitz free turn, or the receiving team's turn.
    static void afterKickOff(MatchStep &step, bool blitz);
    // The drive is over (touchdown, a team unable to field players); `nextKicking` kicks next
    // unless the receiving team has no turn left, which ends the half.
    static void driveOver(MatchStep &step, Side nextKicking);
    // The drive is over and the half goes on, whatever the markers say: `nextKicking` kicks next.
    static void nextDrive(MatchStep &step, Side nextKicking);
    // The half is over: after the first, a last EndDrive then the second half; after the
    // second (or overtime) the match ends, or waits for the coaches' choice when tied.
    static void endHalf(MatchStep &step);
    // After EndDrive: players back to reserves, then the next set-up (of the next half if the
    // drive ended it: markers back to 0, re-rolls reset, the first half's receiver kicks).
    static void startNextDrive(MatchStep &step);
    // The match ends (a touchdown in overtime, a concession, a decided score).
    static void finish(MatchStep &step);

    // The lowest shirt number nobody on `side` wears, in this match or on the team sheet (a
    // player missing this game keeps his number): for a raised Zombie or a hired player.
    static int freeNumber(const MatchStep &step, Side side);
    // A player joining `side` during the match (a hired mercenary, a raised Zombie, a card's
    // newcomer): the lowest free number and `position`'s profile and skills; the caller names
    // him and adds what is his own.
    static MatchPlayer newcomer(const MatchStep &step, Side side, const Position &position);
    // Adds `player` to `side` in shirt-number order.
    static void addPlayer(MatchStep &step, Side side, const MatchPlayer &player);

    static QString turnoverText(TurnoverReason reason);
    static QString teamName(const MatchStep &step, Side side);
    static QString playerName(const MatchStep &step, Side side, int number); // "#7 Griff"
};

} // namespace dugout
