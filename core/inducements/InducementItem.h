#pragma once

#include <QString>

namespace dugout {

// One thing a coach asks to buy before a match: a counted inducement (bribe, wizard…), a star
// player, a mercenary of a roster position (with its optional extra skill), or one special play
// card drawn from a deck.
struct InducementItem
{
    enum class Kind { Counted, Star, Mercenary, Card };

    Kind kind = Kind::Counted;
    QString id;    // inducement id, star id, position id or deck id, by kind
    QString skill; // a mercenary's extra Normal skill; empty for none

    static InducementItem counted(const QString &inducementId)
    {
        return {Kind::Counted, inducementId, {}};
    }
    static InducementItem star(const QString &starId) { return {Kind::Star, starId, {}}; }
    static InducementItem mercenary(const QString &positionId, const QString &skill = {})
    {
        return {Kind::Mercenary, positionId, skill};
    }
    static InducementItem card(const QString &deckId) { return {Kind::Card, deckId, {}}; }

    bool operator==(const InducementItem &) const = default;
};

} // namespace dugout
