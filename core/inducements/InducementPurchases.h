#pragma once

#include "InducementItem.h"

#include <QList>
#include <QMap>
#include <QStringList>

namespace dugout {

class Ruleset;

struct MercenaryPurchase
{
    QString positionId;
    QString skill; // empty: no extra skill

    bool operator==(const MercenaryPurchase &) const = default;
};

// What one team bought for a match. Counted inducements by id, stars by id (a star who comes
// with another, Brick Far'th with Grotty, brings both ids), mercenaries one by one, special play
// cards counted per deck, with the cards drawn so far (drawn at purchase, or later at the table).
struct InducementPurchases
{
    QMap<QString, int> counted; // inducement id -> how many
    QStringList stars;
    QList<MercenaryPurchase> mercenaries;
    QMap<QString, int> cards;         // deck id -> cards bought
    QMap<QString, QStringList> drawn; // deck id -> card ids drawn, at most cards[deck]

    int count(const QString &inducementId) const { return counted.value(inducementId); }
    int cardCount() const;
    // Star players and mercenaries: the players who join the roster for this match.
    int playerCount() const { return int(stars.size() + mercenaries.size()); }
    bool isEmpty() const
    {
        return counted.isEmpty() && stars.isEmpty() && mercenaries.isEmpty() && cards.isEmpty();
    }
    // Adds `item` without any check (InducementRules::canBuy says whether it may be bought).
    void add(const InducementItem &item, const Ruleset &rules);

    bool operator==(const InducementPurchases &) const = default;
};

} // namespace dugout
