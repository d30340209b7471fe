// Bloody Ball (seed bloody-ball-fr.txt): the board's geometry, the D6 tests and their
// modifiers, and which card lets which player do what. Each row names the seed line it checks.
#include "../support/BloodyPositions.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout::bloodyball;
using namespace dugout::test::bloody;

// Declared before any test row uses them (a Release build instantiates the ids early).
Q_DECLARE_METATYPE(dugout::bloodyball::Action)

class TestBloodyBallRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void distance_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("distance");
        QTest::addColumn<int>("difficulty");
        // l.200: count the receiver's square, not the thrower's, diagonals allowed; half rounded
        // up.
        QTest::newRow("l.200 next square") << u"A1"_s << u"B1"_s << 1 << 1;
        QTest::newRow("l.200 two across a corner") << u"A1"_s << u"C3"_s << 2 << 1;
        QTest::newRow("l.200 three") << u"A1"_s << u"D2"_s << 3 << 2;
        QTest::newRow("l.200 four") << u"A1"_s << u"E4"_s << 4 << 2;
        QTest::newRow("l.437 five: 3+") << u"B2"_s << u"G6"_s << 5 << 3;
        QTest::newRow("l.200 six") << u"A1"_s << u"G1"_s << 6 << 3;
        QTest::newRow("l.200 seven") << u"A8"_s << u"H1"_s << 7 << 4;
        QTest::newRow("l.200 eight") << u"A1"_s << u"I8"_s << 8 << 4;
        QTest::newRow("l.211 nine, the longest: 5+") << u"A1"_s << u"J8"_s << 9 << 5;
    }
    void distance()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, distance);
        QFETCH(int, difficulty);
        QCOMPARE(Board::distance(Board::fromName(from), Board::fromName(to)), distance);
        QCOMPARE(Rules::passDifficulty(distance), difficulty);
    }

    void directions_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<bool>("orthogonal");
        QTest::addColumn<bool>("diagonal");
        // l.63: eight neighbours; l.162 ♣ across a side, ♠ across a corner.
        QTest::newRow("l.162 forward") << u"C3"_s << u"D3"_s << true << false;
        QTest::newRow("l.162 sideways") << u"C3"_s << u"C4"_s << true << false;
        QTest::newRow("l.162 corner") << u"C3"_s << u"D4"_s << false << true;
        QTest::newRow("l.63 two away is no neighbour") << u"C3"_s << u"E3"_s << false << false;
        QTest::newRow("l.63 own square") << u"C3"_s << u"C3"_s << false << false;
    }
    void directions()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(bool, orthogonal);
        QFETCH(bool, diagonal);
        QCOMPARE(Board::orthogonal(Board::fromName(from), Board::fromName(to)), orthogonal);
        QCOMPARE(Board::diagonal(Board::fromName(from), Board::fromName(to)), diagonal);
    }

    void trajectory_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("square");
        QTest::addColumn<bool>("under");
        // l.249: centre to centre; a square crossed or only touched, even at one point.
        QTest::newRow("l.249 straight, on the line") << u"A1"_s << u"E1"_s << u"C1"_s << true;
        QTest::newRow("l.249 straight, the row beside") << u"A1"_s << u"E1"_s << u"C2"_s << false;
        QTest::newRow("l.249 diagonal, crossed") << u"A1"_s << u"C3"_s << u"B2"_s << true;
        QTest::newRow("l.249 diagonal, corner touched") << u"A1"_s << u"C3"_s << u"B1"_s << true;
        QTest::newRow("l.249 diagonal, other corner") << u"A1"_s << u"C3"_s << u"A2"_s << true;
        QTest::newRow("l.249 diagonal, off the line") << u"A1"_s << u"C3"_s << u"C1"_s << false;
        QTest::newRow("l.249 slope ½, edge met mid-side") << u"A1"_s << u"E3"_s << u"B2"_s << true;
        QTest::newRow("l.249 slope ½, edge square below") << u"A1"_s << u"E3"_s << u"B1"_s << true;
        QTest::newRow("l.249 slope ½, square missed") << u"A1"_s << u"E3"_s << u"C3"_s << false;
        QTest::newRow("l.249 slope ½, square missed below")
            << u"A1"_s << u"E3"_s << u"C1"_s << false;
        QTest::newRow("l.249 knight's step, crossed") << u"A1"_s << u"C2"_s << u"B2"_s << true;
        QTest::newRow("l.249 knight's step, missed") << u"A1"_s << u"C2"_s << u"A2"_s << false;
        QTest::newRow("l.249 beyond the receiver") << u"A1"_s << u"C1"_s << u"D1"_s << false;
    }
    void trajectory()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, square);
        QFETCH(bool, under);
        QCOMPARE(Board::underTrajectory(Board::fromName(from), Board::fromName(to),
                                        Board::fromName(square)),
                 under);
        // The path is the same both ways.
        QCOMPARE(Board::underTrajectory(Board::fromName(to), Board::fromName(from),
                                        Board::fromName(square)),
                 under);
    }

    void heroic_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("needed");
        // R0 moves.
        QTest::newRow("l.168 free: 2+") << u"R0@C3"_s << u"D3"_s << 2;
        QTest::newRow("l.172 engaged before") << u"R0@C3 B0@B2"_s << u"D3"_s << 3;
        QTest::newRow("l.173 engaged after") << u"R0@C3 B0@E3"_s << u"D3"_s << 3;
        QTest::newRow("l.172–173 engaged both") << u"R0@C3 B0@D4"_s << u"D3"_s << 4;
        QTest::newRow("l.89 opponent on the ground engages nobody")
            << u"R0@C3 B0@D4:down"_s << u"D3"_s << 2;
        QTest::newRow("l.91 KO opponent engages nobody") << u"R0@C3 B0@D4:ko"_s << u"D3"_s << 2;
        QTest::newRow("l.93 a team-mate engages nobody") << u"R0@C3 R1@D4"_s << u"D3"_s << 2;
        QTest::newRow("l.177 standing up where he lies, engaged")
            << u"R0@C3:down B0@D4"_s << u"C3"_s << 4;
        QTest::newRow("l.417 example: engaged at the start, 3+")
            << u"R0@E2 B0@F3"_s << u"F1"_s << 3;
    }
    void heroic()
    {
        QFETCH(QString, placements);
        QFETCH(QString, to);
        QFETCH(int, needed);
        const GameState s = position(placements);
        QCOMPARE(Rules::heroicNeed(s, {0, 0}, Board::fromName(to)).needed(), needed);
    }

    void attack_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<int>("needed");
        QTest::addColumn<bool>("automatic");
        // R0 attacks B0.
        QTest::newRow("l.181 plain: 4+") << u"R0@C3 B0@D3"_s << 4 << false;
        QTest::newRow("l.185 attacker engaged by another") << u"R0@C3 B0@D3 B1@B3"_s << 5 << false;
        QTest::newRow("l.185 several others: still -1")
            << u"R0@C3 B0@D3 B1@B3 B2@B4"_s << 5 << false;
        QTest::newRow("l.186 target engaged by another") << u"R0@C3 B0@D3 R1@E3"_s << 3 << false;
        QTest::newRow("l.401 both engaged by others: 4+")
            << u"R0@C3 B0@D3 B1@B3 R1@E3"_s << 4 << false;
        QTest::newRow("l.187 target on the ground") << u"R0@C3 B0@D3:down"_s << 3 << false;
        QTest::newRow("l.186–187 on the ground and engaged by another")
            << u"R0@C3 B0@D3:down R1@E3"_s << 2 << false;
        QTest::newRow("l.188 KO target: automatic") << u"R0@C3 B0@D3:ko B1@B3"_s << 0 << true;
        QTest::newRow("l.185 other opponent on the ground: no -1")
            << u"R0@C3 B0@D3 B1@B3:down"_s << 4 << false;
        QTest::newRow("l.186 team-mate on the ground engages nobody")
            << u"R0@C3 B0@D3 R1@E3:down"_s << 4 << false;
        QTest::newRow("l.411 example: only the attacker engaged, 5+")
            << u"R0@F2 B0@E2 B1@G3"_s << 5 << false;
    }
    void attack()
    {
        QFETCH(QString, placements);
        QFETCH(int, needed);
        QFETCH(bool, automatic);
        const RollNeed need = Rules::attackNeed(position(placements), {0, 0}, {1, 0});
        QCOMPARE(need.automatic, automatic);
        if (!automatic)
            QCOMPARE(need.needed(), needed);
        QCOMPARE(need.certainSuccess(), automatic);
    }

    void pass_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<int>("needed");
        QTest::addColumn<bool>("certainSuccess");
        QTest::addColumn<bool>("certainFailure");
        // R0 throws to R1. Engaging blues stand next to one end only.
        QTest::newRow("l.213 distance 1: automatic") << u"R0@B4 R1@C4"_s << 1 << true << false;
        QTest::newRow("l.213 distance 2: automatic") << u"R0@B4 R1@D4"_s << 1 << true << false;
        QTest::newRow("l.200 distance 3: 2+") << u"R0@B4 R1@E4"_s << 2 << false << false;
        QTest::newRow("l.200 distance 4: 2+") << u"R0@B4 R1@F4"_s << 2 << false << false;
        QTest::newRow("l.200 distance 5: 3+") << u"R0@B4 R1@G4"_s << 3 << false << false;
        QTest::newRow("l.200 distance 6: 3+") << u"R0@B4 R1@H4"_s << 3 << false << false;
        QTest::newRow("l.200 distance 7: 4+") << u"R0@B4 R1@I4"_s << 4 << false << false;
        QTest::newRow("l.200 distance 8: 4+") << u"R0@B4 R1@J4"_s << 4 << false << false;
        QTest::newRow("l.211 distance 9: 5+") << u"R0@A4 R1@J4"_s << 5 << false << false;
        QTest::newRow("l.213 distance 1, thrower engaged: 2+")
            << u"R0@B4 R1@C4 B0@A4"_s << 2 << false << false;
        QTest::newRow("l.213 distance 2, receiver engaged: 2+")
            << u"R0@B4 R1@D4 B0@E5"_s << 2 << false << false;
        QTest::newRow("l.213 distance 1, both ends by one opponent: 3+")
            << u"R0@B4 R1@C4 B0@C5"_s << 3 << false << false;
        QTest::newRow("l.204 distance 3, thrower engaged: 3+")
            << u"R0@B4 R1@E4 B0@A3"_s << 3 << false << false;
        QTest::newRow("l.437 distance 5, receiver engaged: 4+")
            << u"R0@B4 R1@G4 B0@H5"_s << 4 << false << false;
        QTest::newRow("l.211 distance 7, both engaged: 6+")
            << u"R0@B4 R1@I4 B0@A4 B1@J4"_s << 6 << false << false;
        QTest::newRow("l.211 distance 9, both engaged: 7+ fails")
            << u"R0@A4 R1@J4 B0@A5 B1@J5"_s << 7 << false << true;
        QTest::newRow("l.89 opponent on the ground: no -1")
            << u"R0@B4 R1@E4 B0@A4:down"_s << 2 << false << false;
    }
    void pass()
    {
        QFETCH(QString, placements);
        QFETCH(int, needed);
        QFETCH(bool, certainSuccess);
        QFETCH(bool, certainFailure);
        const RollNeed need = Rules::passNeed(position(placements), {0, 0}, {0, 1});
        QCOMPARE(need.needed(), needed);
        QCOMPARE(need.certainSuccess(), certainSuccess);
        QCOMPARE(need.certainFailure(), certainFailure);
    }

    void reactionNeeds_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<bool>("dodge");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("needed");
        // B0 reacts.
        QTest::newRow("l.229 dodge clear: 3+") << u"R0@C3 B0@D3"_s << true << u"E4"_s << 3;
        QTest::newRow("l.399 dodge still next to the attacker: 4+")
            << u"R0@C3 B0@D3"_s << true << u"D4"_s << 4;
        QTest::newRow("l.233 dodge next to another opponent: 4+")
            << u"R0@C3 B0@D3 R1@F5"_s << true << u"E4"_s << 4;
        QTest::newRow("l.251 interception free: 5+") << u"B0@D3"_s << false << QString() << 5;
        QTest::newRow("l.255 interception engaged: 6+")
            << u"B0@D3 R1@C2"_s << false << QString() << 6;
        QTest::newRow("l.255 opponent on the ground: 5+")
            << u"B0@D3 R1@C2:down"_s << false << QString() << 5;
    }
    void reactionNeeds()
    {
        QFETCH(QString, placements);
        QFETCH(bool, dodge);
        QFETCH(QString, to);
        QFETCH(int, needed);
        const GameState s = position(placements);
        const RollNeed need = dodge ? Rules::dodgeNeed(s, {1, 0}, Board::fromName(to))
                                    : Rules::interceptNeed(s, {1, 0});
        QCOMPARE(need.needed(), needed);
    }

    void actions_data()
    {
        QTest::addColumn<QString>("placements");
        QTest::addColumn<QString>("ball");
        QTest::addColumn<QString>("suit");
        QTest::addColumn<Action>("action");
        QTest::addColumn<int>("player");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("refusal"); // empty: allowed
        const QString open = u"R0@C3 R1@C5 B0@D4 B1@E8:down B2@B8:ko"_s;
        // Team 0 acts.
        QTest::newRow("l.162 ♣ across a side")
            << open << "" << u"♣"_s << Action::Move << 0 << u"C2"_s << "";
        QTest::newRow("l.162 ♣ across a corner refused")
            << open << "" << u"♣"_s << Action::Move << 0 << u"B2"_s << u"With ♣"_s;
        QTest::newRow("l.162 ♠ across a corner")
            << open << "" << u"♠"_s << Action::Move << 0 << u"B2"_s << "";
        QTest::newRow("l.162 ♠ across a side refused")
            << open << "" << u"♠"_s << Action::Move << 0 << u"C2"_s << u"With ♠"_s;
        QTest::newRow("l.160 red card cannot move")
            << open << "" << u"♦"_s << Action::Move << 0 << u"C2"_s << u"black card"_s;
        QTest::newRow("l.61 an occupied square is not free")
            << open << "" << u"♠"_s << Action::Move << 0 << u"D4"_s << u"taken"_s;
        QTest::newRow("l.61 the ball's square is free")
            << open << u"B3"_s << u"♣"_s << Action::Move << 0 << u"B3"_s << "";
        QTest::newRow("l.160 one square only")
            << open << "" << u"♣"_s << Action::Move << 0 << u"A3"_s << u"one square"_s;
        QTest::newRow("l.65 nobody leaves the pitch")
            << u"R0@A1"_s << "" << u"♣"_s << Action::Move << 0 << QString() << u"one square"_s;
        QTest::newRow("l.89 on the ground: no move")
            << u"R0@C3:down"_s << "" << u"♣"_s << Action::Move << 0 << u"C2"_s
            << u"on the ground"_s;
        QTest::newRow("l.91 KO: no move")
            << u"R0@C3:ko"_s << "" << u"♣"_s << Action::Move << 0 << u"C2"_s << u"KO"_s;
        QTest::newRow("l.166 heroic with a red card, any direction")
            << open << "" << u"♥"_s << Action::HeroicMove << 0 << u"B2"_s << "";
        QTest::newRow("l.166 heroic with a black card, the other direction")
            << open << "" << u"♣"_s << Action::HeroicMove << 0 << u"B2"_s << "";
        QTest::newRow("l.177 red heroic stands a player up")
            << u"R0@C3:down"_s << "" << u"♦"_s << Action::HeroicMove << 0 << u"C3"_s << "";
        QTest::newRow("l.177 black heroic does not stand up")
            << u"R0@C3:down"_s << "" << u"♠"_s << Action::HeroicMove << 0 << u"C3"_s
            << u"red card"_s;
        QTest::newRow("l.177 standing up is not a move")
            << u"R0@C3:down"_s << "" << u"♦"_s << Action::HeroicMove << 0 << u"C4"_s
            << u"where he lies"_s;
        QTest::newRow("l.152 recover with a red card")
            << u"R0@C3:ko"_s << "" << u"♥"_s << Action::Recover << 0 << QString() << "";
        QTest::newRow("l.152 recover with a black card")
            << u"R0@C3:ko"_s << "" << u"♣"_s << Action::Recover << 0 << QString() << "";
        QTest::newRow("l.152 only a KO player recovers")
            << u"R0@C3:down"_s << "" << u"♣"_s << Action::Recover << 0 << QString()
            << u"Only a KO"_s;
        QTest::newRow("l.156 get up with ♠")
            << u"R0@C3:down"_s << "" << u"♠"_s << Action::GetUp << 0 << QString() << "";
        QTest::newRow("l.156 get up refused with ♦")
            << u"R0@C3:down"_s << "" << u"♦"_s << Action::GetUp << 0 << QString()
            << u"black card"_s;
        QTest::newRow("l.156 a standing player does not get up")
            << open << "" << u"♣"_s << Action::GetUp << 0 << QString() << u"Only a player"_s;
        QTest::newRow("l.181 ♦ across a side")
            << u"R0@C3 B0@D3"_s << "" << u"♦"_s << Action::Attack << 0 << u"D3"_s << "";
        QTest::newRow("l.181 ♦ across a corner refused")
            << open << "" << u"♦"_s << Action::Attack << 0 << u"D4"_s << u"With ♦"_s;
        QTest::newRow("l.181 ♥ across a corner")
            << open << "" << u"♥"_s << Action::Attack << 0 << u"D4"_s << "";
        QTest::newRow("l.181 ♥ across a side refused")
            << u"R0@C3 B0@D3"_s << "" << u"♥"_s << Action::Attack << 0 << u"D3"_s << u"With ♥"_s;
        QTest::newRow("l.179 black card cannot attack")
            << open << "" << u"♠"_s << Action::Attack << 0 << u"D4"_s << u"red card"_s;
        QTest::newRow("l.179 no attack on a team-mate")
            << u"R0@C3 R1@D3"_s << "" << u"♦"_s << Action::Attack << 0 << u"D3"_s
            << u"no opponent"_s;
        QTest::newRow("l.181 target must be adjacent")
            << u"R0@C3 B0@E3"_s << "" << u"♦"_s << Action::Attack << 0 << u"E3"_s << u"next to"_s;
        QTest::newRow("l.188 attack a KO player")
            << u"R0@C3 B0@D3:ko"_s << "" << u"♦"_s << Action::Attack << 0 << u"D3"_s << "";
        QTest::newRow("l.187 attack a player on the ground")
            << u"R0@C3 B0@D4:down"_s << "" << u"♥"_s << Action::Attack << 0 << u"D4"_s << "";
        QTest::newRow("l.181 a player on the ground does not attack")
            << u"R0@C3:down B0@D3"_s << "" << u"♦"_s << Action::Attack << 0 << u"D3"_s
            << u"standing"_s;
        QTest::newRow("l.198 pass any distance")
            << u"R0@A1 R1@J8"_s << u"R0"_s << u"♦"_s << Action::Pass << 0 << u"J8"_s << "";
        QTest::newRow("l.196 only the carrier passes")
            << u"R0@A1 R1@B1"_s << u"R1"_s << u"♦"_s << Action::Pass << 0 << u"B1"_s
            << u"carrier"_s;
        QTest::newRow("l.198 receiver must stand")
            << u"R0@A1 R1@C1:down"_s << u"R0"_s << u"♥"_s << Action::Pass << 0 << u"C1"_s
            << u"standing team-mate"_s;
        QTest::newRow("l.198 no pass to an opponent")
            << u"R0@A1 B1@C1"_s << u"R0"_s << u"♥"_s << Action::Pass << 0 << u"C1"_s
            << u"standing team-mate"_s;
        QTest::newRow("l.196 pass takes a red card")
            << u"R0@A1 R1@C1"_s << u"R0"_s << u"♣"_s << Action::Pass << 0 << u"C1"_s
            << u"red card"_s;
    }
    void actions()
    {
        QFETCH(QString, placements);
        QFETCH(QString, ball);
        QFETCH(QString, suit);
        QFETCH(Action, action);
        QFETCH(int, player);
        QFETCH(QString, target);
        QFETCH(QString, refusal);
        const GameState s = position(placements, ball);
        Event e = play(suitOf(suit), action, player, target);
        if (target.isEmpty())
            e.target = s.teams[0].players[player].square.isValid()
                           ? Square{s.teams[0].players[player].square.x - 1,
                                    s.teams[0].players[player].square.y}
                           : Square{};
        if (action == Action::Recover || action == Action::GetUp)
            e.target = s.teams[0].players[player].square;
        const dugout::RuleCheck check = Rules::checkAction(setup(), s, 0, suitOf(suit), e);
        QCOMPARE(check.allowed, refusal.isEmpty());
        if (!refusal.isEmpty())
            QVERIFY2(check.reason.contains(refusal), qPrintable(check.reason));
        // The dry run of the whole event agrees with the rule.
        const Game game(setup(), s);
        QCOMPARE(game.check(e).allowed, refusal.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBloodyBallRules)
#include "tst_bloodyball_rules.moc"
