#include "InducementPurchases.h"

#include "core/rules/Ruleset.h"

namespace dugout {

int InducementPurchases::cardCount() const
{
    int total = 0;
    for (const int n : cards)
        total += n;
    return total;
}

void InducementPurchases::add(const InducementItem &item, const Ruleset &rules)
{
    switch (item.kind) {
    case InducementItem::Kind::Counted:
        ++counted[item.id];
        break;
    case InducementItem::Kind::Star: {
        stars << item.id;
        const StarPlayer *star = rules.starPlayer(item.id);
        if (star && !star->hiredWith.isEmpty())
            stars << star->hiredWith;
        break;
    }
    case InducementItem::Kind::Mercenary:
        mercenaries << MercenaryPurchase{item.id, item.skill};
        break;
    case InducementItem::Kind::Card:
        ++cards[item.id];
        break;
    }
}

} // namespace dugout
