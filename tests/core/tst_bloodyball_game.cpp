// Bloody Ball (seed bloody-ball-fr.txt) as a game: reactions, the ball's deviation,
// touchdowns, action phases and quarters, jokers, the Champion, substitutes, the four-coach
// variant, and the log of events (undo, replay, the file). Rows name the seed line they check.
#include "../support/BloodyPositions.h"
#include "core/bloodyball/BloodyGameFile.h"
#include "core/dice/RandomDice.h"
#include "core/dice/ScriptedDice.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout::bloodyball;
using namespace dugout::test::bloody;

// Declared before any test row uses them (a Release build instantiates the ids early).
Q_DECLARE_METATYPE(dugout::bloodyball::PlayerState)
Q_DECLARE_METATYPE(dugout::bloodyball::Stage)
Q_DECLARE_METATYPE(dugout::bloodyball::DeckKind)
Q_DECLARE_METATYPE(dugout::bloodyball::Event)

namespace {

// Applies `events` in order and fails the test on the first one refused.
void applyAll(Game &game, const QList<Event> &events)
{
    for (const Event &e : events) {
        const dugout::RuleCheck ok = game.apply(e);
        QVERIFY2(ok, qPrintable(ok.reason));
    }
}

const PlayerInPlay &at(const Game &game, const QString &token)
{
    return Rules::player(game.state(), ref(token));
}

// A legal random game: every decision taken at random among the legal ones. Returns the game.
Game randomGame(quint32 seed, const GameSetup &setup)
{
    QRandomGenerator random(seed);
    dugout::RandomDice dice(seed);
    Game game(setup);
    int guard = 0;
    while (game.state().stage != Stage::GameOver && ++guard < 5000) {
        const GameState &s = game.state();
        Event e;
        switch (s.stage) {
        case Stage::QuarterStart:
            e = game.shuffle(dice);
            break;
        case Stage::Placing: {
            e.type = Event::Type::Place;
            e.team = s.placingTeam;
            const int line = e.team == 0 ? 4 : 5;
            QList<int> rows = {0, 1, 2, 3, 4, 5, 6, 7};
            for (int i = 0; i < 5; ++i) {
                const int y = rows.takeAt(random.bounded(int(rows.size())));
                const int x =
                    i < 3 ? line : (e.team == 0 ? random.bounded(4) : 6 + random.bounded(4));
                e.squares.append({x, y});
            }
            break;
        }
        case Stage::GivingBall:
            e.type = Event::Type::GiveBall;
            e.player = random.bounded(5);
            break;
        case Stage::Deviation: {
            e.type = Event::Type::Deviate;
            e.team = s.deviation.chooser;
            QList<Square> options;
            for (int dx = -1; dx <= 1; ++dx)
                for (int dy = -1; dy <= 1; ++dy) {
                    const Square to{s.deviation.at.x + dx, s.deviation.at.y + dy};
                    if (Board::contains(to) && Board::adjacent(to, s.deviation.at) &&
                        to != s.deviation.from)
                        options.append(to);
                }
            e.target = options.at(random.bounded(int(options.size())));
            break;
        }
        case Stage::Playing:
        case Stage::Reaction: {
            QList<Event> options;
            if (setup.typedCards) {
                for (const Suit suit : {Suit::Clubs, Suit::Spades, Suit::Diamonds, Suit::Hearts})
                    if (s.suitsPlayed.at(int(suit)) < Cards::count(setup.deck, suit))
                        options << game.legalPlays(-1, suit);
            } else {
                for (const int card : game.hand())
                    options << game.legalPlays(card);
            }
            if (s.stage == Stage::Reaction && (options.isEmpty() || random.bounded(2) == 0)) {
                e.type = Event::Type::Decline;
            } else if (options.isEmpty()) {
                e.type = Event::Type::Play;
                e.action = Action::Discard;
                e.card = setup.typedCards ? -1 : game.hand().first();
                e.suit = Suit::Clubs;
                e.asSuit = Cards::deck(setup.deck).value(e.card).suit == Suit::Joker ? Suit::Clubs
                                                                                     : Suit::Joker;
            } else {
                e = options.at(random.bounded(int(options.size())));
            }
            break;
        }
        case Stage::GameOver:
            break;
        }
        const dugout::RuleCheck ok = game.apply(e, &dice);
        if (!ok)
            qFatal("random game %u refused an event: %s", seed, qPrintable(ok.reason));
    }
    return game;
}

} // namespace

class TestBloodyBallGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void attackAndDodge_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<QString>("attack"); // suit
        QTest::addColumn<QList<int>>("attackDice");
        QTest::addColumn<QString>("dodge"); // suit, empty: decline
        QTest::addColumn<QString>("dodgeTo");
        QTest::addColumn<QList<int>>("dodgeDice");
        QTest::addColumn<PlayerState>("after");
        QTest::addColumn<QString>("square");
        // R1 attacks B1 (on D3 or D4).
        QTest::newRow("l.190 hit, no reaction: KO")
            << u"R1@C3 B1@D3"_s << u"♦"_s << QList<int>{4} << ""
            << "" << QList<int>{} << PlayerState::KO << u"D3"_s;
        QTest::newRow("l.194 missed, no reaction: still up")
            << u"R1@C3 B1@D3"_s << u"♦"_s << QList<int>{3} << ""
            << "" << QList<int>{} << PlayerState::Standing << u"D3"_s;
        QTest::newRow("l.235 ♠ dodges ♦: up and moved")
            << u"R1@C3 B1@D3"_s << u"♦"_s << QList<int>{5} << u"♠"_s << u"E4"_s << QList<int>{3}
            << PlayerState::Standing << u"E4"_s;
        QTest::newRow("l.237 failed dodge: KO where he went")
            << u"R1@C3 B1@D3"_s << u"♦"_s << QList<int>{5} << u"♠"_s << u"E4"_s << QList<int>{2}
            << PlayerState::KO << u"E4"_s;
        QTest::newRow("l.399 dodge still engaged: 3 fails")
            << u"R1@C3 B1@D3"_s << u"♦"_s << QList<int>{5} << u"♠"_s << u"C4"_s << QList<int>{3}
            << PlayerState::KO << u"C4"_s;
        QTest::newRow("l.407 dodge still engaged: 6 passes")
            << u"R1@C3 B1@D3"_s << u"♦"_s << QList<int>{5} << u"♠"_s << u"C4"_s << QList<int>{6}
            << PlayerState::Standing << u"C4"_s;
        QTest::newRow("l.225 ♣ dodges ♥, across a side")
            << u"R1@C3 B1@D4"_s << u"♥"_s << QList<int>{6} << u"♣"_s << u"E4"_s << QList<int>{3}
            << PlayerState::Standing << u"E4"_s;
        QTest::newRow("l.225 dodge after a missed attack is allowed")
            << u"R1@C3 B1@D3"_s << u"♦"_s << QList<int>{1} << u"♠"_s << u"E2"_s << QList<int>{4}
            << PlayerState::Standing << u"E2"_s;
        QTest::newRow("l.105 joker dodges as ♠")
            << u"R1@C3 B1@D3"_s << u"♦"_s << QList<int>{5} << u"J♠"_s << u"E2"_s << QList<int>{3}
            << PlayerState::Standing << u"E2"_s;
    }
    void attackAndDodge()
    {
        QFETCH(QString, placements);
        QFETCH(QString, attack);
        QFETCH(QList<int>, attackDice);
        QFETCH(QString, dodge);
        QFETCH(QString, dodgeTo);
        QFETCH(QList<int>, dodgeDice);
        QFETCH(PlayerState, after);
        QFETCH(QString, square);
        Game game(setup(), position(placements));
        const QString target =
            at(game, u"B1"_s).square == Board::fromName(u"D3"_s) ? u"D3"_s : u"D4"_s;
        applyAll(game, {play(suitOf(attack), Action::Attack, 1, target, attackDice)});
        QCOMPARE(game.state().stage, Stage::Reaction);
        QCOMPARE(game.actingTeam(), 1);
        if (dodge.isEmpty()) {
            applyAll(game, {decline()});
        } else if (dodge.startsWith(u'J')) {
            applyAll(game, {play(Suit::Joker, Action::Dodge, 1, dodgeTo, dodgeDice,
                                 suitOf(dodge.mid(1)))});
        } else {
            applyAll(game, {play(suitOf(dodge), Action::Dodge, 1, dodgeTo, dodgeDice)});
        }
        QCOMPARE(at(game, u"B1"_s).state, after);
        QCOMPARE(Board::name(at(game, u"B1"_s).square), square);
        // l.219: after a reaction the attacker's side plays again; after declining, the
        // defender plays his own action.
        QCOMPARE(game.state().stage, Stage::Playing);
        QCOMPARE(game.actingTeam(), dodge.isEmpty() ? 1 : 0);
    }

    void refusedReactions_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<QString>("attack");
        QTest::addColumn<QString>("dodge");
        QTest::addColumn<QString>("dodgeTo");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("l.225 ♣ does not dodge ♦")
            << u"R1@C3 B1@D3"_s << u"♦"_s << u"♣"_s << u"E3"_s << u"dodged with ♠"_s;
        QTest::newRow("l.225 ♠ does not dodge ♥")
            << u"R1@C3 B1@D4"_s << u"♥"_s << u"♠"_s << u"E5"_s << u"dodged with ♣"_s;
        QTest::newRow("l.227 the dodge moves as its card: ♠ across a corner")
            << u"R1@C3 B1@D3"_s << u"♦"_s << u"♠"_s << u"E3"_s << u"corner"_s;
        QTest::newRow("l.227 no heroic move in a dodge: red card")
            << u"R1@C3 B1@D3"_s << u"♦"_s << u"♥"_s << u"E4"_s << u"dodged with ♠"_s;
        QTest::newRow("l.227 the dodge needs a free square")
            << u"R1@C3 B1@D3 B2@E4"_s << u"♦"_s << u"♠"_s << u"E4"_s << u"taken"_s;
    }
    void refusedReactions()
    {
        QFETCH(QString, placements);
        QFETCH(QString, attack);
        QFETCH(QString, dodge);
        QFETCH(QString, dodgeTo);
        QFETCH(QString, refusal);
        Game game(setup(), position(placements));
        const QString target =
            at(game, u"B1"_s).square == Board::fromName(u"D3"_s) ? u"D3"_s : u"D4"_s;
        applyAll(game, {play(suitOf(attack), Action::Attack, 1, target, {5})});
        const int before = int(game.events().size());
        const dugout::RuleCheck ok =
            game.apply(play(suitOf(dodge), Action::Dodge, 1, dodgeTo, {6}));
        QVERIFY(!ok);
        QVERIFY2(ok.reason.contains(refusal), qPrintable(ok.reason));
        QCOMPARE(game.events().size(), before); // nothing changed
        QCOMPARE(game.state().stage, Stage::Reaction);
    }

    void dodgeWithNoFreeSquare()
    {
        // l.227: with no free square across a corner, the ♦ attack cannot be dodged: the game
        // does not wait for a reaction and the target is KO at once.
        Game game(setup(), position(u"R1@A2 B1@A1 R2@B2"_s));
        applyAll(game, {play(Suit::Diamonds, Action::Attack, 1, u"A1"_s, {4})});
        QCOMPARE(game.state().stage, Stage::Playing);
        QCOMPARE(at(game, u"B1"_s).state, PlayerState::KO);
        QCOMPARE(game.actingTeam(), 1);
    }

    void noReactionWithoutCards()
    {
        // l.441: the last card of the phase leaves the other coach nothing to dodge with; the
        // attack takes effect at once and the next phase is dealt.
        GameState s = position(u"R1@C3 B1@D3"_s, {}, 1, 1);
        s.handCounts = {0, 1};
        Game game(setup(), s);
        applyAll(game, {play(Suit::Diamonds, Action::Attack, 1, u"C3"_s, {4})});
        QCOMPARE(at(game, u"R1"_s).state, PlayerState::KO);
        QCOMPARE(game.state().phase, 2);
        QCOMPARE(game.state().stage, Stage::Playing);
        QCOMPARE(game.state().handCounts, (QList<int>{6, 6}));
        QCOMPARE(game.state().deckLeft, 54 - 24);
    }

    void attackOnGround_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<PlayerState>("after");
        QTest::newRow("l.192 on the ground, hit: removed")
            << u"R1@C3 B1@D3:down"_s << QList<int>{3} << PlayerState::Removed;
        QTest::newRow("l.194 on the ground, missed")
            << u"R1@C3 B1@D3:down"_s << QList<int>{2} << PlayerState::Down;
        QTest::newRow("l.188 KO: removed without a die")
            << u"R1@C3 B1@D3:ko"_s << QList<int>{} << PlayerState::Removed;
    }
    void attackOnGround()
    {
        QFETCH(QString, placements);
        QFETCH(QList<int>, dice);
        QFETCH(PlayerState, after);
        Game game(setup(), position(placements));
        applyAll(game, {play(Suit::Diamonds, Action::Attack, 1, u"D3"_s, dice)});
        QCOMPARE(at(game, u"B1"_s).state, after);
        QCOMPARE(game.state().stage, Stage::Playing); // l.225: no dodge from the ground
        if (after == PlayerState::Removed)
            QVERIFY(Rules::isFree(game.state(), Board::fromName(u"D3"_s)));
    }

    void champion_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<int>("attacker");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<PlayerState>("after");
        // Team 0's Champion is player 0.
        QTest::newRow("l.443 Champion re-rolls a 3 into a 5")
            << u"R0@C3 B1@D3"_s << 0 << QList<int>{3, 5} << true << PlayerState::KO;
        QTest::newRow("l.335 Champion's re-roll fails too")
            << u"R0@C3 B1@D3"_s << 0 << QList<int>{3, 2} << true << PlayerState::Standing;
        QTest::newRow("l.335 a success is not re-rolled")
            << u"R0@C3 B1@D3"_s << 0 << QList<int>{4, 1} << false << PlayerState::Standing;
        QTest::newRow("l.335 only the Champion re-rolls")
            << u"R1@C3 B1@D3"_s << 1 << QList<int>{3, 5} << false << PlayerState::Standing;
    }
    void champion()
    {
        QFETCH(QString, placements);
        QFETCH(int, attacker);
        QFETCH(QList<int>, dice);
        QFETCH(bool, accepted);
        QFETCH(PlayerState, after);
        Game game(setup(), position(placements));
        const dugout::RuleCheck ok =
            game.apply(play(Suit::Diamonds, Action::Attack, attacker, u"D3"_s, dice));
        QCOMPARE(ok.allowed, accepted);
        if (!accepted) {
            QVERIFY2(ok.reason.contains(u"more than it needs"_s), qPrintable(ok.reason));
            return;
        }
        applyAll(game, {decline()});
        QCOMPARE(at(game, u"B1"_s).state, after);
    }

    void championReRollsFromDice()
    {
        // With Dugout rolling, the Champion's second die is rolled only after a failure.
        Game game(setup(), position(u"R0@C3 B1@D3"_s));
        dugout::ScriptedDice dice{2, 6};
        QVERIFY(game.apply(play(Suit::Diamonds, Action::Attack, 0, u"D3"_s), &dice));
        QCOMPARE(game.events().last().dice, (QList<int>{2, 6}));
        QCOMPARE(dice.purposes(), (QStringList{u"bloodyball"_s, u"bloodyball.champion"_s}));
    }

    void heroicMove_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<QString>("ball");
        QTest::addColumn<int>("player");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("die");
        QTest::addColumn<PlayerState>("after");
        QTest::addColumn<Stage>("stage");
        QTest::newRow("l.168 2 stays up")
            << u"R1@C3"_s << "" << 1 << u"D4"_s << 2 << PlayerState::Standing << Stage::Playing;
        QTest::newRow("l.168 1 falls")
            << u"R1@C3"_s << "" << 1 << u"D4"_s << 1 << PlayerState::Down << Stage::Playing;
        QTest::newRow("l.304 carrier falls: ball lost")
            << u"R1@C3"_s << u"R1"_s << 1 << u"D4"_s << 1 << PlayerState::Down << Stage::Deviation;
        QTest::newRow("l.305 falls on the ball: lost")
            << u"R1@C3"_s << u"D4"_s << 1 << u"D4"_s << 1 << PlayerState::Down << Stage::Deviation;
        QTest::newRow("l.175 stays up on the ball: picks it up")
            << u"R1@C3"_s << u"D4"_s << 1 << u"D4"_s << 5 << PlayerState::Standing
            << Stage::Playing;
        QTest::newRow("l.172–173 engaged twice: 3 falls")
            << u"R1@C3 B1@C4"_s << "" << 1 << u"D4"_s << 3 << PlayerState::Down << Stage::Playing;
        QTest::newRow("l.177 standing up heroically: 2 is enough alone")
            << u"R1@C3:down"_s << "" << 1 << u"C3"_s << 2 << PlayerState::Standing
            << Stage::Playing;
        QTest::newRow("l.177 standing up next to an opponent: 3 falls back")
            << u"R1@C3:down B1@D3"_s << "" << 1 << u"C3"_s << 3 << PlayerState::Down
            << Stage::Playing;
    }
    void heroicMove()
    {
        QFETCH(QString, placements);
        QFETCH(QString, ball);
        QFETCH(int, player);
        QFETCH(QString, to);
        QFETCH(int, die);
        QFETCH(PlayerState, after);
        QFETCH(Stage, stage);
        Game game(setup(), position(placements, ball));
        applyAll(game, {play(Suit::Hearts, Action::HeroicMove, player, to, {die})});
        const PlayerInPlay &p = Rules::player(game.state(), {0, player});
        QCOMPARE(p.state, after);
        QCOMPARE(Board::name(p.square), to);
        QCOMPARE(game.state().stage, stage);
        if (stage == Stage::Deviation) {
            QCOMPARE(game.state().deviation.chooser, 0); // l.312: the loser's team first
            QCOMPARE(Board::name(game.state().deviation.at), to);
        }
        if (after == PlayerState::Standing && ball == to)
            QVERIFY(Rules::carries(game.state(), {0, player}));
    }

    void deviation_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<QStringList>("path"); // "team:square" per step
        QTest::addColumn<QString>("refusal");  // for the last step; empty: all accepted
        QTest::addColumn<QString>("carrier");  // who has the ball at the end, or its square
        QTest::addColumn<int>("nextChooser");  // -1: the ball stopped
        // Red 1 (team 0) carried the ball on C3 and is knocked out there by B1 on D3's attack.
        const QString base = u"R1@C3 B1@D3"_s;
        QTest::newRow("l.314 first square: a standing player takes it")
            << base + u" R2@B3"_s << QStringList{u"0:B3"_s} << "" << u"R2"_s << -1;
        QTest::newRow("l.314 first square: an opponent takes it too")
            << base + u" B2@C4"_s << QStringList{u"0:C4"_s} << "" << u"B2"_s << -1;
        QTest::newRow("l.316 first square free: the opponent moves it on")
            << base << QStringList{u"0:B2"_s} << "" << u"@B2"_s << 1;
        QTest::newRow("l.319 second square free: it stops")
            << base << QStringList{u"0:B2"_s, u"1:A2"_s} << "" << u"@A2"_s << -1;
        QTest::newRow("l.316 not back where it came from")
            << base << QStringList{u"0:B2"_s, u"1:C3"_s} << u"came from"_s << u"@B2"_s << 1;
        QTest::newRow("l.312 the loser's team chooses first")
            << base << QStringList{u"1:B2"_s} << u"Reds choose"_s << u"@C3"_s << 0;
        QTest::newRow("l.312 one square only")
            << base << QStringList{u"0:A3"_s} << u"next to C3"_s << u"@C3"_s << 0;
        QTest::newRow("l.320 onto a player on the ground: his team moves it")
            << base + u" R3@B2:down B4@A1:down"_s << QStringList{u"0:B3"_s, u"1:B2"_s} << ""
            << u"@B2"_s << 0;
        QTest::newRow("l.320 onto an opponent on the ground: his team moves it")
            << base + u" B3@B2:down"_s << QStringList{u"0:B3"_s, u"1:B2"_s} << "" << u"@B2"_s << 1;
        QTest::newRow("l.321 onto a KO player: his opponents move it")
            << base + u" R3@B2:ko"_s << QStringList{u"0:B3"_s, u"1:B2"_s} << "" << u"@B2"_s << 1;
        QTest::newRow("l.321 onto a KO opponent: the other team moves it")
            << base + u" B3@B2:ko"_s << QStringList{u"0:B3"_s, u"1:B2"_s} << "" << u"@B2"_s << 0;
        QTest::newRow("l.316 first square on a player on the ground: the opponent moves it")
            << base + u" R3@B2:down"_s << QStringList{u"0:B2"_s} << "" << u"@B2"_s << 1;
        QTest::newRow("l.325 a long bounce over players on the ground")
            << base + u" R3@B2:down R4@A1:ko"_s
            << QStringList{u"0:B3"_s, u"1:B2"_s, u"0:A1"_s, u"1:A2"_s} << "" << u"@A2"_s << -1;
        QTest::newRow("l.318 caught on the second square")
            << base + u" R3@A2"_s << QStringList{u"0:B2"_s, u"1:A2"_s} << "" << u"R3"_s << -1;
    }
    void deviation()
    {
        QFETCH(QString, placements);
        QFETCH(QStringList, path);
        QFETCH(QString, refusal);
        QFETCH(QString, carrier);
        QFETCH(int, nextChooser);
        GameState s = position(placements, u"R1"_s, 1);
        Game game(setup(), s);
        applyAll(game, {play(Suit::Diamonds, Action::Attack, 1, u"C3"_s, {6}), decline()});
        QCOMPARE(game.state().stage, Stage::Deviation);
        for (int i = 0; i < path.size(); ++i) {
            const QStringList step = path.at(i).split(u':');
            const dugout::RuleCheck ok = game.apply(deviate(step.at(0).toInt(), step.at(1)));
            if (i + 1 == path.size() && !refusal.isEmpty()) {
                QVERIFY(!ok);
                QVERIFY2(ok.reason.contains(refusal), qPrintable(ok.reason));
            } else {
                QVERIFY2(ok, qPrintable(ok.reason));
            }
        }
        const BallState &ball = game.state().ball;
        if (carrier.size() == 2 && carrier.at(1).isDigit()) {
            QCOMPARE(ball.where, BallState::Where::Carried);
            QVERIFY((PlayerRef{ball.team, ball.player} == ref(carrier)));
        } else {
            QCOMPARE(ball.where, BallState::Where::Loose);
            QCOMPARE(u'@' + Board::name(ball.square), carrier);
        }
        if (nextChooser < 0) {
            QCOMPARE(game.state().stage, Stage::Playing);
            QCOMPARE(game.actingTeam(), 0); // the red coach who declined plays
        } else {
            QCOMPARE(game.state().stage, Stage::Deviation);
            QCOMPARE(game.state().deviation.chooser, nextChooser);
        }
    }

    void passAndInterception_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<QString>("receiver");
        QTest::addColumn<QList<int>>("passDice");
        QTest::addColumn<int>("interceptor"); // -1: declined
        QTest::addColumn<QList<int>>("interceptDice");
        QTest::addColumn<QString>("result"); // carrier token, or the stage "deviation"
        // R2 on B4 throws; Blues try to intercept.
        QTest::newRow("l.207 caught, no interception")
            << u"R2@B4 R3@G4 B1@E4"_s << u"G4"_s << QList<int>{3} << -1 << QList<int>{} << u"R3"_s;
        QTest::newRow("l.209 missed: the receiver's loss")
            << u"R2@B4 R3@G4 B1@E4"_s << u"G4"_s << QList<int>{2} << -1 << QList<int>{}
            << u"deviation"_s;
        QTest::newRow("l.257 intercepted on the line")
            << u"R2@B4 R3@G4 B1@E4"_s << u"G4"_s << QList<int>{6} << 1 << QList<int>{5} << u"B1"_s;
        QTest::newRow("l.259 failed interception: the pass goes on")
            << u"R2@B4 R3@G4 B1@E4"_s << u"G4"_s << QList<int>{6} << 1 << QList<int>{4} << u"R3"_s;
        QTest::newRow("l.259 failed interception of a missed pass: deviation")
            << u"R2@B4 R3@G4 B1@E4"_s << u"G4"_s << QList<int>{1} << 1 << QList<int>{4}
            << u"deviation"_s;
        QTest::newRow("l.247 intercepting a missed pass")
            << u"R2@B4 R3@G4 B1@E4"_s << u"G4"_s << QList<int>{1} << 1 << QList<int>{5} << u"B1"_s;
        QTest::newRow("l.249 corner touched: the edge square intercepts")
            << u"R2@B4 R3@D6 B1@B5"_s << u"D6"_s << QList<int>{6} << 1 << QList<int>{6} << u"B1"_s;
        QTest::newRow("l.255 engaged interceptor: 5 fails")
            << u"R2@B4 R3@G4 B1@E4 R4@F5"_s << u"G4"_s << QList<int>{6} << 1 << QList<int>{5}
            << u"R3"_s;
        QTest::newRow("l.213 short pass: no die")
            << u"R2@B4 R3@D4 B1@C4"_s << u"D4"_s << QList<int>{3} << -1 << QList<int>{} << u"R3"_s;
    }
    void passAndInterception()
    {
        QFETCH(QString, placements);
        QFETCH(QString, receiver);
        QFETCH(QList<int>, passDice);
        QFETCH(int, interceptor);
        QFETCH(QList<int>, interceptDice);
        QFETCH(QString, result);
        Game game(setup(), position(placements, u"R2"_s));
        applyAll(game, {play(Suit::Hearts, Action::Pass, 2, receiver, passDice)});
        QCOMPARE(game.state().stage, Stage::Reaction);
        if (interceptor < 0) {
            applyAll(game, {decline()});
        } else {
            Event e = play(Suit::Spades, Action::Intercept, interceptor, {}, interceptDice);
            applyAll(game, {e});
        }
        if (result == u"deviation") {
            QCOMPARE(game.state().stage, Stage::Deviation);
            QCOMPARE(game.state().deviation.chooser, 0); // l.308: the receiver lost it
            QCOMPARE(Board::name(game.state().deviation.at), receiver);
        } else {
            QVERIFY(Rules::carries(game.state(), ref(result)));
        }
    }

    void interceptionRefused_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<QString>("suit");
        QTest::addColumn<int>("interceptor");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("l.249 off the line")
            << u"R2@B4 R3@G4 B1@E4 B2@E6"_s << u"♣"_s << 2 << u"not under"_s;
        QTest::newRow("l.243 black cards only")
            << u"R2@B4 R3@G4 B1@E4"_s << u"♦"_s << 1 << u"black card"_s;
        QTest::newRow("l.249 on the ground: no interception")
            << u"R2@B4 R3@G4 B1@E4 B2@F4:down"_s << u"♣"_s << 2 << u"standing"_s;
    }
    void interceptionRefused()
    {
        QFETCH(QString, placements);
        QFETCH(QString, suit);
        QFETCH(int, interceptor);
        QFETCH(QString, refusal);
        Game game(setup(), position(placements, u"R2"_s));
        applyAll(game, {play(Suit::Hearts, Action::Pass, 2, u"G4"_s, {6})});
        const dugout::RuleCheck ok =
            game.apply(play(suitOf(suit), Action::Intercept, interceptor, {}, {6}));
        QVERIFY(!ok);
        QVERIFY2(ok.reason.contains(refusal), qPrintable(ok.reason));
    }

    void noInterceptorNoWait()
    {
        // Nobody under the pass: no reaction is possible, the receiver has the ball at once.
        Game game(setup(), position(u"R2@B4 R3@G4 B1@E7"_s, u"R2"_s));
        applyAll(game, {play(Suit::Hearts, Action::Pass, 2, u"G4"_s, {6})});
        QCOMPARE(game.state().stage, Stage::Playing);
        QVERIFY(Rules::carries(game.state(), {0, 3}));
    }

    void touchdown_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<QString>("ball");
        QTest::addColumn<QList<Event>>("events");
        QTest::addColumn<int>("scorer"); // -1: none yet
        QTest::newRow("l.287 walk into the zone")
            << u"R1@I4"_s << u"R1"_s << QList<Event>{play(Suit::Clubs, Action::Move, 1, u"J4"_s)}
            << 0;
        QTest::newRow("l.287 own zone scores nothing")
            << u"R1@B4"_s << u"R1"_s << QList<Event>{play(Suit::Clubs, Action::Move, 1, u"A4"_s)}
            << -1;
        QTest::newRow("l.287 fell in the zone: no touchdown")
            << u"R1@I4"_s << u"R1"_s
            << QList<Event>{play(Suit::Hearts, Action::HeroicMove, 1, u"J5"_s, {1})} << -1;
        QTest::newRow("l.287 a pass waits for the interception")
            << u"R1@F4 R2@J4 B1@H4"_s << u"R1"_s
            << QList<Event>{play(Suit::Hearts, Action::Pass, 1, u"J4"_s, {6})} << -1;
        QTest::newRow("l.287 then scores when nobody intercepts")
            << u"R1@F4 R2@J4 B1@H4"_s << u"R1"_s
            << QList<Event>{play(Suit::Hearts, Action::Pass, 1, u"J4"_s, {6}), decline()} << 0;
        QTest::newRow("l.287 an intercepted pass scores nothing")
            << u"R1@F4 R2@J4 B1@H4"_s << u"R1"_s
            << QList<Event>{play(Suit::Hearts, Action::Pass, 1, u"J4"_s, {6}),
                            play(Suit::Clubs, Action::Intercept, 1, {}, {6})}
            << -1;
        QTest::newRow("l.323 a bounce can score")
            << u"R1@C4 B1@C5 B2@A4"_s << u"R1"_s
            << QList<Event>{play(Suit::Clubs, Action::Move, 1, u"B4"_s),
                            play(Suit::Hearts, Action::Attack, 1, u"B4"_s, {6}), decline(),
                            deviate(0, u"B5"_s), deviate(1, u"A4"_s)}
            << 1;
        QTest::newRow("l.287 a dodge into the zone scores")
            << u"R1@I4 B1@H4"_s << u"R1"_s
            << QList<Event>{play(Suit::Clubs, Action::Move, 1, u"I3"_s),
                            play(Suit::Hearts, Action::Attack, 1, u"I3"_s, {6}),
                            play(Suit::Clubs, Action::Dodge, 1, u"J3"_s, {6})}
            << 0;
    }
    void touchdown()
    {
        QFETCH(QString, placements);
        QFETCH(QString, ball);
        QFETCH(QList<Event>, events);
        QFETCH(int, scorer);
        Game game(setup(), position(placements, ball));
        for (const Event &e : events) {
            const dugout::RuleCheck ok = game.apply(e);
            if (!ok) {
                // A touchdown may end the quarter before the row's last events.
                QVERIFY2(game.state().stage == Stage::QuarterStart, qPrintable(ok.reason));
                break;
            }
        }
        if (scorer < 0) {
            QCOMPARE(game.state().teams[0].touchdowns + game.state().teams[1].touchdowns, 0);
            QVERIFY(game.state().stage != Stage::QuarterStart);
        } else {
            // l.41, l.136: the touchdown ends the quarter.
            QCOMPARE(game.state().teams[scorer].touchdowns, 1);
            QCOMPARE(game.state().stage, Stage::QuarterStart);
            QCOMPARE(game.state().quarters.last().scorer, scorer);
        }
    }

    void placement_data()
    {
        QTest::addColumn<QStringList>("squares");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("l.119 three on the line")
            << QStringList{u"E1"_s, u"E3"_s, u"E5"_s, u"A1"_s, u"C7"_s} << "";
        QTest::newRow("l.119 only two on the line")
            << QStringList{u"E1"_s, u"E3"_s, u"D5"_s, u"A1"_s, u"C7"_s} << u"half-way line"_s;
        QTest::newRow("l.119 own half only")
            << QStringList{u"E1"_s, u"E3"_s, u"E5"_s, u"F1"_s, u"C7"_s} << u"own half"_s;
        QTest::newRow("l.61 one player a square")
            << QStringList{u"E1"_s, u"E3"_s, u"E5"_s, u"E5"_s, u"C7"_s} << u"Two players"_s;
        QTest::newRow("l.119 five players")
            << QStringList{u"E1"_s, u"E3"_s, u"E5"_s, u"A1"_s} << u"five"_s;
    }
    void placement()
    {
        QFETCH(QStringList, squares);
        QFETCH(QString, refusal);
        Game game(::setup(false));
        Event start;
        start.type = Event::Type::StartQuarter;
        start.firstSeat = 0;
        for (int i = 0; i < 54; ++i)
            start.deckOrder.append(i);
        applyAll(game, {start});
        Event place;
        place.type = Event::Type::Place;
        place.team = 0;
        for (const QString &s : squares)
            place.squares.append(Board::fromName(s));
        const dugout::RuleCheck ok = game.apply(place);
        QCOMPARE(ok.allowed, refusal.isEmpty());
        if (!ok)
            QVERIFY2(ok.reason.contains(refusal), qPrintable(ok.reason));
    }

    void quarterByDeck_data()
    {
        QTest::addColumn<DeckKind>("deck");
        QTest::addColumn<int>("coaches");
        QTest::addColumn<int>("left");
        // l.125–140: four phases of twelve cards; what is left cannot deal a fifth.
        QTest::newRow("l.140 54 cards: 6 left") << DeckKind::Jokers54 << 2 << 6;
        QTest::newRow("l.107 52 cards: 4 left") << DeckKind::Standard52 << 2 << 4;
        QTest::newRow("l.109 two 32-card decks: four phases still")
            << DeckKind::TwoPiquet64 << 2 << 16;
        QTest::newRow("l.365 four coaches, three cards each") << DeckKind::Jokers54 << 4 << 6;
    }
    void quarterByDeck()
    {
        QFETCH(DeckKind, deck);
        QFETCH(int, coaches);
        QFETCH(int, left);
        // Both teams discard... no: they move back and forth; every card is a legal move.
        GameSetup s = ::setup(false, coaches, deck);
        Game game(s);
        dugout::RandomDice dice(7);
        applyAll(game, {game.shuffle(dice)});
        Event place;
        place.type = Event::Type::Place;
        const int attacker = game.attacker();
        for (const int team : {attacker, 1 - attacker}) {
            place.team = team;
            place.squares.clear();
            const int line = team == 0 ? 4 : 5;
            for (int y = 0; y < 5; ++y)
                place.squares.append({line, y * 2 % 8 + (y >= 4 ? 1 : 0)});
            applyAll(game, {place});
        }
        Event give;
        give.type = Event::Type::GiveBall;
        give.player = 4;
        applyAll(game, {give});
        QCOMPARE(game.state().handCounts, QList<int>(coaches, 12 / coaches));
        int plays = 0;
        int lastPhase = 1;
        // Everybody plays any legal card; reactions are declined and the ball goes anywhere.
        while (game.state().stage != Stage::QuarterStart && plays < 200) {
            const GameState &st = game.state();
            lastPhase = std::max(lastPhase, st.phase);
            if (st.stage == Stage::Reaction) {
                applyAll(game, {decline()});
                continue;
            }
            if (st.stage == Stage::Deviation) {
                for (int dx = -1; dx <= 1; ++dx)
                    for (int dy = -1; dy <= 1; ++dy) {
                        const Square to{st.deviation.at.x + dx, st.deviation.at.y + dy};
                        if (st.stage == Stage::Deviation && Board::contains(to) &&
                            to != st.deviation.at && to != st.deviation.from)
                            game.apply(deviate(st.deviation.chooser, Board::name(to)), &dice);
                    }
                continue;
            }
            const int card = game.hand().first();
            QList<Event> options = game.legalPlays(card);
            Event e;
            if (options.isEmpty()) {
                e = play(Suit::Clubs, Action::Discard, -1);
                e.card = card;
                e.suit = Suit::Joker;
                if (Cards::deck(deck).at(card).suit == Suit::Joker)
                    e.asSuit = Suit::Clubs;
            } else {
                // Prefer an action that does not end the quarter early.
                e = options.first();
                for (const Event &o : options)
                    if (o.action == Action::Recover || o.action == Action::GetUp)
                        e = o;
            }
            const dugout::RuleCheck ok = game.apply(e, &dice);
            QVERIFY2(ok, qPrintable(ok.reason));
            ++plays;
        }
        // The seeded dice give a quarter without a touchdown, so it must run to the deck's end.
        QVERIFY2(game.state().quarters.first().scorer < 0,
                 "a touchdown ended the quarter before the deck ran out");
        QCOMPARE(plays, 48);
        QCOMPARE(lastPhase, 4);
        QCOMPARE(game.state().deckLeft, left);
        QCOMPARE(game.state().quarter, 1);
    }

    void fourCoachOrder()
    {
        // l.361–366: seats alternate teams; the starter moves one seat on each quarter;
        // every coach plays in turn, reactions included.
        GameSetup s = ::setup(true, 4);
        GameState st = position(u"R1@C3 B1@D3 R2@A1 B2@J8"_s, {}, 2, 3, 4);
        st.firstSeat = 2;
        Game game(s, st);
        QCOMPARE(Rules::starterSeat(s, game.state()), 2);
        QCOMPARE(game.actingTeam(), 0);
        applyAll(game, {play(Suit::Diamonds, Action::Attack, 1, u"D3"_s, {6})});
        // Seat 3 (Blues) may react.
        QCOMPARE(game.state().seatToPlay, 3);
        applyAll(game, {play(Suit::Spades, Action::Dodge, 1, u"E4"_s, {6})});
        QCOMPARE(game.state().seatToPlay, 0);
        QCOMPARE(game.actingTeam(), 0);
        QCOMPARE(game.state().handCounts, (QList<int>{3, 3, 2, 2}));
        applyAll(game, {play(Suit::Clubs, Action::Move, 2, u"A2"_s)});
        QCOMPARE(game.state().seatToPlay, 1);
        QCOMPARE(game.actingTeam(), 1);
        GameState later = st;
        for (int q = 1; q <= 4; ++q) {
            later.quarter = q;
            QCOMPARE(Rules::starterSeat(s, later), (2 + q - 1) % 4);
            QCOMPARE(Rules::attacker(s, later), ((2 + q - 1) % 4) % 2);
        }
    }

    void jokers_data()
    {
        QTest::addColumn<DeckKind>("deck");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("l.105 a joker as ♣") << DeckKind::Jokers54 << true;
        QTest::newRow("l.107 no jokers in 52 cards") << DeckKind::Standard52 << false;
    }
    void jokers()
    {
        QFETCH(DeckKind, deck);
        QFETCH(bool, accepted);
        Game game(::setup(true, 2, deck), position(u"R1@C3"_s));
        const dugout::RuleCheck ok =
            game.apply(play(Suit::Joker, Action::Move, 1, u"C4"_s, {}, Suit::Clubs));
        QCOMPARE(ok.allowed, accepted);
        // A joker must name its suit.
        QVERIFY(!Game(::setup(true), position(u"R1@C3"_s))
                     .check(play(Suit::Joker, Action::Move, 1, u"C4"_s)));
    }

    void typedSuitsAreCounted()
    {
        // With real cards, a thirteenth heart is the last one a quarter can see.
        GameState s = position(u"R1@C3"_s);
        s.suitsPlayed[int(Suit::Hearts)] = 13;
        Game game(::setup(true), s);
        const dugout::RuleCheck ok =
            game.apply(play(Suit::Hearts, Action::HeroicMove, 1, u"C4"_s, {6}));
        QVERIFY(!ok);
        QVERIFY2(ok.reason.contains(u"13"_s), qPrintable(ok.reason));
    }

    void discardOnlyWhenUseless()
    {
        Game game(::setup(true), position(u"R1@C3"_s));
        QVERIFY(!game.check(play(Suit::Clubs, Action::Discard, -1)));
        // All of team 0 removed: nothing can use any card.
        Game empty(::setup(true), position(u"B1@C3"_s));
        QVERIFY(empty.check(play(Suit::Clubs, Action::Discard, -1)));
    }

    void substitutesAndChampion()
    {
        // l.43, l.119, l.345: a new quarter brings five players; the removed are replaced,
        // the Champion comes back himself.
        GameState s = position(u"R1@C3 R2@C4 R3@C5 R4@C6 B1@D3"_s);
        s.teams[0].players[0].state = PlayerState::Removed; // the Champion
        s.stage = Stage::QuarterStart;
        Game game(::setup(true), s);
        Event start;
        start.type = Event::Type::StartQuarter;
        applyAll(game, {start});
        QCOMPARE(game.state().quarter, 2);
        QCOMPARE(game.attacker(), 1); // l.146: the attack changes sides
        for (const PlayerInPlay &p : game.state().teams[0].players)
            QCOMPARE(p.state, PlayerState::Standing);
        QCOMPARE(game.state().teams[0].players[0].substitutions, 0);
        QCOMPARE(game.state().teams[1].players[2].substitutions, 1);
        QVERIFY(game.playerName({1, 2}).contains(u"substitute"_s));
        QVERIFY(game.playerName({0, 0}).contains(u"Champion"_s));
    }

    void randomGamesReplay()
    {
        // Whole games with every decision random: the rules never refuse a legal choice,
        // replaying the stored events gives the same game, and the file round-trips.
        for (quint32 seed = 1; seed <= 24; ++seed) {
            const GameSetup s = ::setup(seed % 3 == 0, seed % 4 == 0 ? 4 : 2,
                                        seed % 5 == 0 ? DeckKind::Standard52 : DeckKind::Jokers54);
            const Game game = randomGame(seed, s);
            QCOMPARE(game.state().stage, Stage::GameOver);
            QCOMPARE(game.state().quarters.size(), 4);
            QString error;
            const std::optional<GameLog> log =
                GameFile::fromBytes(GameFile::toBytes(game.setup(), game.events()), &error);
            QVERIFY2(log, qPrintable(error));
            const std::optional<Game> again = Game::replay(log->setup, log->events, &error);
            QVERIFY2(again, qPrintable(error));
            QCOMPARE(again->log(), game.log());
            QCOMPARE(again->state().teams[0].touchdowns, game.state().teams[0].touchdowns);
            QCOMPARE(again->state().teams[1].touchdowns, game.state().teams[1].touchdowns);
        }
    }

    void undo()
    {
        Game game(::setup(true), position(u"R1@C3 B1@D3"_s));
        applyAll(game, {play(Suit::Clubs, Action::Move, 1, u"C2"_s)});
        const QStringList log = game.log();
        applyAll(game, {play(Suit::Hearts, Action::Attack, 1, u"C2"_s, {6})});
        QCOMPARE(game.state().stage, Stage::Reaction);
        game.undo();
        QCOMPARE(game.events().size(), 1);
        QCOMPARE(game.log(), log);
        QCOMPARE(game.state().stage, Stage::Playing);
        QCOMPARE(game.actingTeam(), 1);
    }

    void fileRefusals_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << QByteArray() << u"empty"_s;
        QTest::newRow("not ours") << QByteArray("{\"x\":1}\n") << u"Line 1"_s;
        QTest::newRow("newer") << QByteArray("{\"dugout_bloodyball\":9,\"setup\":{}}\n")
                               << u"newer"_s;
        QTest::newRow("bad event")
            << QByteArray("{\"dugout_bloodyball\":1,\"setup\":{\"teams\":[{},{}]}}\n"
                          "{\"type\":\"fly\"}\n")
            << u"Line 2: Unknown event type"_s;
        QTest::newRow("bad square")
            << QByteArray("{\"dugout_bloodyball\":1,\"setup\":{\"teams\":[{},{}]}}\n"
                          "{\"type\":\"deviate\",\"team\":0,\"target\":\"Z9\"}\n")
            << u"Line 2: \"target\""_s;
    }
    void fileRefusals()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        QString why;
        QVERIFY(!GameFile::fromBytes(bytes, &why));
        QVERIFY2(why.contains(error), qPrintable(why));
    }

    void fileSaveLoad()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"game.jsonl"_s);
        const Game game = randomGame(99, ::setup(false));
        QString error;
        QVERIFY2(GameFile::save(path, game.setup(), game.events(), &error), qPrintable(error));
        const std::optional<GameLog> log = GameFile::load(path, &error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->events.size(), game.events().size());
        QVERIFY(!GameFile::save(dir.filePath(u"missing/folder/game.jsonl"_s), game.setup(),
                                game.events(), &error));
        QVERIFY(error.contains(u"Could not save"_s));
    }
};

QTEST_GUILESS_MAIN(TestBloodyBallGame)
#include "tst_bloodyball_game.moc"
