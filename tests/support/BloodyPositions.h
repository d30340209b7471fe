#pragma once

// Hand-built Bloody Ball positions for tests: "R0@C3 B1@D4:down" puts team 0's player 0
// (R, red) on C3 standing and team 1's player 1 (B, blue) on D4 on the ground. Players not
// named are off the pitch (removed). Squares are named as on the board: column A–J along the
// length, row 1–8 across.
#include "core/bloodyball/BloodyGame.h"

#include <QStringList>

namespace dugout::test::bloody {

using namespace dugout::bloodyball;

inline GameSetup setup(bool typedCards = true, int coaches = 2, DeckKind deck = DeckKind::Jokers54)
{
    GameSetup s;
    s.teams[0] = {QStringLiteral("Reds"),
                  {QStringLiteral("Red 1"), QStringLiteral("Red 2"), QStringLiteral("Red 3"),
                   QStringLiteral("Red 4"), QStringLiteral("Red 5")},
                  0,
                  QStringLiteral("#c0392b")};
    s.teams[1] = {QStringLiteral("Blues"),
                  {QStringLiteral("Blue 1"), QStringLiteral("Blue 2"), QStringLiteral("Blue 3"),
                   QStringLiteral("Blue 4"), QStringLiteral("Blue 5")},
                  0,
                  QStringLiteral("#2e86c1")};
    s.coaches = coaches;
    s.typedCards = typedCards;
    s.deck = deck;
    return s;
}

inline PlayerRef ref(const QString &token)
{
    return {token.startsWith(u'R') ? 0 : 1, token.mid(1, 1).toInt()};
}

// A position in the first action phase of quarter 1, seat `seat` to play, `cards` cards left
// in every hand (typed cards: counts only), the ball carried by `carrier` ("R2") or lying on
// `carrier` when it names a square ("E5"), or off the pitch when empty.
inline GameState position(const QString &placements, const QString &carrier = {}, int seat = 0,
                          int cards = 6, int coaches = 2)
{
    GameState s;
    s.quarter = 1;
    s.phase = 1;
    s.firstSeat = 0;
    s.stage = Stage::Playing;
    s.seatToPlay = seat;
    s.handCounts = QList<int>(coaches, cards);
    s.hands = QList<QList<int>>(coaches);
    s.deckLeft = 54 - 12;
    s.suitsPlayed = QList<int>(5, 0);
    s.quarters = {{0, -1}};
    for (TeamInPlay &team : s.teams)
        for (PlayerInPlay &p : team.players)
            p = {PlayerState::Removed, {}, 0};
    for (const QString &token : placements.split(u' ', Qt::SkipEmptyParts)) {
        const PlayerRef r = ref(token);
        const QStringList parts = token.mid(3).split(u':');
        PlayerInPlay &p = s.teams[r.team].players[r.player];
        p.square = Board::fromName(parts.at(0));
        p.state = PlayerState::Standing;
        if (parts.size() > 1)
            p.state = parts.at(1) == u"down" ? PlayerState::Down : PlayerState::KO;
    }
    if (carrier.size() == 2 && (carrier.at(0) == u'R' || carrier.at(0) == u'B') &&
        carrier.at(1).isDigit()) {
        const PlayerRef r = ref(carrier);
        s.ball = {BallState::Where::Carried, r.team, r.player, {}};
    } else if (!carrier.isEmpty()) {
        s.ball = {BallState::Where::Loose, -1, -1, Board::fromName(carrier)};
    }
    return s;
}

inline Event play(Suit suit, Action action, int player, const QString &target = {},
                  QList<int> dice = {}, Suit asSuit = Suit::Joker)
{
    Event e;
    e.type = Event::Type::Play;
    e.suit = suit;
    e.asSuit = asSuit;
    e.action = action;
    e.player = player;
    e.target = Board::fromName(target);
    e.dice = std::move(dice);
    return e;
}

inline Event decline()
{
    Event e;
    e.type = Event::Type::Decline;
    return e;
}

inline Event deviate(int team, const QString &target)
{
    Event e;
    e.type = Event::Type::Deviate;
    e.team = team;
    e.target = Board::fromName(target);
    return e;
}

inline Suit suitOf(const QString &symbol)
{
    if (symbol == u"♣")
        return Suit::Clubs;
    if (symbol == u"♠")
        return Suit::Spades;
    if (symbol == u"♦")
        return Suit::Diamonds;
    if (symbol == u"♥")
        return Suit::Hearts;
    return Suit::Joker;
}

} // namespace dugout::test::bloody
