// Rulebook l.800–927: turn markers, one action per player, one Blitz / Pass / Hand-off / Foul per
// team turn, stunned players, turnovers, team and Leader re-rolls, concession.
#include "../support/MatchTestHelpers.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;

// Declared before any test uses them as columns: a later declaration breaks Release builds.
Q_DECLARE_METATYPE(dugout::PlayerAction)
Q_DECLARE_METATYPE(dugout::MatchPhase)
Q_DECLARE_METATYPE(dugout::PlayerState)

class TestMatchTurns : public QObject, protected DerbyTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        const QString errors = loadDerby();
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
    }

    // Starting a turn moves the active team's marker; only the team whose turn it is may.
    void startTurn_data()
    {
        QTest::addColumn<int>("markerBefore");
        QTest::addColumn<bool>("activeSide");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("first turn") << 0 << true << true;
        QTest::newRow("turn 7 to 8") << 7 << true << true;
        QTest::newRow("the other team") << 3 << false << false;
    }
    void startTurn()
    {
        QFETCH(int, markerBefore);
        QFETCH(bool, activeSide);
        QFETCH(bool, allowed);
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home, markerBefore, markerBefore);
        s.phase = MatchPhase::AwaitTurn;
        const RuleCheck r =
            apply(s, makeEvent(MatchEventType::StartTurn, activeSide ? Side::Home : Side::Away));
        QCOMPARE(r.allowed, allowed);
        QCOMPARE(s.home.turn, allowed ? markerBefore + 1 : markerBefore);
        QCOMPARE(s.phase, allowed ? MatchPhase::Turn : MatchPhase::AwaitTurn);
        if (!allowed)
            QVERIFY(r.reason.contains(u"Altdorf Reavers"_s));
    }

    void startTurnOnlyWhenAwaited()
    {
        MatchState s = stateInTurn(*m_rules, m_setup); // a turn is under way
        QVERIFY(!apply(s, makeEvent(MatchEventType::StartTurn, Side::Home)));
        s.phase = MatchPhase::Setup;
        QVERIFY(!apply(s, makeEvent(MatchEventType::StartTurn, Side::Home)));
    }

    // The half ends when the team due to play has had its 8 turns (l.1865: both coaches played 8).
    void endOfTurn_data()
    {
        QTest::addColumn<int>("half");
        QTest::addColumn<int>("activeTurn");
        QTest::addColumn<int>("otherTurn");
        QTest::addColumn<int>("homeScore");
        QTest::addColumn<int>("awayScore");
        QTest::addColumn<MatchPhase>("phase");
        QTest::addColumn<bool>("halfOver");
        QTest::newRow("turn 7, the other team plays")
            << 1 << 7 << 7 << 0 << 0 << MatchPhase::AwaitTurn << false;
        QTest::newRow("receiver's turn 8, kicker still has 8")
            << 1 << 8 << 7 << 0 << 0 << MatchPhase::AwaitTurn << false;
        QTest::newRow("kicker's turn 8 ends the first half")
            << 1 << 8 << 8 << 0 << 0 << MatchPhase::DriveOver << true;
        QTest::newRow("second half, decided")
            << 2 << 8 << 8 << 2 << 1 << MatchPhase::Finished << false;
        QTest::newRow("second half, tied")
            << 2 << 8 << 8 << 1 << 1 << MatchPhase::TieBreak << false;
        QTest::newRow("overtime, scoreless")
            << 3 << 8 << 8 << 1 << 1 << MatchPhase::TieBreak << false;
    }
    void endOfTurn()
    {
        QFETCH(int, half);
        QFETCH(int, activeTurn);
        QFETCH(int, otherTurn);
        QFETCH(int, homeScore);
        QFETCH(int, awayScore);
        QFETCH(MatchPhase, phase);
        QFETCH(bool, halfOver);
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home, activeTurn, otherTurn);
        s.half = half;
        s.home.score = homeScore;
        s.away.score = awayScore;
        QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Home)));
        QCOMPARE(s.phase, phase);
        QCOMPARE(s.halfOver, halfOver);
        if (phase == MatchPhase::AwaitTurn)
            QCOMPARE(s.active, Side::Away);
    }

    void endTurnOnlyByTheActiveTeam()
    {
        MatchState s = stateInTurn(*m_rules, m_setup);
        const RuleCheck r = apply(s, makeEvent(MatchEventType::EndTurn, Side::Away));
        QVERIFY(!r);
        QVERIFY(r.reason.contains(u"Altdorf Reavers"_s));
    }

    // Each player acts once per turn; one Blitz, Pass, Hand-off and Foul per team turn.
    void actions_data()
    {
        QTest::addColumn<int>("firstPlayer");
        QTest::addColumn<PlayerAction>("first");
        QTest::addColumn<int>("secondPlayer");
        QTest::addColumn<PlayerAction>("second");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QString>("reason");
        QTest::newRow("two moves")
            << 1 << PlayerAction::Move << 2 << PlayerAction::Move << true << QString();
        QTest::newRow("two blocks")
            << 1 << PlayerAction::Block << 2 << PlayerAction::Block << true << QString();
        QTest::newRow("same player twice")
            << 1 << PlayerAction::Move << 1 << PlayerAction::Block << false << u"already acted"_s;
        QTest::newRow("second blitz") << 1 << PlayerAction::Blitz << 2 << PlayerAction::Blitz
                                      << false << u"already blitzed"_s;
        QTest::newRow("second pass")
            << 1 << PlayerAction::Pass << 2 << PlayerAction::Pass << false << u"already passed"_s;
        QTest::newRow("second hand-off") << 1 << PlayerAction::HandOff << 2 << PlayerAction::HandOff
                                         << false << u"already handed off"_s;
        QTest::newRow("second foul")
            << 1 << PlayerAction::Foul << 2 << PlayerAction::Foul << false << u"already fouled"_s;
        QTest::newRow("blitz then pass, two players")
            << 1 << PlayerAction::Blitz << 2 << PlayerAction::Pass << true << QString();
        QTest::newRow("pass then blitz, two players")
            << 1 << PlayerAction::Pass << 2 << PlayerAction::Blitz << true << QString();
        QTest::newRow("blitz, pass, hand-off, foul")
            << 1 << PlayerAction::HandOff << 2 << PlayerAction::Foul << true << QString();
    }
    void actions()
    {
        QFETCH(int, firstPlayer);
        QFETCH(PlayerAction, first);
        QFETCH(int, secondPlayer);
        QFETCH(PlayerAction, second);
        QFETCH(bool, allowed);
        QFETCH(QString, reason);
        MatchState s = stateInTurn(*m_rules, m_setup);
        QVERIFY(apply(s, makeAction(Side::Home, firstPlayer, first)));
        const RuleCheck r = apply(s, makeAction(Side::Home, secondPlayer, second));
        QCOMPARE(r.allowed, allowed);
        QVERIFY2(r.reason.contains(reason), qPrintable(r.reason));
    }

    // Who may act at all: standing or prone players of the active team, before a turnover.
    void whoMayAct_data()
    {
        QTest::addColumn<PlayerState>("state");
        QTest::addColumn<PlayerAction>("what");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<PlayerState>("after");
        QTest::newRow("standing blocks")
            << PlayerState::Standing << PlayerAction::Block << true << PlayerState::Standing;
        QTest::newRow("prone cannot block")
            << PlayerState::Prone << PlayerAction::Block << false << PlayerState::Prone;
        QTest::newRow("prone stands up to move")
            << PlayerState::Prone << PlayerAction::Move << true << PlayerState::Standing;
        QTest::newRow("prone stands up to blitz")
            << PlayerState::Prone << PlayerAction::Blitz << true << PlayerState::Standing;
        QTest::newRow("stunned cannot move")
            << PlayerState::Stunned << PlayerAction::Move << false << PlayerState::Stunned;
        QTest::newRow("reserves") << PlayerState::Reserves << PlayerAction::Move << false
                                  << PlayerState::Reserves;
        QTest::newRow("KO") << PlayerState::KnockedOut << PlayerAction::Move << false
                            << PlayerState::KnockedOut;
        QTest::newRow("sent off") << PlayerState::SentOff << PlayerAction::Foul << false
                                  << PlayerState::SentOff;
    }
    void whoMayAct()
    {
        QFETCH(PlayerState, state);
        QFETCH(PlayerAction, what);
        QFETCH(bool, allowed);
        QFETCH(PlayerState, after);
        MatchState s = stateInTurn(*m_rules, m_setup);
        s.home.player(3)->state = state;
        const RuleCheck r = apply(s, makeAction(Side::Home, 3, what));
        QCOMPARE(r.allowed, allowed);
        QVERIFY(allowed || !r.reason.isEmpty());
        QCOMPARE(s.home.player(3)->state, after);
    }

    void noActionForTheOtherTeamOrAfterATurnover()
    {
        MatchState s = stateInTurn(*m_rules, m_setup);
        QVERIFY(!apply(s, makeAction(Side::Away, 1, PlayerAction::Move)));
        MatchEvent turnover = makeEvent(MatchEventType::Turnover, Side::Home);
        turnover.reason = TurnoverReason::FailedPickUp;
        QVERIFY(apply(s, turnover));
        QVERIFY(s.turnover);
        const RuleCheck r = apply(s, makeAction(Side::Home, 1, PlayerAction::Move));
        QVERIFY(!r);
        QVERIFY(r.reason.contains(u"Turnover"_s));
        QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Home)));
        QCOMPARE(s.active, Side::Away);
        QVERIFY(!s.turnover);
    }

    // The limits reset with the next team turn.
    void limitsResetNextTurn()
    {
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home, 2, 1);
        QVERIFY(apply(s, makeAction(Side::Home, 1, PlayerAction::Blitz)));
        QVERIFY(apply(s, makeEvent(MatchEventType::TeamReroll, Side::Home)));
        QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Home)));
        QVERIFY(apply(s, makeEvent(MatchEventType::StartTurn, Side::Away)));
        QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Away)));
        QVERIFY(apply(s, makeEvent(MatchEventType::StartTurn, Side::Home)));
        QCOMPARE(s.home.turn, 3);
        QVERIFY(!s.home.blitzUsed);
        QVERIFY(!s.home.rerollUsedThisTurn);
        QVERIFY(apply(s, makeAction(Side::Home, 1, PlayerAction::Blitz)));
    }

    // Stunned players turn face up at the end of their team's next turn.
    void stunned_data()
    {
        QTest::addColumn<bool>("stunnedInOwnTurn");
        QTest::addColumn<int>("ownTurnsEnded");
        QTest::addColumn<PlayerState>("expected");
        QTest::newRow("stunned by the opponent, after his own next turn")
            << false << 1 << PlayerState::Prone;
        QTest::newRow("stunned in his own turn, at the end of it")
            << true << 0 << PlayerState::Stunned;
        QTest::newRow("stunned in his own turn, after his next turn")
            << true << 1 << PlayerState::Prone;
    }
    void stunned()
    {
        QFETCH(bool, stunnedInOwnTurn);
        QFETCH(int, ownTurnsEnded);
        QFETCH(PlayerState, expected);
        // Home's player 5 is stunned during home's turn 2 or away's turn 2.
        const Side stunnedDuring = stunnedInOwnTurn ? Side::Home : Side::Away;
        MatchState s = stateInTurn(*m_rules, m_setup, stunnedDuring, 2, stunnedInOwnTurn ? 1 : 2);
        s.home.player(5)->state = PlayerState::Stunned;
        s.home.player(5)->stunnedThisTurn = stunnedInOwnTurn;
        QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, stunnedDuring)));
        if (stunnedInOwnTurn) {
            QVERIFY(apply(s, makeEvent(MatchEventType::StartTurn, Side::Away)));
            QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Away)));
        }
        for (int i = 0; i < ownTurnsEnded; ++i) {
            QVERIFY(apply(s, makeEvent(MatchEventType::StartTurn, Side::Home)));
            QCOMPARE(s.home.player(5)->state, PlayerState::Stunned); // cannot act in this turn
            QVERIFY(!apply(s, makeAction(Side::Home, 5, PlayerAction::Move)));
            QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Home)));
        }
        QCOMPARE(s.home.player(5)->state, expected);
    }

    // Team re-rolls: own turn only, one per turn, never below zero; Loner 4+; Leader on the pitch.
    void rerolls_data()
    {
        QTest::addColumn<int>("rerolls");
        QTest::addColumn<bool>("usedThisTurn");
        QTest::addColumn<bool>("otherTeamAsks");
        QTest::addColumn<bool>("loner");
        QTest::addColumn<int>("lonerDie");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<int>("left");
        QTest::addColumn<QString>("logText");
        QTest::newRow("one of three")
            << 3 << false << false << false << 0 << true << 2 << u"2 left"_s;
        QTest::newRow("the last one")
            << 1 << false << false << false << 0 << true << 0 << u"0 left"_s;
        QTest::newRow("none left") << 0 << false << false << false << 0 << false << 0 << QString();
        QTest::newRow("second in a turn")
            << 2 << true << false << false << 0 << false << 2 << QString();
        QTest::newRow("in the opponent's turn")
            << 2 << false << true << false << 0 << false << 2 << QString();
        QTest::newRow("Loner rolls 3: spent")
            << 2 << false << false << true << 3 << true << 1 << u"is lost"_s;
        QTest::newRow("Loner rolls 4: used")
            << 2 << false << false << true << 4 << true << 1 << u"may be used"_s;
    }
    void rerolls()
    {
        QFETCH(int, rerolls);
        QFETCH(bool, usedThisTurn);
        QFETCH(bool, otherTeamAsks);
        QFETCH(bool, loner);
        QFETCH(int, lonerDie);
        QFETCH(bool, allowed);
        QFETCH(int, left);
        QFETCH(QString, logText);
        MatchState s = stateInTurn(*m_rules, m_setup);
        s.home.rerolls = rerolls;
        s.away.rerolls = rerolls;
        s.home.rerollUsedThisTurn = usedThisTurn;
        if (loner)
            s.home.player(6)->skills << u"loner"_s;
        MatchEvent e =
            makeEvent(MatchEventType::TeamReroll, otherTeamAsks ? Side::Away : Side::Home, 6);
        if (loner)
            e.dice.insert(u"home.loner"_s, {lonerDie});
        QStringList log;
        const RuleCheck r = applyEvent(*m_rules, m_setup, s, e, {}, &log);
        QCOMPARE(r.allowed, allowed);
        QVERIFY(allowed || !r.reason.isEmpty());
        QCOMPARE(s.home.rerolls, left);
        if (allowed) {
            QVERIFY(s.home.rerollUsedThisTurn);
            QVERIFY2(log.join(u' ').contains(logText), qPrintable(log.join(u' ')));
        }
    }

    void leaderReroll_data()
    {
        QTest::addColumn<PlayerState>("leaderState");
        QTest::addColumn<bool>("teamRerollFirst");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("leader standing") << PlayerState::Standing << false << true;
        QTest::newRow("leader stunned still counts") << PlayerState::Stunned << false << true;
        QTest::newRow("leader in reserves") << PlayerState::Reserves << false << false;
        QTest::newRow("leader KO") << PlayerState::KnockedOut << false << false;
        QTest::newRow("after a team re-roll this turn") << PlayerState::Standing << true << false;
    }
    void leaderReroll()
    {
        QFETCH(PlayerState, leaderState);
        QFETCH(bool, teamRerollFirst);
        QFETCH(bool, allowed);
        MatchSetup setup = m_setup;
        setup.home.players[0].gainedSkills << GainedSkill{u"leader"_s, false};
        MatchState s = stateInTurn(*m_rules, setup);
        QVERIFY(s.home.leaderReroll);
        s.home.player(setup.home.players[0].number)->state = leaderState;
        if (teamRerollFirst)
            QVERIFY(
                applyEvent(*m_rules, setup, s, makeEvent(MatchEventType::TeamReroll, Side::Home)));
        const RuleCheck r =
            applyEvent(*m_rules, setup, s, makeEvent(MatchEventType::LeaderReroll, Side::Home));
        QCOMPARE(r.allowed, allowed);
        QCOMPARE(s.home.leaderReroll, !allowed);
        // Used once a half: a second one the next turn is refused.
        if (allowed) {
            s.home.rerollUsedThisTurn = false;
            QVERIFY(!applyEvent(*m_rules, setup, s,
                                makeEvent(MatchEventType::LeaderReroll, Side::Home)));
        }
    }

    // A coach concedes at the start of his own turn, before moving the marker (or before kick-off).
    void concede_data()
    {
        QTest::addColumn<MatchPhase>("phase");
        QTest::addColumn<bool>("ownTurn");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("start of own turn") << MatchPhase::AwaitTurn << true << true;
        QTest::newRow("start of the opponent's turn") << MatchPhase::AwaitTurn << false << false;
        QTest::newRow("during own turn") << MatchPhase::Turn << true << false;
        QTest::newRow("before the match") << MatchPhase::PreMatch << false << true;
    }
    void concede()
    {
        QFETCH(MatchPhase, phase);
        QFETCH(bool, ownTurn);
        QFETCH(bool, allowed);
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home, 3, 3);
        s.phase = phase;
        if (phase == MatchPhase::PreMatch) {
            s.home.turn = s.away.turn = 0;
            s.drive = 0;
        }
        const RuleCheck r =
            apply(s, makeEvent(MatchEventType::Concede, ownTurn ? Side::Home : Side::Away));
        QCOMPARE(r.allowed, allowed);
        QCOMPARE(s.phase == MatchPhase::Finished, allowed);
        if (allowed)
            QCOMPARE(*s.conceded, ownTurn ? Side::Home : Side::Away);
    }

    void nothingAfterTheEnd()
    {
        MatchState s = stateInTurn(*m_rules, m_setup);
        s.phase = MatchPhase::Finished;
        QVERIFY(!apply(s, makeEvent(MatchEventType::StartTurn, Side::Home)));
    }
};

QTEST_GUILESS_MAIN(TestMatchTurns)
#include "tst_match_turns.moc"
