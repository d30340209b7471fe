#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

class Ruleset;
struct SpecialPlayCard;

// Special play cards in a tracked match (issue 16; the decks of
// resources/rules/lrb6/special_play_cards.json): a card drawn at purchase sits in its coach's
// hand until he plays it, once, at the moment its `play` key names. Dugout logs the card with
// its summary and applies what it does to the tracked state (CardEffects); what it does on the
// pitch itself is done at the table.
class CardRules
{
    Q_DECLARE_TR_FUNCTIONS(CardRules)

public:
    static RuleCheck play(MatchStep &step);
    // The card `id` of any deck, or null.
    static const SpecialPlayCard *card(const Ruleset &rules, const QString &id);
    // Whether `side` may play a card of `timing` now, and why not.
    static RuleCheck canPlayAt(const MatchState &state, Side side, const QString &timing);
    // The moment and the conditions the card's timing adds (its `needs`: the receiving team, only
    // after a kick-off, only after a turn, right after the opponent scored, a player of the team
    // hurt in the opponent's last turn); `confirmed`: the coach confirms the condition the tracker
    // cannot see (the card's `confirm`: who holds the ball, who stands next to whom…).
    static RuleCheck canPlay(const MatchState &state, Side side, const SpecialPlayCard &card,
                             bool confirmed = false);
    // The cards `side` holds and has not played yet.
    static QList<const SpecialPlayCard *> hand(const Ruleset &rules, const MatchState &state,
                                               Side side);
};

} // namespace dugout
