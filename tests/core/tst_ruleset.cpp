// The built-in LRB6 ruleset: every entry against the reference facts, every table row, and
// the helpers at their boundaries. Numbers checked against the rulebook, line by line.
#include "core/rules/RulesetLoader.h"

#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

// Rows of a fixture CSV (no quoting needed: the fixtures hold no commas inside fields).
QList<QStringList> readCsv(const QString &name)
{
    QFile file(QStringLiteral(DUGOUT_TEST_DATA_DIR) + u'/' + name);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    QList<QStringList> rows;
    file.readLine(); // header
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (!line.isEmpty())
            rows << line.split(u',');
    }
    return rows;
}

QStringList splitList(const QString &field)
{
    return field.isEmpty() ? QStringList() : field.split(u';');
}

} // namespace

class TestRuleset : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    QStringList englishSkillNames(const QStringList &ids) const
    {
        QStringList names;
        for (const QString &id : ids)
            names << (m_rules->skill(id) ? m_rules->skill(id)->name.en : u"?"_s + id);
        return names;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
    }

    void counts()
    {
        QCOMPARE(m_rules->rosters().size(), 24);
        QCOMPARE(m_rules->skills().size(), 75);
        QCOMPARE(m_rules->starPlayers().size(), 57);
        qsizetype positions = 0;
        qsizetype official = 0;
        for (const Roster &roster : m_rules->rosters()) {
            positions += roster.positions.size();
            official += roster.official ? 1 : 0;
        }
        QCOMPARE(positions, 105);
        QCOMPARE(official, 21);
        for (const QString &extra : {u"slann"_s, u"underworld"_s, u"chaos_pact"_s})
            QVERIFY(!m_rules->roster(extra)->official);
    }

    void rosters_data()
    {
        QTest::addColumn<QStringList>("row");
        for (const QStringList &row : readCsv(u"lrb6_rosters.csv"_s))
            QTest::newRow(qPrintable(row.at(0))) << row;
    }
    void rosters()
    {
        QFETCH(QStringList, row);
        const Roster *roster = m_rules->roster(row.at(0));
        QVERIFY(roster);
        QCOMPARE(roster->name.en, row.at(1));
        QVERIFY(!roster->name.fr.isEmpty());
        QCOMPARE(roster->rerollCost, row.at(2).toLongLong());
        QCOMPARE(roster->apothecary, row.at(3) == u"1"_s);
        QCOMPARE(roster->official, row.at(4) == u"1"_s);
        QCOMPARE(roster->necromancer, row.at(0) == u"undead"_s || row.at(0) == u"necromantic"_s);
    }

    // All 105 positions, field by field.
    void positions_data()
    {
        QTest::addColumn<QStringList>("row");
        for (const QStringList &row : readCsv(u"lrb6_positions.csv"_s))
            QTest::addRow("%s %s", qPrintable(row.at(0)), qPrintable(row.at(1))) << row;
    }
    void positions()
    {
        QFETCH(QStringList, row);
        const Roster *roster = m_rules->roster(row.at(0));
        QVERIFY(roster);
        const Position *found = nullptr;
        for (const Position &position : roster->positions) {
            if (position.name.en == row.at(1))
                found = &position;
        }
        QVERIFY2(found, qPrintable(row.at(1)));
        QCOMPARE(m_rules->position(found->id), found);
        QVERIFY(!found->name.fr.isEmpty());
        QCOMPARE(found->max, row.at(2).toInt());
        QCOMPARE(found->cost, row.at(3).toLongLong());
        QCOMPARE(found->ma, row.at(4).toInt());
        QCOMPARE(found->st, row.at(5).toInt());
        QCOMPARE(found->ag, row.at(6).toInt());
        QCOMPARE(found->av, row.at(7).toInt());
        QCOMPARE(englishSkillNames(found->skills), splitList(row.at(8)));
        QCOMPARE(skillCategoryLetters(found->normal), row.at(9));
        QCOMPARE(skillCategoryLetters(found->doubles), row.at(10));
    }

    void starPlayers_data()
    {
        QTest::addColumn<QStringList>("row");
        for (const QStringList &row : readCsv(u"lrb6_star_players.csv"_s))
            QTest::newRow(qPrintable(row.at(0))) << row;
    }
    void starPlayers()
    {
        QFETCH(QStringList, row);
        const StarPlayer *found = nullptr;
        for (const StarPlayer &star : m_rules->starPlayers()) {
            if (star.name.en == row.at(0))
                found = &star;
        }
        QVERIFY(found);
        QCOMPARE(m_rules->starPlayer(found->id), found);
        QCOMPARE(found->cost, row.at(1).toLongLong());
        QCOMPARE(found->ma, row.at(2).toInt());
        QCOMPARE(found->st, row.at(3).toInt());
        QCOMPARE(found->ag, row.at(4).toInt());
        QCOMPARE(found->av, row.at(5).toInt());
        QCOMPARE(englishSkillNames(found->skills), splitList(row.at(6)));
        QCOMPARE(found->playsFor, splitList(row.at(7)));
    }

    void skills_data()
    {
        QTest::addColumn<QStringList>("row");
        for (const QStringList &row : readCsv(u"lrb6_skills.csv"_s))
            QTest::newRow(qPrintable(row.at(0))) << row;
    }
    void skills()
    {
        QFETCH(QStringList, row);
        const Skill *found = nullptr;
        for (const Skill &skill : m_rules->skills()) {
            if (skill.name.en == row.at(0))
                found = &skill;
        }
        QVERIFY(found);
        QCOMPARE(found->name.fr, row.at(1));
        QCOMPARE(skillCategoryKey(found->category), row.at(2));
        QVERIFY(!found->summary.en.isEmpty() && !found->summary.fr.isEmpty());
        QVERIFY2(found->summary.en.size() <= 300, "a summary is one or two sentences");
    }

    void frenzyAndGrabExcludeEachOther()
    {
        QVERIFY(m_rules->skillsExclude(u"frenzy"_s, u"grab"_s));
        QVERIFY(m_rules->skillsExclude(u"grab"_s, u"frenzy"_s));
        QVERIFY(!m_rules->skillsExclude(u"frenzy"_s, u"block"_s));
    }

    void teamBuilding()
    {
        const TeamBuildingRules &rules = m_rules->teamBuilding();
        QCOMPARE(rules.budget, 1000000);
        QCOMPARE(rules.minPlayers, 11);
        QCOMPARE(rules.maxPlayers, 16);
        QCOMPARE(rules.apothecaryCost, 50000);
        QCOMPARE(rules.apothecaryMax, 1);
        QCOMPARE(rules.assistantCoachCost, 10000);
        QCOMPARE(rules.cheerleaderCost, 10000);
        QCOMPARE(rules.fanFactorCost, 10000);
        QCOMPARE(rules.fanFactorMaxAtCreation, 9);
        QCOMPARE(rules.rerollCostMultiplierAfterCreation, 2);
    }

    // Rulebook l.3622–3660: max and price of each inducement, with the per-roster prices.
    void inducements_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("max");
        QTest::addColumn<qint64>("cost");
        QTest::addColumn<QString>("roster");
        QTest::addColumn<qint64>("rosterCost");
        QTest::addColumn<bool>("available");
        QTest::newRow("babes") << u"bloodweiser_babes"_s << 2 << qint64(50000) << u"human"_s
                               << qint64(50000) << true;
        QTest::newRow("bribes") << u"bribe"_s << 3 << qint64(100000) << u"human"_s << qint64(100000)
                                << true;
        QTest::newRow("goblin bribes")
            << u"bribe"_s << 3 << qint64(100000) << u"goblin"_s << qint64(50000) << true;
        QTest::newRow("extra training")
            << u"extra_training"_s << 4 << qint64(100000) << u"orc"_s << qint64(100000) << true;
        QTest::newRow("chef") << u"halfling_master_chef"_s << 1 << qint64(300000) << u"orc"_s
                              << qint64(300000) << true;
        QTest::newRow("halfling chef") << u"halfling_master_chef"_s << 1 << qint64(300000)
                                       << u"halfling"_s << qint64(100000) << true;
        QTest::newRow("igor undead")
            << u"igor"_s << 1 << qint64(100000) << u"undead"_s << qint64(100000) << true;
        QTest::newRow("igor human")
            << u"igor"_s << 1 << qint64(100000) << u"human"_s << qint64(100000) << false;
        QTest::newRow("apothecary human") << u"wandering_apothecary"_s << 2 << qint64(100000)
                                          << u"human"_s << qint64(100000) << true;
        QTest::newRow("apothecary khemri") << u"wandering_apothecary"_s << 2 << qint64(100000)
                                           << u"khemri"_s << qint64(100000) << false;
        QTest::newRow("wizard") << u"wizard"_s << 1 << qint64(150000) << u"elf"_s << qint64(150000)
                                << true;
    }
    void inducements()
    {
        QFETCH(QString, id);
        QFETCH(int, max);
        QFETCH(qint64, cost);
        QFETCH(QString, roster);
        QFETCH(qint64, rosterCost);
        QFETCH(bool, available);
        const Inducement *inducement = m_rules->inducement(id);
        QVERIFY(inducement);
        QCOMPARE(inducement->max.value_or(-1), max);
        QCOMPARE(inducement->cost.value_or(-1), cost);
        QCOMPARE(inducement->costFor(roster).value_or(-1), rosterCost);
        QCOMPARE(inducement->availableTo(roster), available);
    }

    void igorGoesExactlyToRostersWithoutApothecary()
    {
        const Inducement *igor = m_rules->inducement(u"igor"_s);
        const Inducement *wandering = m_rules->inducement(u"wandering_apothecary"_s);
        for (const Roster &roster : m_rules->rosters()) {
            QCOMPARE(igor->availableTo(roster.id), !roster.apothecary);
            QCOMPARE(wandering->availableTo(roster.id), roster.apothecary);
        }
    }

    void mercenaries()
    {
        QCOMPARE(m_rules->mercenaryRule().extraCost, 30000);
        QCOMPARE(m_rules->mercenaryRule().skillCost, 50000);
        QCOMPARE(m_rules->mercenaryRule().gains, QStringList{u"loner"_s});
        QVERIFY(!m_rules->inducement(u"mercenary"_s)->max.has_value());
        QVERIFY(!m_rules->inducement(u"star_player"_s)->cost.has_value());
    }

    void specialPlayDecks_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("cards");
        QTest::addColumn<qint64>("cost");
        QTest::newRow("miscellaneous mayhem") << u"miscellaneous_mayhem"_s << 13 << qint64(50000);
        QTest::newRow("special team plays") << u"special_team_plays"_s << 13 << qint64(50000);
        QTest::newRow("magic items") << u"magic_items"_s << 13 << qint64(50000);
        QTest::newRow("dirty tricks") << u"dirty_tricks"_s << 13 << qint64(50000);
        QTest::newRow("good karma") << u"good_karma"_s << 26 << qint64(100000);
        QTest::newRow("random events") << u"random_events"_s << 18 << qint64(200000);
        QTest::newRow("desperate measures") << u"desperate_measures"_s << 8 << qint64(400000);
    }
    void specialPlayDecks()
    {
        QFETCH(QString, id);
        QFETCH(int, cards);
        QFETCH(qint64, cost);
        const SpecialPlayDeck *deck = m_rules->specialPlayDeck(id);
        QVERIFY(deck);
        QCOMPARE(deck->cards.size(), cards);
        QCOMPARE(deck->cost, cost);
        for (const SpecialPlayCard &card : deck->cards) {
            QVERIFY(!card.card.isEmpty());
            QVERIFY(!card.name.fr.isEmpty() && !card.timing.fr.isEmpty() &&
                    !card.effect.fr.isEmpty());
            QVERIFY(!card.name.en.isEmpty() && !card.timing.en.isEmpty() &&
                    !card.effect.en.isEmpty());
        }
    }

    // Rulebook l.946 (agility table): AG 1 needs 6+, … AG 5 2+, AG 6 and above 1+.
    void agilityTarget_data()
    {
        QTest::addColumn<int>("ag");
        QTest::addColumn<int>("target");
        QTest::newRow("AG 1") << 1 << 6;
        QTest::newRow("AG 2") << 2 << 5;
        QTest::newRow("AG 3") << 3 << 4;
        QTest::newRow("AG 4") << 4 << 3;
        QTest::newRow("AG 5") << 5 << 2;
        QTest::newRow("AG 6") << 6 << 1;
        QTest::newRow("AG 7 reads 6+") << 7 << 1;
    }
    void agilityTarget()
    {
        QFETCH(int, ag);
        QFETCH(int, target);
        QCOMPARE(m_rules->agilityTarget(ag), target);
    }

    // Rulebook l.1367: injury 2–7 stunned, 8–9 KO, 10–12 casualty; modified totals clamp.
    void injury_data()
    {
        QTest::addColumn<int>("total");
        QTest::addColumn<QString>("result");
        QTest::newRow("2") << 2 << u"stunned"_s;
        QTest::newRow("7") << 7 << u"stunned"_s;
        QTest::newRow("8") << 8 << u"ko"_s;
        QTest::newRow("9") << 9 << u"ko"_s;
        QTest::newRow("10") << 10 << u"casualty"_s;
        QTest::newRow("12") << 12 << u"casualty"_s;
        QTest::newRow("14 with modifiers") << 14 << u"casualty"_s;
        QTest::newRow("1 below the table") << 1 << u"stunned"_s;
    }
    void injury()
    {
        QFETCH(int, total);
        QFETCH(QString, result);
        QCOMPARE(m_rules->injuryResult(total).id, result);
    }

    // Rulebook l.3093–3200: every D68 result.
    void casualty_data()
    {
        QTest::addColumn<int>("d68");
        QTest::addColumn<int>("effect");
        QTest::addColumn<QString>("name");
        for (int d68 = 11; d68 <= 38; ++d68) {
            if (Ruleset::isValidD68(d68))
                QTest::addRow("%d", d68) << d68 << int(CasualtyEffect::None) << u"Badly Hurt"_s;
        }
        const QStringList named = {u"Broken Ribs"_s,  u"Groin Strain"_s,  u"Gouged Eye"_s,
                                   u"Broken Jaw"_s,   u"Fractured Arm"_s, u"Fractured Leg"_s,
                                   u"Smashed Hand"_s, u"Pinched Nerve"_s};
        for (int d68 = 41; d68 <= 48; ++d68)
            QTest::addRow("%d", d68)
                << d68 << int(CasualtyEffect::MissNextGame) << named.at(d68 - 41);
        QTest::newRow("51") << 51 << int(CasualtyEffect::Niggling) << u"Damaged Back"_s;
        QTest::newRow("52") << 52 << int(CasualtyEffect::Niggling) << u"Smashed Knee"_s;
        QTest::newRow("53") << 53 << int(CasualtyEffect::LoseMa) << u"Smashed Hip"_s;
        QTest::newRow("54") << 54 << int(CasualtyEffect::LoseMa) << u"Smashed Ankle"_s;
        QTest::newRow("55") << 55 << int(CasualtyEffect::LoseAv) << u"Serious Concussion"_s;
        QTest::newRow("56") << 56 << int(CasualtyEffect::LoseAv) << u"Fractured Skull"_s;
        QTest::newRow("57") << 57 << int(CasualtyEffect::LoseAg) << u"Broken Neck"_s;
        QTest::newRow("58") << 58 << int(CasualtyEffect::LoseSt) << u"Smashed Collar Bone"_s;
        for (int d68 = 61; d68 <= 68; ++d68)
            QTest::addRow("%d", d68) << d68 << int(CasualtyEffect::Dead) << u"Dead"_s;
    }
    void casualty()
    {
        QFETCH(int, d68);
        QFETCH(int, effect);
        QFETCH(QString, name);
        const CasualtyRow *row = m_rules->casualtyResult(d68);
        QVERIFY(row);
        QCOMPARE(int(row->effect), effect);
        QCOMPARE(row->name.en, name);
        QVERIFY(!row->name.fr.isEmpty());
    }

    void casualtyRefusesImpossibleRolls_data()
    {
        QTest::addColumn<int>("d68");
        for (int d68 : {0, 10, 19, 20, 39, 40, 49, 59, 60, 69, 70, 71, 99, -11})
            QTest::addRow("%d", d68) << d68;
    }
    void casualtyRefusesImpossibleRolls()
    {
        QFETCH(int, d68);
        QVERIFY(!Ruleset::isValidD68(d68));
        QVERIFY(!m_rules->casualtyResult(d68));
    }

    // Rulebook l.2311–2460: the kick-off table.
    void kickOff_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<QString>("id");
        const QStringList ids = {u"get_the_ref"_s,        u"riot"_s,          u"perfect_defence"_s,
                                 u"high_kick"_s,          u"cheering_fans"_s, u"changing_weather"_s,
                                 u"brilliant_coaching"_s, u"quick_snap"_s,    u"blitz"_s,
                                 u"throw_a_rock"_s,       u"pitch_invasion"_s};
        for (int roll = 2; roll <= 12; ++roll)
            QTest::addRow("%d", roll) << roll << ids.at(roll - 2);
    }
    void kickOff()
    {
        QFETCH(int, roll);
        QFETCH(QString, id);
        QVERIFY(m_rules->kickOffResult(roll));
        QCOMPARE(m_rules->kickOffResult(roll)->id, id);
        QVERIFY(!m_rules->kickOffResult(roll)->summary.fr.isEmpty());
    }

    // Rulebook l.2501–2530: 2 sweltering heat, 3 very sunny, 4–10 nice, 11 pouring rain, 12
    // blizzard.
    void weather_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<QString>("id");
        QTest::newRow("2") << 2 << u"sweltering_heat"_s;
        QTest::newRow("3") << 3 << u"very_sunny"_s;
        QTest::newRow("4") << 4 << u"nice"_s;
        QTest::newRow("10") << 10 << u"nice"_s;
        QTest::newRow("11") << 11 << u"pouring_rain"_s;
        QTest::newRow("12") << 12 << u"blizzard"_s;
    }
    void weather()
    {
        QFETCH(int, roll);
        QFETCH(QString, id);
        QCOMPARE(m_rules->weatherResult(roll)->id, id);
        QVERIFY(!m_rules->weatherResult(1));
        QVERIFY(!m_rules->weatherResult(13));
    }

    // Rulebook l.3272–3470: 2–9 skill, 10 MA/AV, 11 AG, 12 ST.
    void advancement_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<QString>("id");
        QTest::newRow("2") << 2 << u"skill"_s;
        QTest::newRow("9") << 9 << u"skill"_s;
        QTest::newRow("10") << 10 << u"ma_or_av"_s;
        QTest::newRow("11") << 11 << u"ag"_s;
        QTest::newRow("12") << 12 << u"st"_s;
    }
    void advancement()
    {
        QFETCH(int, roll);
        QFETCH(QString, id);
        QCOMPARE(m_rules->advancementResult(roll)->id, id);
    }

    // Rulebook l.3366: completion 1, casualty 2, interception 2, touchdown 3, MVP 5.
    void sppAwards_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("spp");
        QTest::newRow("completion") << u"completion"_s << 1;
        QTest::newRow("casualty") << u"casualty"_s << 2;
        QTest::newRow("interception") << u"interception"_s << 2;
        QTest::newRow("touchdown") << u"touchdown"_s << 3;
        QTest::newRow("mvp") << u"mvp"_s << 5;
    }
    void sppAwards()
    {
        QFETCH(QString, id);
        QFETCH(int, spp);
        QVERIFY(m_rules->sppAward(id));
        QCOMPARE(m_rules->sppAward(id)->spp, spp);
    }

    // Rulebook l.3272–3470: thresholds 6, 16, 31, 51, 76, 176.
    void sppLevel_data()
    {
        QTest::addColumn<int>("spp");
        QTest::addColumn<QString>("title");
        QTest::addColumn<int>("rolls");
        QTest::newRow("0") << 0 << u"Rookie"_s << 0;
        QTest::newRow("5") << 5 << u"Rookie"_s << 0;
        QTest::newRow("6") << 6 << u"Experienced"_s << 1;
        QTest::newRow("15") << 15 << u"Experienced"_s << 1;
        QTest::newRow("16") << 16 << u"Veteran"_s << 2;
        QTest::newRow("30") << 30 << u"Veteran"_s << 2;
        QTest::newRow("31") << 31 << u"Emerging Star"_s << 3;
        QTest::newRow("50") << 50 << u"Emerging Star"_s << 3;
        QTest::newRow("51") << 51 << u"Star"_s << 4;
        QTest::newRow("75") << 75 << u"Star"_s << 4;
        QTest::newRow("76") << 76 << u"Super Star"_s << 5;
        QTest::newRow("175") << 175 << u"Super Star"_s << 5;
        QTest::newRow("176") << 176 << u"Legend"_s << 6;
        QTest::newRow("500") << 500 << u"Legend"_s << 6;
    }
    void sppLevel()
    {
        QFETCH(int, spp);
        QFETCH(QString, title);
        QFETCH(int, rolls);
        QCOMPARE(m_rules->sppLevel(spp).title.en, title);
        QCOMPARE(m_rules->sppLevel(spp).advancementRolls, rolls);
    }

    void valueIncreases()
    {
        const ValueIncreases &values = m_rules->valueIncreases();
        QCOMPARE(values.skill, 20000);
        QCOMPARE(values.doubleSkill, 30000);
        QCOMPARE(values.ma, 30000);
        QCOMPARE(values.av, 30000);
        QCOMPARE(values.ag, 40000);
        QCOMPARE(values.st, 50000);
    }

    // Rulebook l.3763–3800: nothing below 1,750,000, then 10,000 per 150,000 bracket.
    void spirallingExpenses_data()
    {
        QTest::addColumn<qint64>("teamValue");
        QTest::addColumn<qint64>("expenses");
        QTest::newRow("1,000,000") << qint64(1000000) << qint64(0);
        QTest::newRow("1,749,999") << qint64(1749999) << qint64(0);
        QTest::newRow("1,750,000") << qint64(1750000) << qint64(10000);
        QTest::newRow("1,899,999") << qint64(1899999) << qint64(10000);
        QTest::newRow("1,900,000") << qint64(1900000) << qint64(20000);
        QTest::newRow("2,049,999") << qint64(2049999) << qint64(20000);
        QTest::newRow("2,050,000") << qint64(2050000) << qint64(30000);
        QTest::newRow("3,100,000") << qint64(3100000) << qint64(100000);
    }
    void spirallingExpenses()
    {
        QFETCH(qint64, teamValue);
        QFETCH(qint64, expenses);
        QCOMPARE(m_rules->spirallingExpenses(teamValue), expenses);
    }

    void spirallingExpensesWithLeagueSettings()
    {
        // A commissioner may move the threshold and the step (rulebook l.4355–4480).
        QCOMPARE(m_rules->spirallingExpenses(1499999, 1500000, 100000), 0);
        QCOMPARE(m_rules->spirallingExpenses(1500000, 1500000, 100000), 10000);
        QCOMPARE(m_rules->spirallingExpenses(1600000, 1500000, 100000), 20000);
    }

    // reference/expensive-mistakes.md: each band's column, D6 1 to 6.
    void expensiveMistakes_data()
    {
        QTest::addColumn<qint64>("treasury");
        QTest::addColumn<QStringList>("outcomes");
        const QString a = u"averted"_s, mi = u"minor"_s, ma = u"major"_s, c = u"catastrophe"_s;
        QTest::newRow("95,000: no roll") << qint64(95000) << QStringList{};
        QTest::newRow("100,000") << qint64(100000) << QStringList{mi, a, a, a, a, a};
        QTest::newRow("195,000") << qint64(195000) << QStringList{mi, a, a, a, a, a};
        QTest::newRow("200,000") << qint64(200000) << QStringList{mi, mi, a, a, a, a};
        QTest::newRow("300,000") << qint64(300000) << QStringList{ma, mi, mi, a, a, a};
        QTest::newRow("400,000") << qint64(400000) << QStringList{ma, ma, mi, mi, a, a};
        QTest::newRow("495,000") << qint64(495000) << QStringList{ma, ma, mi, mi, a, a};
        QTest::newRow("500,000") << qint64(500000) << QStringList{c, ma, ma, mi, mi, a};
        QTest::newRow("600,000") << qint64(600000) << QStringList{c, c, ma, ma, mi, mi};
        QTest::newRow("2,000,000") << qint64(2000000) << QStringList{c, c, ma, ma, mi, mi};
    }
    void expensiveMistakes()
    {
        QFETCH(qint64, treasury);
        QFETCH(QStringList, outcomes);
        for (int d6 = 1; d6 <= 6; ++d6) {
            const ExpensiveMistakeOutcome *outcome = m_rules->expensiveMistake(treasury, d6);
            if (outcomes.isEmpty())
                QVERIFY(!outcome);
            else
                QCOMPARE(outcome ? outcome->id : QString(), outcomes.at(d6 - 1));
        }
        QVERIFY(!m_rules->expensiveMistake(treasury, 0));
        QVERIFY(!m_rules->expensiveMistake(treasury, 7));
    }

    // Rulebook l.3272–3470: normal categories always; double categories on a double; never
    // extraordinary.
    void learnableSkills_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<bool>("doubleRolled");
        QTest::addColumn<QString>("categories");
        QTest::newRow("human lineman, normal") << u"human.lineman"_s << false << u"G"_s;
        QTest::newRow("human lineman, double") << u"human.lineman"_s << true << u"GASP"_s;
        QTest::newRow("human blitzer, normal") << u"human.blitzer"_s << false << u"GS"_s;
        QTest::newRow("chaos minotaur, double") << u"chaos.minotaur"_s << true << u"GASPM"_s;
    }
    void learnableSkills()
    {
        QFETCH(QString, position);
        QFETCH(bool, doubleRolled);
        QFETCH(QString, categories);
        const auto skills = m_rules->learnableSkills(*m_rules->position(position), doubleRolled);
        QSet<QChar> seen;
        int expected = 0;
        for (const Skill &skill : m_rules->skills()) {
            if (categories.contains(skillCategoryLetter(skill.category)))
                ++expected;
        }
        for (const Skill *skill : skills) {
            QVERIFY(skill->category != SkillCategory::Extraordinary);
            seen.insert(skillCategoryLetter(skill->category));
        }
        QCOMPARE(skills.size(), expected);
        QCOMPARE(seen.size(), categories.size());
    }

    void starPlayersForARoster()
    {
        const auto stars = m_rules->starPlayersFor(u"dwarf"_s);
        QVERIFY(!stars.isEmpty());
        bool barik = false;
        for (const StarPlayer *star : stars) {
            QVERIFY(star->playsFor.contains(u"dwarf"_s));
            barik = barik || star->id == u"barik_farblast"_s;
        }
        QVERIFY(barik);
    }
};

QTEST_GUILESS_MAIN(TestRuleset)
#include "tst_ruleset.moc"
