#include "Card.h"

using namespace Qt::StringLiterals;

namespace dugout::bloodyball {

QList<Card> Cards::deck(DeckKind kind)
{
    QList<Card> cards;
    const QList<Suit> suits = {Suit::Clubs, Suit::Spades, Suit::Diamonds, Suit::Hearts};
    if (kind == DeckKind::TwoPiquet64) {
        // A piquet deck: 7 to king and the ace, twice.
        for (int copy = 0; copy < 2; ++copy)
            for (const Suit suit : suits)
                for (const int rank : {1, 7, 8, 9, 10, 11, 12, 13})
                    cards.append({suit, rank});
        return cards;
    }
    for (const Suit suit : suits)
        for (int rank = 1; rank <= 13; ++rank)
            cards.append({suit, rank});
    if (kind == DeckKind::Jokers54) {
        cards.append({Suit::Joker, 0});
        cards.append({Suit::Joker, 0});
    }
    return cards;
}

int Cards::count(DeckKind kind, Suit suit)
{
    int n = 0;
    for (const Card &card : deck(kind))
        n += card.suit == suit ? 1 : 0;
    return n;
}

QString Cards::symbol(Suit s)
{
    switch (s) {
    case Suit::Clubs:
        return u"♣"_s;
    case Suit::Spades:
        return u"♠"_s;
    case Suit::Diamonds:
        return u"♦"_s;
    case Suit::Hearts:
        return u"♥"_s;
    case Suit::Joker:
        break;
    }
    return tr("Joker");
}

QString Cards::name(const Card &card)
{
    if (card.suit == Suit::Joker)
        return symbol(card.suit);
    static const QStringList ranks = {u"?"_s, u"A"_s, u"2"_s, u"3"_s,  u"4"_s, u"5"_s, u"6"_s,
                                      u"7"_s, u"8"_s, u"9"_s, u"10"_s, u"J"_s, u"Q"_s, u"K"_s};
    return ranks.value(card.rank, u"?"_s) + symbol(card.suit);
}

QString Cards::suitName(Suit s)
{
    switch (s) {
    case Suit::Clubs:
        return tr("clubs");
    case Suit::Spades:
        return tr("spades");
    case Suit::Diamonds:
        return tr("diamonds");
    case Suit::Hearts:
        return tr("hearts");
    case Suit::Joker:
        break;
    }
    return tr("joker");
}

QString Cards::key(Suit s)
{
    switch (s) {
    case Suit::Clubs:
        return u"clubs"_s;
    case Suit::Spades:
        return u"spades"_s;
    case Suit::Diamonds:
        return u"diamonds"_s;
    case Suit::Hearts:
        return u"hearts"_s;
    case Suit::Joker:
        break;
    }
    return u"joker"_s;
}

bool Cards::fromKey(const QString &key, Suit *suit)
{
    for (const Suit s : {Suit::Clubs, Suit::Spades, Suit::Diamonds, Suit::Hearts, Suit::Joker}) {
        if (Cards::key(s) == key) {
            *suit = s;
            return true;
        }
    }
    return false;
}

QString Cards::key(DeckKind kind)
{
    switch (kind) {
    case DeckKind::Jokers54:
        return u"54"_s;
    case DeckKind::Standard52:
        return u"52"_s;
    case DeckKind::TwoPiquet64:
        break;
    }
    return u"2x32"_s;
}

bool Cards::fromKey(const QString &key, DeckKind *kind)
{
    for (const DeckKind k : {DeckKind::Jokers54, DeckKind::Standard52, DeckKind::TwoPiquet64}) {
        if (Cards::key(k) == key) {
            *kind = k;
            return true;
        }
    }
    return false;
}

} // namespace dugout::bloodyball
