// Armour, injury, casualty, Regeneration, apothecary, fouls, bribes and the Necromancer
// (rulebook l.1367, l.2152–2180, l.2396, l.2817–2900; skills Mighty Blow, Claw,
// Chainsaw, Thick Skull, Stunty, Dirty Player, Regeneration).
#include "../support/MatchFixtures.h"
#include "core/dice/ScriptedDice.h"
#include "core/match/InjuryRoll.h"
#include "core/match/InjuryRules.h"
#include "core/match/MatchFold.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

Q_DECLARE_METATYPE(dugout::PlayerState)
Q_DECLARE_METATYPE(dugout::KnockDownCause)
Q_DECLARE_METATYPE(dugout::Side)
Q_DECLARE_METATYPE(dugout::MatchPhase)

namespace {

// The result of folding one event: the new state (unchanged when refused) and what was rolled.
struct Folded
{
    RuleCheck check;
    MatchState state;
    MatchEvent event;
    QStringList log;
    QStringList purposes; // of the scripted dice, in order
    bool exhausted = false;
};

MatchEvent knockDown(Side side, int number, KnockDownCause cause, int attacker = 0)
{
    MatchEvent e;
    e.type = MatchEventType::KnockDown;
    e.side = side;
    e.number = number;
    e.cause = cause;
    e.target = attacker;
    return e;
}

MatchEvent eventOf(MatchEventType type, Side side, int number, int target = 0)
{
    MatchEvent e;
    e.type = type;
    e.side = side;
    e.number = number;
    e.target = target;
    return e;
}

QStringList twice(const QString &purpose)
{
    return {purpose, purpose};
}

} // namespace

class TestMatchInjury : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Ruleset> m_rules;
    MatchSetup m_setup;

    // Home (Humans, #1–4 blitzers, #5–11 linemen, all AV 8 ST 3) plays turn 1; everybody stands.
    MatchState start() const { return test::stateInTurn(*m_rules, m_setup, Side::Home); }

    Folded fold(const MatchState &from, const MatchEvent &event, QList<int> dice) const
    {
        Folded f{RuleCheck::ok(), from, event, {}, {}, false};
        ScriptedDice scripted(std::move(dice));
        f.check = MatchFold::apply(*m_rules, m_setup, f.state, f.event, scripted, f.log);
        f.purposes = scripted.purposes();
        f.exhausted = scripted.exhausted();
        return f;
    }

    // Home #1 blocks away #5; `skills` for the blocker, `victimSkills` for the victim.
    Folded block(QList<int> dice, const QStringList &skills = {},
                 const QStringList &victimSkills = {}, int victimAv = 8, int niggling = 0) const
    {
        MatchState s = start();
        s.home.player(1)->skills << skills;
        s.away.player(5)->skills << victimSkills;
        s.away.player(5)->av = victimAv;
        s.away.player(5)->niggling = niggling;
        return fold(s, knockDown(Side::Away, 5, KnockDownCause::Block, 1), std::move(dice));
    }

    // Home #1 has declared a Foul on away #5, who lies prone.
    MatchState foulReady(const QStringList &foulerSkills = {}) const
    {
        MatchState s = start();
        s.home.foulUsed = true;
        s.home.fouler = 1;
        s.home.player(1)->acted = true;
        s.home.player(1)->skills << foulerSkills;
        s.away.player(5)->state = PlayerState::Prone;
        return s;
    }

    static MatchEvent foulEvent(int assists = 0, int defensiveAssists = 0)
    {
        MatchEvent e = eventOf(MatchEventType::Foul, Side::Home, 1, 5);
        e.assists = assists;
        e.defensiveAssists = defensiveAssists;
        return e;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
        m_setup = test::humanDerby(*m_rules);
    }

    // Armour breaks only when the roll beats AV (l.1367).
    void armour_data()
    {
        QTest::addColumn<int>("av");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<PlayerState>("expected");
        QTest::newRow("AV 8: 8 holds") << 8 << QList<int>{3, 5} << PlayerState::Prone;
        QTest::newRow("AV 8: 9 breaks") << 8 << QList<int>{4, 5, 1, 2} << PlayerState::Stunned;
        QTest::newRow("AV 7: 7 holds") << 7 << QList<int>{3, 4} << PlayerState::Prone;
        QTest::newRow("AV 7: 8 breaks") << 7 << QList<int>{3, 5, 1, 2} << PlayerState::Stunned;
        QTest::newRow("AV 10: 2 holds") << 10 << QList<int>{1, 1} << PlayerState::Prone;
        QTest::newRow("AV 10: 11 breaks") << 10 << QList<int>{5, 6, 1, 2} << PlayerState::Stunned;
    }
    void armour()
    {
        QFETCH(int, av);
        QFETCH(QList<int>, dice);
        QFETCH(PlayerState, expected);
        const Folded f = block(dice, {}, {}, av);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.exhausted);
        QCOMPARE(f.state.away.player(5)->state, expected);
        QCOMPARE(f.event.dice.value(u"away.armour"_s), dice.mid(0, 2));
        QVERIFY(!f.state.turnover); // the other team's player went down
    }

    // Injury 2–7 stunned, 8–9 KO, 10–12 casualty (l.1367).
    void injury_data()
    {
        QTest::addColumn<QList<int>>("injury");
        QTest::addColumn<PlayerState>("expected");
        QTest::newRow("2 stunned") << QList<int>{1, 1} << PlayerState::Stunned;
        QTest::newRow("7 stunned") << QList<int>{3, 4} << PlayerState::Stunned;
        QTest::newRow("8 KO") << QList<int>{3, 5} << PlayerState::KnockedOut;
        QTest::newRow("9 KO") << QList<int>{4, 5} << PlayerState::KnockedOut;
        QTest::newRow("10 casualty") << QList<int>{4, 6} << PlayerState::Casualty;
        QTest::newRow("12 casualty") << QList<int>{6, 6} << PlayerState::Casualty;
    }
    void injury()
    {
        QFETCH(QList<int>, injury);
        QFETCH(PlayerState, expected);
        const Folded f = block(QList<int>{5, 6} << injury << QList<int>{4, 1});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        const MatchPlayer &victim = *f.state.away.player(5);
        QCOMPARE(victim.state, expected);
        QVERIFY(!victim.stunnedThisTurn); // stunned in the other team's turn
        const bool hurt = expected != PlayerState::Stunned;
        QCOMPARE(f.state.lastHurtSide.has_value(), hurt);
        QCOMPARE(f.state.lastHurtNumber, hurt ? 5 : 0);
        QCOMPARE(victim.casualtyD68,
                 expected == PlayerState::Casualty ? std::optional<int>(41) : std::nullopt);
        QCOMPARE(f.state.home.player(1)->casualtiesInflicted,
                 expected == PlayerState::Casualty ? 1 : 0);
    }

    // Mighty Blow: +1 on the armour or the injury roll, on the armour only when that breaks it.
    void mightyBlow_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<PlayerState>("expected");
        QTest::addColumn<int>("diceUsed");
        // 8 + 1 beats AV 8: spent on the armour, the injury 7 stays stunned.
        QTest::newRow("armour 8+1, injury 7")
            << QList<int>{3, 5, 3, 4} << PlayerState::Stunned << 4;
        // 9 breaks alone: the +1 goes on the injury, 7 + 1 = 8 KO.
        QTest::newRow("armour 9, injury 7+1")
            << QList<int>{4, 5, 3, 4} << PlayerState::KnockedOut << 4;
        QTest::newRow("armour 9, injury 9+1")
            << QList<int>{4, 5, 4, 5, 2, 3} << PlayerState::Casualty << 6;
        // 7 + 1 = 8 still holds: no injury roll.
        QTest::newRow("armour 7+1 holds") << QList<int>{3, 4} << PlayerState::Prone << 2;
    }
    void mightyBlow()
    {
        QFETCH(QList<int>, dice);
        QFETCH(PlayerState, expected);
        QFETCH(int, diceUsed);
        const Folded f = block(dice, {u"mighty_blow"_s});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.state.away.player(5)->state, expected);
        QCOMPARE(f.purposes.size(), diceUsed);
    }

    // Claw: armour broken on a modified 8+, whatever the AV.
    void claw_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<QStringList>("skills");
        QTest::addColumn<PlayerState>("expected");
        QTest::newRow("7 against AV 9 holds")
            << QList<int>{3, 4} << QStringList{u"claw"_s} << PlayerState::Prone;
        QTest::newRow("8 against AV 9 breaks")
            << QList<int>{3, 5, 1, 2} << QStringList{u"claw"_s} << PlayerState::Stunned;
        QTest::newRow("without Claw 8 holds")
            << QList<int>{3, 5} << QStringList{} << PlayerState::Prone;
        // Mighty Blow turns the 7 into the 8 Claw needs; the injury 7 gets nothing more.
        QTest::newRow("7 + Mighty Blow")
            << QList<int>{3, 4, 3, 4} << QStringList{u"claw"_s, u"mighty_blow"_s}
            << PlayerState::Stunned;
    }
    void claw()
    {
        QFETCH(QList<int>, dice);
        QFETCH(QStringList, skills);
        QFETCH(PlayerState, expected);
        const Folded f = block(dice, skills, {}, 9);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.exhausted);
        QCOMPARE(f.state.away.player(5)->state, expected);
    }

    // Chainsaw: +3 on the armour roll; an attack that does not break the armour has no effect.
    void chainsaw_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<PlayerState>("expected");
        QTest::newRow("5 + 3 = 8 holds: no effect") << QList<int>{2, 3} << PlayerState::Standing;
        QTest::newRow("6 + 3 = 9 breaks") << QList<int>{2, 4, 1, 2} << PlayerState::Stunned;
        QTest::newRow("casualty earns no SPP")
            << QList<int>{2, 4, 5, 6, 4, 1} << PlayerState::Casualty;
    }
    void chainsaw()
    {
        QFETCH(QList<int>, dice);
        QFETCH(PlayerState, expected);
        MatchState s = start();
        s.home.player(1)->skills << u"chainsaw"_s;
        const Folded f = fold(s, knockDown(Side::Away, 5, KnockDownCause::Chainsaw, 1), dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.exhausted);
        QCOMPARE(f.state.away.player(5)->state, expected);
        QCOMPARE(f.state.home.player(1)->casualtiesInflicted, 0);

        s.home.player(1)->skills.clear();
        QVERIFY(!fold(s, knockDown(Side::Away, 5, KnockDownCause::Chainsaw, 1), dice).check);
    }

    // Thick Skull: a modified 8 is stunned, 9 still KO. Stunty (l.6306–6308): 2–6 stunned, 7–8
    // KO, 9 badly hurt with no casualty roll, 10–12 casualty. With both, 7 is stunned and 8 KO.
    // Niggling injuries +1 each.
    void victimSkills_data()
    {
        QTest::addColumn<QStringList>("skills");
        QTest::addColumn<int>("niggling");
        QTest::addColumn<QList<int>>("injury");
        QTest::addColumn<PlayerState>("expected");
        const QStringList thick{u"thick_skull"_s};
        const QStringList stunty{u"stunty"_s};
        const QStringList both{u"thick_skull"_s, u"stunty"_s};
        QTest::newRow("Thick Skull 8 stunned")
            << thick << 0 << QList<int>{3, 5} << PlayerState::Stunned;
        QTest::newRow("Thick Skull 9 KO")
            << thick << 0 << QList<int>{4, 5} << PlayerState::KnockedOut;
        QTest::newRow("Stunty 6 stunned")
            << stunty << 0 << QList<int>{2, 4} << PlayerState::Stunned;
        QTest::newRow("Stunty 7 KO") << stunty << 0 << QList<int>{3, 4} << PlayerState::KnockedOut;
        QTest::newRow("Stunty 8 KO") << stunty << 0 << QList<int>{3, 5} << PlayerState::KnockedOut;
        QTest::newRow("l.6308 Stunty 9 badly hurt, no casualty roll")
            << stunty << 0 << QList<int>{4, 5} << PlayerState::Casualty;
        QTest::newRow("l.6307 Stunty 10 casualty roll")
            << stunty << 0 << QList<int>{4, 6, 1, 1} << PlayerState::Casualty;
        QTest::newRow("both 7 stunned") << both << 0 << QList<int>{3, 4} << PlayerState::Stunned;
        QTest::newRow("both 8 KO") << both << 0 << QList<int>{3, 5} << PlayerState::KnockedOut;
        QTest::newRow("1 niggling: 7 + 1 KO")
            << QStringList{} << 1 << QList<int>{3, 4} << PlayerState::KnockedOut;
        QTest::newRow("2 niggling: 8 + 2 casualty")
            << QStringList{} << 2 << QList<int>{3, 5, 1, 1} << PlayerState::Casualty;
        QTest::newRow("Thick Skull, 1 niggling: 7 + 1 stunned")
            << thick << 1 << QList<int>{3, 4} << PlayerState::Stunned;
    }
    void victimSkills()
    {
        QFETCH(QStringList, skills);
        QFETCH(int, niggling);
        QFETCH(QList<int>, injury);
        QFETCH(PlayerState, expected);
        const Folded f = block(QList<int>{5, 6} << injury, {}, skills, 8, niggling);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.exhausted);
        QCOMPARE(f.state.away.player(5)->state, expected);
    }

    // The pure reading, both skills and the table's ends.
    void injuryReading_data()
    {
        QTest::addColumn<int>("total");
        QTest::addColumn<bool>("thickSkull");
        QTest::addColumn<bool>("stunty");
        QTest::addColumn<int>("outcome");
        QTest::newRow("1 reads the first row")
            << 1 << false << false << int(InjuryOutcome::Stunned);
        QTest::newRow("15 reads the last row")
            << 15 << false << false << int(InjuryOutcome::Casualty);
        QTest::newRow("Thick Skull 10") << 10 << true << false << int(InjuryOutcome::Casualty);
        QTest::newRow("Stunty 10") << 10 << false << true << int(InjuryOutcome::Casualty);
        QTest::newRow("l.6308 both 9: badly hurt")
            << 9 << true << true << int(InjuryOutcome::BadlyHurt);
        QTest::newRow("l.6308 Stunty 9: badly hurt")
            << 9 << false << true << int(InjuryOutcome::BadlyHurt);
        QTest::newRow("l.6307 Stunty 7: KO")
            << 7 << false << true << int(InjuryOutcome::KnockedOut);
        QTest::newRow("l.6307 Stunty 8: KO")
            << 8 << false << true << int(InjuryOutcome::KnockedOut);
        QTest::newRow("no Stunty 9: KO") << 9 << false << false << int(InjuryOutcome::KnockedOut);
    }
    void injuryReading()
    {
        QFETCH(int, total);
        QFETCH(bool, thickSkull);
        QFETCH(bool, stunty);
        QFETCH(int, outcome);
        QCOMPARE(int(InjuryRoll::injury(*m_rules, total, thickSkull, stunty).outcome), outcome);
    }

    // Into the crowd: no armour roll; stunned → reserves, KO → KO box, casualty → dead & injured.
    void crowd_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<PlayerState>("expected");
        QTest::newRow("7 reserves") << QList<int>{3, 4} << PlayerState::Reserves;
        QTest::newRow("8 KO") << QList<int>{3, 5} << PlayerState::KnockedOut;
        QTest::newRow("10 casualty") << QList<int>{4, 6, 1, 1} << PlayerState::Casualty;
    }
    void crowd()
    {
        QFETCH(QList<int>, dice);
        QFETCH(PlayerState, expected);
        const Folded f = fold(start(), knockDown(Side::Away, 5, KnockDownCause::Crowd), dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.purposes.mid(0, 2), twice(u"away.injury"_s));
        QVERIFY(!f.purposes.contains(u"away.armour"_s));
        QCOMPARE(f.state.away.player(5)->state, expected);
        QCOMPARE(f.state.home.player(1)->casualtiesInflicted, 0);
    }

    // D68: the D6 gives the tens, the D8 the units (rulebook l.3093–3200).
    void casualtyRoll_data()
    {
        QTest::addColumn<QList<int>>("typed");
        QTest::addColumn<int>("d68");
        QTest::addColumn<QString>("row");
        QTest::newRow("38 badly hurt") << QList<int>{3, 8} << 38 << u"badly_hurt"_s;
        QTest::newRow("41 broken ribs") << QList<int>{4, 1} << 41 << u"broken_ribs"_s;
        QTest::newRow("61 dead") << QList<int>{6, 1} << 61 << u"dead"_s;
        QTest::newRow("68 dead") << QList<int>{6, 8} << 68 << u"dead"_s;
    }
    void casualtyRoll()
    {
        QFETCH(QList<int>, typed);
        QFETCH(int, d68);
        QFETCH(QString, row);
        MatchEvent e = knockDown(Side::Away, 5, KnockDownCause::Block, 1);
        e.dice.insert(u"away.casualty"_s, typed);
        const Folded f = fold(start(), e, {5, 6, 5, 6});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.exhausted);
        const MatchPlayer &victim = *f.state.away.player(5);
        QCOMPARE(victim.state, PlayerState::Casualty);
        QCOMPARE(victim.casualtyD68, std::optional<int>(d68));
        QCOMPARE(m_rules->casualtyResult(d68)->id, row);
        QCOMPARE(f.event.dice.value(u"away.casualty"_s), typed);
    }

    // A typed "19" (a D8 showing 9) is no casualty: the whole event is refused.
    void casualtyRollImpossible()
    {
        const MatchState s = start();
        MatchEvent e = knockDown(Side::Away, 5, KnockDownCause::Block, 1);
        e.dice.insert(u"away.casualty"_s, {1, 9});
        const Folded f = fold(s, e, {5, 6, 5, 6});
        QVERIFY(!f.check);
        QVERIFY(f.check.reason.contains(u"away.casualty"_s));
        QCOMPARE(f.state, s);
    }

    // Regeneration 4+ after the casualty: back to the reserves; the blocker keeps his SPP.
    void regeneration_data()
    {
        QTest::addColumn<int>("die");
        QTest::addColumn<PlayerState>("expected");
        QTest::newRow("3 fails") << 3 << PlayerState::Casualty;
        QTest::newRow("4 heals") << 4 << PlayerState::Reserves;
    }
    void regeneration()
    {
        QFETCH(int, die);
        QFETCH(PlayerState, expected);
        const Folded f = block({5, 6, 5, 6, 4, 1, die}, {}, {u"regeneration"_s});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.purposes.constLast(), u"away.regeneration"_s);
        const MatchPlayer &victim = *f.state.away.player(5);
        QCOMPARE(victim.state, expected);
        QCOMPARE(victim.casualtyD68.has_value(), expected == PlayerState::Casualty);
        QCOMPARE(f.state.home.player(1)->casualtiesInflicted, 1);
    }

    // Apothecary on a KO: stunned on the pitch, or to the reserves after the crowd.
    void apothecaryKnockOut_data()
    {
        QTest::addColumn<KnockDownCause>("cause");
        QTest::addColumn<PlayerState>("expected");
        QTest::newRow("block") << KnockDownCause::Block << PlayerState::Stunned;
        QTest::newRow("crowd") << KnockDownCause::Crowd << PlayerState::Reserves;
    }
    void apothecaryKnockOut()
    {
        QFETCH(KnockDownCause, cause);
        QFETCH(PlayerState, expected);
        MatchState s = start();
        s.away.apothecaries = 1;
        const QList<int> dice =
            cause == KnockDownCause::Crowd ? QList<int>{3, 5} : QList<int>{5, 6, 3, 5};
        const Folded hurt = fold(s, knockDown(Side::Away, 5, cause, 1), dice);
        QVERIFY2(hurt.check, qPrintable(hurt.check.reason));
        QCOMPARE(hurt.state.away.player(5)->state, PlayerState::KnockedOut);
        const Folded treated =
            fold(hurt.state, eventOf(MatchEventType::Apothecary, Side::Away, 5), {});
        QVERIFY2(treated.check, qPrintable(treated.check.reason));
        QVERIFY(treated.purposes.isEmpty());
        QCOMPARE(treated.state.away.player(5)->state, expected);
        QCOMPARE(treated.state.away.apothecaries, 0);
    }

    // Apothecary on a casualty: the D68 is re-rolled and the coach keeps either; badly hurt
    // then goes back to the reserves.
    void apothecaryCasualty_data()
    {
        QTest::addColumn<QList<int>>("first");
        QTest::addColumn<QList<int>>("second");
        QTest::addColumn<bool>("keepSecond");
        QTest::addColumn<int>("kept");
        QTest::addColumn<PlayerState>("expected");
        QTest::newRow("41, re-roll 38, keep first")
            << QList<int>{4, 1} << QList<int>{3, 8} << false << 41 << PlayerState::Casualty;
        QTest::newRow("41, re-roll 38, keep second")
            << QList<int>{4, 1} << QList<int>{3, 8} << true << 38 << PlayerState::Reserves;
        QTest::newRow("61, re-roll 52, keep second")
            << QList<int>{6, 1} << QList<int>{5, 2} << true << 52 << PlayerState::Casualty;
        QTest::newRow("11, re-roll 68, keep first")
            << QList<int>{1, 1} << QList<int>{6, 8} << false << 11 << PlayerState::Reserves;
    }
    void apothecaryCasualty()
    {
        QFETCH(QList<int>, first);
        QFETCH(QList<int>, second);
        QFETCH(bool, keepSecond);
        QFETCH(int, kept);
        QFETCH(PlayerState, expected);
        MatchState s = start();
        s.away.apothecaries = 1;
        const Folded hurt = fold(s, knockDown(Side::Away, 5, KnockDownCause::Block, 1),
                                 QList<int>{5, 6, 5, 6} << first);
        QVERIFY2(hurt.check, qPrintable(hurt.check.reason));
        MatchEvent apothecary = eventOf(MatchEventType::Apothecary, Side::Away, 5);
        apothecary.flag = keepSecond;
        const Folded treated = fold(hurt.state, apothecary, second);
        QVERIFY2(treated.check, qPrintable(treated.check.reason));
        QCOMPARE(treated.purposes, twice(u"away.apothecary"_s));
        const MatchPlayer &victim = *treated.state.away.player(5);
        QCOMPARE(victim.casualtyD68, std::optional<int>(kept));
        QCOMPARE(victim.state, expected);
        QCOMPARE(victim.badlyHurtTreated, expected == PlayerState::Reserves);
        QCOMPARE(treated.state.home.player(1)->casualtiesInflicted, 1);

        // Once per match: the next KO is not treated.
        const Folded again =
            fold(treated.state, knockDown(Side::Away, 6, KnockDownCause::Block, 1), {5, 6, 3, 5});
        QVERIFY2(again.check, qPrintable(again.check.reason));
        const Folded refused =
            fold(again.state, eventOf(MatchEventType::Apothecary, Side::Away, 6), {});
        QVERIFY(!refused.check);
        QCOMPARE(refused.check.reason, u"No apothecary left."_s);
    }

    // The apothecary treats only the player hurt by the previous event.
    void apothecaryRefused()
    {
        MatchState s = start();
        s.away.apothecaries = 1;
        const Folded hurt =
            fold(s, knockDown(Side::Away, 5, KnockDownCause::Block, 1), {5, 6, 3, 5});
        QVERIFY(!fold(hurt.state, eventOf(MatchEventType::Apothecary, Side::Away, 6), {}).check);
        QVERIFY(!fold(hurt.state, eventOf(MatchEventType::Apothecary, Side::Home, 5), {}).check);
        const Folded later =
            fold(hurt.state, eventOf(MatchEventType::PlacedProne, Side::Home, 2), {});
        QVERIFY2(later.check, qPrintable(later.check.reason));
        QVERIFY(!fold(later.state, eventOf(MatchEventType::Apothecary, Side::Away, 5), {}).check);
        // Stunned is not hurt enough.
        const Folded stunned =
            fold(s, knockDown(Side::Away, 5, KnockDownCause::Block, 1), {5, 6, 1, 1});
        QVERIFY(!fold(stunned.state, eventOf(MatchEventType::Apothecary, Side::Away, 5), {}).check);
        // Regenerated after declining the apothecary (l.6419): nothing left to treat.
        MatchState regenerating = s;
        regenerating.away.player(5)->skills << u"regeneration"_s;
        const Folded pending = fold(
            regenerating, knockDown(Side::Away, 5, KnockDownCause::Block, 1), {5, 6, 5, 6, 4, 1});
        const Folded healed =
            fold(pending.state, eventOf(MatchEventType::Regeneration, Side::Away, 5), {6});
        QCOMPARE(healed.state.away.player(5)->state, PlayerState::Reserves);
        const Folded refused =
            fold(healed.state, eventOf(MatchEventType::Apothecary, Side::Away, 5), {});
        QVERIFY(!refused.check);
        QCOMPARE(refused.state.away.apothecaries, 1);
    }

    // A foul: armour + 1 per assist − 1 per defensive assist; Dirty Player +1 on armour or injury;
    // Chainsaw +3. Doubles on the armour or the injury dice send the fouler off.
    void foul_data()
    {
        QTest::addColumn<QStringList>("skills");
        QTest::addColumn<int>("assists");
        QTest::addColumn<int>("defensive");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<PlayerState>("victim");
        QTest::addColumn<bool>("sentOff");
        const QStringList none;
        const QStringList dirty{u"dirty_player"_s};
        QTest::newRow("8 holds") << none << 0 << 0 << QList<int>{3, 5} << PlayerState::Prone
                                 << false;
        QTest::newRow("8 +2 -1 = 9 breaks")
            << none << 2 << 1 << QList<int>{3, 5, 2, 5} << PlayerState::Stunned << false;
        QTest::newRow("9 +0 -1 = 8 holds")
            << none << 0 << 1 << QList<int>{3, 6} << PlayerState::Prone << false;
        QTest::newRow("Dirty Player on the armour: 8+1, injury 7")
            << dirty << 0 << 0 << QList<int>{3, 5, 3, 4} << PlayerState::Stunned << false;
        QTest::newRow("Dirty Player on the injury: 9, 7+1")
            << dirty << 0 << 0 << QList<int>{3, 6, 3, 4} << PlayerState::KnockedOut << false;
        QTest::newRow("Chainsaw 5+3 holds") << QStringList{u"chainsaw"_s} << 0 << 0
                                            << QList<int>{1, 4} << PlayerState::Prone << false;
        QTest::newRow("Chainsaw 6+3 breaks")
            << QStringList{u"chainsaw"_s} << 0 << 0 << QList<int>{2, 4, 1, 2}
            << PlayerState::Stunned << false;
        QTest::newRow("armour doubles 4+4, holds")
            << none << 0 << 0 << QList<int>{4, 4} << PlayerState::Prone << true;
        QTest::newRow("armour doubles 5+5, breaks")
            << none << 0 << 0 << QList<int>{5, 5, 2, 3} << PlayerState::Stunned << true;
        QTest::newRow("injury doubles 4+4")
            << none << 0 << 0 << QList<int>{3, 6, 4, 4} << PlayerState::KnockedOut << true;
        QTest::newRow("no doubles")
            << none << 0 << 0 << QList<int>{3, 6, 2, 5} << PlayerState::Stunned << false;
        QTest::newRow("casualty, no SPP")
            << none << 0 << 0 << QList<int>{3, 6, 5, 6, 4, 1} << PlayerState::Casualty << false;
    }
    void foul()
    {
        QFETCH(QStringList, skills);
        QFETCH(int, assists);
        QFETCH(int, defensive);
        QFETCH(QList<int>, dice);
        QFETCH(PlayerState, victim);
        QFETCH(bool, sentOff);
        const Folded f = fold(foulReady(skills), foulEvent(assists, defensive), dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.exhausted);
        QCOMPARE(f.purposes.size(), dice.size());
        QCOMPARE(f.state.away.player(5)->state, victim);
        QCOMPARE(f.state.home.player(1)->state,
                 sentOff ? PlayerState::SentOff : PlayerState::Standing);
        QCOMPARE(f.state.pendingSendOff, sentOff ? 1 : 0);
        QCOMPARE(f.state.turnover, sentOff);
        QCOMPARE(f.state.home.player(1)->casualtiesInflicted, 0);
    }

    void foulRefused()
    {
        MatchState undeclared = foulReady();
        undeclared.home.foulUsed = false;
        QVERIFY(!fold(undeclared, foulEvent(), {3, 5}).check);
        MatchState standing = foulReady();
        standing.away.player(5)->state = PlayerState::Standing;
        QVERIFY(!fold(standing, foulEvent(), {3, 5}).check);
        MatchState afterTurnover = foulReady();
        afterTurnover.turnover = true;
        QVERIFY(!fold(afterTurnover, foulEvent(), {3, 5}).check);
        MatchEvent awayFouls = eventOf(MatchEventType::Foul, Side::Away, 5, 1);
        QVERIFY(!fold(foulReady(), awayFouls, {3, 5}).check);
    }

    // A bribe right after the send-off: 2+ cancels it and the turnover, 1 fails; each is spent.
    void bribe_data()
    {
        QTest::addColumn<int>("die");
        QTest::addColumn<bool>("works");
        QTest::newRow("1 fails") << 1 << false;
        QTest::newRow("2 works") << 2 << true;
    }
    void bribe()
    {
        QFETCH(int, die);
        QFETCH(bool, works);
        MatchState s = foulReady();
        s.home.bribes = 1;
        const Folded sent = fold(s, foulEvent(), {4, 4});
        QCOMPARE(sent.state.pendingSendOff, 1);
        const Folded bribed =
            fold(sent.state, eventOf(MatchEventType::Bribe, Side::Home, 1), {die});
        QVERIFY2(bribed.check, qPrintable(bribed.check.reason));
        QCOMPARE(bribed.purposes, QStringList{u"home.bribe"_s});
        const MatchPlayer &fouler = *bribed.state.home.player(1);
        QCOMPARE(fouler.state, works ? PlayerState::Standing : PlayerState::SentOff);
        QVERIFY(fouler.acted);
        QCOMPARE(bribed.state.turnover, !works);
        QCOMPARE(bribed.state.home.bribes, 0);
        QCOMPARE(bribed.state.pendingSendOff, 0);
    }

    void bribeRefused()
    {
        MatchState s = foulReady();
        const Folded sent = fold(s, foulEvent(), {4, 4});
        const Folded none = fold(sent.state, eventOf(MatchEventType::Bribe, Side::Home, 1), {2});
        QVERIFY(!none.check);
        QCOMPARE(none.check.reason, u"No bribe left."_s);

        s.home.bribes = 1;
        const Folded clean = fold(s, foulEvent(), {3, 5});
        const Folded notSent =
            fold(clean.state, eventOf(MatchEventType::Bribe, Side::Home, 1), {2});
        QVERIFY(!notSent.check);
        QCOMPARE(notSent.check.reason, u"Only right after the send-off."_s);
    }

    // Turnover when a player of the active team goes down, not when the other team's does.
    void turnover_data()
    {
        QTest::addColumn<Side>("side");
        QTest::addColumn<KnockDownCause>("cause");
        QTest::addColumn<int>("attacker");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("turnover");
        QTest::newRow("active player falls, armour holds")
            << Side::Home << KnockDownCause::Fall << 0 << QList<int>{3, 5} << true;
        QTest::newRow("active player knocked down by a defender")
            << Side::Home << KnockDownCause::Block << 5 << QList<int>{3, 5} << true;
        QTest::newRow("l.897 active player into the crowd without the ball")
            << Side::Home << KnockDownCause::Crowd << 0 << QList<int>{1, 2} << false;
        QTest::newRow("other team's player knocked down")
            << Side::Away << KnockDownCause::Block << 1 << QList<int>{3, 5} << false;
        QTest::newRow("other team's player into the crowd")
            << Side::Away << KnockDownCause::Crowd << 0 << QList<int>{1, 2} << false;
    }
    void turnover()
    {
        QFETCH(Side, side);
        QFETCH(KnockDownCause, cause);
        QFETCH(int, attacker);
        QFETCH(QList<int>, dice);
        QFETCH(bool, turnover);
        const Folded f = fold(start(), knockDown(side, 5, cause, attacker), dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.state.turnover, turnover);
    }

    // Stunned in his own team's turn: face down through the next one too.
    void stunnedInOwnTurn()
    {
        const Folded f =
            fold(start(), knockDown(Side::Home, 5, KnockDownCause::Fall), {5, 6, 1, 2});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.state.home.player(5)->state, PlayerState::Stunned);
        QVERIFY(f.state.home.player(5)->stunnedThisTurn);
    }

    // SPP: a casualty counts for the player who blocked (or was blocked), nothing else.
    void casualtySpp_data()
    {
        QTest::addColumn<KnockDownCause>("cause");
        QTest::addColumn<int>("attacker");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<int>("spp");
        QTest::newRow("block") << KnockDownCause::Block << 1 << QList<int>{5, 6, 5, 6, 4, 1} << 1;
        QTest::newRow("fall") << KnockDownCause::Fall << 0 << QList<int>{5, 6, 5, 6, 4, 1} << 0;
        QTest::newRow("other") << KnockDownCause::Other << 0 << QList<int>{5, 6, 5, 6, 4, 1} << 0;
        QTest::newRow("crowd") << KnockDownCause::Crowd << 0 << QList<int>{5, 6, 4, 1} << 0;
    }
    void casualtySpp()
    {
        QFETCH(KnockDownCause, cause);
        QFETCH(int, attacker);
        QFETCH(QList<int>, dice);
        QFETCH(int, spp);
        const Folded f = fold(start(), knockDown(Side::Away, 5, cause, attacker), dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.state.away.player(5)->state, PlayerState::Casualty);
        int total = 0;
        for (const MatchPlayer &p : f.state.home.players)
            total += p.casualtiesInflicted;
        QCOMPARE(total, spp);
        QCOMPARE(f.state.home.player(1)->casualtiesInflicted, spp);
    }

    void knockDownRefused_data()
    {
        QTest::addColumn<int>("number");
        QTest::addColumn<KnockDownCause>("cause");
        QTest::addColumn<int>("attacker");
        QTest::addColumn<PlayerState>("victimState");
        QTest::addColumn<MatchPhase>("phase");
        QTest::newRow("unknown player")
            << 30 << KnockDownCause::Fall << 0 << PlayerState::Standing << MatchPhase::Turn;
        QTest::newRow("victim in reserves")
            << 5 << KnockDownCause::Fall << 0 << PlayerState::Reserves << MatchPhase::Turn;
        QTest::newRow("victim already prone")
            << 5 << KnockDownCause::Block << 1 << PlayerState::Prone << MatchPhase::Turn;
        QTest::newRow("block without attacker")
            << 5 << KnockDownCause::Block << 0 << PlayerState::Standing << MatchPhase::Turn;
        QTest::newRow("unknown attacker")
            << 5 << KnockDownCause::Block << 14 << PlayerState::Standing << MatchPhase::Turn;
        QTest::newRow("rock as an event")
            << 5 << KnockDownCause::Rock << 0 << PlayerState::Standing << MatchPhase::Turn;
        QTest::newRow("crowd between turns")
            << 5 << KnockDownCause::Crowd << 0 << PlayerState::Standing << MatchPhase::AwaitTurn;
        QTest::newRow("knock-down at kick-off")
            << 5 << KnockDownCause::Fall << 0 << PlayerState::Standing << MatchPhase::KickOff;
    }
    void knockDownRefused()
    {
        QFETCH(int, number);
        QFETCH(KnockDownCause, cause);
        QFETCH(int, attacker);
        QFETCH(PlayerState, victimState);
        QFETCH(MatchPhase, phase);
        MatchState s = start();
        s.phase = phase;
        s.away.player(5)->state = victimState;
        const Folded f = fold(s, knockDown(Side::Away, number, cause, attacker), {5, 6, 5, 6});
        QVERIFY(!f.check);
        QVERIFY(!f.check.reason.isEmpty());
        QCOMPARE(f.state, s);
    }

    // Placed prone: no armour roll, no turnover; a player already down cannot be.
    void placedProne()
    {
        const Folded f = fold(start(), eventOf(MatchEventType::PlacedProne, Side::Home, 3), {});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(f.purposes.isEmpty());
        QCOMPARE(f.state.home.player(3)->state, PlayerState::Prone);
        QVERIFY(!f.state.turnover);
        QVERIFY(!fold(f.state, eventOf(MatchEventType::PlacedProne, Side::Home, 3), {}).check);
    }

    // Throw a rock (called by the kick-off table): injury roll only, no turnover, and an
    // apothecary leaves a KO on the pitch stunned.
    void rock()
    {
        MatchState s = start();
        s.phase = MatchPhase::KickOff;
        s.away.apothecaries = 1;
        MatchEvent kickOff;
        kickOff.type = MatchEventType::KickOff;
        ScriptedDice dice{4, 5};
        QStringList log;
        MatchStep step{*m_rules, m_setup, s, kickOff, dice, log, {}};
        InjuryRules::injure(step, Side::Away, 5,
                            InjuryContext{KnockDownCause::Rock, nullptr, false, 0});
        QCOMPARE(dice.purposes(), twice(u"away.injury"_s));
        QCOMPARE(s.away.player(5)->state, PlayerState::KnockedOut);
        QCOMPARE(s.lastHurtCause, KnockDownCause::Rock);
        QVERIFY(!s.turnover);
        QVERIFY(!log.isEmpty());

        s.phase = MatchPhase::AwaitTurn;
        const Folded treated = fold(s, eventOf(MatchEventType::Apothecary, Side::Away, 5), {});
        QVERIFY2(treated.check, qPrintable(treated.check.reason));
        QCOMPARE(treated.state.away.player(5)->state, PlayerState::Stunned);
    }

    // The Necromancer raises an opposing player just killed (ST 4 or less, no Regeneration,
    // no Stunty) as a Zombie in the reserves, once per match.
    void raiseDead_data()
    {
        QTest::addColumn<QString>("roster");
        QTest::addColumn<QString>("zombie");
        QTest::newRow("Undead") << u"undead"_s << u"undead.zombie"_s;
        QTest::newRow("Necromantic") << u"necromantic"_s << u"necromantic.zombie"_s;
    }
    void raiseDead()
    {
        QFETCH(QString, roster);
        QFETCH(QString, zombie);
        MatchState s = start();
        s.away.rosterId = roster;
        s.away.necromancer = true;
        const Folded killed =
            fold(s, knockDown(Side::Home, 5, KnockDownCause::Fall), {5, 6, 5, 6, 6, 1});
        QVERIFY2(killed.check, qPrintable(killed.check.reason));
        const Folded raised =
            fold(killed.state, eventOf(MatchEventType::RaiseDead, Side::Away, 0, 5), {});
        QVERIFY2(raised.check, qPrintable(raised.check.reason));
        QVERIFY(raised.state.away.raisedDead);
        QCOMPARE(raised.state.away.players.size(), s.away.players.size() + 1);
        const MatchPlayer *z = raised.state.away.player(12); // #1–11 taken
        QVERIFY(z);
        QCOMPARE(z->positionId, zombie);
        QCOMPARE(z->st, m_rules->position(zombie)->st);
        QCOMPARE(z->av, m_rules->position(zombie)->av);
        QVERIFY(z->hasSkill(u"regeneration"_s));
        QVERIFY(z->raisedFromDead);
        QCOMPARE(z->state, PlayerState::Reserves);
        QVERIFY(
            !fold(raised.state, eventOf(MatchEventType::RaiseDead, Side::Away, 0, 5), {}).check);
    }

    void raiseDeadRefused_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<int>("strength");
        QTest::addColumn<bool>("alreadyRaised");
        QTest::addColumn<bool>("necromancer");
        QTest::newRow("ST 5 victim") << QList<int>{5, 6, 5, 6, 6, 1} << 5 << false << true;
        QTest::newRow("already raised") << QList<int>{5, 6, 5, 6, 6, 1} << 3 << true << true;
        QTest::newRow("not dead: 58") << QList<int>{5, 6, 5, 6, 5, 8} << 3 << false << true;
        QTest::newRow("only KO") << QList<int>{5, 6, 4, 5} << 3 << false << true;
        QTest::newRow("no Necromancer") << QList<int>{5, 6, 5, 6, 6, 1} << 3 << false << false;
    }
    void raiseDeadRefused()
    {
        QFETCH(QList<int>, dice);
        QFETCH(int, strength);
        QFETCH(bool, alreadyRaised);
        QFETCH(bool, necromancer);
        MatchState s = start();
        s.away.rosterId = u"undead"_s;
        s.away.necromancer = necromancer;
        s.away.raisedDead = alreadyRaised;
        s.home.player(5)->st = strength;
        const Folded hurt = fold(s, knockDown(Side::Home, 5, KnockDownCause::Fall), dice);
        QVERIFY2(hurt.check, qPrintable(hurt.check.reason));
        const Folded raised =
            fold(hurt.state, eventOf(MatchEventType::RaiseDead, Side::Away, 0, 5), {});
        QVERIFY(!raised.check);
        QCOMPARE(raised.state, hurt.state);
    }

    // Raising waits for the apothecary but nothing else.
    void raiseDeadTiming()
    {
        MatchState s = start();
        s.away.rosterId = u"undead"_s;
        s.away.necromancer = true;
        s.home.apothecaries = 1;
        const Folded killed =
            fold(s, knockDown(Side::Home, 5, KnockDownCause::Fall), {5, 6, 5, 6, 6, 1});
        MatchEvent apothecary = eventOf(MatchEventType::Apothecary, Side::Home, 5);
        const Folded stillDead = fold(killed.state, apothecary, {6, 8});
        QVERIFY2(stillDead.check, qPrintable(stillDead.check.reason));
        QVERIFY(
            fold(stillDead.state, eventOf(MatchEventType::RaiseDead, Side::Away, 0, 5), {}).check);

        const Folded later =
            fold(killed.state, eventOf(MatchEventType::PlacedProne, Side::Home, 2), {});
        QVERIFY(!fold(later.state, eventOf(MatchEventType::RaiseDead, Side::Away, 0, 5), {}).check);
    }
};

QTEST_GUILESS_MAIN(TestMatchInjury)
#include "tst_match_injury.moc"
