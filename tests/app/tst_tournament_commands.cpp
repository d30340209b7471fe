// `dugout tournament …` (issue 17.5), driven in-process: the README's example tournament from
// its file and registration list to the NAF report, the JSON and CSV outputs, and the
// refusals with their exit codes; on SQLite and, as tst_tournament_commands_postgresql, on a
// private PostgreSQL server.
#include "../support/TestEngine.h"
#include "core/rules/RulesetLoader.h"
#include "core/team/TeamFile.h"
#include "tests/support/TeamFixtures.h"
#include "tests/support/TournamentCommandFixture.h"

#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

class TestTournamentCommands : public QObject, private dugout::test::TournamentCommandFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // A file, or a fresh database on the private PostgreSQL server for
        // tst_tournament_commands_postgresql.
        m_db = dugout::test::TestEngine::location(m_dir, u"tournaments"_s);
    }

    void theReadmeTournament()
    {
        const Result created = run({u"tournament"_s, u"create"_s, example(u"tournament.json"_s)});
        QCOMPARE(created.code, 0);
        const QString id = created.out.trimmed();
        QCOMPARE(id, u"1"_s);
        const Result registered =
            run({u"tournament"_s, u"register"_s, id, example(u"tournament-coaches.csv"_s)});
        QCOMPARE(registered.code, 0);
        QVERIFY(registered.out.contains(u"7 coach(es) registered."_s));

        // Round 1 as JSON: three tables and a bye; the two Lutèce coaches kept apart.
        Result paired =
            run({u"tournament"_s, u"pair"_s, id, u"--at"_s, u"2026-11-28 10:00"_s, u"--json"_s});
        QCOMPARE(paired.code, 0);
        const QJsonObject round = QJsonDocument::fromJson(paired.out.toUtf8()).object();
        QCOMPARE(round.value(u"round"_s).toInt(), 1);
        const QJsonArray tables = round.value(u"tables"_s).toArray();
        QCOMPARE(tables.size(), 4);
        QVERIFY(tables.at(3).toObject().value(u"bye"_s).toBool());
        for (const QJsonValue &t : tables) {
            const QJsonObject table = t.toObject();
            if (table.value(u"bye"_s).toBool())
                continue;
            const QStringList coaches = {
                table.value(u"home"_s).toObject().value(u"coach"_s).toString(),
                table.value(u"away"_s).toObject().value(u"coach"_s).toString()};
            QVERIFY(!(coaches.contains(u"Ana Martin"_s) && coaches.contains(u"Émile Roux"_s)));
        }

        // Round 2 waits for round 1.
        Result early = run({u"tournament"_s, u"pair"_s, id});
        QCOMPARE(early.code, 1);
        QVERIFY2(early.err.contains(u"Enter every result of round 1 before pairing round 2."_s),
                 qPrintable(early.err));
        for (const QStringList &result :
             {QStringList{u"1"_s, u"1"_s, u"2"_s, u"1"_s, u"1"_s, u"0"_s},
              QStringList{u"1"_s, u"2"_s, u"0"_s, u"0"_s},
              QStringList{u"1"_s, u"3"_s, u"1"_s, u"3"_s, u"2"_s, u"2"_s}}) {
            const Result r = run(QStringList{u"tournament"_s, u"result"_s, id} + result);
            QVERIFY2(r.code == 0, qPrintable(r.err));
        }
        // The bye has no result.
        const Result bye = run({u"tournament"_s, u"result"_s, id, u"1"_s, u"4"_s, u"1"_s, u"0"_s});
        QCOMPARE(bye.code, 1);
        QVERIFY(bye.err.contains(u"is a bye"_s));

        paired = run({u"tournament"_s, u"pair"_s, id, u"--at"_s, u"2026-11-28 13:30"_s});
        QCOMPARE(paired.code, 0);
        QVERIFY(paired.out.contains(u"round 2"_s));
        QVERIFY(paired.out.contains(u"0 rematch(es)"_s));
        const Result shown = run({u"tournament"_s, u"pairings"_s, id, u"1"_s});
        QCOMPARE(shown.code, 0);
        QVERIFY(shown.out.contains(u"2–1 (casualties 1–0)"_s));

        // Standings as CSV: a header and seven coaches, ranked 1 to 7.
        const Result csv = run({u"tournament"_s, u"standings"_s, id, u"--csv"_s});
        QCOMPARE(csv.code, 0);
        const QStringList lines = csv.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 8);
        QVERIFY(lines.first().startsWith(u"rank,entrant_id,coach,naf,race,points"_s));
        for (int i = 1; i < lines.size(); ++i)
            QVERIFY(lines[i].startsWith(QString::number(i) + u','));

        // A drop-out, then the NAF report: written whole, the coach without a number named.
        QCOMPARE(run({u"tournament"_s, u"drop"_s, id, u"7"_s}).code, 0);
        const QString report = m_dir.filePath(u"naf.xml"_s);
        const Result naf = run({u"tournament"_s, u"naf-report"_s, id, u"-o"_s, report});
        QCOMPARE(naf.code, 0);
        QVERIFY(naf.err.contains(u"Émile Roux: no NAF number"_s));
        QFile file(report);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray xml = file.readAll();
        QVERIFY(xml.contains("<timeStamp>2026-11-28 10:00</timeStamp>"));
        QVERIFY(xml.contains("<team>Dark Elves</team>"));
        QVERIFY(xml.contains("<name>Smith, John</name>"));

        const Result listed = run({u"tournament"_s, u"list"_s});
        QVERIFY(listed.out.contains(u"Spike Open 2026"_s));
        QVERIFY(listed.out.contains(u"7 coach(es), 2 round(s)"_s));
        const Result entrants = run({u"tournament"_s, u"entrants"_s, id});
        QVERIFY(entrants.out.contains(u"dropped out"_s));
    }

    // The tournament's team rules (issue 17.2) checked when the list names rosters: a Human
    // roster of 710,000 with one extra normal skill (+20,000, LRB6 l.3522) counted in team
    // value; 730,000 is exactly the budget, 720,000 refuses the whole list naming the budget.
    void rostersCheckedAtRegistration_data()
    {
        QTest::addColumn<int>("budget");
        QTest::addColumn<int>("normalSkills");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("budget exactly") << 730'000 << 1 << QString();
        QTest::newRow("10,000 over") << 720'000 << 1 << u"over the tournament's budget"_s;
        QTest::newRow("no skill allowed") << 2'000'000 << 0 << u"the tournament allows 0"_s;
    }
    void rostersCheckedAtRegistration()
    {
        QFETCH(int, budget);
        QFETCH(int, normalSkills);
        QFETCH(QString, refusal);
        QStringList errors;
        const auto rules = dugout::RulesetLoader::builtIn(&errors);
        QVERIFY(rules);
        dugout::Team team = dugout::test::humanTeam(*rules);
        team.players[0].gainedSkills.append({u"dodge"_s, false});
        // A team file keeps a skill with the advancement that gave it (TeamJson checks both).
        team.players[0].advancementsTaken = 1;
        team.players[0].spp = 6;
        QString error;
        QVERIFY2(dugout::TeamFile::write(m_dir.filePath(u"reavers.json"_s), team, *rules, &error),
                 qPrintable(error));
        const QString file = m_dir.filePath(u"rules-open.json"_s);
        QFile json(file);
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.write(QJsonDocument(QJsonObject{{u"name"_s, u"Rules Open"_s},
                                             {u"team_rules"_s,
                                              QJsonObject{{u"budget"_s, budget},
                                                          {u"normalSkills"_s, normalSkills}}}})
                       .toJson());
        json.close();
        const QString list = m_dir.filePath(u"coaches-with-rosters.csv"_s);
        QFile csv(list);
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write("coach,race,roster\nAnna,human,reavers.json\nBruno,orc,\n");
        csv.close();
        const Result created = run({u"tournament"_s, u"create"_s, file});
        QCOMPARE(created.code, 0);
        const QString id = created.out.trimmed();
        const Result r = run({u"tournament"_s, u"register"_s, id, list});
        QCOMPARE(r.code, refusal.isEmpty() ? 0 : 1);
        QVERIFY2(
            (refusal.isEmpty() ? r.out : r.err).contains(refusal.isEmpty() ? u"Bruno"_s : refusal),
            qPrintable(r.out + r.err));
        if (!refusal.isEmpty()) {
            QVERIFY2(r.err.contains(u"Anna: The roster"_s), qPrintable(r.err));
            // Refused whole: nobody registered.
            QVERIFY(run({u"tournament"_s, u"entrants"_s, id}).out.indexOf(u"Bruno"_s) < 0);
        }
    }

    // Printed sheets (issue 17.2): the README's seven coaches, round 1 paired (three tables
    // and a bye): the pairings on one page with every table, one slip a table with a bye
    // left out (three slips to a page: one page), the standings on one page; read back by
    // poppler.
    void printedSheets_data()
    {
        QTest::addColumn<QStringList>("option");
        QTest::addColumn<int>("pages");
        QTest::addColumn<QStringList>("texts");
        QTest::newRow("pairings") << QStringList{u"--pairings"_s, u"1"_s} << 1
                                  << QStringList{u"Round 1: pairings"_s, u"Table"_s, u"Bye"_s,
                                                 u"Ana Martin"_s, u"Dwarf"_s};
        QTest::newRow("slips") << QStringList{u"--slips"_s, u"1"_s} << 1
                               << QStringList{u"Result slip: round 1, table 1"_s,
                                              u"Result slip: round 1, table 3"_s, u"Touchdowns"_s,
                                              u"Casualties"_s, u"Signature"_s};
        QTest::newRow("standings") << QStringList{u"--standings"_s} << 1
                                   << QStringList{u"Standings after round 1"_s, u"Rank"_s,
                                                  u"Opp. score"_s, u"Bruno Keller"_s};
    }
    void printedSheets()
    {
        QFETCH(QStringList, option);
        QFETCH(int, pages);
        QFETCH(QStringList, texts);
        const Result created = run({u"tournament"_s, u"create"_s, example(u"tournament.json"_s)});
        QCOMPARE(created.code, 0);
        const QString id = created.out.trimmed();
        QCOMPARE(
            run({u"tournament"_s, u"register"_s, id, example(u"tournament-coaches.csv"_s)}).code,
            0);
        // Before any round is paired, a round's sheet is refused with core's reason.
        const QString pdf =
            m_dir.filePath(u"sheet-%1.pdf"_s.arg(QString::fromLatin1(QTest::currentDataTag())));
        if (option.size() == 2) {
            const Result early =
                run(QStringList{u"tournament"_s, u"print"_s, id, u"-o"_s, pdf} + option);
            QCOMPARE(early.code, 1);
            QVERIFY2(early.err.contains(u"No round has been paired yet."_s), qPrintable(early.err));
            QVERIFY(!QFile::exists(pdf));
        }
        QCOMPARE(run({u"tournament"_s, u"pair"_s, id}).code, 0);
        const Result printed =
            run(QStringList{u"tournament"_s, u"print"_s, id, u"-o"_s, pdf} + option);
        QVERIFY2(printed.code == 0, qPrintable(printed.err));
        QProcess info;
        info.start(u"pdfinfo"_s, {pdf});
        QVERIFY(info.waitForFinished(30000));
        QVERIFY2(QString::fromLatin1(info.readAll())
                     .contains(QRegularExpression(u"Pages:\\s+%1\\n"_s.arg(pages))),
                 "page count");
        QProcess text;
        text.start(u"pdftotext"_s, {u"-layout"_s, pdf, u"-"_s});
        QVERIFY(text.waitForFinished(30000));
        const QString extracted = QString::fromUtf8(text.readAll());
        for (const QString &expected : texts)
            QVERIFY2(extracted.contains(expected), qPrintable(expected + u"\n"_s + extracted));
    }

    // A round's pairings as CSV (issue 17.2 "CSV export"): the header, one line a table, a
    // result once entered, the bye with empty away fields.
    void pairingsCsv()
    {
        const Result created = run({u"tournament"_s, u"create"_s, example(u"tournament.json"_s)});
        const QString id = created.out.trimmed();
        QCOMPARE(
            run({u"tournament"_s, u"register"_s, id, example(u"tournament-coaches.csv"_s)}).code,
            0);
        QCOMPARE(run({u"tournament"_s, u"pair"_s, id}).code, 0);
        QCOMPARE(
            run({u"tournament"_s, u"result"_s, id, u"1"_s, u"1"_s, u"2"_s, u"1"_s, u"1"_s, u"0"_s})
                .code,
            0);
        const Result csv = run({u"tournament"_s, u"pairings"_s, id, u"1"_s, u"--csv"_s});
        QCOMPARE(csv.code, 0);
        const QStringList lines = csv.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 5);
        QCOMPARE(lines[0], u"round,table,home_id,home_coach,home_naf,home_race,away_id,"
                           "away_coach,away_naf,away_race,played,home_td,away_td,home_cas,"
                           "away_cas"_s);
        QVERIFY2(lines[1].startsWith(u"1,1,"_s) && lines[1].endsWith(u",1,2,1,1,0"_s),
                 qPrintable(lines[1]));
        QVERIFY2(lines[2].endsWith(u",0,,,,"_s), qPrintable(lines[2]));
        QVERIFY2(lines[4].startsWith(u"1,4,"_s) && lines[4].endsWith(u",,,,,1,,,,"_s),
                 qPrintable(lines[4]));
        QCOMPARE(run({u"tournament"_s, u"pairings"_s, id, u"--csv"_s, u"--json"_s}).code, 2);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no action")
            << QStringList{u"tournament"_s} << 2 << u"'tournament' needs an action"_s;
        QTest::newRow("unknown action") << QStringList{u"tournament"_s, u"shuffle"_s} << 2
                                        << u"unknown 'tournament' action 'shuffle'."_s;
        QTest::newRow("a bad id") << QStringList{u"tournament"_s, u"pair"_s, u"x"_s} << 2
                                  << u"The tournament's id must be a positive number, not 'x'."_s;
        QTest::newRow("no such tournament") << QStringList{u"tournament"_s, u"standings"_s, u"99"_s}
                                            << 1 << u"There is no tournament 99."_s;
        QTest::newRow("--csv with pair")
            << QStringList{u"tournament"_s, u"pair"_s, u"1"_s, u"--csv"_s} << 2
            << u"--csv goes with 'tournament standings' and 'tournament pairings' only."_s;
        QTest::newRow("a bad time")
            << QStringList{u"tournament"_s, u"pair"_s, u"1"_s, u"--at"_s, u"10h"_s} << 2
            << u"--at takes a time written"_s;
        QTest::newRow("a short result")
            << QStringList{u"tournament"_s, u"result"_s, u"1"_s, u"1"_s, u"1"_s, u"2"_s} << 2
            << u"'tournament result' takes ID ROUND TABLE HOME_TD AWAY_TD"_s;
        QTest::newRow("print without a sheet")
            << QStringList{u"tournament"_s, u"print"_s, u"1"_s, u"-o"_s, u"x.pdf"_s} << 2
            << u"needs one of --pairings ROUND, --slips ROUND or --standings"_s;
        QTest::newRow("print two sheets")
            << QStringList{u"tournament"_s, u"print"_s, u"1"_s,  u"--standings"_s,
                           u"--slips"_s,    u"1"_s,     u"-o"_s, u"x.pdf"_s}
            << 2 << u"needs one of"_s;
        QTest::newRow("print without -o")
            << QStringList{u"tournament"_s, u"print"_s, u"1"_s, u"--standings"_s} << 2
            << u"'tournament print' needs -o FILE.pdf."_s;
        QTest::newRow("print round 0")
            << QStringList{u"tournament"_s, u"print"_s, u"1"_s,    u"--slips"_s,
                           u"0"_s,          u"-o"_s,    u"x.pdf"_s}
            << 2 << u"The round must be a positive number, not '0'."_s;
        QTest::newRow("naf-report without -o")
            << QStringList{u"tournament"_s, u"naf-report"_s, u"1"_s} << 2
            << u"'tournament naf-report' needs -o FILE.xml."_s;
    }
    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QString, message);
        const Result r = run(arguments);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};

// DUGOUT_ENGINE_TEST_MAIN with a QGuiApplication: the printed sheets need fonts, as `dugout
// tournament print` does.
int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    if (const int ready = dugout::test::TestEngine::setUp(); ready != 0)
        return ready;
    int result = 0;
    {
        TestTournamentCommands tc;
        QTEST_SET_MAIN_SOURCE_PATH
        result = QTest::qExec(&tc, argc, argv);
    }
    dugout::test::TestEngine::tearDown();
    return result;
}
#include "tst_tournament_commands.moc"
