// Advancement rolls (rulebook l.3272–3470): what each 2D6 result allows, doubles, caps, value.
#include "core/rules/RulesetLoader.h"
#include "core/team/Advancement.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using Kind = AdvancementOption::Kind;

class TestAdvancement : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    Player player(const QString &position, int spp = 6) const
    {
        Player result;
        result.name = u"Griff"_s;
        result.positionId = position;
        result.spp = spp;
        return result;
    }
    int countOf(const QList<AdvancementOption> &options, Kind kind) const
    {
        return int(std::count_if(options.cbegin(), options.cend(),
                                 [kind](const AdvancementOption &o) { return o.kind == kind; }));
    }
    int skillsIn(const QString &letters) const
    {
        return int(std::count_if(
            m_rules->skills().cbegin(), m_rules->skills().cend(),
            [&](const Skill &s) { return letters.contains(skillCategoryLetter(s.category)); }));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    // A human lineman: normal G, double ASP, MA 6 ST 3 AG 3 AV 8, no starting skill.
    void eachRoll_data()
    {
        QTest::addColumn<int>("die1");
        QTest::addColumn<int>("die2");
        QTest::addColumn<bool>("doubleSkills");
        QTest::addColumn<QList<int>>("stats");
        const QList<int> none;
        const QList<int> maAv{int(Kind::Ma), int(Kind::Av)};
        QTest::newRow("1+1 = 2, double") << 1 << 1 << true << none;
        QTest::newRow("1+2 = 3") << 1 << 2 << false << none;
        QTest::newRow("3+4 = 7") << 3 << 4 << false << none;
        QTest::newRow("4+4 = 8, double") << 4 << 4 << true << none;
        QTest::newRow("3+6 = 9") << 3 << 6 << false << none;
        QTest::newRow("4+6 = 10") << 4 << 6 << false << maAv;
        QTest::newRow("5+5 = 10, double") << 5 << 5 << true << maAv;
        QTest::newRow("5+6 = 11") << 5 << 6 << false << QList<int>{int(Kind::Ag)};
        QTest::newRow("6+6 = 12, double") << 6 << 6 << true << QList<int>{int(Kind::St)};
    }
    void eachRoll()
    {
        QFETCH(int, die1);
        QFETCH(int, die2);
        QFETCH(bool, doubleSkills);
        QFETCH(QList<int>, stats);
        const auto options = Advancement::options(*m_rules, player(u"human.lineman"_s), die1, die2);
        QCOMPARE(countOf(options, Kind::Skill), skillsIn(u"G"_s));
        QCOMPARE(countOf(options, Kind::DoubleSkill), doubleSkills ? skillsIn(u"ASP"_s) : 0);
        QList<int> offeredStats;
        for (const AdvancementOption &option : options) {
            if (option.kind != Kind::Skill && option.kind != Kind::DoubleSkill)
                offeredStats << int(option.kind);
        }
        QCOMPARE(offeredStats, stats);
    }

    void impossibleDiceOfferNothing_data()
    {
        QTest::addColumn<int>("die1");
        QTest::addColumn<int>("die2");
        QTest::newRow("0") << 0 << 3;
        QTest::newRow("7") << 7 << 3;
        QTest::newRow("-1") << 3 << -1;
    }
    void impossibleDiceOfferNothing()
    {
        QFETCH(int, die1);
        QFETCH(int, die2);
        QVERIFY(Advancement::options(*m_rules, player(u"human.lineman"_s), die1, die2).isEmpty());
        QVERIFY(!Advancement::checkDice(die1, die2));
    }

    // No characteristic more than +2 over its start, none above 10.
    void caps_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("gainMa");
        QTest::addColumn<int>("gainAv");
        QTest::addColumn<int>("lossMa");
        QTest::addColumn<QList<int>>("stats");
        QTest::newRow("+1 MA so far: both still open")
            << u"human.lineman"_s << 1 << 0 << 0 << QList<int>{int(Kind::Ma), int(Kind::Av)};
        QTest::newRow("+2 MA: MA closed")
            << u"human.lineman"_s << 2 << 0 << 0 << QList<int>{int(Kind::Av)};
        QTest::newRow("+2 MA after losing one: still closed")
            << u"human.lineman"_s << 2 << 0 << 1 << QList<int>{int(Kind::Av)};
        QTest::newRow("+2 MA and +2 AV: nothing")
            << u"human.lineman"_s << 2 << 2 << 0 << QList<int>{};
        QTest::newRow("chaos warrior AV 9 +1 = 10: AV closed")
            << u"chaos.chaos_warrior"_s << 0 << 1 << 0 << QList<int>{int(Kind::Ma)};
    }
    void caps()
    {
        QFETCH(QString, position);
        QFETCH(int, gainMa);
        QFETCH(int, gainAv);
        QFETCH(int, lossMa);
        QFETCH(QList<int>, stats);
        Player p = player(position);
        p.maGain = gainMa;
        p.avGain = gainAv;
        p.maLoss = lossMa;
        QList<int> offered;
        for (const AdvancementOption &option : Advancement::options(*m_rules, p, 4, 6)) {
            if (option.kind != Kind::Skill && option.kind != Kind::DoubleSkill)
                offered << int(option.kind);
        }
        QCOMPARE(offered, stats);
    }

    void heldSkillsAndFrenzyGrab()
    {
        // A human blitzer (normal G S) starts with Block and has learned Frenzy.
        Player blitzer = player(u"human.blitzer"_s);
        blitzer.gainedSkills << GainedSkill{u"frenzy"_s, false};
        const auto options = Advancement::options(*m_rules, blitzer, 1, 2);
        auto offers = [&](const QString &id) {
            return std::any_of(options.cbegin(), options.cend(),
                               [&](const AdvancementOption &o) { return o.skillId == id; });
        };
        QVERIFY(!offers(u"block"_s));
        QVERIFY(!offers(u"frenzy"_s));
        QVERIFY(!offers(u"grab"_s));
        QVERIFY(offers(u"guard"_s));
        QVERIFY(offers(u"dodge"_s) == false); // Agility is a double category for a blitzer
        // And the other way round: Grab closes Frenzy.
        Player grabber = player(u"human.blitzer"_s);
        grabber.gainedSkills << GainedSkill{u"grab"_s, false};
        const auto grabberOptions = Advancement::options(*m_rules, grabber, 1, 2);
        QVERIFY(std::none_of(grabberOptions.cbegin(), grabberOptions.cend(),
                             [](const AdvancementOption &o) { return o.skillId == u"frenzy"_s; }));
    }

    // Value increases: +20,000 skill, +30,000 double skill, +30,000 MA or AV, +40,000 AG, +50,000
    // ST.
    void valueIncrease_data()
    {
        QTest::addColumn<int>("die1");
        QTest::addColumn<int>("die2");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("skill");
        QTest::addColumn<qint64>("increase");
        QTest::newRow("skill") << 2 << 3 << int(Kind::Skill) << u"block"_s << qint64(20000);
        QTest::newRow("double skill")
            << 2 << 2 << int(Kind::DoubleSkill) << u"dodge"_s << qint64(30000);
        QTest::newRow("MA") << 4 << 6 << int(Kind::Ma) << QString() << qint64(30000);
        QTest::newRow("AV") << 4 << 6 << int(Kind::Av) << QString() << qint64(30000);
        QTest::newRow("AG") << 5 << 6 << int(Kind::Ag) << QString() << qint64(40000);
        QTest::newRow("ST") << 6 << 6 << int(Kind::St) << QString() << qint64(50000);
    }
    void valueIncrease()
    {
        QFETCH(int, die1);
        QFETCH(int, die2);
        QFETCH(int, kind);
        QFETCH(QString, skill);
        QFETCH(qint64, increase);
        Player p = player(u"human.lineman"_s);
        QCOMPARE(p.pendingAdvancements(*m_rules), 1);
        const RuleCheck check = Advancement::apply(*m_rules, p, die1, die2, {Kind(kind), skill});
        QVERIFY2(check, qPrintable(check.reason));
        QCOMPARE(p.valueIncrease(*m_rules), increase);
        QCOMPARE(p.value(*m_rules), 50000 + increase);
        QCOMPARE(p.pendingAdvancements(*m_rules), 0);
    }

    void applyRefusals()
    {
        Player rookie = player(u"human.lineman"_s, 5);
        QVERIFY(!Advancement::apply(*m_rules, rookie, 2, 3,
                                    {Kind::Skill, u"block"_s})); // no roll pending
        Player p = player(u"human.lineman"_s, 16);
        QCOMPARE(p.pendingAdvancements(*m_rules), 2);
        QVERIFY(!Advancement::apply(*m_rules, p, 2, 3, {Kind::St, {}})); // 5 gives no ST
        QVERIFY(!Advancement::apply(*m_rules, p, 2, 3,
                                    {Kind::Skill, u"dodge"_s})); // Agility needs a double
        QVERIFY(!Advancement::apply(*m_rules, p, 2, 3, {Kind::Skill, u"stab"_s})); // extraordinary
        QVERIFY(
            !Advancement::apply(*m_rules, p, 7, 3, {Kind::Skill, u"block"_s})); // impossible die
        QVERIFY(Advancement::apply(*m_rules, p, 2, 3, {Kind::Skill, u"block"_s}));
        QVERIFY(!Advancement::apply(*m_rules, p, 2, 3, {Kind::Skill, u"block"_s})); // held already
        QCOMPARE(p.pendingAdvancements(*m_rules), 1);
    }
};

QTEST_GUILESS_MAIN(TestAdvancement)
#include "tst_advancement.moc"
