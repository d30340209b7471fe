// `dugout tournament …` for a team tournament (issue 17.2 and 17.5): the README's team event
// (five teams of three, docs/examples/teams.json) from its file to the team standings — the
// pairings grouped by team match, a whole team's bye, `standings --teams` as text and CSV, the
// team names in the pairings' CSV and JSON — and the refusals: a registration list with a team
// over its size, a round with a team short of a coach, --teams on a tournament of coaches.
#include "../support/TestEngine.h"
#include "tests/support/TournamentCommandFixture.h"

#include <QGuiApplication>
#include <QProcess>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

class TestTeamTournamentCommand : public QObject, private dugout::test::TournamentCommandFixture
{
    Q_OBJECT

private:
    Result result(const QString &id, int round, int table, int homeTd, int awayTd)
    {
        return run({u"tournament"_s, u"result"_s, id, QString::number(round),
                    QString::number(table), QString::number(homeTd), QString::number(awayTd)});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // A file, or a fresh database on the private PostgreSQL server for
        // tst_team_tournament_command_postgresql.
        m_db = dugout::test::TestEngine::location(m_dir, u"teams"_s);
    }

    void theReadmeTeamEvent()
    {
        const Result created = run({u"tournament"_s, u"create"_s, example(u"teams.json"_s)});
        QCOMPARE(created.code, 0);
        const QString id = created.out.trimmed();
        QCOMPARE(run({u"tournament"_s, u"register"_s, id, example(u"teams-coaches.csv"_s)}).code,
                 0);

        // Round 1: two team matches of three tables, and the fifth team's bye on three tables.
        Result paired = run({u"tournament"_s, u"pair"_s, id, u"--at"_s, u"2027-01-16 10:00"_s});
        QCOMPARE(paired.code, 0);
        int matchLines = 0;
        for (const QString &line : paired.out.split(u'\n')) {
            if (!line.startsWith(u' ') && line.contains(u" v "_s))
                ++matchLines;
        }
        QCOMPARE(matchLines, 2);
        QCOMPARE(paired.out.count(u"  table "_s), 9);
        QVERIFY2(paired.out.contains(u": bye ("_s), qPrintable(paired.out));
        QVERIFY2(paired.out.contains(u", 0 rematch"_s), qPrintable(paired.out));

        // The JSON names each coach's team; a table's two coaches are of two teams.
        const Result json = run({u"tournament"_s, u"pairings"_s, id, u"--json"_s});
        QCOMPARE(json.code, 0);
        const QJsonArray tables =
            QJsonDocument::fromJson(json.out.toUtf8()).object().value(u"tables"_s).toArray();
        QCOMPARE(tables.size(), 9);
        QString firstHome;
        QString firstAway;
        for (const QJsonValue &v : tables) {
            const QJsonObject table = v.toObject();
            if (table.value(u"bye"_s).toBool())
                continue;
            QVERIFY(!table.value(u"homeTeam"_s).toString().isEmpty());
            QVERIFY(table.value(u"homeTeam"_s) != table.value(u"awayTeam"_s));
            if (table.value(u"table"_s).toInt() <= 3) {
                // The first team match: the same two teams on tables 1 to 3.
                if (firstHome.isEmpty()) {
                    firstHome = table.value(u"homeTeam"_s).toString();
                    firstAway = table.value(u"awayTeam"_s).toString();
                }
                QCOMPARE(table.value(u"homeTeam"_s).toString(), firstHome);
                QCOMPARE(table.value(u"awayTeam"_s).toString(), firstAway);
            }
        }

        // The home team wins the first match 2-1 in coach wins; the second match is level.
        for (const auto &[table, home, away] :
             {std::tuple{1, 2, 0}, std::tuple{2, 1, 0}, std::tuple{3, 0, 1}, std::tuple{4, 1, 1},
              std::tuple{5, 0, 0}, std::tuple{6, 2, 2}})
            QCOMPARE(result(id, 1, table, home, away).code, 0);
        // A bye's table takes no result.
        QCOMPARE(result(id, 1, 7, 1, 0).code, 1);

        const Result shown = run({u"tournament"_s, u"pairings"_s, id, u"1"_s});
        QVERIFY2(shown.out.contains(u"%1 v %2  2–1 in coach wins, %1 wins (team points 2–0)"_s.arg(
                     firstHome, firstAway)),
                 qPrintable(shown.out));
        QVERIFY2(shown.out.contains(u"0–0 in coach wins, a team draw (team points 1–1)"_s),
                 qPrintable(shown.out));

        // Team standings: the winner and the team on its bye lead with 2 team points, the
        // team with the bye first on coach points (three byes: 9).
        const Result teams = run({u"tournament"_s, u"standings"_s, id, u"--teams"_s});
        QCOMPARE(teams.code, 0);
        QVERIFY2(teams.out.contains(u"team standings after round 1"_s), qPrintable(teams.out));
        const Result csv = run({u"tournament"_s, u"standings"_s, id, u"--teams"_s, u"--csv"_s});
        QCOMPARE(csv.code, 0);
        const QStringList lines = csv.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 6);
        QVERIFY(lines[0].startsWith(u"rank,team,points,team_points,coach_points,"_s));
        const QStringList leader = lines[1].split(u',');
        const QStringList second = lines[2].split(u',');
        QCOMPARE(leader.at(2), u"2"_s);
        QCOMPARE(leader.at(4), u"9"_s); // the bye: three coach byes of 3
        QCOMPARE(second.at(1), firstHome);
        QCOMPARE(second.at(4), u"6"_s); // two coach wins
        QVERIFY2(lines[5].split(u',').at(2) == u"0"_s, qPrintable(lines[5]));

        // The coaches' standings are still there, with their teams.
        const Result coaches = run({u"tournament"_s, u"standings"_s, id});
        QCOMPARE(coaches.code, 0);
        QVERIFY(coaches.out.contains(u" — %1"_s.arg(firstHome)));
        // And the pairings' CSV has the team columns.
        const Result pairingsCsv = run({u"tournament"_s, u"pairings"_s, id, u"--csv"_s});
        QVERIFY(pairingsCsv.out.section(u'\n', 0, 0).endsWith(u",home_team,away_team"_s));

        // Printed: the pairings grouped by team match, the standings led by the teams.
        const QString pairingsPdf = m_dir.filePath(u"teams-round1.pdf"_s);
        const QString standingsPdf = m_dir.filePath(u"teams-standings.pdf"_s);
        QCOMPARE(
            run({u"tournament"_s, u"print"_s, id, u"--pairings"_s, u"1"_s, u"-o"_s, pairingsPdf})
                .code,
            0);
        QCOMPARE(
            run({u"tournament"_s, u"print"_s, id, u"--standings"_s, u"-o"_s, standingsPdf}).code,
            0);
        auto pdfText = [](const QString &pdf) {
            QProcess text;
            text.start(u"pdftotext"_s, {pdf, u"-"_s});
            text.waitForFinished(30000);
            return QString::fromUtf8(text.readAll()).simplified();
        };
        const QString printedPairings = pdfText(pairingsPdf);
        QVERIFY2(printedPairings.contains(u"%1 v %2 2–1 in coach wins"_s.arg(firstHome, firstAway)),
                 qPrintable(printedPairings));
        QVERIFY2(printedPairings.contains(u": bye ("_s), qPrintable(printedPairings));
        const QString printedStandings = pdfText(standingsPdf);
        QVERIFY2(printedStandings.contains(u"Team standings after round 1"_s) &&
                     printedStandings.indexOf(u"Team standings"_s) <
                         printedStandings.indexOf(u"Standings after round 1"_s),
                 qPrintable(printedStandings));

        // Round 2: no team meets the same team again.
        paired = run({u"tournament"_s, u"pair"_s, id});
        QCOMPARE(paired.code, 0);
        QVERIFY2(!paired.out.contains(u"%1 v %2"_s.arg(firstHome, firstAway)) &&
                     !paired.out.contains(u"%2 v %1"_s.arg(firstHome, firstAway)),
                 qPrintable(paired.out));
    }

    void refusals()
    {
        const Result created = run({u"tournament"_s, u"create"_s, example(u"teams.json"_s)});
        QCOMPARE(created.code, 0);
        const QString id = created.out.trimmed();
        // A fourth coach for a team of three: the whole list refused, the coach named.
        const QString over = dugout::test::writeCommandFile(
            m_dir.filePath(u"over.csv"_s), "coach,club,race\nA1,Alpha,orc\nA2,Alpha,orc\n"
                                           "A3,Alpha,orc\nA4,Alpha,orc\nB1,Beta,human\n");
        Result r = run({u"tournament"_s, u"register"_s, id, over});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"Team Alpha already has its 3 coach"_s), qPrintable(r.err));
        QVERIFY(r.err.contains(u"A4 cannot join it"_s));
        QVERIFY(run({u"tournament"_s, u"entrants"_s, id}).out.trimmed().isEmpty());
        // A coach without a team.
        const QString noTeam = dugout::test::writeCommandFile(m_dir.filePath(u"noteam.csv"_s),
                                                              "coach,club,race\nLone,,orc\n");
        r = run({u"tournament"_s, u"register"_s, id, noTeam});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"has no team"_s), qPrintable(r.err));
        // A team short of a coach: registered, but the round is refused with the team named.
        const QString shortList = dugout::test::writeCommandFile(
            m_dir.filePath(u"short.csv"_s),
            "coach,club,race\nA1,Alpha,orc\nA2,Alpha,orc\nA3,Alpha,orc\nB1,Beta,human\n"
            "B2,Beta,human\n");
        QCOMPARE(run({u"tournament"_s, u"register"_s, id, shortList}).code, 0);
        r = run({u"tournament"_s, u"pair"_s, id});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"Team Beta has 2 coach"_s) && r.err.contains(u"have 3"_s),
                 qPrintable(r.err));
        // --teams on a tournament of coaches.
        const Result swiss = run({u"tournament"_s, u"create"_s, example(u"tournament.json"_s)});
        r = run({u"tournament"_s, u"standings"_s, swiss.out.trimmed(), u"--teams"_s});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"not a team tournament"_s), qPrintable(r.err));
        // --teams belongs to standings only.
        QCOMPARE(run({u"tournament"_s, u"pairings"_s, id, u"--teams"_s}).code, 2);
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
        TestTeamTournamentCommand tc;
        QTEST_SET_MAIN_SOURCE_PATH
        result = QTest::qExec(&tc, argc, argv);
    }
    dugout::test::TestEngine::tearDown();
    return result;
}
#include "tst_team_tournament_command.moc"
