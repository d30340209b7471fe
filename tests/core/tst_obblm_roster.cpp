// A team exported by OBBLM (its BOTOCS-XML roster, issue 22.4): read in OBBLM's own names and
// checked against LRB6 like any team file; every mismatch names the line of the file it comes
// from, and nothing is imported half.
#include "core/rules/RulesetLoader.h"
#include "core/team/ObblmRoster.h"
#include "core/team/TeamFile.h"
#include "core/team/TeamRules.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

// tests/data/obblm_altdorf_reavers.xml: eleven Human players as OBBLM writes them (line 14
// Griff, a blitzer with Dodge and "+1 Ma" at 16 SPP; line 31 Hans, a thrower at AV 7 with a
// niggling injury, missing the next match; line 47 Rolf, a catcher with Sure Feet; line 64 an
// ogre; line 83 onwards linemen 5 to 11).
QByteArray reavers()
{
    QFile file(QStringLiteral(DUGOUT_TEST_DATA_DIR) + u"/obblm_altdorf_reavers.xml"_s);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("tests/data/obblm_altdorf_reavers.xml is missing");
    return file.readAll();
}

// OBBLM's spelling of a skill where it differs from the rulebook's English name.
QString obblmSkillName(const Skill &skill)
{
    if (skill.id == u"claw"_s)
        return u"Claws"_s;
    if (skill.id == u"nurgles_rot"_s)
        return u"Nurgles Rot"_s;
    if (skill.id == u"ball_and_chain"_s)
        return u"Ball and Chain"_s;
    return skill.name.en;
}

// A team of `race` with, for each (OBBLM position name, Dugout position id, count), that many
// rookies as OBBLM writes them: characteristics, value and skills those of the position.
QByteArray team(const QString &race, const QList<std::tuple<QString, QString, int>> &players,
                const Ruleset &rules)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<team>\n  <name>Test</name>\n"
                     "  <race>" +
                     race.toUtf8() +
                     "</race>\n  <coach>C</coach>\n  <rerolls>0</rerolls>\n"
                     "  <fanfactor>0</fanfactor>\n  <assistants>0</assistants>\n"
                     "  <cheerleaders>0</cheerleaders>\n  <apothecary>false</apothecary>\n"
                     "  <treasury>0</treasury>\n  <players>\n";
    int number = 0;
    for (const auto &[name, id, count] : players) {
        const Position *position = rules.position(id);
        if (!position)
            qFatal("unknown position %s", qPrintable(id));
        for (int i = 0; i < count; ++i) {
            ++number;
            xml += "    <player number=\"" + QByteArray::number(number) + "\">\n      <name>P" +
                   QByteArray::number(number) + "</name>\n      <position>" + name.toUtf8() +
                   "</position>\n      <ma>" + QByteArray::number(position->ma) + "</ma><st>" +
                   QByteArray::number(position->st) + "</st><ag>" +
                   QByteArray::number(position->ag) + "</ag><av>" +
                   QByteArray::number(position->av) + "</av>\n      <skills>";
            for (const QString &skill : position->skills)
                xml += "<skill>" + obblmSkillName(*rules.skill(skill)).toUtf8() + "</skill>";
            xml += "</skills>\n      <spp>0</spp><nigglings>0</nigglings><injured>false</injured>"
                   "<value>" +
                   QByteArray::number(position->cost) + "</value>\n    </player>\n";
        }
    }
    return xml + "  </players>\n</team>\n";
}

// `count` more linemen, numbered from `first` (16 at most, the highest number Dugout allows),
// before </players>.
QByteArray withMoreLinemen(int first, int count)
{
    QByteArray more;
    for (int n = first; n < first + count; ++n)
        more += "        <player number=\"" + QByteArray::number(std::min(n, 16)) +
                "\"><name>Extra " + QByteArray::number(n) +
                "</name><position>Lineman</position><ma>6</ma><st>3</st><ag>3</ag><av>8</av>"
                "<skills></skills><spp>0</spp><nigglings>0</nigglings><injured>false</injured>"
                "<value>50000</value></player>\n";
    const QByteArray closing = more + QByteArray("    </players>");
    return reavers().replace(QByteArray("    </players>"), closing);
}

} // namespace

class TestObblmRoster : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Ruleset> m_rules;

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void readsOBBLMsExport()
    {
        QStringList errors;
        const auto team = ObblmRoster::read(reavers(), *m_rules, &errors);
        QVERIFY2(team, qPrintable(errors.join(u'\n')));
        QCOMPARE(team->name, u"Altdorf Reavers"_s);
        QCOMPARE(team->rosterId, u"human"_s);
        QCOMPARE(team->coach, u"Anna"_s);
        QCOMPARE(team->rerolls, 2);
        QCOMPARE(team->fanFactor, 4);
        QCOMPARE(team->assistantCoaches, 1);
        QCOMPARE(team->cheerleaders, 2);
        QVERIFY(team->apothecary);
        // A treasury: a confirmed team, its gold one ledger line.
        QCOMPARE(team->phase, Team::Phase::Active);
        QCOMPARE(team->ledgerBalance(), 60000);
        QCOMPARE(team->players.size(), 11);

        // Block is the blitzer's own; Dodge is learned on a double; "+1 Ma" is an increase.
        const Player &griff = team->players.at(0);
        QCOMPARE(griff.number, 1);
        QCOMPARE(griff.positionId, u"human.blitzer"_s);
        QCOMPARE(griff.gainedSkills.size(), 1);
        QCOMPARE(griff.gainedSkills.first().skillId, u"dodge"_s);
        QVERIFY(griff.gainedSkills.first().onDouble);
        QCOMPARE(griff.maGain, 1);
        QCOMPARE(griff.ma(*m_rules->position(griff.positionId)), 8);
        QCOMPARE(griff.spp, 16);
        QCOMPARE(griff.advancementsTaken, 2);
        QCOMPARE(griff.value(*m_rules), 150000);

        // AV 7 where a thrower has 8: an armour injury OBBLM keeps only in the number.
        const Player &hans = team->players.at(1);
        QCOMPARE(hans.avLoss, 1);
        QCOMPARE(hans.niggling, 1);
        QVERIFY(hans.missNextGame);
        QVERIFY(hans.gainedSkills.isEmpty()); // Pass and Sure Hands are the thrower's own

        // Sure Feet is agility, a catcher's normal category.
        const Player &rolf = team->players.at(2);
        QCOMPARE(rolf.gainedSkills.size(), 1);
        QCOMPARE(rolf.gainedSkills.first().skillId, u"sure_feet"_s);
        QVERIFY(!rolf.gainedSkills.first().onDouble);
        QCOMPARE(team->players.at(3).positionId, u"human.ogre"_s);
        QVERIFY(team->players.at(3).gainedSkills.isEmpty());
        QCOMPARE(team->players.at(10).name, u"Lineman 11"_s);
        // 150 + 90 + 140 + 7 × 50 players (Hans misses the next match: not counted), 2 × 50
        // re-rolls, 4 × 10 fans, 10 + 20 staff, 50 apothecary.
        QCOMPARE(TeamRules(*m_rules).teamValue(*team), 950000);
    }

    void readsOBBLMsNames_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QString>("rosterId");
        QTest::addColumn<QString>("firstPosition");
        QTest::newRow("Lizardman, Kroxigor's Bone-Head and Prehensile Tail")
            << team(u"Lizardman"_s,
                    {{u"Kroxigor"_s, u"lizardman.kroxigor"_s, 1},
                     {u"Saurus"_s, u"lizardman.saurus"_s, 2},
                     {u"Skink"_s, u"lizardman.skink"_s, 8}},
                    *m_rules)
            << u"lizardman"_s << u"lizardman.kroxigor"_s;
        QTest::newRow("Necromantic Werewolf with Claws")
            << team(u"Necromantic"_s,
                    {{u"Necromantic Werewolf"_s, u"necromantic.werewolf"_s, 1},
                     {u"Zombie"_s, u"necromantic.zombie"_s, 10}},
                    *m_rules)
            << u"necromantic"_s << u"necromantic.werewolf"_s;
        QTest::newRow("Norse Werewolf") << team(u"Norse"_s,
                                                {{u"Norse Werewolf"_s, u"norse.werewolf"_s, 1},
                                                 {u"Lineman"_s, u"norse.lineman"_s, 10}},
                                                *m_rules)
                                        << u"norse"_s << u"norse.werewolf"_s;
        QTest::newRow("Nurgles Rot")
            << team(u"Nurgle"_s,
                    {{u"Beast of Nurgle"_s, u"nurgle.beast_of_nurgle"_s, 1},
                     {u"Rotter"_s, u"nurgle.rotter"_s, 10}},
                    *m_rules)
            << u"nurgle"_s << u"nurgle.beast_of_nurgle"_s;
        QTest::newRow("Ball and Chain")
            << team(u"Goblin"_s,
                    {{u"Fanatic"_s, u"goblin.fanatic"_s, 1}, {u"Goblin"_s, u"goblin.goblin"_s, 10}},
                    *m_rules)
            << u"goblin"_s << u"goblin.fanatic"_s;
        QTest::newRow("Chaos Dwarf Blocker")
            << team(u"Chaos Dwarf"_s,
                    {{u"Chaos Dwarf Blocker"_s, u"chaos_dwarf.chaos_dwarf_blocker"_s, 6},
                     {u"Hobgoblin"_s, u"chaos_dwarf.hobgoblin"_s, 5}},
                    *m_rules)
            << u"chaos_dwarf"_s << u"chaos_dwarf.chaos_dwarf_blocker"_s;
        QTest::newRow("French names: Humains, Blitzeur, Esquive")
            << reavers()
                   .replace("<race>Human</race>", "<race>Humains</race>")
                   .replace("<position>Blitzer</position>", "<position>Blitzeur</position>")
                   .replace("<skill>Dodge</skill>\n                <skill>+1",
                            "<skill>Esquive</skill>\n                <skill>+1")
            << u"human"_s << u"human.blitzer"_s;
        QTest::newRow("no stylesheet line, Windows line ends, a byte order mark")
            << QByteArray("\xef\xbb\xbf") + reavers()
                                                .replace("<?xml-stylesheet type=\"text/xsl\" "
                                                         "href=\"/modules/leegmgr/team.xsl\"?>\n",
                                                         "")
                                                .replace("\n", "\r\n")
            << u"human"_s << u"human.blitzer"_s;
    }
    void readsOBBLMsNames()
    {
        QFETCH(QByteArray, xml);
        QFETCH(QString, rosterId);
        QFETCH(QString, firstPosition);
        QStringList errors;
        const auto team = ObblmRoster::read(xml, *m_rules, &errors);
        QVERIFY2(team, qPrintable(errors.join(u'\n')));
        QCOMPARE(team->rosterId, rosterId);
        QCOMPARE(team->players.size(), 11);
        QCOMPARE(team->players.first().positionId, firstPosition);
        // Every skill written was the position's own: none read as learned (the Reavers'
        // blitzer and catcher have learned one each).
        for (const Player &player : team->players) {
            if (rosterId != u"human"_s)
                QCOMPARE(player.gainedSkills.size(), 0);
        }
    }

    void reportsEveryMismatchByLine_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QString>("reason");
        // What OBBLM's names do not say in LRB6.
        QTest::newRow("a team LRB6 does not have")
            << reavers().replace("<race>Human</race>", "<race>Gnomes</race>")
            << u"Line 5: 'Gnomes' is not a team of LRB6"_s;
        QTest::newRow("a position of another team")
            << reavers().replace("<name>Lineman 5</name>\n            <position>Lineman",
                                 "<name>Lineman 5</name>\n            <position>Troll")
            << u"Line 85: 'Troll' is not a position of the Human team"_s;
        QTest::newRow("a skill LRB6 does not have")
            << reavers().replace("<skill>Dodge</skill>\n                <skill>+1",
                                 "<skill>Teleport</skill>\n                <skill>+1")
            << u"Line 23: 'Teleport' is not a skill of LRB6"_s;
        QTest::newRow("re-rolls in words")
            << reavers().replace("<rerolls>2<", "<rerolls>two<")
            << u"Line 7: <rerolls> should be a whole number, not 'two'"_s;
        QTest::newRow("an apothecary maybe")
            << reavers().replace("<apothecary>true<", "<apothecary>maybe<")
            << u"Line 11: <apothecary> should be true or false, not 'maybe'"_s;
        QTest::newRow("a treasury in words")
            << reavers().replace("<treasury>60000<", "<treasury>lots<")
            << u"Line 12: <treasury> should be a whole number"_s;
        QTest::newRow("a number that is not one")
            << reavers().replace("<player number=\"5\">", "<player number=\"five\">")
            << u"Line 83: the player's number should be a whole number, not 'five'"_s;
        QTest::newRow("an element OBBLM does not write")
            << reavers().replace("<coach>Anna</coach>", "<coach>Anna</coach><tv>1010</tv>")
            << u"Line 6: <tv> is not part of an OBBLM team export"_s;
        QTest::newRow("a player without position")
            << reavers().replace("<position>Ogre</position>", "")
            << u"Line 64: the player has no <position>"_s;
        QTest::newRow("not XML to the end")
            << reavers().replace("</team>", "") << u"is not well-formed XML"_s;
        QTest::newRow("another XML file")
            << reavers().replace("<team>", "<roster>").replace("</team>", "</roster>")
            << u"Line 3: the file starts with <roster>"_s;
        QTest::newRow("no players") << QByteArray("<team><name>X</name><race>Human</race></team>")
                                    << u"Line 1: the team has no <players>"_s;
        // Read well, refused by LRB6's rules (TeamJson), on the line they come from.
        QTest::newRow("nine re-rolls") << reavers().replace("<rerolls>2<", "<rerolls>9<")
                                       << u"Line 7: The team has 9 team re-rolls"_s;
        QTest::newRow("fan factor past the limit")
            << reavers().replace("<fanfactor>4<", "<fanfactor>19<")
            << u"Line 8: The team's fan factor is 19"_s;
        QTest::newRow("shirt number 45 (OBBLM allows up to 99)")
            << reavers().replace("<player number=\"5\">", "<player number=\"45\">")
            << u"Line 83: player #5 (Lineman 5), field 'number'"_s;
        QTest::newRow("a movement no rule gives")
            << reavers().replace(
                   "<name>Lineman 5</name>\n            <position>Lineman</position>\n"
                   "            <ma>6</ma>",
                   "<name>Lineman 5</name>\n            <position>Lineman</position>\n"
                   "            <ma>9</ma>")
            << u"Line 83: Player 5 (Lineman 5): MA is 9 in the file, but position, "
               "advancements and injuries give 6."_s;
        QTest::newRow("a value the rules do not give")
            << reavers().replace("<value>150000<", "<value>120000<")
            << u"Line 14: Player 1 (Griff Oberfeld): value 120000 in the file, but the rules "
               "give 150000."_s;
        QTest::newRow("Dodge and +1 Ma without the SPP for them")
            << reavers().replace("<spp>16<", "<spp>3<")
            << u"Line 14: Player 1 (Griff Oberfeld): 2 advancements taken, but 3 SPP earn "
               "only 0."_s;
        QTest::newRow("an extraordinary skill learned")
            << reavers().replace("<skill>Sure Feet<", "<skill>Stab<")
            << u"Line 47: Player 3 (Rolf Brandt): 'stab' is not a skill a player can learn."_s;
        QTest::newRow("two players wearing 1")
            << reavers().replace("<player number=\"2\">", "<player number=\"1\">")
            << u"Line 31: Player 1 (Hans Kessler): number 1 is worn by another player."_s;
        QTest::newRow("seventeen players")
            << withMoreLinemen(12, 6) << u"Line 13: The team has 17 players"_s;
        QTest::newRow("a fifth blitzer")
            << reavers()
                   .replace("Lineman 5</name>\n            <position>Lineman<",
                            "Lineman 5</name>\n            <position>Blitzer<")
                   .replace("Lineman 6</name>\n            <position>Lineman<",
                            "Lineman 6</name>\n            <position>Blitzer<")
                   .replace("Lineman 7</name>\n            <position>Lineman<",
                            "Lineman 7</name>\n            <position>Blitzer<")
                   .replace("Lineman 8</name>\n            <position>Lineman<",
                            "Lineman 8</name>\n            <position>Blitzer<")
            << u"Line 13: 5 Blitzer players, but a team may have at most 4."_s;
    }
    void reportsEveryMismatchByLine()
    {
        QFETCH(QByteArray, xml);
        QFETCH(QString, reason);
        QStringList errors;
        QVERIFY(!ObblmRoster::read(xml, *m_rules, &errors));
        QVERIFY2(errors.join(u'\n').contains(reason), qPrintable(errors.join(u'\n')));
        // Every reason has its line.
        for (const QString &error : std::as_const(errors))
            QVERIFY2(error.startsWith(u"Line "_s), qPrintable(error));
    }

    void reportsEveryProblemAtOnce()
    {
        QStringList errors;
        QVERIFY(!ObblmRoster::read(reavers()
                                       .replace("<skill>Sure Feet<", "<skill>Juggle<")
                                       .replace("<apothecary>true<", "<apothecary>maybe<")
                                       .replace("<player number=\"5\">", "<player number=\"x\">"),
                                   *m_rules, &errors));
        QCOMPARE(errors.size(), 3);
        QVERIFY(errors.at(0).startsWith(u"Line 11: "_s));
        QVERIFY(errors.at(1).startsWith(u"Line 57: "_s));
        QVERIFY(errors.at(2).startsWith(u"Line 83: "_s));
    }

    void readsAFileByItsSuffixOrItsFirstByte()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(u"reavers.xml"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(reavers());
        file.close();
        QStringList errors;
        QVERIFY2(TeamFile::read(file.fileName(), *m_rules, &errors),
                 qPrintable(errors.join(u'\n')));
        QCOMPARE(TeamFile::formatOf(u"team.XML"_s, "{}"), TeamFile::Format::Obblm);
        QCOMPARE(TeamFile::formatOf(u"-"_s, reavers()), TeamFile::Format::Obblm);
        QCOMPARE(TeamFile::formatOf(u"team.json"_s, "{\"name\": 1}"), TeamFile::Format::Dugout);
        QCOMPARE(TeamFile::formatOf(u"team.csv"_s, "<"), TeamFile::Format::Csv);
    }
};

QTEST_GUILESS_MAIN(TestObblmRoster)
#include "tst_obblm_roster.moc"
