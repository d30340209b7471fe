// The odds of a player's action (core/odds): exact chances against hand-computed cases, each
// row naming the line of the French LRB6 rulebook (seeds/lrb6-competition-rules-fr.txt) it checks.
#include "core/odds/OddsChain.h"
#include "core/odds/StepOdds.h"

#include <QTest>

using namespace dugout;

Q_DECLARE_METATYPE(dugout::OddsStep)
Q_DECLARE_METATYPE(dugout::OddsSkills)
Q_DECLARE_METATYPE(dugout::ReRollChoice)

namespace {

OddsStep roll(OddsStepKind kind, int target, int modifier = 0)
{
    OddsStep step;
    step.kind = kind;
    step.target = target;
    step.modifier = modifier;
    return step;
}

OddsStep dodge(int target, int modifier = 0)
{
    return roll(OddsStepKind::Dodge, target, modifier);
}
OddsStep gfi()
{
    return roll(OddsStepKind::GoingForIt, 2);
}

OddsStep block(int dice, BlockChooser chooser, BlockGoal goal)
{
    OddsStep step;
    step.kind = OddsStepKind::Block;
    step.blockDice = dice;
    step.chooser = chooser;
    step.blockGoal = goal;
    return step;
}

OddsStep armour(int av)
{
    OddsStep step;
    step.kind = OddsStepKind::Armour;
    step.armourValue = av;
    return step;
}

OddsStep injury(InjuryGoal goal)
{
    OddsStep step;
    step.kind = OddsStepKind::Injury;
    step.injuryGoal = goal;
    return step;
}

struct Skills : OddsSkills
{
    Skills &team()
    {
        teamReRoll = true;
        return *this;
    }
    Skills &withDodge()
    {
        dodge = true;
        return *this;
    }
    Skills &withSureFeet()
    {
        sureFeet = true;
        return *this;
    }
    Skills &withSureHands()
    {
        sureHands = true;
        return *this;
    }
    Skills &withPass()
    {
        pass = true;
        return *this;
    }
    Skills &withCatch()
    {
        catchSkill = true;
        return *this;
    }
    Skills &withPro()
    {
        pro = true;
        return *this;
    }
    Skills &withLoner()
    {
        loner = true;
        return *this;
    }
    Skills &withBlock()
    {
        block = true;
        return *this;
    }
    Skills &withTackle()
    {
        tackle = true;
        return *this;
    }
    Skills &withMightyBlow()
    {
        mightyBlow = true;
        return *this;
    }
    Skills &withClaw()
    {
        claw = true;
        return *this;
    }
};

} // namespace

class TestOdds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chain_data()
    {
        QTest::addColumn<QList<OddsStep>>("steps");
        QTest::addColumn<OddsSkills>("skills");
        QTest::addColumn<qint64>("numerator");
        QTest::addColumn<qint64>("denominator");
        QTest::addColumn<int>("firstIfFails"); // -1: not checked, else a ReRollChoice

        const auto add = [](const char *name, QList<OddsStep> steps, OddsSkills skills, qint64 num,
                            qint64 den, int first = -1) {
            QTest::newRow(name) << steps << skills << num << den << first;
        };
        const int none = int(ReRollChoice::None);
        const int skill = int(ReRollChoice::SkillReRoll);
        const int pro = int(ReRollChoice::Pro);
        const int team = int(ReRollChoice::TeamReRoll);

        // Agility rolls: 1 always fails, 6 always succeeds.
        add("l.1011 dodge 3+ = 2/3", {dodge(3)}, Skills(), 2, 3, none);
        add("l.1011 natural 1 fails even at 2+ with +1", {dodge(2, 1)}, Skills(), 5, 6);
        add("l.1012 natural 6 succeeds even needing 7", {dodge(4, -3)}, Skills(), 1, 6);
        add("l.1011 dodge 4+ with -1 is 5+", {dodge(4, -1)}, Skills(), 1, 3);
        // Skill re-rolls.
        add("l.6098 dodge 3+ with Dodge = 8/9", {dodge(3)}, Skills().withDodge(), 8, 9, skill);
        add("l.6100 Dodge once per turn: two 3+ dodges = 20/27", {dodge(3), dodge(3)},
            Skills().withDodge(), 20, 27, skill);
        add("l.6098 Dodge does not re-roll a GFI", {gfi()}, Skills().withDodge(), 5, 6, none);
        OddsStep tackled = dodge(3);
        tackled.opponentHasTackle = true;
        add("Tacle: Dodge cancelled by the opponent's Tackle", {tackled}, Skills().withDodge(), 2,
            3, none);
        add("l.6093 GFI with Sure Feet = 35/36", {gfi()}, Skills().withSureFeet(), 35, 36, skill);
        add("l.6093 Sure Feet and team: dodge 3+ then GFI = 70/81", {dodge(3), gfi()},
            Skills().withSureFeet().team(), 70, 81, team);
        add("Prise Sûre: pick-up 3+ with Sure Hands = 8/9", {roll(OddsStepKind::PickUp, 3)},
            Skills().withSureHands(), 8, 9, skill);
        add("l.6340 pass 4+ with Pass = 3/4", {roll(OddsStepKind::Pass, 4)}, Skills().withPass(), 3,
            4, skill);
        add("l.6499 catch 3+ with Catch = 8/9", {roll(OddsStepKind::Catch, 3)},
            Skills().withCatch(), 8, 9, skill);
        // A catch is the receiver's roll: the thrower's Pro and Loner do not apply to it.
        // Pass 4+ then catch 3+: 1/2 * 2/3 + 1/2 * (1/2 * 1/2) * 2/3 = 1/3 + 1/12.
        add("l.6466 the thrower's Pro does not re-roll the catch = 5/12",
            {roll(OddsStepKind::Pass, 4), roll(OddsStepKind::Catch, 3)}, Skills().withPro(), 5, 12,
            pro);
        add("l.6505 the thrower is a Loner, not the receiver: catch 3+ with team = 8/9",
            {roll(OddsStepKind::Catch, 3)}, Skills().withLoner().team(), 8, 9, team);
        // Team re-roll.
        add("l.1740 dodge 3+ with team re-roll = 8/9", {dodge(3)}, Skills().team(), 8, 9, team);
        add("l.1748 one team re-roll: dodge 3+ then GFI = 5/6", {dodge(3), gfi()}, Skills().team(),
            5, 6, team);
        // 5/6 * 35/36 + 1/6 * 5/6 * 5/6 = 175/216 + 25/216.
        add("l.1748 two GFIs, one team re-roll = 25/27", {gfi(), gfi()}, Skills().team(), 25, 27,
            team);
        // Loner and Pro.
        add("l.6505 Loner: dodge 3+ with team re-roll = 7/9", {dodge(3)},
            Skills().withLoner().team(), 7, 9, team);
        add("l.6466 Pro: dodge 3+ = 7/9", {dodge(3)}, Skills().withPro(), 7, 9, pro);
        add("l.6466 Pro and team: the team re-roll first = 8/9", {dodge(3)},
            Skills().withPro().team(), 8, 9, team);
        add("l.6469 Pro and team, two dodges 3+ = 62/81", {dodge(3), dodge(3)},
            Skills().withPro().team(), 62, 81, team);
        add("l.6469 Loner and Pro: Pro first, team saved = 52/81", {dodge(3), dodge(3)},
            Skills().withPro().withLoner().team(), 52, 81, pro);
        // Best order: spending the team re-roll early is worse than the Dodge skill.
        add("l.6098 dodge 4+ then GFI: Dodge skill first, team kept = 35/48", {dodge(4), gfi()},
            Skills().withDodge().team(), 35, 48, skill);
        // Block dice (l.1205-1225): Defender Down and Stumbles knock the defender down.
        add("l.1222 one die, defender down = 1/3",
            {block(1, BlockChooser::Attacker, BlockGoal::DefenderDown)}, Skills(), 1, 3, none);
        add("l.1233 two dice, defender down = 5/9",
            {block(2, BlockChooser::Attacker, BlockGoal::DefenderDown)}, Skills(), 5, 9);
        add("l.1206 two dice with Block, defender down = 3/4",
            {block(2, BlockChooser::Attacker, BlockGoal::DefenderDown)}, Skills().withBlock(), 3,
            4);
        add("l.1249 three dice defender's choice, with Block = 1/8",
            {block(3, BlockChooser::Defender, BlockGoal::DefenderDown)}, Skills().withBlock(), 1,
            8);
        add("l.1249 three dice defender's choice, no Block = 1/27",
            {block(3, BlockChooser::Defender, BlockGoal::DefenderDown)}, Skills(), 1, 27);
        add("l.1206 one die with Block, attacker stays up = 5/6",
            {block(1, BlockChooser::Attacker, BlockGoal::AttackerStaysUp)}, Skills().withBlock(), 5,
            6);
        add("l.1247 two dice defender's choice with Block, attacker stays up = 25/36",
            {block(2, BlockChooser::Defender, BlockGoal::AttackerStaysUp)}, Skills().withBlock(),
            25, 36);
        add("l.1740 two dice, defender down, team re-roll = 65/81",
            {block(2, BlockChooser::Attacker, BlockGoal::DefenderDown)}, Skills().team(), 65, 81,
            team);
        // Armour and injury (l.1360): 2D6 must beat the armour value; never re-rolled (l.1745).
        add("l.1360 armour 9+ vs AV8 = 5/18", {armour(8)}, Skills().team().withPro(), 5, 18, none);
        add("l.6070 Mighty Blow vs AV8 = 5/12", {armour(8)}, Skills().withMightyBlow(), 5, 12,
            none);
        add("l.6372 Claw vs AV9 = 5/12", {armour(9)}, Skills().withClaw(), 5, 12);
        add("l.6372 Claw vs AV7 adds nothing = 5/12", {armour(7)}, Skills().withClaw(), 5, 12);
        add("l.6373 Claw counts after Mighty Blow vs AV10 = 7/12", {armour(10)},
            Skills().withClaw().withMightyBlow(), 7, 12);
        add("l.6074 Mighty Blow once: AV8 then KO = 95/432",
            {armour(8), injury(InjuryGoal::KnockedOutOrWorse)}, Skills().withMightyBlow(), 95, 432);
        add("l.1363 injury casualty with Mighty Blow = 5/18", {injury(InjuryGoal::Casualty)},
            Skills().withMightyBlow(), 5, 18);
        add("l.1363 injury KO or worse = 5/12", {injury(InjuryGoal::KnockedOutOrWorse)}, Skills(),
            5, 12);
    }

    void chain()
    {
        QFETCH(QList<OddsStep>, steps);
        QFETCH(OddsSkills, skills);
        QFETCH(qint64, numerator);
        QFETCH(qint64, denominator);
        QFETCH(int, firstIfFails);

        const ChainOdds odds = OddsChain(steps, skills).compute();
        QCOMPARE(odds.success.toString(), Fraction(numerator, denominator).toString());
        QVERIFY(odds.withoutReRolls <= odds.success);
        QCOMPARE(odds.ifFails.size(), steps.size());
        if (firstIfFails >= 0)
            QCOMPARE(int(odds.ifFails.first()), firstIfFails);
    }

    // The advice for a later roll once the team re-roll has gone on an earlier one (l.1748).
    void adviceOnceTheTeamReRollIsSpent()
    {
        Skills skills;
        skills.team().withPro();
        const ChainOdds odds = OddsChain({dodge(3), dodge(3)}, skills).compute();
        QCOMPARE(odds.ifFails.at(1), ReRollChoice::TeamReRoll);
        QCOMPARE(odds.ifFailsWithoutTeam.at(1), ReRollChoice::Pro);

        const ChainOdds noTeam = OddsChain({dodge(3), gfi()}, Skills().withSureFeet()).compute();
        QCOMPARE(noTeam.ifFailsWithoutTeam,
                 QList<ReRollChoice>({ReRollChoice::None, ReRollChoice::None}));
        QCOMPARE(noTeam.ifFails.at(1), ReRollChoice::SkillReRoll);
    }

    void blockFaces_data()
    {
        QTest::addColumn<bool>("attackerBlock");
        QTest::addColumn<bool>("attackerTackle");
        QTest::addColumn<bool>("defenderBlock");
        QTest::addColumn<bool>("defenderDodge");
        QTest::addColumn<bool>("defenderWrestle");
        QTest::addColumn<int>("downFaces");
        QTest::addColumn<int>("upFaces");

        QTest::newRow("l.1217 no skills") << false << false << false << false << false << 2 << 4;
        QTest::newRow("l.1206 Block: Both Down good")
            << true << false << false << false << false << 3 << 5;
        QTest::newRow("l.1210 Block against Block")
            << true << false << true << false << false << 2 << 5;
        QTest::newRow("l.1218 defender Dodge: Stumbles is a push")
            << false << false << false << true << false << 1 << 4;
        QTest::newRow("Tacle: Tackle cancels the defender's Dodge")
            << false << true << false << true << false << 2 << 4;
        QTest::newRow("Lutte: Wrestle spoils Both Down for Block")
            << true << false << false << false << true << 2 << 4;
    }

    void blockFaces()
    {
        QFETCH(bool, attackerBlock);
        QFETCH(bool, attackerTackle);
        QFETCH(bool, defenderBlock);
        QFETCH(bool, defenderDodge);
        QFETCH(bool, defenderWrestle);
        QFETCH(int, downFaces);
        QFETCH(int, upFaces);

        OddsSkills attacker;
        attacker.block = attackerBlock;
        attacker.tackle = attackerTackle;
        OddsStep step = block(1, BlockChooser::Attacker, BlockGoal::DefenderDown);
        step.defenderHasBlock = defenderBlock;
        step.defenderHasDodge = defenderDodge;
        step.defenderHasWrestle = defenderWrestle;
        QCOMPARE(StepOdds::goodBlockFaces(step, attacker), downFaces);
        step.blockGoal = BlockGoal::AttackerStaysUp;
        QCOMPARE(StepOdds::goodBlockFaces(step, attacker), upFaces);
    }

    void fractionArithmetic()
    {
        QCOMPARE((Fraction(1, 3) + Fraction(1, 6)).toString(), QStringLiteral("1/2"));
        QCOMPARE((Fraction(2, 3) * Fraction(3, 4)).toString(), QStringLiteral("1/2"));
        QCOMPARE((Fraction(1) - Fraction(1, 6)).toString(), QStringLiteral("5/6"));
        QCOMPARE(Fraction(4, 2).toString(), QStringLiteral("2"));
        QVERIFY(Fraction(1, 3) < Fraction(1, 2));
    }

    void longChainStaysExact()
    {
        // Twelve rolls of every kind with every re-roll: the memo keeps it quick and the
        // fraction stays reduced within 64 bits.
        QList<OddsStep> steps;
        for (int i = 0; i < 3; ++i)
            steps << dodge(4) << gfi() << roll(OddsStepKind::PickUp, 3)
                  << roll(OddsStepKind::Pass, 4);
        Skills skills;
        skills.team().withDodge().withSureFeet().withSureHands().withPass().withPro();
        const ChainOdds odds = OddsChain(steps, skills).compute();
        QVERIFY(odds.success > odds.withoutReRolls);
        QVERIFY(odds.success < Fraction(1));
    }
};

QTEST_GUILESS_MAIN(TestOdds)
#include "tst_odds.moc"
