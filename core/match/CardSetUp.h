#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// What special play cards change at a set-up (issue 16; resources/rules/lrb6/
// special_play_cards.json, docs/special-play-cards.md): players who miss the match (Assassin,
// the `misses_match` mark) or this drive (Morley's Revenge: a D6 before each kick-off for each of
// its players, 1–3 marks him `misses_drive` until the drive ends), the opponent's two most
// valuable available players of whom only one may be set up (I Am the Greatest,
// `one_of_two_best`), and K.O.'d players set up Stunned instead of their recovery roll (Wake Up
// Call, `ko_set_up_stunned`). LineupRules asks here; DriveRules rolls the dice.
class CardSetUp
{
    Q_DECLARE_TR_FUNCTIONS(CardSetUp)

public:
    // Why player `number` of `side` may not be set up because of a card, or ok.
    static RuleCheck barred(const MatchStep &step, Side side, int number);
    // The players of `side` in the reserves whom no card keeps out of the set-up.
    static int available(const MatchState &state, Side side);
    // Whether `side` may set up its K.O.'d players now (Wake Up Call played).
    static bool wakesUp(const TeamMatchState &team);
    // I Am the Greatest: the two most valuable players of `side` available for this set-up
    // (highest value first, the lower shirt number first on a tie), empty without the card.
    static QList<int> twoBest(const MatchStep &step, Side side);
    // I Am the Greatest: refused when `numbers` holds both of the two best.
    static RuleCheck checkTwoBest(const MatchStep &step, Side side, const QList<int> &numbers);
    // Morley's Revenge, before a kick-off (the pre-match event, each end of a drive): a D6 for
    // each marked player who could be set up; 1–3 keeps him out of this drive.
    static void rollBeforeDrive(MatchStep &step);
    // The players of `side` rolling for Morley's Revenge before the next kick-off in `state`.
    static QList<int> morleyRolls(const MatchState &state, Side side);
    // Wake Up Call: player `number` of `side`, K.O.'d, set up Stunned; a D6, 4+ face up.
    static void wakeUp(MatchStep &step, Side side, int number);
    // Player `number`'s value for I Am the Greatest: his value on the team sheet, a star's fee,
    // a mercenary's position cost; 0 for anyone else.
    static qint64 value(const MatchStep &step, Side side, int number);
};

} // namespace dugout
