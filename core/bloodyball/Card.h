#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace dugout::bloodyball {

// Only a card's suit matters (seed l.103); a joker stands for the suit its player names (l.105).
enum class Suit { Clubs, Spades, Diamonds, Hearts, Joker };

// The decks the seed allows (l.21, l.103–109): 54 cards with two jokers, 52 without (the joker
// rule is then ignored), or two 32-card decks shuffled together.
enum class DeckKind { Jokers54, Standard52, TwoPiquet64 };

struct Card
{
    Suit suit = Suit::Joker;
    int rank = 0; // 1..13 (ace..king), 0 for a joker; shown, never used by a rule
};

class Cards
{
    Q_DECLARE_TR_FUNCTIONS(BloodyBall)

public:
    // The cards of a deck in a fixed order: a card is named by its index in this list.
    static QList<Card> deck(DeckKind kind);
    static int deckSize(DeckKind kind) { return int(deck(kind).size()); }
    static int count(DeckKind kind, Suit suit);

    static bool isBlack(Suit s) { return s == Suit::Clubs || s == Suit::Spades; }
    static bool isRed(Suit s) { return s == Suit::Diamonds || s == Suit::Hearts; }

    // "♣", "♠", "♦", "♥", "Joker"; and the card itself, "7♣", "K♥", "Joker".
    static QString symbol(Suit s);
    static QString name(const Card &card);
    // Translated suit names for sentences ("clubs", "spades"…).
    static QString suitName(Suit s);
    // Stable keys for files: "clubs", "spades", "diamonds", "hearts", "joker".
    static QString key(Suit s);
    static bool fromKey(const QString &key, Suit *suit);
    static QString key(DeckKind kind);
    static bool fromKey(const QString &key, DeckKind *kind);
};

} // namespace dugout::bloodyball
