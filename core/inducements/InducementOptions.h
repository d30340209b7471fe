#pragma once

#include <QStringList>

#include <optional>

namespace dugout {

// How a league lets its teams use special play cards (the decks are in resources/rules/lrb6).
enum class SpecialPlayCardsRule {
    NotUsed,         // the rulebook's default: cards are an optional rule
    AsInducements,   // bought with the other inducements, at the deck's price
    InsteadOfOthers, // the only inducements a team may buy
    FixedBudget,     // each team gets a card budget per match, paid by nobody
};

// The league options the inducement rules read.
struct InducementOptions
{
    // Inducement ids the league allows; none: all of them (LeagueOptions::allowedInducements).
    std::optional<QStringList> allowedInducements;
    SpecialPlayCardsRule cards = SpecialPlayCardsRule::NotUsed;
    int maxCards = 5;      // the rulebook's suggestion, per team and match
    qint64 cardBudget = 0; // FixedBudget only: 50,000 to 200,000

    bool allows(const QString &inducementId) const
    {
        return !allowedInducements || allowedInducements->contains(inducementId);
    }
    bool operator==(const InducementOptions &) const = default;
};

} // namespace dugout
