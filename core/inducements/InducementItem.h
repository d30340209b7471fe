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

    // The text form the command line and the match log share: an inducement id ("bribe"),
    // "star:ID", "mercenary:POSITION" or "mercenary:POSITION+SKILL", "card:DECK". Whether it
    // exists and may be bought is the inducement rules' business.
    static InducementItem fromText(const QString &text)
    {
        const qsizetype colon = text.indexOf(u':');
        if (colon < 0)
            return counted(text);
        const QString kind = text.left(colon);
        const QString id = text.mid(colon + 1);
        if (kind == QLatin1String("star"))
            return star(id);
        if (kind == QLatin1String("card"))
            return card(id);
        if (kind == QLatin1String("mercenary")) {
            const qsizetype plus = id.indexOf(u'+');
            return plus < 0 ? mercenary(id) : mercenary(id.left(plus), id.mid(plus + 1));
        }
        return counted(text); // refused as an unknown inducement
    }
    QString toText() const
    {
        switch (kind) {
        case Kind::Counted:
            return id;
        case Kind::Star:
            return QLatin1String("star:") + id;
        case Kind::Mercenary:
            return QLatin1String("mercenary:") + id +
                   (skill.isEmpty() ? QString() : QLatin1Char('+') + skill);
        case Kind::Card:
            return QLatin1String("card:") + id;
        }
        return id;
    }

    bool operator==(const InducementItem &) const = default;
};

} // namespace dugout
