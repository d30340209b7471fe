// The computer coach of Bloody Ball (issue 20, part 4): every decision it takes is legal, it
// takes the touchdown in reach, attacks the carrier, dodges with the carrier, and beats a coach
// who plays random legal decisions in most games. (The 1,000-game rate is measured with
// `dugout bloodyball simulate`; this plays fewer to stay quick in Debug.)
#include "../support/BloodyPositions.h"
#include "core/bloodyball/BloodyAi.h"
#include "core/bloodyball/BloodySimulation.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout::bloodyball;
using namespace dugout::test::bloody;

class TestBloodyBallAi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plan_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<QString>("ball");
        QTest::addColumn<QList<int>>("hand"); // card indexes of the 54-card deck
        QTest::addColumn<int>("action");
        QTest::addColumn<QString>("target");
        // Cards: 0–12 clubs, 13–25 spades, 26–38 diamonds, 39–51 hearts, 52–53 jokers.
        QTest::newRow("l.287 walks in for the touchdown")
            << u"R1@I4 B1@C4"_s << u"R1"_s << QList<int>{0, 26} << int(Action::Move) << u"J4"_s;
        QTest::newRow("l.287 passes in for the touchdown")
            << u"R1@E4 R2@J2 B1@A4"_s << u"R1"_s << QList<int>{26} << int(Action::Pass) << u"J2"_s;
        QTest::newRow("l.190 attacks the enemy carrier")
            << u"R1@E4 B1@F4 B2@A1"_s << u"B1"_s << QList<int>{26, 0} << int(Action::Attack)
            << u"F4"_s;
        QTest::newRow("l.164 runs to a loose ball")
            << u"R1@E4 B1@A8"_s << u"E5"_s << QList<int>{1} << int(Action::Move) << u"E5"_s;
    }
    void plan()
    {
        QFETCH(QString, placements);
        QFETCH(QString, ball);
        QFETCH(QList<int>, hand);
        QFETCH(int, action);
        QFETCH(QString, target);
        GameState s = position(placements, ball);
        s.hands = {hand, {}};
        s.handCounts = {int(hand.size()), 6};
        const Game game(setup(false), s);
        const Event e = Ai::decide(game);
        QVERIFY(game.check(e));
        QCOMPARE(int(e.action), action);
        QCOMPARE(Board::name(e.target), target);
    }

    void dodgesWithTheCarrier()
    {
        // l.225, l.241: the carrier hit by a ♦ dodges with the ♠ kept for it.
        GameState s = position(u"R1@E4 B1@F4"_s, u"R1"_s, 1);
        s.hands = {{13, 0}, {26}};
        s.handCounts = {2, 1};
        Game game(setup(false), s);
        Event attack = play(Suit::Diamonds, Action::Attack, 1, u"E4"_s, {6});
        attack.card = 26;
        QVERIFY(game.apply(attack));
        QCOMPARE(game.state().stage, Stage::Reaction);
        const Event e = Ai::decide(game);
        QCOMPARE(e.action, Action::Dodge);
        QCOMPARE(e.card, 13);
        QVERIFY(game.check(e));
    }

    void beatsRandom()
    {
        const SimulationResult result = Simulation::run(setup(false), 40, 20, true);
        qInfo("computer against random, 40 games: %d won, %d lost, %d drawn; %.3f ms a "
              "decision on average, %.3f ms at most",
              result.computerWins, result.otherWins, result.draws,
              result.totalMs / std::max<qint64>(1, result.decisions), result.slowestMs);
        QCOMPARE(result.games, 40);
        QVERIFY(result.computerWins > 2 * result.otherWins);
        QVERIFY(result.computerWins > result.games / 2);
    }
};

QTEST_GUILESS_MAIN(TestBloodyBallAi)
#include "tst_bloodyball_ai.moc"
