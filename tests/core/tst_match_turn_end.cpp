// How team turns, drives and halves end (rulebook l.800–927, l.1860–1930): a turn that ends
// without an End turn event leaves both teams' next turns fresh (l.893–915: a touchdown is a
// turnover), team re-rolls are for players on the pitch (l.1740–1746), a team unable to field
// players (l.1940–1950), and which concessions escape the extra penalties (l.3856–3868).
#include "../support/MatchTestHelpers.h"
#include "core/match/MatchResult.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;

Q_DECLARE_METATYPE(dugout::PlayerState)
Q_DECLARE_METATYPE(dugout::MatchPhase)

namespace {

// How the turn under test ends.
enum class TurnEnd {
    TouchdownOwnTurn,      // the active team scores
    TouchdownOpponentTurn, // the other team scores in the active team's turn
    TouchdownLastTurn,     // the active team scores in its 8th turn, the other done: half over
    TouchdownSecondHalf,   // the active team scores the winner in the last turn of the match
    UnableToField,         // at the next set-up, the kicking team has nobody
    Timer,                 // the four minutes run out: a turnover, then End turn
    BlitzKickOff,          // the kicking team's free Blitz turn, ended
};

// Marks every once-per-turn limit of `team` as used this turn.
void useEverything(TeamMatchState &team)
{
    team.rerollUsedThisTurn = true;
    team.blitzUsed = team.passUsed = team.handOffUsed = team.foulUsed = true;
    team.blitzer = 4;
    team.passer = 2;
    team.passCompleted = true;
    team.fouler = 3;
    team.foulMade = true;
    for (MatchPlayer &p : team.players)
        p.acted = true;
}

// What is left of this turn in `team`: empty when its next turn starts fresh.
QStringList leftovers(const TeamMatchState &team)
{
    QStringList left;
    if (team.rerollUsedThisTurn)
        left << u"re-roll used"_s;
    if (team.blitzUsed || team.passUsed || team.handOffUsed || team.foulUsed)
        left << u"once-per-turn action used"_s;
    if (team.blitzer || team.passer || team.fouler || team.passCompleted || team.foulMade)
        left << u"this turn's blitzer, passer or fouler"_s;
    for (const MatchPlayer &p : team.players) {
        if (p.acted)
            left << u"#%1 has acted"_s.arg(p.number);
    }
    return left;
}

} // namespace

Q_DECLARE_METATYPE(TurnEnd)

class TestMatchTurnEnd : public QObject, protected DerbyTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        const QString errors = loadDerby();
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
    }

    // Whatever ends the turn, the next turn of each team starts with nothing used.
    void nextTurnIsFresh_data()
    {
        QTest::addColumn<TurnEnd>("end");
        QTest::newRow("l.905 touchdown in own turn") << TurnEnd::TouchdownOwnTurn;
        QTest::newRow("l.905 touchdown in the opponent's turn") << TurnEnd::TouchdownOpponentTurn;
        QTest::newRow("l.905 touchdown in turn 8: end of the half") << TurnEnd::TouchdownLastTurn;
        QTest::newRow("l.905 touchdown ends the match") << TurnEnd::TouchdownSecondHalf;
        QTest::newRow("l.1940 a team unable to field players") << TurnEnd::UnableToField;
        QTest::newRow("l.906 the four-minute limit") << TurnEnd::Timer;
        QTest::newRow("kick-off Blitz turn") << TurnEnd::BlitzKickOff;
    }
    void nextTurnIsFresh()
    {
        QFETCH(TurnEnd, end);
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home, 3, 3);
        useEverything(s.home);
        useEverything(s.away);
        switch (end) {
        case TurnEnd::TouchdownOwnTurn:
            QVERIFY(apply(s, makeEvent(MatchEventType::Touchdown, Side::Home, 5)));
            QCOMPARE(s.phase, MatchPhase::DriveOver);
            break;
        case TurnEnd::TouchdownOpponentTurn:
            QVERIFY(apply(s, makeEvent(MatchEventType::Touchdown, Side::Away, 5)));
            QCOMPARE(s.phase, MatchPhase::DriveOver);
            break;
        case TurnEnd::TouchdownLastTurn:
            s.home.turn = s.away.turn = 8;
            QVERIFY(apply(s, makeEvent(MatchEventType::Touchdown, Side::Home, 5)));
            QVERIFY(s.halfOver);
            break;
        case TurnEnd::TouchdownSecondHalf:
            s.half = 2;
            s.home.turn = s.away.turn = 8;
            QVERIFY(apply(s, makeEvent(MatchEventType::Touchdown, Side::Home, 5)));
            QCOMPARE(s.phase, MatchPhase::Finished);
            break;
        case TurnEnd::UnableToField:
            s.phase = MatchPhase::Setup;
            s.kicking = s.active = Side::Home;
            for (MatchPlayer &p : s.home.players)
                p.state = PlayerState::KnockedOut;
            for (MatchPlayer &p : s.away.players)
                p.state = PlayerState::Reserves;
            QVERIFY(apply(s, makeEvent(MatchEventType::Lineup, Side::Home)));
            QCOMPARE(s.away.score, 1);
            break;
        case TurnEnd::Timer: {
            MatchEvent timer = makeEvent(MatchEventType::Turnover, Side::Home);
            timer.reason = TurnoverReason::Timer;
            QVERIFY(apply(s, timer));
            QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Home)));
            QCOMPARE(s.phase, MatchPhase::AwaitTurn);
            QCOMPARE(s.active, Side::Away);
            // The away team's own turn has not ended: only the home team's must be fresh.
            QCOMPARE(leftovers(s.home), QStringList());
            return;
        }
        case TurnEnd::BlitzKickOff:
            s.blitzTurn = true;
            s.active = s.kicking = Side::Away;
            QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Away)));
            QCOMPARE(s.active, Side::Home);
            QCOMPARE(leftovers(s.away), QStringList());
            return;
        }
        QCOMPARE(leftovers(s.home), QStringList());
        QCOMPARE(leftovers(s.away), QStringList());
        QVERIFY(!s.turnover);
        QVERIFY(!s.blitzTurn);
    }

    // The whole way round: #4 blitzes, #2 scores; after the next kick-off #4 blitzes again.
    void blitzAgainAfterTouchdown()
    {
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home, 2, 2);
        QVERIFY(apply(s, makeAction(Side::Home, 4, PlayerAction::Blitz)));
        QVERIFY(apply(s, makeEvent(MatchEventType::TeamReroll, Side::Home, 4)));
        QVERIFY(apply(s, makeAction(Side::Home, 2, PlayerAction::Move)));
        QVERIFY(apply(s, makeEvent(MatchEventType::Touchdown, Side::Home, 2)));
        QVERIFY(apply(s, makeEvent(MatchEventType::EndDrive, Side::Home)));
        // Home kicks: it sets up first, then the away team; then a kick-off that rolls nothing
        // more.
        MatchEvent homeLineup = makeEvent(MatchEventType::Lineup, Side::Home);
        homeLineup.numbers = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        homeLineup.lineOfScrimmage = 3;
        QVERIFY(apply(s, homeLineup));
        MatchEvent awayLineup = homeLineup;
        awayLineup.side = Side::Away;
        QVERIFY(apply(s, awayLineup));
        MatchEvent kickOff = makeEvent(MatchEventType::KickOff, Side::Home);
        kickOff.dice.insert(u"kickoff"_s, {2, 3}); // 5: High Kick, nothing to roll
        const RuleCheck kicked = apply(s, kickOff);
        QVERIFY2(kicked, qPrintable(kicked.reason));
        QCOMPARE(s.active, Side::Away);
        QVERIFY(apply(s, makeEvent(MatchEventType::StartTurn, Side::Away)));
        QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Away)));
        QVERIFY(apply(s, makeEvent(MatchEventType::StartTurn, Side::Home)));
        const RuleCheck blitz = apply(s, makeAction(Side::Home, 4, PlayerAction::Blitz));
        QVERIFY2(blitz, qPrintable(blitz.reason));
        const RuleCheck reroll = apply(s, makeEvent(MatchEventType::TeamReroll, Side::Home, 4));
        QVERIFY2(reroll, qPrintable(reroll.reason));
    }

    // l.1946–1950: both markers move two; the half ends only when both reach 8.
    void unableToField_data()
    {
        QTest::addColumn<int>("homeTurn");
        QTest::addColumn<int>("awayTurn");
        QTest::addColumn<int>("homeAfter");
        QTest::addColumn<int>("awayAfter");
        QTest::addColumn<bool>("halfOver");
        QTest::newRow("l.1946 3 and 3: 5 and 5, play on") << 3 << 3 << 5 << 5 << false;
        QTest::newRow("l.1948 6 and 5: 8 and 7, play on") << 6 << 5 << 8 << 7 << false;
        QTest::newRow("l.1948 5 and 6: 7 and 8, play on") << 5 << 6 << 7 << 8 << false;
        QTest::newRow("l.1948 6 and 6: 8 and 8, half over") << 6 << 6 << 8 << 8 << true;
        QTest::newRow("l.1948 7 and 8: 8 and 8, half over") << 7 << 8 << 8 << 8 << true;
    }
    void unableToField()
    {
        QFETCH(int, homeTurn);
        QFETCH(int, awayTurn);
        QFETCH(int, homeAfter);
        QFETCH(int, awayAfter);
        QFETCH(bool, halfOver);
        MatchState s = MatchFold::initialState(*m_rules, m_setup);
        s.phase = MatchPhase::Setup;
        s.drive = 2;
        s.kicking = s.active = Side::Away;
        s.receivedFirst = Side::Home;
        s.home.turn = homeTurn;
        s.away.turn = awayTurn;
        for (MatchPlayer &p : s.away.players)
            p.state = PlayerState::Casualty;
        QStringList log;
        const RuleCheck check = applyEvent(*m_rules, m_setup, s,
                                           makeEvent(MatchEventType::Lineup, Side::Away), {}, &log);
        QVERIFY2(check, qPrintable(check.reason));
        QCOMPARE(s.home.turn, homeAfter);
        QCOMPARE(s.away.turn, awayAfter);
        QCOMPARE(s.home.score, 1);
        QCOMPARE(s.phase, MatchPhase::DriveOver);
        QCOMPARE(s.halfOver, halfOver);
        QCOMPARE(s.kicking, Side::Home); // the team that scored kicks
    }

    // l.1740–1746: a team re-roll is for a player of the active team still on the pitch.
    void rerollOnlyOnPitch_data()
    {
        QTest::addColumn<PlayerState>("state");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("l.1744 standing") << PlayerState::Standing << true;
        QTest::newRow("l.1744 prone, on the pitch") << PlayerState::Prone << true;
        QTest::newRow("l.1744 in the crowd: reserves") << PlayerState::Reserves << false;
        QTest::newRow("l.1744 knocked out") << PlayerState::KnockedOut << false;
        QTest::newRow("l.1744 casualty") << PlayerState::Casualty << false;
        QTest::newRow("l.1744 sent off") << PlayerState::SentOff << false;
    }
    void rerollOnlyOnPitch()
    {
        QFETCH(PlayerState, state);
        QFETCH(bool, allowed);
        for (MatchEventType type : {MatchEventType::TeamReroll, MatchEventType::LeaderReroll}) {
            MatchState s = stateInTurn(*m_rules, m_setup);
            s.home.player(1)->skills << u"leader"_s;
            s.home.leaderReroll = true;
            s.home.player(6)->state = state;
            const MatchState before = s;
            const RuleCheck check = apply(s, makeEvent(type, Side::Home, 6));
            QCOMPARE(bool(check), allowed);
            if (!allowed) {
                QVERIFY(check.reason.contains(u"pitch"_s));
                QCOMPARE(s, before);
            }
        }
    }

    // l.3856–3868: only before the first kick-off, with 2 players or fewer able to play, does a
    // concession escape the extra penalties.
    void concession_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<MatchPhase>("phase");
        QTest::addColumn<int>("drive");
        QTest::addColumn<bool>("withoutPenalty");
        QTest::newRow("l.3857 2 players at the first set-up")
            << 2 << MatchPhase::Setup << 0 << true;
        QTest::newRow("l.3857 1 player at the first set-up") << 1 << MatchPhase::Setup << 0 << true;
        QTest::newRow("l.3857 2 players before the first kick-off roll")
            << 2 << MatchPhase::KickOff << 0 << true;
        QTest::newRow("l.3859 3 players at the first set-up")
            << 3 << MatchPhase::Setup << 0 << false;
        QTest::newRow("l.3859 a full team before the kick-off")
            << 11 << MatchPhase::Setup << 0 << false;
        QTest::newRow("l.3859 2 players at the start of a turn")
            << 2 << MatchPhase::AwaitTurn << 1 << false;
    }
    void concession()
    {
        QFETCH(int, players);
        QFETCH(MatchPhase, phase);
        QFETCH(int, drive);
        QFETCH(bool, withoutPenalty);
        MatchState s = MatchFold::initialState(*m_rules, m_setup);
        s.phase = phase;
        s.drive = drive;
        s.active = s.kicking = Side::Home;
        s.home.players = s.home.players.mid(0, players);
        QVERIFY(apply(s, makeEvent(MatchEventType::Concede, Side::Home)));
        QCOMPARE(s.phase, MatchPhase::Finished);
        QCOMPARE(s.concededWithoutPenalty, withoutPenalty);
    }

    // The same through the record handed to the post-match sequence.
    void concessionRecord_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("concession");
        QTest::newRow("l.3857 2 players: no extra penalty") << 2 << int(Concession::BeforeKickOff);
        QTest::newRow("l.3859 3 players: penalised") << 3 << int(Concession::DuringMatch);
    }
    void concessionRecord()
    {
        QFETCH(int, players);
        QFETCH(int, concession);
        MatchSetup setup = m_setup;
        setup.home.players = setup.home.players.mid(0, players);
        MatchEvent preMatch = makeEvent(MatchEventType::PreMatch, Side::Home);
        preMatch.dice = {
            {u"weather"_s, {3, 4}}, {u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {3, 3}}};
        const QList<MatchEvent> events{preMatch, makeEvent(MatchEventType::Concede, Side::Home)};
        const MatchRecord record = MatchResult::record(*m_rules, setup, events);
        QCOMPARE(int(record.concession), concession);
        QCOMPARE(record.concededBy, Side::Home);
    }
};

QTEST_GUILESS_MAIN(TestMatchTurnEnd)
#include "tst_match_turn_end.moc"
