// Rulebook l.1860–1925: touchdowns end the drive (in the opponent's turn the scorer's marker moves
// on), the scoring team kicks next, SPP events, half time, overtime and the penalty shoot-out.
#include "../support/MatchTestHelpers.h"
#include "core/match/MatchFlow.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;

Q_DECLARE_METATYPE(dugout::MatchPhase)

class TestMatchScoring : public QObject, protected DerbyTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        const QString errors = loadDerby();
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
    }

    void touchdown_data()
    {
        QTest::addColumn<bool>("inOwnTurn");
        QTest::addColumn<int>("scorerTurn");
        QTest::addColumn<int>("otherTurn");
        QTest::addColumn<int>("half");
        QTest::addColumn<int>("scorerTurnAfter");
        QTest::addColumn<MatchPhase>("phase");
        QTest::addColumn<bool>("halfOver");
        QTest::newRow("own turn 3") << true << 3 << 3 << 1 << 3 << MatchPhase::DriveOver << false;
        QTest::newRow("opponent's turn 3: marker on to 4")
            << false << 3 << 4 << 1 << 4 << MatchPhase::DriveOver << false;
        QTest::newRow("own turn 8, receiver still has turn 8")
            << true << 8 << 7 << 1 << 8 << MatchPhase::DriveOver << false;
        QTest::newRow("own turn 8, receiver done: half over")
            << true << 8 << 8 << 1 << 8 << MatchPhase::DriveOver << true;
        QTest::newRow("opponent's turn 8 with marker at 7: to 8")
            << false << 7 << 8 << 1 << 8 << MatchPhase::DriveOver << true;
        QTest::newRow("opponent's turn, marker at 8 stays")
            << false << 8 << 8 << 1 << 8 << MatchPhase::DriveOver << true;
        QTest::newRow("second half, last turn: decided")
            << true << 8 << 8 << 2 << 8 << MatchPhase::Finished << false;
        QTest::newRow("overtime: first score wins")
            << true << 2 << 1 << 3 << 2 << MatchPhase::Finished << false;
    }
    void touchdown()
    {
        QFETCH(bool, inOwnTurn);
        QFETCH(int, scorerTurn);
        QFETCH(int, otherTurn);
        QFETCH(int, half);
        QFETCH(int, scorerTurnAfter);
        QFETCH(MatchPhase, phase);
        QFETCH(bool, halfOver);
        // Home scores; away is active when home scores in the opponent's turn.
        MatchState s =
            stateInTurn(*m_rules, m_setup, inOwnTurn ? Side::Home : Side::Away,
                        inOwnTurn ? scorerTurn : otherTurn, inOwnTurn ? otherTurn : scorerTurn);
        s.half = half;
        QVERIFY(apply(s, makeEvent(MatchEventType::Touchdown, Side::Home, 4)));
        QCOMPARE(s.home.score, 1);
        QCOMPARE(s.home.player(4)->touchdowns, 1);
        QCOMPARE(s.home.turn, scorerTurnAfter);
        QCOMPARE(s.phase, phase);
        QCOMPARE(s.halfOver, halfOver);
        if (phase == MatchPhase::DriveOver && !halfOver)
            QCOMPARE(s.kicking, Side::Home); // the scoring team kicks next
    }

    void touchdownNeedsAStandingPlayerInPlay()
    {
        MatchState s = stateInTurn(*m_rules, m_setup);
        s.home.player(4)->state = PlayerState::Prone;
        QVERIFY(!apply(s, makeEvent(MatchEventType::Touchdown, Side::Home, 4)));
        QVERIFY(!apply(s, makeEvent(MatchEventType::Touchdown, Side::Home, 40)));
        s.blitzTurn = true;
        QVERIFY(!apply(s, makeEvent(MatchEventType::Touchdown, Side::Home, 5)));
        s.blitzTurn = false;
        s.phase = MatchPhase::AwaitTurn;
        QVERIFY(!apply(s, makeEvent(MatchEventType::Touchdown, Side::Home, 5)));
    }

    // Completion: the passer of this turn, once; interception: the other team, a turnover.
    void passes()
    {
        MatchState s = stateInTurn(*m_rules, m_setup);
        QVERIFY(
            !apply(s, makeEvent(MatchEventType::Completion, Side::Home, 2))); // no pass declared
        QVERIFY(!apply(s, makeEvent(MatchEventType::Interception, Side::Away, 2)));
        QVERIFY(apply(s, makeAction(Side::Home, 2, PlayerAction::Pass)));
        QVERIFY(!apply(s, makeEvent(MatchEventType::Completion, Side::Home, 3))); // not the passer
        QVERIFY(apply(s, makeEvent(MatchEventType::Completion, Side::Home, 2)));
        QCOMPARE(s.home.player(2)->completions, 1);
        QVERIFY(!apply(s, makeEvent(MatchEventType::Completion, Side::Home, 2))); // once per pass

        MatchState t = stateInTurn(*m_rules, m_setup);
        QVERIFY(apply(t, makeAction(Side::Home, 2, PlayerAction::Pass)));
        QVERIFY(!apply(t, makeEvent(MatchEventType::Interception, Side::Home, 3))); // own team
        QVERIFY(apply(t, makeEvent(MatchEventType::Interception, Side::Away, 3)));
        QCOMPARE(t.away.player(3)->interceptions, 1);
        QVERIFY(t.turnover);
        QCOMPARE(t.phase, MatchPhase::Turn);
    }

    // Half time: markers back to 0, re-rolls back to the roster's (kick-off ones lost), the
    // team that received first kicks.
    void halfTime()
    {
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Away, 8, 8);
        s.receivedFirst = Side::Away;
        s.home.rerolls = 0;
        s.away.rerolls = 4; // two won at kick-off
        s.home.player(1)->state = PlayerState::Prone;
        QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Away)));
        QCOMPARE(s.phase, MatchPhase::DriveOver);
        QVERIFY(s.halfOver);
        QStringList log;
        MatchEvent none;
        ScriptedDice dice;
        MatchStep step{*m_rules, m_setup, s, none, dice, log, {}};
        MatchFlow::startNextDrive(step);
        QCOMPARE(s.half, 2);
        QCOMPARE(s.home.turn, 0);
        QCOMPARE(s.away.turn, 0);
        QCOMPARE(s.home.rerolls, 3);
        QCOMPARE(s.away.rerolls, 2);
        QCOMPARE(s.kicking, Side::Away);
        QCOMPARE(s.active, Side::Away); // sets up first
        QCOMPARE(s.phase, MatchPhase::Setup);
        QCOMPARE(s.home.player(1)->state, PlayerState::Reserves);
    }

    // Overtime: only after a tied second half; re-rolls carry over, no new ones.
    void overtime()
    {
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home, 8, 8);
        s.half = 2;
        s.home.score = s.away.score = 1;
        s.home.rerolls = 1;
        s.away.rerolls = 0;
        QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Home)));
        QCOMPARE(s.phase, MatchPhase::TieBreak);
        QVERIFY(!apply(s, makeEvent(MatchEventType::ShootOut, Side::Home))); // overtime comes first
        MatchEvent o = makeEvent(MatchEventType::Overtime, Side::Away);
        o.flag = true;
        QVERIFY(apply(s, o));
        QCOMPARE(s.half, 3);
        QCOMPARE(s.home.turn, 0);
        QCOMPARE(s.kicking, Side::Away);
        QCOMPARE(s.phase, MatchPhase::DriveOver);
        QStringList log;
        ScriptedDice dice;
        MatchStep step{*m_rules, m_setup, s, o, dice, log, {}};
        MatchFlow::startNextDrive(step);
        QCOMPARE(s.half, 3);
        QCOMPARE(s.home.rerolls, 1);
        QCOMPARE(s.away.rerolls, 0);
        QCOMPARE(s.phase, MatchPhase::Setup);
    }

    void noOvertimeIsADraw()
    {
        MatchState s = stateInTurn(*m_rules, m_setup);
        s.half = 2;
        s.phase = MatchPhase::TieBreak;
        MatchEvent o = makeEvent(MatchEventType::Overtime, Side::Home);
        QVERIFY(apply(s, o));
        QCOMPARE(s.phase, MatchPhase::Finished);
        QVERIFY(!s.shootOutWinner);
    }

    // Shoot-out: D6 + 1 per unused re-roll, ties rolled again; the winner is credited one more.
    void shootOut_data()
    {
        QTest::addColumn<int>("homeRerolls");
        QTest::addColumn<int>("awayRerolls");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("homeWins");
        QTest::newRow("higher die") << 0 << 0 << QList<int>{5, 2} << true;
        QTest::newRow("re-rolls count: 3+1 against 5") << 1 << 0 << QList<int>{3, 5} << false;
        QTest::newRow("re-rolls turn it: 3+3 against 5") << 3 << 0 << QList<int>{3, 5} << true;
        QTest::newRow("tie rolled again") << 1 << 0 << QList<int>{3, 4, 1, 6} << false;
    }
    void shootOut()
    {
        QFETCH(int, homeRerolls);
        QFETCH(int, awayRerolls);
        QFETCH(QList<int>, dice);
        QFETCH(bool, homeWins);
        MatchState s = stateInTurn(*m_rules, m_setup);
        s.half = 3;
        s.phase = MatchPhase::TieBreak;
        s.home.score = s.away.score = 2;
        s.home.rerolls = homeRerolls;
        s.away.rerolls = awayRerolls;
        QVERIFY(apply(s, makeEvent(MatchEventType::ShootOut, Side::Home), dice));
        QCOMPARE(s.phase, MatchPhase::Finished);
        QCOMPARE(*s.shootOutWinner, homeWins ? Side::Home : Side::Away);
        QCOMPARE(s.home.score, homeWins ? 3 : 2);
        QCOMPARE(s.away.score, homeWins ? 2 : 3);
    }

    void impossibleShootOutDieRefused()
    {
        MatchState s = stateInTurn(*m_rules, m_setup);
        s.half = 3;
        s.phase = MatchPhase::TieBreak;
        MatchEvent e = makeEvent(MatchEventType::ShootOut, Side::Home);
        e.dice.insert(u"home.shootout"_s, {7});
        const RuleCheck r = apply(s, e, {3});
        QVERIFY(!r);
        QVERIFY(r.reason.contains(u"7"_s));
        QCOMPARE(s.phase, MatchPhase::TieBreak);
    }

    void drawOnlyWhenTied()
    {
        MatchState s = stateInTurn(*m_rules, m_setup);
        QVERIFY(!apply(s, makeEvent(MatchEventType::AcceptDraw, Side::Home)));
        s.phase = MatchPhase::TieBreak;
        s.half = 2;
        QVERIFY(apply(s, makeEvent(MatchEventType::AcceptDraw, Side::Home)));
        QCOMPARE(s.phase, MatchPhase::Finished);
    }
};

QTEST_GUILESS_MAIN(TestMatchScoring)
#include "tst_match_scoring.moc"
