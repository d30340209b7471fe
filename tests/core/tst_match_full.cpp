// A whole match folded through Match::append with typed dice, as two coaches would enter it:
// every turn marker, re-roll, injury and SPP checked against rulebook l.704–1970; then the log
// replayed gives the same state, undo/redo walk it, and the record for the post-match sequence
// holds the table's dice.
#include "../support/MatchTestHelpers.h"
#include "core/dice/RandomDice.h"
#include "core/match/Match.h"
#include "core/match/MatchResult.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;

class TestMatchFull : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;
    MatchSetup m_setup;
    RandomDice m_random{2026};

    // Appends with the typed dice; any roll not typed fails the test (nothing is left to chance).
    void play(Match &match, MatchEvent e, const QHash<QString, QList<int>> &dice = {})
    {
        e.dice = dice;
        ScriptedDice none;
        const RuleCheck r = match.append(e, none);
        QVERIFY2(r, qPrintable(r.reason));
        QVERIFY2(none.purposes().isEmpty(),
                 qPrintable(u"untyped die: "_s + none.purposes().join(u", "_s)));
    }

    MatchEvent lineup(Side side)
    {
        MatchEvent e = makeEvent(MatchEventType::Lineup, side);
        for (int n = 1; n <= 11; ++n)
            e.numbers << n;
        e.lineOfScrimmage = 3;
        e.wideLeft = 2;
        e.wideRight = 2;
        return e;
    }

    // Both teams set up, the kick-off is a Perfect defence (2D6 = 4).
    void kickOff(Match &match, Side kicking)
    {
        play(match, lineup(kicking));
        play(match, lineup(opponent(kicking)));
        play(match, makeEvent(MatchEventType::KickOff, kicking), {{u"kickoff"_s, {1, 3}}});
        QCOMPARE(match.state().kickOffId, u"perfect_defence"_s);
    }

    // Plays empty turns until the half or the match is over.
    void playOutHalf(Match &match)
    {
        while (match.state().phase == MatchPhase::AwaitTurn) {
            const Side side = match.state().active;
            play(match, makeEvent(MatchEventType::StartTurn, side));
            play(match, makeEvent(MatchEventType::EndTurn, side));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
        m_setup = humanDerby(*m_rules);
        m_setup.home.fanFactor = 4;
        m_setup.away.fanFactor = 1;
    }

    void wholeMatch()
    {
        Match match(*m_rules, m_setup);
        const MatchState &s = match.state();

        // Pre-match: weather 3+4 = 7 nice; gates 3+3+4 = 10 and 1+1+1 = 3 thousand: FAME 2 and 0.
        play(match, makeEvent(MatchEventType::PreMatch, Side::Home),
             {{u"weather"_s, {3, 4}}, {u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {1, 1}}});
        QCOMPARE(s.weatherId, u"nice"_s);
        QCOMPARE(s.home.gate, 10);
        QCOMPARE(s.away.gate, 3);
        QCOMPARE(s.home.fame, 2);
        QCOMPARE(s.away.fame, 0);
        QCOMPARE(s.kicking, Side::Home);

        kickOff(match, Side::Home);
        QCOMPARE(s.phase, MatchPhase::AwaitTurn);
        QCOMPARE(s.active, Side::Away); // the receiving team plays first

        // Away turn 1: #1 blocks home #5, armour 5+5 = 10 > AV 8, injury 4+5 = 9: KO.
        play(match, makeEvent(MatchEventType::StartTurn, Side::Away));
        QCOMPARE(s.away.turn, 1);
        play(match, makeAction(Side::Away, 1, PlayerAction::Block));
        MatchEvent block = makeEvent(MatchEventType::KnockDown, Side::Home, 5);
        block.cause = KnockDownCause::Block;
        block.target = 1;
        play(match, block, {{u"home.armour"_s, {5, 5}}, {u"home.injury"_s, {4, 5}}});
        QCOMPARE(s.home.player(5)->state, PlayerState::KnockedOut);
        QVERIFY(!s.turnover);
        // #2 dodges and falls: armour 1+2 holds, he is prone, turnover.
        play(match, makeAction(Side::Away, 2, PlayerAction::Move));
        MatchEvent fall = makeEvent(MatchEventType::KnockDown, Side::Away, 2);
        fall.cause = KnockDownCause::Fall;
        play(match, fall, {{u"away.armour"_s, {1, 2}}});
        QCOMPARE(s.away.player(2)->state, PlayerState::Prone);
        QVERIFY(s.turnover);
        QVERIFY(!match.check(makeAction(Side::Away, 3, PlayerAction::Move)));
        QVERIFY(!match.check(makeEvent(MatchEventType::TeamReroll, Side::Away)));
        play(match, makeEvent(MatchEventType::EndTurn, Side::Away));

        // Home turn 1: a re-roll (3 → 2), then #3 scores in his own turn.
        play(match, makeEvent(MatchEventType::StartTurn, Side::Home));
        play(match, makeAction(Side::Home, 3, PlayerAction::Move));
        play(match, makeEvent(MatchEventType::TeamReroll, Side::Home, 3));
        QCOMPARE(s.home.rerolls, 2);
        QVERIFY(!match.check(makeEvent(MatchEventType::TeamReroll, Side::Home))); // one per turn
        play(match, makeEvent(MatchEventType::Touchdown, Side::Home, 3));
        QCOMPARE(s.home.score, 1);
        QCOMPARE(s.home.turn, 1);
        QCOMPARE(s.phase, MatchPhase::DriveOver);

        // Between drives: #5 recovers from KO on a 4.
        play(match, makeEvent(MatchEventType::EndDrive, Side::Home), {{u"home.ko.5"_s, {4}}});
        QCOMPARE(s.home.player(5)->state, PlayerState::Reserves);
        QCOMPARE(s.kicking, Side::Home); // the scoring team kicks

        kickOff(match, Side::Home);
        playOutHalf(match);
        QCOMPARE(s.home.turn, 8);
        QCOMPARE(s.away.turn, 8);
        QCOMPARE(s.phase, MatchPhase::DriveOver);
        QVERIFY(s.halfOver);

        // Half time: the team that received first (away) kicks; re-rolls back to 3 and 2.
        play(match, makeEvent(MatchEventType::EndDrive, Side::Home));
        QCOMPARE(s.half, 2);
        QCOMPARE(s.kicking, Side::Away);
        QCOMPARE(s.home.rerolls, 3);
        QCOMPARE(s.away.rerolls, 2);
        kickOff(match, Side::Away);

        // Home turn 1 of half 2; away #4 blitzes home #6 in away turn 1: 6+6 breaks AV 8,
        // injury 5+6 = 11 casualty, D68 4·1 = 41.
        play(match, makeEvent(MatchEventType::StartTurn, Side::Home));
        play(match, makeEvent(MatchEventType::EndTurn, Side::Home));
        play(match, makeEvent(MatchEventType::StartTurn, Side::Away));
        play(match, makeAction(Side::Away, 4, PlayerAction::Blitz));
        MatchEvent blitz = makeEvent(MatchEventType::KnockDown, Side::Home, 6);
        blitz.target = 4;
        play(
            match, blitz,
            {{u"home.armour"_s, {6, 6}}, {u"home.injury"_s, {5, 6}}, {u"home.casualty"_s, {4, 1}}});
        QCOMPARE(s.home.player(6)->state, PlayerState::Casualty);
        QCOMPARE(*s.home.player(6)->casualtyD68, 41);
        QCOMPARE(s.away.player(4)->casualtiesInflicted, 1);
        play(match, makeEvent(MatchEventType::EndTurn, Side::Away));
        playOutHalf(match);
        QCOMPARE(s.phase, MatchPhase::Finished);
        QCOMPARE(s.home.score, 1);
        QCOMPARE(s.away.score, 0);
        QVERIFY(!match.check(makeEvent(MatchEventType::StartTurn, Side::Home)));

        // The log folds again to the very same state.
        QString error;
        const Match replayed = Match::replay(*m_rules, m_setup, match.events(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(replayed.state() == match.state());
        QCOMPARE(replayed.eventLogs(), match.eventLogs());

        // What the post-match sequence receives.
        const MatchRecord record = MatchResult::record(*m_rules, m_setup, match.events());
        QCOMPARE(record.home.score, 1);
        QCOMPARE(record.away.score, 0);
        QCOMPARE(record.home.players, (QList<PlayerMatchEvents>{{3, 0, 1, 0, 0}}));
        QCOMPARE(record.away.players, (QList<PlayerMatchEvents>{{4, 0, 0, 0, 1}}));
        QCOMPARE(record.home.casualties.size(), 1);
        QCOMPARE(record.home.casualties.at(0).number, 6);
        QCOMPARE(*record.home.casualties.at(0).d68, 41);
        QCOMPARE(record.dice.value(u"home.gate"_s), (QList<int>{3, 3}));
        QCOMPARE(record.concession, Concession::None);
    }

    // Undo removes the last event and folds again; redo applies it with the same dice.
    void undoRedo()
    {
        Match match(*m_rules, m_setup);
        play(match, makeEvent(MatchEventType::PreMatch, Side::Away),
             {{u"weather"_s, {6, 6}}, {u"home.gate"_s, {2, 2}}, {u"away.gate"_s, {2, 2}}});
        QCOMPARE(match.state().weatherId, u"blizzard"_s);
        const MatchState afterPreMatch = match.state();
        play(match, lineup(Side::Away));
        QCOMPARE(match.state().active, Side::Home);
        match.undo();
        QVERIFY(match.state() == afterPreMatch);
        QVERIFY(match.canRedo());
        QVERIFY(match.redo());
        QCOMPARE(match.state().active, Side::Home);
        QVERIFY(!match.canRedo());
        match.undo();
        match.undo();
        QCOMPARE(match.state().phase, MatchPhase::PreMatch);
        QVERIFY(match.redo());
        QVERIFY(match.state() == afterPreMatch); // the same dice, not new ones
        // A new event clears what could be redone.
        play(match, lineup(Side::Away));
        QVERIFY(!match.canRedo());
    }

    void replayStopsAtTheFirstRefusedEvent()
    {
        Match match(*m_rules, m_setup);
        play(match, makeEvent(MatchEventType::PreMatch, Side::Home),
             {{u"weather"_s, {3, 4}}, {u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {1, 1}}});
        QList<MatchEvent> events = match.events();
        events << makeEvent(MatchEventType::StartTurn, Side::Home); // nobody has set up
        QString error;
        const Match replayed = Match::replay(*m_rules, m_setup, events, &error);
        QVERIFY(error.startsWith(u"Event 2"_s));
        QCOMPARE(replayed.events().size(), 1);

        // A die missing from a stored event is reported, not rolled.
        QList<MatchEvent> missing = match.events();
        missing[0].dice.remove(u"weather"_s);
        Match::replay(*m_rules, m_setup, missing, &error);
        QVERIFY2(error.contains(u"weather"_s), qPrintable(error));
    }

    void typedImpossibleDieRefused()
    {
        Match match(*m_rules, m_setup);
        MatchEvent e = makeEvent(MatchEventType::PreMatch, Side::Home);
        e.dice = {{u"weather"_s, {3, 7}}, {u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {1, 1}}};
        const RuleCheck r = match.append(e, m_random);
        QVERIFY(!r);
        QVERIFY(r.reason.contains(u"7"_s));
        QVERIFY(match.events().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMatchFull)
#include "tst_match_full.moc"
