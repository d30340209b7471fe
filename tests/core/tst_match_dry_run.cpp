// Core's dry run of an event and the turn facts the tracker asks core instead of working them
// out itself: the dice an event may still roll (EventDryRun), who may act and who blocked this
// turn (TurnRules), the knock-down a selection suggests (KnockDownRules), a declared Foul
// (FoulRules).
#include "../support/MatchTestHelpers.h"
#include "core/match/DiceKeys.h"
#include "core/match/EventDryRun.h"
#include "core/match/FoulRules.h"
#include "core/match/KnockDownRules.h"
#include "core/match/TurnRules.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;

Q_DECLARE_METATYPE(dugout::PlayerAction)
Q_DECLARE_METATYPE(dugout::PlayerState)
Q_DECLARE_METATYPE(dugout::KnockDownCause)

class TestMatchDryRun : public QObject, protected DerbyTest
{
    Q_OBJECT

    // Home (Humans, AV 8) in turn 1, everybody standing.
    MatchState start() const { return stateInTurn(*m_rules, m_setup, Side::Home); }

    static MatchEvent block(int victim, QHash<QString, QList<int>> dice = {})
    {
        MatchEvent e = makeEvent(MatchEventType::KnockDown, Side::Away, victim);
        e.cause = KnockDownCause::Block;
        e.target = 1;
        e.dice = std::move(dice);
        return e;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString errors = loadDerby();
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
    }

    // l.1358–1364: the injury dice are rolled only when the armour breaks; the casualty dice
    // only on a casualty (injury 10–12); skills-fr l.318–325: Regeneration is rolled after a
    // casualty when no apothecary waits for the coach's choice.
    void requiredDiceOfABlock_data()
    {
        QTest::addColumn<QList<int>>("armour");
        QTest::addColumn<QList<int>>("injury");
        QTest::addColumn<bool>("regeneration");
        QTest::addColumn<QStringList>("expected");
        const QString a = u"away.armour"_s, i = u"away.injury"_s, c = u"away.casualty"_s,
                      r = u"away.regeneration"_s;
        QTest::newRow("nothing typed: every die may roll")
            << QList<int>{} << QList<int>{} << false << QStringList{a, i, c};
        QTest::newRow("armour 8 against AV 8 holds: no injury dice")
            << QList<int>{4, 4} << QList<int>{} << false << QStringList{a};
        QTest::newRow("armour 9 breaks: injury and casualty may follow")
            << QList<int>{4, 5} << QList<int>{} << false << QStringList{a, i, c};
        QTest::newRow("injury 9 knocks out: no casualty dice")
            << QList<int>{4, 5} << QList<int>{4, 5} << false << QStringList{a, i};
        QTest::newRow("injury 10 is a casualty")
            << QList<int>{4, 5} << QList<int>{5, 5} << false << QStringList{a, i, c};
        QTest::newRow("a regenerating victim rolls Regeneration after a casualty")
            << QList<int>{4, 5} << QList<int>{5, 5} << true << QStringList{a, i, c, r};
        QTest::newRow("a regenerating victim whose armour holds rolls nothing more")
            << QList<int>{1, 1} << QList<int>{} << true << QStringList{a};
    }
    void requiredDiceOfABlock()
    {
        QFETCH(QList<int>, armour);
        QFETCH(QList<int>, injury);
        QFETCH(bool, regeneration);
        QFETCH(QStringList, expected);
        MatchState s = start();
        if (regeneration) {
            s.away.player(5)->skills << u"regeneration"_s;
            s.away.apothecaries = 0;
        }
        QHash<QString, QList<int>> dice;
        if (!armour.isEmpty())
            dice.insert(u"away.armour"_s, armour);
        if (!injury.isEmpty())
            dice.insert(u"away.injury"_s, injury);
        QCOMPARE(EventDryRun::requiredDice(*m_rules, m_setup, s, block(5, dice)), expected);
    }

    // A refused event rolls nothing; a complete one says what it writes.
    void dryRunCompleteness()
    {
        const MatchState s = start();
        const DryRun refused = EventDryRun::run(*m_rules, m_setup, s, block(42));
        QVERIFY(!refused.check);
        QVERIFY(refused.asked.isEmpty());
        QVERIFY(!refused.complete());

        const DryRun missing =
            EventDryRun::run(*m_rules, m_setup, s, block(5, {{u"away.armour"_s, {5, 6}}}));
        QVERIFY(missing.check);
        QVERIFY(!missing.complete());
        // The injury dice not typed fall high (12: a casualty), so the casualty dice follow.
        QCOMPARE(missing.missing(), (QStringList{u"away.injury"_s, u"away.injury"_s,
                                                 u"away.casualty"_s, u"away.casualty"_s}));
        QCOMPARE(missing.asked.constFirst().purpose, u"away.armour"_s);
        QVERIFY(missing.asked.constFirst().typed);

        const DryRun held =
            EventDryRun::run(*m_rules, m_setup, s, block(5, {{u"away.armour"_s, {1, 2}}}));
        QVERIFY(held.complete());
        QVERIFY(!held.log.isEmpty());
        QCOMPARE(s, start()); // a dry run never changes the state it is asked about
    }

    // skills-fr l.334: a Loner rolls a D6 before his team re-roll; anybody else rolls nothing.
    void requiredDiceOfAReroll_data()
    {
        QTest::addColumn<bool>("loner");
        QTest::addColumn<int>("number");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("a Loner rolls first") << true << 3 << QStringList{u"home.loner"_s};
        QTest::newRow("a player without Loner rolls nothing") << false << 3 << QStringList{};
        QTest::newRow("a re-roll for nobody named rolls nothing") << true << 0 << QStringList{};
    }
    void requiredDiceOfAReroll()
    {
        QFETCH(bool, loner);
        QFETCH(int, number);
        QFETCH(QStringList, expected);
        MatchState s = start();
        if (loner)
            s.home.player(3)->skills << u"loner"_s;
        QCOMPARE(
            EventDryRun::requiredDice(*m_rules, m_setup, s,
                                      makeEvent(MatchEventType::TeamReroll, Side::Home, number)),
            expected);
    }

    // l.846–856: each player one action per team turn; l.1371–1375: a stunned player stays down.
    void canAct_data()
    {
        QTest::addColumn<PlayerState>("state");
        QTest::addColumn<bool>("acted");
        QTest::addColumn<bool>("expected");
        QTest::newRow("standing") << PlayerState::Standing << false << true;
        QTest::newRow("prone: stands up as he acts") << PlayerState::Prone << false << true;
        QTest::newRow("stunned") << PlayerState::Stunned << false << false;
        QTest::newRow("acted already") << PlayerState::Standing << true << false;
        QTest::newRow("in the reserves") << PlayerState::Reserves << false << false;
        QTest::newRow("knocked out") << PlayerState::KnockedOut << false << false;
    }
    void canAct()
    {
        QFETCH(PlayerState, state);
        QFETCH(bool, acted);
        QFETCH(bool, expected);
        MatchPlayer p;
        p.number = 1;
        p.state = state;
        p.acted = acted;
        QCOMPARE(TurnRules::canAct(p), expected);
    }

    // l.846–860: the Block and the Blitz declared this turn are remembered until the turn ends,
    // however it ends.
    void declaredBlock_data()
    {
        QTest::addColumn<PlayerAction>("action");
        QTest::addColumn<bool>("expected");
        QTest::newRow("Block") << PlayerAction::Block << true;
        QTest::newRow("Blitz") << PlayerAction::Blitz << true;
        QTest::newRow("Move") << PlayerAction::Move << false;
        QTest::newRow("Foul") << PlayerAction::Foul << false;
    }
    void declaredBlock()
    {
        QFETCH(PlayerAction, action);
        QFETCH(bool, expected);
        MatchState s = start();
        QVERIFY(apply(s, makeAction(Side::Home, 2, action)));
        QCOMPARE(TurnRules::declaredBlock(s.home, 2), expected);
        QVERIFY(!TurnRules::declaredBlock(s.home, 3));
        QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Home)));
        QVERIFY(!TurnRules::declaredBlock(s.home, 2));
        QVERIFY(s.home.blockers.isEmpty());
    }

    // A touchdown ends the drive in the middle of the turn: the blockers go with it.
    void blockersClearedWhenTheDriveEnds()
    {
        MatchState s = start();
        QVERIFY(apply(s, makeAction(Side::Home, 2, PlayerAction::Blitz)));
        QVERIFY(apply(s, makeEvent(MatchEventType::Touchdown, Side::Home, 2)));
        QVERIFY(s.home.blockers.isEmpty());
        QCOMPARE(s.home.blitzer, 0);
    }

    // l.888–900: who goes down and who knocked him down, from the player the coach selected.
    void suggestedKnockDown_data()
    {
        QTest::addColumn<PlayerAction>("declared"); // by home #2
        QTest::addColumn<int>("selectedSide");      // 0 none, 1 home, 2 away
        QTest::addColumn<int>("selected");
        QTest::addColumn<bool>("victimHome");
        QTest::addColumn<int>("victim");
        QTest::addColumn<KnockDownCause>("cause");
        QTest::addColumn<int>("attacker");
        QTest::newRow("the blocker selected: the first opponent standing goes down")
            << PlayerAction::Block << 1 << 2 << false << 1 << KnockDownCause::Block << 2;
        QTest::newRow("an opponent selected: this turn's blitzer knocked him down")
            << PlayerAction::Blitz << 2 << 7 << false << 7 << KnockDownCause::Block << 2;
        QTest::newRow("an opponent selected after a Block: the blocker knocked him down")
            << PlayerAction::Block << 2 << 7 << false << 7 << KnockDownCause::Block << 2;
        QTest::newRow("a player who only moved selected: he fell")
            << PlayerAction::Move << 1 << 2 << true << 2 << KnockDownCause::Fall << 0;
        QTest::newRow("nobody selected: an opponent blocked by the blitzer")
            << PlayerAction::Blitz << 0 << 0 << false << 1 << KnockDownCause::Block << 2;
    }
    void suggestedKnockDown()
    {
        QFETCH(PlayerAction, declared);
        QFETCH(int, selectedSide);
        QFETCH(int, selected);
        QFETCH(bool, victimHome);
        QFETCH(int, victim);
        QFETCH(KnockDownCause, cause);
        QFETCH(int, attacker);
        MatchState s = start();
        QVERIFY(apply(s, makeAction(Side::Home, 2, declared)));
        const std::optional<Side> side =
            selectedSide == 0 ? std::nullopt
                              : std::optional<Side>(selectedSide == 1 ? Side::Home : Side::Away);
        const MatchEvent e = KnockDownRules::suggested(s, side, selected);
        QCOMPARE(e.type, MatchEventType::KnockDown);
        QCOMPARE(e.side, victimHome ? Side::Home : Side::Away);
        QCOMPARE(e.number, victim);
        QCOMPARE(e.cause, cause);
        QCOMPARE(e.target, attacker);
    }

    // l.882–886: one Foul per team turn, declared (l.846–848) before it is made.
    void foulDeclared_data()
    {
        QTest::addColumn<bool>("declare");
        QTest::addColumn<bool>("turnover");
        QTest::addColumn<bool>("expected");
        QTest::newRow("not declared") << false << false << false;
        QTest::newRow("declared") << true << false << true;
        QTest::newRow("declared, then a turnover") << true << true << false;
    }
    void foulDeclared()
    {
        QFETCH(bool, declare);
        QFETCH(bool, turnover);
        QFETCH(bool, expected);
        MatchState s = start();
        if (declare)
            QVERIFY(apply(s, makeAction(Side::Home, 3, PlayerAction::Foul)));
        if (turnover)
            QVERIFY(apply(s, makeEvent(MatchEventType::Turnover, Side::Home)));
        QCOMPARE(FoulRules::foulDeclared(s), expected);
    }

    // The keys every part spells the same way.
    void diceKeys()
    {
        QCOMPARE(DiceKeys::forSide(Side::Home, DiceKeys::armour), u"home.armour"_s);
        QCOMPARE(DiceKeys::forPlayer(Side::Away, DiceKeys::invasion, 7), u"away.invasion.7"_s);
        QCOMPARE(DiceKeys::sideOf(u"away.gate"), std::optional<Side>(Side::Away));
        QCOMPARE(DiceKeys::sideOf(u"kickoff"), std::nullopt);
        QVERIFY(DiceKeys::isFor(u"away.invasion.7", Side::Away, DiceKeys::invasion));
        QVERIFY(!DiceKeys::isFor(u"away.rock.target", Side::Away, DiceKeys::rock));
        QVERIFY(DiceKeys::isFor(u"away.rock", Side::Away, DiceKeys::rock));
        QVERIFY(!DiceKeys::isFor(u"home.rock", Side::Away, DiceKeys::rock));
    }
};

QTEST_GUILESS_MAIN(TestMatchDryRun)
#include "tst_match_dry_run.moc"
