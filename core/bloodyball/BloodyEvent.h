#pragma once

#include "Board.h"
#include "Card.h"

#include <QList>

namespace dugout::bloodyball {

// What a card is used for (seed l.150–259).
enum class Action {
    Recover,    // KO → on the ground, any card (l.152)
    GetUp,      // on the ground → standing, black cards (l.156)
    Move,       // one square, clubs across a side, spades across a corner (l.160)
    HeroicMove, // any adjacent square with any card and a fall test; with a red card it can
                // instead stand a player up, tested the same way (l.166–177)
    Attack,     // red cards, diamonds across a side, hearts across a corner (l.179)
    Pass,       // red cards, the ball carrier to a standing team-mate (l.196)
    Dodge,      // reaction to an attack, black cards (l.223)
    Intercept,  // reaction to a pass, black cards (l.243)
    Discard,    // a card no action can use, played for nothing
};

// One thing the coaches told Dugout. The game is the fold of these events (docs/architecture.md,
// "A tracked match is an event log"); each keeps every die it used, so replaying never rolls.
struct Event
{
    enum class Type {
        StartQuarter, // the deck shuffled for the quarter (and, for the first, who starts)
        Place,        // a team's five players set up
        GiveBall,     // the attacking team hands the ball to one of its players
        Play,         // a card played for an action or a reaction
        Decline,      // the coach who may react does not
        Deviate,      // the ball moved one square by the team whose choice it is
    };

    Type type = Type::Play;
    int team = -1;             // Place, Deviate: the team
    QList<Square> squares;     // Place: the five players' squares, in player order
    int player = -1;           // GiveBall, Play: the acting player of the acting team
    int card = -1;             // Play: the card's index in the deck; -1 when typed by suit
    Suit suit = Suit::Joker;   // Play with typed cards: the suit (or joker) played
    Suit asSuit = Suit::Joker; // Play with a joker: the suit it stands for
    Action action = Action::Recover;
    Square target;        // Play: where to, whom to attack, whom to pass to; Deviate: where
    QList<int> dice;      // every die rolled, first roll then the Champion's re-roll
    QList<int> deckOrder; // StartQuarter with dealt cards: card indexes, top first
    int firstSeat = -1;   // StartQuarter of the first quarter: the seat that starts
};

} // namespace dugout::bloodyball
