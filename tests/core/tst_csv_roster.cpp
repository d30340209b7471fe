// A CSV roster from a spreadsheet (issue 22.4): read into a team file and checked against the
// rules like any other; every mismatch is named with its line and nothing is imported half.
#include "core/rules/RulesetLoader.h"
#include "core/team/CsvRoster.h"
#include "core/team/TeamFile.h"
#include "core/team/TeamRules.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

// Eleven Human players: two blitzers, one with Dodge gained (on a double: agility is not a
// blitzer's normal category) at 6 SPP, and nine linemen. `separator` between the cells,
// `skillSeparator` between the skills of a cell.
QByteArray reavers(char separator = ',', char skillSeparator = ';')
{
    QByteArray csv = "team,Altdorf Reavers\nroster,Human\ncoach,Anna\nrerolls,2\nfan_factor,3\n"
                     "apothecary,yes\n\nnumber,name,position,skills,spp\n"
                     "1,Griff,Blitzer,Block|Dodge,6\n"
                     "2,\"Hans, the Tall\",human.blitzer,,\n";
    for (int i = 3; i <= 11; ++i)
        csv += QByteArray::number(i) + ",Lineman " + QByteArray::number(i) + ",Lineman,,\n";
    csv.replace("Hans, the", "Hans\x01 the");
    csv.replace(',', separator);
    csv.replace('|', skillSeparator);
    csv.replace('\x01', ',');
    return csv;
}

} // namespace

class TestCsvRoster : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Ruleset> m_rules;

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void splitsCells_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("separator");
        QTest::addColumn<QStringList>("cells");
        QTest::newRow("plain") << u"1,Griff,Blitzer"_s << u","_s
                               << QStringList{u"1"_s, u"Griff"_s, u"Blitzer"_s};
        QTest::newRow("quoted comma") << u"2,\"Hans, the Tall\",x"_s << u","_s
                                      << QStringList{u"2"_s, u"Hans, the Tall"_s, u"x"_s};
        QTest::newRow("doubled quote")
            << u"3,\"The \"\"Axe\"\"\""_s << u","_s << QStringList{u"3"_s, u"The \"Axe\""_s};
        QTest::newRow("semicolons, spaces")
            << u" 4 ; Ulla ;Lineman"_s << u";"_s << QStringList{u"4"_s, u"Ulla"_s, u"Lineman"_s};
        QTest::newRow("empty cells")
            << u"5,,"_s << u","_s << QStringList{u"5"_s, QString(), QString()};
    }
    void splitsCells()
    {
        QFETCH(QString, line);
        QFETCH(QString, separator);
        QFETCH(QStringList, cells);
        QCOMPARE(CsvRoster::splitLine(line, separator.at(0)), cells);
    }

    void goodRosters_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::newRow("commas, skills by ;") << reavers();
        QTest::newRow("semicolons, skills by , (a French spreadsheet)") << reavers(';', ',');
        QTest::newRow("French names: Humains, Blitzeur, Esquive")
            << reavers()
                   .replace("roster,Human", "roster,Humains")
                   .replace("1,Griff,Blitzer,Block;Dodge", "1,Griff,Blitzeur,Blocage;Esquive");
        QTest::newRow("Windows line ends and a byte order mark")
            << QByteArray("\xef\xbb\xbf") + reavers().replace("\n", "\r\n");
    }
    void goodRosters()
    {
        QFETCH(QByteArray, csv);
        QStringList errors;
        const auto team = TeamFile::fromBytes(csv, TeamFile::Format::Csv, *m_rules, &errors);
        QVERIFY2(team, qPrintable(errors.join(u'\n')));
        QCOMPARE(team->name, u"Altdorf Reavers"_s);
        QCOMPARE(team->rosterId, u"human"_s);
        QCOMPARE(team->coach, u"Anna"_s);
        QCOMPARE(team->rerolls, 2);
        QCOMPARE(team->fanFactor, 3);
        QVERIFY(team->apothecary);
        QCOMPARE(team->players.size(), 11);
        const Player &griff = team->players.first();
        QCOMPARE(griff.positionId, u"human.blitzer"_s);
        // Block is the blitzer's own; Dodge is gained, on a double (agility is a blitzer's
        // double category).
        QCOMPARE(griff.gainedSkills.size(), 1);
        QCOMPARE(griff.gainedSkills.first().skillId, u"dodge"_s);
        QVERIFY(griff.gainedSkills.first().onDouble);
        QCOMPARE(griff.spp, 6);
        QCOMPARE(griff.advancementsTaken, 1);
        QCOMPARE(team->players.at(1).name, u"Hans, the Tall"_s);
        QCOMPARE(team->players.at(5).positionId, u"human.lineman"_s);
        // No treasury line: a team being built. 2 × 90k + 9 × 50k, 2 × 50k re-rolls, 3 × 10k
        // fan factor, 50k apothecary: 810k spent, 190k left (Dodge adds to Griff's value, not
        // to what the team cost).
        QCOMPARE(team->phase, Team::Phase::Creation);
        QCOMPARE(TeamRules(*m_rules).goldLeft(*team), 190000);
    }

    void badRosters_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("reason");
        QTest::newRow("an unknown roster")
            << reavers().replace("roster,Human", "roster,Gnomes") << u"Line 2: 'Gnomes'"_s;
        QTest::newRow("a position of another roster")
            << reavers().replace("3,Lineman 3,Lineman", "3,Lineman 3,Troll")
            << u"Line 11: 'Troll' is not a position of the Human roster"_s;
        QTest::newRow("an unknown skill") << reavers().replace("Block;Dodge", "Block;Teleport")
                                          << u"Line 9: 'Teleport' is not a skill"_s;
        QTest::newRow("a shirt number that is not a number")
            << reavers().replace("4,Lineman 4", "four,Lineman 4")
            << u"Line 12: the shirt number should be a whole number, not 'four'"_s;
        QTest::newRow("re-rolls in words") << reavers().replace("rerolls,2", "rerolls,two")
                                           << u"Line 4: rerolls should be a whole number"_s;
        QTest::newRow("an apothecary maybe")
            << reavers().replace("apothecary,yes", "apothecary,maybe")
            << u"Line 6: apothecary should be yes or no"_s;
        QTest::newRow("a line that means nothing")
            << reavers().replace("coach,Anna", "mascot,Griffon") << u"Line 3: 'mascot'"_s;
        QTest::newRow("no players' header")
            << QByteArray("team,X\nroster,Human\n") << u"No players' header"_s;
        QTest::newRow("a header without positions")
            << reavers().replace("number,name,position,skills,spp", "number,name,skills,spp")
            << u"no 'position' column"_s;
        QTest::newRow("players before the roster")
            << QByteArray("number,name,position\n1,Griff,Blitzer\n")
            << u"Line 2: the roster must be given before the players"_s;
        // Read well but refused by the rules, as any team file.
        QTest::newRow("a fifth blitzer") << reavers()
                                                .replace("3,Lineman 3,Lineman", "3,B3,Blitzer")
                                                .replace("4,Lineman 4,Lineman", "4,B4,Blitzer")
                                                .replace("5,Lineman 5,Lineman", "5,B5,Blitzer")
                                         << u"at most 4"_s;
        QTest::newRow("two players wearing 1")
            << reavers().replace("2,\"Hans", "1,\"Hans") << u"number 1 is worn by another"_s;
        QTest::newRow("Dodge without the SPP for it")
            << reavers().replace("Block;Dodge,6", "Block;Dodge,2") << u"earn only 0"_s;
        QTest::newRow("a stated MA the rules do not give")
            << reavers()
                   .replace("number,name,position,skills,spp", "number,name,position,skills,spp,ma")
                   .replace("Block;Dodge,6", "Block;Dodge,6,9")
            << u"MA is 9 in the file"_s;
    }
    void badRosters()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, reason);
        QStringList errors;
        QVERIFY(!TeamFile::fromBytes(csv, TeamFile::Format::Csv, *m_rules, &errors));
        QVERIFY2(errors.join(u'\n').contains(reason), qPrintable(errors.join(u'\n')));
    }

    void readsAFileByItsSuffix()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"reavers.csv"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(reavers());
        file.close();
        QStringList errors;
        QVERIFY2(TeamFile::read(path, *m_rules, &errors), qPrintable(errors.join(u'\n')));
        // The same bytes under another name are read as JSON, and are not JSON.
        QVERIFY(QFile::copy(path, dir.filePath(u"reavers.json"_s)));
        QVERIFY(!TeamFile::read(dir.filePath(u"reavers.json"_s), *m_rules, &errors));
        QVERIFY2(errors.join(u'\n').contains(u"not valid JSON"_s), qPrintable(errors.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestCsvRoster)
#include "tst_csv_roster.moc"
