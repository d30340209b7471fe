#pragma once

#include "MatchStep.h"
#include "core/inducements/PreMatchMoney.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// The pre-match sequence inside a tracked match (rulebook l.3577–3580, l.3607–3661; the
// inducement facts of resources/rules/lrb6/inducements.json): the weather first (Weather), then
// each purchase as one Inducement event, checked by InducementRules against the gold the team
// has (handicap and petty cash, PreMatchMoney) and what both teams bought so far. What is bought
// joins the team at once: re-rolls, bribes, apothecaries, babes, the chef, Igor and the wizard,
// star players and mercenaries on the roster, special play cards drawn into the coach's hand.
class PurchaseRules
{
    Q_DECLARE_TR_FUNCTIONS(PurchaseRules)

public:
    static RuleCheck apply(MatchStep &step);

    // Both teams' money for this match, from the setup (team values, treasuries, petty cash).
    static PreMatchMoney money(const Ruleset &rules, const MatchSetup &setup);
    // Whether the setup's petty cash may be moved (l.3615–3616): none in an exhibition, which has
    // no treasury; otherwise whole 10,000s, up to each treasury. The match does not start
    // (PreMatch) and nothing is bought (Inducement) while it may not.
    static RuleCheck checkMoney(const Ruleset &rules, const MatchSetup &setup);
    // What `side` may still spend on inducements in `state`.
    static qint64 goldLeft(const Ruleset &rules, const MatchSetup &setup, const MatchState &state,
                           Side side);

    // The Inducement events that buy `bought` for `side`, one per purchase, in the order the
    // inducement rules check a list (counted inducements, stars, mercenaries, cards). A star who
    // only comes with another (Grotty) comes with his partner's event.
    static QList<MatchEvent> purchaseEvents(const Ruleset &rules, Side side,
                                            const InducementPurchases &bought);

    // The die of a card purchase that draws `cardId` from `deckId` in `state` (its place in what
    // is left of the deck, from 1), or 0 when that card is not left. The pre-match window draws
    // the card the coach sees; the match's Inducement event carries this die, so the match holds
    // the same card and replays it without drawing again.
    static int cardDie(const Ruleset &rules, const MatchState &state, Side side,
                       const QString &deckId, const QString &cardId);

private:
    static RuleCheck weather(MatchStep &step);
    static RuleCheck buy(MatchStep &step);
    static void addStar(MatchStep &step, const QString &starId);
    static void addMercenary(MatchStep &step, const QString &positionId, const QString &skill);
    static RuleCheck drawCard(MatchStep &step, const QString &deckId);
};

} // namespace dugout
