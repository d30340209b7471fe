#pragma once

#include "MatchStep.h"

#include <QCoreApplication>

namespace dugout {

// What a special play card leaves in the tracked match for a while (CardMark, issue 16): a
// player's skills and characteristics for a turn, a drive or a half, and the rules a "mark" card
// bends (resources/rules/lrb6/special_play_cards.json, specialPlayMarks()). The rules that a mark
// bends ask here; MatchFold lets the marks lapse after each event, at the end of the turns, the
// drive or the half they last for, undoing a player's changes then.
class CardLasting
{
    Q_DECLARE_TR_FUNCTIONS(CardLasting)

public:
    // The mark `mark` on `team` for its player `number` (a mark on the whole team counts for
    // every player), or null.
    static const CardMark *find(const TeamMatchState &team, const QString &mark, int number = 0);
    static CardMark *find(TeamMatchState &team, const QString &mark, int number = 0);
    // Blackmail (random_events.blackmail): the mark by which the team in its turn controls a
    // player of `side` this turn (player `number`, or whichever for 0), or null outside a turn.
    static const CardMark *controlledBy(const MatchState &state, Side side, int number = 0);
    // The marks `mark` on `team` added up (FAME bonuses, armour modifiers…).
    static int sum(const TeamMatchState &team, const QString &mark);
    // Uses one of the uses a mark gives (a second Blitz…): false when none is left.
    static bool use(TeamMatchState &team, const QString &mark);
    // After each event: the marks whose turns, drive or half are over lapse.
    static void lapse(MatchStep &step, const MatchState &before);
    // After each event: who acted in a turn that just ended, who was hurt in the opponent's turn.
    static void remember(MatchStep &step, const MatchState &before);
    // The card's name in the interface language (its id if the ruleset lacks it).
    static QString cardName(const Ruleset &rules, const QString &id);
    // "this turn", "until the end of the drive"… for the log.
    static QString howLong(int turns, const QString &until);
    // What the mark does, for the log and the tracker's tooltip.
    static QString describe(const QString &mark, int value);
};

} // namespace dugout
