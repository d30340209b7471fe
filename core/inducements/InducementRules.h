#pragma once

#include "InducementItem.h"
#include "InducementOptions.h"
#include "InducementPurchases.h"
#include "InducementTeam.h"

#include "core/team/RuleCheck.h"

#include <QCoreApplication>

#include <optional>

namespace dugout {

class Ruleset;

// Which inducements a team may buy before a match, and at what price (French rulebook
// l.3571–3665; the inducement facts of resources/rules/lrb6/inducements.json). Every refusal
// carries its translated reason.
class InducementRules
{
    Q_DECLARE_TR_FUNCTIONS(InducementRules)

public:
    InducementRules(const Ruleset &rules, InducementOptions options = {})
        : m_rules(rules), m_options(std::move(options))
    {
    }

    const InducementOptions &options() const { return m_options; }

    // Maximum number of star players (and of any counted inducement) per team and match.
    std::optional<int> maximum(const QString &inducementId) const;
    // Price of one `item` for a team of `rosterId`, or none for an unknown item.
    std::optional<qint64> price(const InducementItem &item, const QString &rosterId) const;
    // The same for `team`, whose trophy may change a price (InducementTeam::wizardPrice).
    std::optional<qint64> price(const InducementItem &item, const InducementTeam &team) const;
    // What the whole list costs the team, special play cards included.
    qint64 total(const InducementPurchases &bought, const QString &rosterId) const;
    qint64 total(const InducementPurchases &bought, const InducementTeam &team) const;
    // What the list costs in gold: cards bought from a fixed card budget are left out.
    qint64 goldTotal(const InducementPurchases &bought, const QString &rosterId) const;
    qint64 goldTotal(const InducementPurchases &bought, const InducementTeam &team) const;
    // What the special play cards of the list cost.
    qint64 cardsTotal(const InducementPurchases &bought) const;

    // Whether `team`, having bought `bought`, may buy one more `item` with `goldLeft`, while the
    // opponent bought `opponent` (special play cards come from decks both coaches share).
    // With a fixed card budget, cards are paid from the budget, not from `goldLeft`.
    RuleCheck canBuy(const InducementPurchases &bought, const InducementItem &item,
                     const InducementTeam &team, const InducementPurchases &opponent,
                     qint64 goldLeft) const;

    // Whether a whole list may be bought with `gold`: each purchase checked in turn as a coach
    // would make it (counted inducements, stars, mercenaries, then cards), the cards drawn
    // checked against their decks and against the opponent's (both draw from the same decks).
    RuleCheck checkList(const InducementPurchases &bought, const InducementTeam &team,
                        const InducementPurchases &opponent, qint64 gold) const;

    // Stars both teams hired: LRB6 lets both hire him, he takes both fees and plays for neither.
    static QStringList starsHiredByBoth(const InducementPurchases &a, const InducementPurchases &b);
    // The cards of `deckId` neither team has drawn yet, in the deck's order: a card bought is
    // drawn at random from these (both coaches draw from the same decks). Empty for an unknown
    // deck.
    static QStringList cardsLeft(const Ruleset &rules, const QString &deckId,
                                 const InducementPurchases &a, const InducementPurchases &b);

    // Whether a purchase may be taken back before the match. A card its coach has looked at
    // may not: the card goes back into nobody's hand, and buying again would be a second draw.
    static RuleCheck canReturn(const InducementItem &item, bool cardSeen);

    // What a coach is told when buying a star the opponent already hired (empty otherwise).
    QString sharedStarWarning(const InducementItem &item,
                              const InducementPurchases &opponent) const;

private:
    RuleCheck canBuyCounted(const InducementPurchases &bought, const QString &id,
                            const InducementTeam &team) const;
    RuleCheck canBuyStar(const InducementPurchases &bought, const QString &id,
                         const InducementTeam &team) const;
    RuleCheck canBuyMercenary(const InducementPurchases &bought, const InducementItem &item,
                              const InducementTeam &team) const;
    RuleCheck canBuyCard(const InducementPurchases &bought, const QString &deckId,
                         const InducementPurchases &opponent) const;
    QString rosterName(const QString &rosterId) const;

    const Ruleset &m_rules;
    InducementOptions m_options;
};

} // namespace dugout
