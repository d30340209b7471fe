// Skills and turnovers the tracker once got wrong (skills-fr.txt: Tronçonneuse l.346–348,
// Poignard, Chaîne et boulet, Rétablissement, Sournois, Délestage, Régénération; LRB6
// competition rules l.893–915 for turnovers, l.6306–6308 for Stunty, l.6419–6421 for
// Regeneration after the apothecary).
#include "../support/MatchTestHelpers.h"
#include "core/match/KnockDownRules.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;

Q_DECLARE_METATYPE(dugout::PlayerState)
Q_DECLARE_METATYPE(dugout::KnockDownCause)
Q_DECLARE_METATYPE(dugout::Side)

namespace {

MatchEvent knockDown(Side side, int number, KnockDownCause cause, int attacker = 0,
                     bool ball = false)
{
    MatchEvent e = makeEvent(MatchEventType::KnockDown, side, number);
    e.cause = cause;
    e.target = attacker;
    e.ball = ball;
    return e;
}

int casualtiesInflicted(const TeamMatchState &team)
{
    int total = 0;
    for (const MatchPlayer &p : team.players)
        total += p.casualtiesInflicted;
    return total;
}

} // namespace

class TestMatchSkills : public QObject, protected DerbyTest
{
    Q_OBJECT

    // Home (Humans, AV 8) plays turn 1, everybody standing.
    MatchState start() const { return stateInTurn(*m_rules, m_setup, Side::Home); }

    Folded fold(const MatchState &from, const MatchEvent &event, QList<int> dice) const
    {
        return foldScripted(*m_rules, m_setup, from, event, std::move(dice));
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString errors = loadDerby();
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
    }

    // l.897–913: a player of the active team pushed into the crowd, placed prone or failing his
    // landing causes a turnover only when he held the ball; falling always does.
    void turnoverWithTheBall_data()
    {
        QTest::addColumn<Side>("side");
        QTest::addColumn<int>("type"); // KnockDown or PlacedProne
        QTest::addColumn<KnockDownCause>("cause");
        QTest::addColumn<bool>("ball");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<PlayerState>("after");
        QTest::addColumn<bool>("turnover");
        const int down = int(MatchEventType::KnockDown);
        const int prone = int(MatchEventType::PlacedProne);
        QTest::newRow("l.897 crowd, no ball")
            << Side::Home << down << KnockDownCause::Crowd << false << QList<int>{1, 2}
            << PlayerState::Reserves << false;
        QTest::newRow("l.897 crowd, with the ball")
            << Side::Home << down << KnockDownCause::Crowd << true << QList<int>{1, 2}
            << PlayerState::Reserves << true;
        QTest::newRow("l.898 placed prone, no ball")
            << Side::Home << prone << KnockDownCause::Block << false << QList<int>{}
            << PlayerState::Prone << false;
        QTest::newRow("l.898 placed prone, with the ball")
            << Side::Home << prone << KnockDownCause::Block << true << QList<int>{}
            << PlayerState::Prone << true;
        QTest::newRow("l.911 failed landing, no ball: armour holds, prone")
            << Side::Home << down << KnockDownCause::Landing << false << QList<int>{3, 4}
            << PlayerState::Prone << false;
        QTest::newRow("l.911 failed landing, no ball: armour broken")
            << Side::Home << down << KnockDownCause::Landing << false << QList<int>{5, 5, 1, 2}
            << PlayerState::Stunned << false;
        QTest::newRow("l.911 failed landing with the ball")
            << Side::Home << down << KnockDownCause::Landing << true << QList<int>{3, 4}
            << PlayerState::Prone << true;
        QTest::newRow("l.896 a fall, no ball: still a turnover")
            << Side::Home << down << KnockDownCause::Fall << false << QList<int>{3, 4}
            << PlayerState::Prone << true;
        QTest::newRow("l.896 the other team's carrier into the crowd")
            << Side::Away << down << KnockDownCause::Crowd << true << QList<int>{1, 2}
            << PlayerState::Reserves << false;
        QTest::newRow("l.898 the other team's carrier placed prone")
            << Side::Away << prone << KnockDownCause::Block << true << QList<int>{}
            << PlayerState::Prone << false;
    }
    void turnoverWithTheBall()
    {
        QFETCH(Side, side);
        QFETCH(int, type);
        QFETCH(KnockDownCause, cause);
        QFETCH(bool, ball);
        QFETCH(QList<int>, dice);
        QFETCH(PlayerState, after);
        QFETCH(bool, turnover);
        MatchEvent e = knockDown(side, 6, cause, 0, ball);
        e.type = MatchEventType(type);
        const Folded f = fold(start(), e, dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.team(side).player(6)->state, after);
        QCOMPARE(f.state.turnover, turnover);
        if (cause == KnockDownCause::Landing)
            QCOMPARE(f.purposes.value(0), u"home.armour"_s);
    }

    // Core tells the dialogs when "held the ball" matters.
    void ballDecidesTurnover_data()
    {
        QTest::addColumn<Side>("side");
        QTest::addColumn<KnockDownCause>("cause");
        QTest::addColumn<bool>("matters");
        QTest::newRow("l.897 active team, crowd") << Side::Home << KnockDownCause::Crowd << true;
        QTest::newRow("l.911 active team, landing")
            << Side::Home << KnockDownCause::Landing << true;
        QTest::newRow("l.896 active team, block") << Side::Home << KnockDownCause::Block << false;
        QTest::newRow("l.896 active team, fall") << Side::Home << KnockDownCause::Fall << false;
        QTest::newRow("other team, crowd") << Side::Away << KnockDownCause::Crowd << false;
    }
    void ballDecidesTurnover()
    {
        QFETCH(Side, side);
        QFETCH(KnockDownCause, cause);
        QFETCH(bool, matters);
        QCOMPARE(KnockDownRules::ballDecidesTurnover(start(), knockDown(side, 6, cause)), matters);
    }

    // Chainsaw (skills l.346–348).
    void chainsaw_data()
    {
        QTest::addColumn<KnockDownCause>("cause");
        QTest::addColumn<Side>("victimSide");
        QTest::addColumn<int>("victim");
        QTest::addColumn<int>("attacker");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<PlayerState>("after");
        QTest::addColumn<bool>("turnover");
        // Home #1 wields the chainsaw in rows 1–3; away #1 wields it in rows 4–6.
        QTest::newRow("skills l.346 kick-back 5 + 3 holds: no effect, no turnover")
            << KnockDownCause::Kickback << Side::Home << 1 << 0 << QList<int>{2, 3}
            << PlayerState::Standing << false;
        QTest::newRow("skills l.346 kick-back 6 + 3 breaks: injured, turnover")
            << KnockDownCause::Kickback << Side::Home << 1 << 0 << QList<int>{3, 3, 1, 2}
            << PlayerState::Stunned << true;
        QTest::newRow("skills l.347 chainsaw attack 5 + 3 holds: no effect")
            << KnockDownCause::Chainsaw << Side::Away << 5 << 1 << QList<int>{2, 3}
            << PlayerState::Standing << false;
        QTest::newRow("skills l.348 blocker knocks himself over: 5 + 3 holds, prone")
            << KnockDownCause::Block << Side::Home << 5 << 1 << QList<int>{2, 3}
            << PlayerState::Prone << true;
        QTest::newRow("skills l.348 blocker knocks himself over: 6 + 3 breaks")
            << KnockDownCause::Block << Side::Home << 5 << 1 << QList<int>{3, 3, 1, 2}
            << PlayerState::Stunned << true;
        QTest::newRow("skills l.348 no chainsaw on the defender: 6 holds")
            << KnockDownCause::Block << Side::Home << 5 << 2 << QList<int>{3, 3}
            << PlayerState::Prone << true;
    }
    void chainsaw()
    {
        QFETCH(KnockDownCause, cause);
        QFETCH(Side, victimSide);
        QFETCH(int, victim);
        QFETCH(int, attacker);
        QFETCH(QList<int>, dice);
        QFETCH(PlayerState, after);
        QFETCH(bool, turnover);
        MatchState s = start();
        s.home.player(1)->skills << u"chainsaw"_s;
        s.away.player(1)->skills << u"chainsaw"_s;
        const Folded f = fold(s, knockDown(victimSide, victim, cause, attacker), dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.team(victimSide).player(victim)->state, after);
        QCOMPARE(f.state.turnover, turnover);
    }

    // skills l.348: casualties caused by a chainsaw player earn no SPP, even when the victim
    // knocked himself over blocking him.
    void chainsawCasualtyNoSpp_data()
    {
        QTest::addColumn<bool>("chainsaw");
        QTest::addColumn<int>("spp");
        QTest::newRow("skills l.348 against the chainsaw player: no SPP") << true << 0;
        QTest::newRow("against anyone else: 1 casualty") << false << 1;
    }
    void chainsawCasualtyNoSpp()
    {
        QFETCH(bool, chainsaw);
        QFETCH(int, spp);
        MatchState s = start();
        if (chainsaw)
            s.away.player(1)->skills << u"chainsaw"_s;
        const Folded f =
            fold(s, knockDown(Side::Home, 5, KnockDownCause::Block, 1), {5, 6, 5, 6, 4, 1});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.state.home.player(5)->state, PlayerState::Casualty);
        QCOMPARE(casualtiesInflicted(f.state.away), spp);
    }

    // Stab (skills: Poignard): an unmodified armour roll; holding, it does nothing; breaking,
    // an injury roll nothing modifies; no SPP.
    void stab_data()
    {
        QTest::addColumn<QStringList>("victimSkills");
        QTest::addColumn<int>("niggling");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<PlayerState>("after");
        QTest::newRow("skills Poignard: 8 holds, still standing")
            << QStringList{} << 0 << QList<int>{4, 4} << PlayerState::Standing;
        QTest::newRow("skills Poignard: 9 breaks, injury 7 stunned")
            << QStringList{} << 0 << QList<int>{4, 5, 3, 4} << PlayerState::Stunned;
        QTest::newRow("skills Poignard: niggling does not add, 7 stays stunned")
            << QStringList{} << 2 << QList<int>{4, 5, 3, 4} << PlayerState::Stunned;
        QTest::newRow("skills Poignard: the victim's chainsaw adds nothing, 8 holds")
            << QStringList{u"chainsaw"_s} << 0 << QList<int>{4, 4} << PlayerState::Standing;
        QTest::newRow("skills Poignard: 9 breaks, injury 10 casualty")
            << QStringList{} << 0 << QList<int>{4, 5, 4, 6, 4, 1} << PlayerState::Casualty;
    }
    void stab()
    {
        QFETCH(QStringList, victimSkills);
        QFETCH(int, niggling);
        QFETCH(QList<int>, dice);
        QFETCH(PlayerState, after);
        MatchState s = start();
        s.home.player(2)->skills << u"stab"_s << u"mighty_blow"_s;
        s.away.player(5)->skills << victimSkills;
        s.away.player(5)->niggling = niggling;
        const Folded f = fold(s, knockDown(Side::Away, 5, KnockDownCause::Stab, 2), dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.away.player(5)->state, after);
        QCOMPARE(casualtiesInflicted(f.state.home), 0);
        QVERIFY(!f.state.turnover);

        s.home.player(2)->skills.clear();
        QVERIFY(!fold(s, knockDown(Side::Away, 5, KnockDownCause::Stab, 2), dice).check);
    }

    // Ball & Chain (skills: Chaîne et boulet): no armour roll, stunned counts as KO.
    void ballAndChain_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<KnockDownCause>("cause");
        QTest::addColumn<QList<int>>("injury");
        QTest::addColumn<PlayerState>("after");
        const int down = int(MatchEventType::KnockDown);
        const int prone = int(MatchEventType::PlacedProne);
        QTest::newRow("skills B&C knocked down, injury 3: KO, not stunned")
            << down << KnockDownCause::Block << QList<int>{1, 2} << PlayerState::KnockedOut;
        QTest::newRow("skills B&C falls, injury 9: KO")
            << down << KnockDownCause::Fall << QList<int>{4, 5} << PlayerState::KnockedOut;
        QTest::newRow("skills B&C placed prone, injury 2: KO")
            << prone << KnockDownCause::Block << QList<int>{1, 1} << PlayerState::KnockedOut;
        QTest::newRow("skills B&C into the crowd, injury 4: KO")
            << down << KnockDownCause::Crowd << QList<int>{2, 2} << PlayerState::KnockedOut;
        QTest::newRow("skills B&C injury 11: casualty")
            << down << KnockDownCause::Block << QList<int>{5, 6, 1, 1} << PlayerState::Casualty;
    }
    void ballAndChain()
    {
        QFETCH(int, type);
        QFETCH(KnockDownCause, cause);
        QFETCH(QList<int>, injury);
        QFETCH(PlayerState, after);
        MatchState s = start();
        s.away.player(5)->skills << u"ball_and_chain"_s;
        MatchEvent e = knockDown(Side::Away, 5, cause, cause == KnockDownCause::Block ? 1 : 0);
        e.type = MatchEventType(type);
        const Folded f = fold(s, e, injury);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QVERIFY(!f.purposes.contains(u"away.armour"_s));
        QCOMPARE(f.purposes.value(0), u"away.injury"_s);
        QCOMPARE(f.state.away.player(5)->state, after);
    }

    // Jump Up (skills: Rétablissement): a prone player may declare a Block.
    void jumpUp_data()
    {
        QTest::addColumn<bool>("jumpUp");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("skills Rétablissement: prone blocker with Jump Up") << true << true;
        QTest::newRow("prone blocker without it") << false << false;
    }
    void jumpUp()
    {
        QFETCH(bool, jumpUp);
        QFETCH(bool, allowed);
        MatchState s = start();
        s.home.player(3)->state = PlayerState::Prone;
        if (jumpUp)
            s.home.player(3)->skills << u"jump_up"_s;
        const Folded f = fold(s, makeAction(Side::Home, 3, PlayerAction::Block), {});
        QCOMPARE(bool(f.check), allowed);
        if (allowed)
            QCOMPARE(f.state.home.player(3)->state, PlayerState::Standing);
    }

    // Sneaky Git (skills: Sournois): not sent off for a double on an armour roll that holds.
    void sneakyGit_data()
    {
        QTest::addColumn<bool>("sneakyGit");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("sentOff");
        QTest::newRow("skills Sournois: double 4 holds, unseen")
            << true << QList<int>{4, 4} << false;
        QTest::newRow("skills Sournois: double 5 breaks, seen")
            << true << QList<int>{5, 5, 1, 2} << true;
        QTest::newRow("skills Sournois: injury double, seen")
            << true << QList<int>{5, 6, 3, 3} << true;
        QTest::newRow("no Sneaky Git: double 4 holds, seen") << false << QList<int>{4, 4} << true;
    }
    void sneakyGit()
    {
        QFETCH(bool, sneakyGit);
        QFETCH(QList<int>, dice);
        QFETCH(bool, sentOff);
        MatchState s = start();
        s.home.foulUsed = true;
        s.home.fouler = 1;
        s.home.player(1)->acted = true;
        if (sneakyGit)
            s.home.player(1)->skills << u"sneaky_git"_s;
        s.away.player(5)->state = PlayerState::Prone;
        MatchEvent foul = makeEvent(MatchEventType::Foul, Side::Home, 1);
        foul.target = 5;
        const Folded f = fold(s, foul, dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.home.player(1)->state == PlayerState::SentOff, sentOff);
        QCOMPARE(f.state.turnover, sentOff);
    }

    // Dump-off (skills: Délestage): a quick pass in the opponent's turn, completed or
    // intercepted, earns its SPP and causes no turnover.
    void dumpOff_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<Side>("side");
        QTest::addColumn<int>("number");
        QTest::addColumn<int>("thrower");
        QTest::addColumn<bool>("hasSkill");
        QTest::addColumn<bool>("allowed");
        const int completion = int(MatchEventType::Completion);
        const int interception = int(MatchEventType::Interception);
        QTest::newRow("skills Délestage: completion in the opponent's turn")
            << completion << Side::Away << 5 << 5 << true << true;
        QTest::newRow("completion in the opponent's turn without Dump-off")
            << completion << Side::Away << 5 << 5 << false << false;
        QTest::newRow("skills Délestage: the active team intercepts it")
            << interception << Side::Home << 3 << 5 << true << true;
        QTest::newRow("the active team intercepts a thrower without Dump-off")
            << interception << Side::Home << 3 << 5 << false << false;
    }
    void dumpOff()
    {
        QFETCH(int, type);
        QFETCH(Side, side);
        QFETCH(int, number);
        QFETCH(int, thrower);
        QFETCH(bool, hasSkill);
        QFETCH(bool, allowed);
        MatchState s = start();
        if (hasSkill)
            s.away.player(thrower)->skills << u"dump_off"_s;
        MatchEvent e = makeEvent(MatchEventType(type), side, number);
        if (side == Side::Home)
            e.target = thrower;
        const Folded f = fold(s, e, {});
        QCOMPARE(bool(f.check), allowed);
        if (!allowed)
            return;
        const MatchPlayer &scorer = *f.state.team(side).player(number);
        QCOMPARE(scorer.completions + 2 * scorer.interceptions,
                 type == int(MatchEventType::Completion) ? 1 : 2);
        QVERIFY(!f.state.turnover);
        QCOMPARE(f.state.phase, MatchPhase::Turn);
    }

    // l.6419–6421: Regeneration is rolled after the apothecary's decision.
    void regenerationAfterApothecary_data()
    {
        QTest::addColumn<int>("decision"); // Apothecary or Regeneration (declined)
        QTest::addColumn<bool>("keepSecond");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<QStringList>("purposes");
        QTest::addColumn<PlayerState>("after");
        const int apothecary = int(MatchEventType::Apothecary);
        const int declined = int(MatchEventType::Regeneration);
        QTest::newRow("l.6419 declined, Regeneration 4 heals")
            << declined << false << QList<int>{4} << QStringList{u"away.regeneration"_s}
            << PlayerState::Reserves;
        QTest::newRow("l.6419 declined, Regeneration 3 fails")
            << declined << false << QList<int>{3} << QStringList{u"away.regeneration"_s}
            << PlayerState::Casualty;
        QTest::newRow("l.6419 apothecary keeps badly hurt: no Regeneration roll")
            << apothecary << true << QList<int>{1, 1}
            << QStringList{u"away.apothecary"_s, u"away.apothecary"_s} << PlayerState::Reserves;
        QTest::newRow("l.6420 apothecary keeps the casualty, then Regeneration 5")
            << apothecary << false << QList<int>{4, 2, 5}
            << QStringList{u"away.apothecary"_s, u"away.apothecary"_s, u"away.regeneration"_s}
            << PlayerState::Reserves;
    }
    void regenerationAfterApothecary()
    {
        QFETCH(int, decision);
        QFETCH(bool, keepSecond);
        QFETCH(QList<int>, dice);
        QFETCH(QStringList, purposes);
        QFETCH(PlayerState, after);
        MatchState s = start();
        s.away.player(5)->skills << u"regeneration"_s;
        s.away.apothecaries = 1;
        const Folded hurt =
            fold(s, knockDown(Side::Away, 5, KnockDownCause::Block, 1), {5, 6, 5, 6, 4, 1});
        QVERIFY2(hurt.check, qPrintable(hurt.check.reason));
        QVERIFY(!hurt.purposes.contains(u"away.regeneration"_s));
        QCOMPARE(hurt.state.away.player(5)->state, PlayerState::Casualty);
        QVERIFY(hurt.state.away.player(5)->regenerationPending);
        // Nothing else goes on until the decision is made.
        const Folded blocked = fold(hurt.state, makeEvent(MatchEventType::EndTurn, Side::Home), {});
        QVERIFY(!blocked.check);
        QVERIFY(blocked.check.reason.contains(u"apothecary"_s));

        MatchEvent e = makeEvent(MatchEventType(decision), Side::Away, 5);
        e.flag = keepSecond;
        const Folded f = fold(hurt.state, e, dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.purposes, purposes);
        QCOMPARE(f.state.away.player(5)->state, after);
        QVERIFY(!f.state.away.player(5)->regenerationPending);
        QCOMPARE(f.state.away.apothecaries, decision == int(MatchEventType::Apothecary) ? 0 : 1);
        QVERIFY(fold(f.state, makeEvent(MatchEventType::EndTurn, Side::Home), {}).check);
    }

    // With no apothecary there is nothing to wait for: Regeneration is rolled at once.
    void regenerationWithoutApothecary()
    {
        MatchState s = start();
        s.away.player(5)->skills << u"regeneration"_s;
        const Folded f =
            fold(s, knockDown(Side::Away, 5, KnockDownCause::Block, 1), {5, 6, 5, 6, 4, 1, 4});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.purposes.constLast(), u"away.regeneration"_s);
        QCOMPARE(f.state.away.player(5)->state, PlayerState::Reserves);
        QVERIFY(!fold(f.state, makeEvent(MatchEventType::Regeneration, Side::Away, 5), {4}).check);
    }

    // l.6306–6308: Stunty's 9 is badly hurt with no casualty roll; the apothecary patches him up.
    void stuntyBadlyHurt()
    {
        MatchState s = start();
        s.away.player(5)->skills << u"stunty"_s;
        s.away.apothecaries = 1;
        const Folded f = fold(s, knockDown(Side::Away, 5, KnockDownCause::Block, 1), {5, 6, 4, 5});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QVERIFY(!f.purposes.contains(u"away.casualty"_s));
        QCOMPARE(f.state.away.player(5)->state, PlayerState::Casualty);
        QVERIFY(!f.state.away.player(5)->casualtyD68);
        QCOMPARE(f.state.home.player(1)->casualtiesInflicted, 1);
        const Folded treated =
            fold(f.state, makeEvent(MatchEventType::Apothecary, Side::Away, 5), {});
        QVERIFY2(treated.check, qPrintable(treated.check.reason));
        QVERIFY(treated.purposes.isEmpty());
        QCOMPARE(treated.state.away.player(5)->state, PlayerState::Reserves);
    }
};

QTEST_GUILESS_MAIN(TestMatchSkills)
#include "tst_match_skills.moc"
