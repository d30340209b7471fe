// `dugout league …` and `dugout match …` on the demo league, driven in-process: standings as a
// table and as CSV, a result recorded from JSON with known dice (dry run first), undone again.
// Then a league scripted from nothing in a database of its own: created from a league file,
// teams added, a season, a round robin and a fixture, and every refusal on the way.
#include "../support/CommandRunner.h"
#include "../support/JsonEdit.h"
#include "../support/TeamFixtures.h"
#include "../support/TestEngine.h"
#include "../support/XlsxReader.h"
#include "app/cli/CommandLine.h"
#include "core/demo/DemoLeague.h"
#include "core/league/LeagueKeys.h"
#include "core/league/MatchRecordJson.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueLeadersQuery.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using dugout::cli::CommandLine;

class TestLeagueCommands : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CommandLine m_commandLine;
    QString m_db;
    QString m_script; // the scripted league's database
    std::shared_ptr<const Ruleset> m_rules;
    qint64 m_league = 0;   // the league made from the README's example
    QList<qint64> m_teams; // four teams that joined it
    qint64 m_fixture = 0;  // the fixture fixtureAdd adds, not played

    using Result = test::CommandResult;
    Result run(const QStringList &arguments)
    {
        return test::runCommand(m_commandLine, m_db, arguments);
    }
    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        return test::writeCommandFile(m_dir.filePath(name), bytes);
    }

    // The example of the README, pointed at the demo's fixture 17 (round 5: Reavers v Chaos).
    QByteArray example() const
    {
        QFile file(QStringLiteral(DUGOUT_SOURCE_DIR "/docs/examples/match-record.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("no example");
        return file.readAll();
    }

    Result script(const QStringList &arguments)
    {
        return test::runCommand(m_commandLine, m_script, arguments);
    }

    QByteArray leagueExample() const
    {
        QFile file(QStringLiteral(DUGOUT_SOURCE_DIR "/docs/examples/league.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("no league example");
        return file.readAll();
    }

    // A Human team in the scripted database that bought `fanFactor`, confirmed or still being
    // built.
    qint64 scriptTeam(const QString &name, int fanFactor = 0, bool confirmed = true)
    {
        DatabaseError error;
        auto database = Database::open(m_script, &error);
        Team built = test::humanTeam(*m_rules);
        built.name = name;
        const TeamRules rules(*m_rules);
        if (!rules.setFanFactor(built, fanFactor) || (confirmed && !rules.confirm(built)))
            qFatal("cannot build %s", qPrintable(name));
        if (!database || !TeamStore(*database).save(built))
            qFatal("cannot save %s", qPrintable(name));
        return built.id;
    }

    std::optional<Team> scriptedTeam(qint64 id)
    {
        DatabaseError error;
        auto database = Database::open(m_script, &error);
        return TeamStore(*database).load(id);
    }

    // The scripted league's stored leagues, seasons and fixtures, to prove a refusal wrote nothing.
    QString scriptState()
    {
        DatabaseError error;
        auto database = Database::open(m_script, &error);
        LeagueStore store(*database);
        QStringList state;
        for (const League &league : store.leagues()) {
            state << u"%1 %2 %3"_s.arg(league.id).arg(league.name).arg(league.teamIds.size());
            for (const Season &season : store.seasons(league.id)) {
                state << u"  %1 %2 %3 %4"_s.arg(season.id)
                             .arg(season.name)
                             .arg(season.entries.size())
                             .arg(season.divisions.size());
                for (const Fixture &fixture : store.fixtures(season.id))
                    state << u"    %1 %2 %3 %4"_s.arg(fixture.id)
                                 .arg(fixture.round)
                                 .arg(fixture.homeTeamId)
                                 .arg(fixture.awayTeamId);
            }
        }
        for (const TeamStore::Summary &summary : TeamStore(*database).list()) {
            const Team t = *TeamStore(*database).load(summary.id);
            state << u"team %1 %2 %3"_s.arg(t.id).arg(t.fanFactor).arg(t.ledgerBalance());
        }
        return state.join(u'\n');
    }

    std::optional<Team> team(qint64 id)
    {
        DatabaseError error;
        auto database = Database::open(m_db, &error);
        return TeamStore(*database).load(id);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_db = test::TestEngine::location(m_dir, u"league"_s);
        m_script = test::TestEngine::location(m_dir, u"script"_s);
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        const Result demo = run({u"league"_s, u"demo"_s});
        QCOMPARE(demo.code, 0);
        QVERIFY(demo.out.contains(u"league 1"_s));
    }

    void demoLeagueIsHalfPlayed()
    {
        DatabaseError error;
        auto database = Database::open(m_db, &error);
        QVERIFY(database);
        LeagueStore store(*database);
        const QList<League> leagues = store.leagues();
        QCOMPARE(leagues.size(), 1);
        QCOMPARE(leagues.first().teamIds.size(), 8);
        QSet<QString> rosters;
        TeamStore teams(*database);
        for (qint64 id : leagues.first().teamIds)
            rosters.insert(teams.load(id)->rosterId);
        QCOMPARE(rosters.size(), 8);
        const QList<Fixture> fixtures = store.fixtures(store.seasons(1).first().id);
        QCOMPARE(fixtures.size(), 28); // 8 teams, single round robin: 7 rounds of 4
        const auto played = std::count_if(fixtures.cbegin(), fixtures.cend(),
                                          [](const Fixture &f) { return f.isPlayed(); });
        QCOMPARE(int(played), 4 * DemoLeague::RoundsPlayed);
        // Someone got hurt and someone advanced: the demo shows what a season does.
        bool injured = false;
        bool advanced = false;
        for (qint64 id : leagues.first().teamIds) {
            const Team team = *teams.load(id);
            for (const Player &p : team.players) {
                injured =
                    injured || p.status == Player::Status::Dead || p.missNextGame || p.niggling > 0;
                advanced = advanced || p.advancementsTaken > 0;
            }
        }
        QVERIFY(injured);
        QVERIFY(advanced);
    }

    void standingsTable()
    {
        const Result result = run({u"league"_s, u"standings"_s, u"1"_s});
        QCOMPARE(result.code, 0);
        QVERIFY(result.out.contains(u"Old World Demo League"_s));
        QVERIFY(result.out.contains(u"Ranked by: Points, Head-to-head"_s));
        for (const QString &name :
             {u"Altdorf Reavers"_s, u"Lustria Croakers"_s, u"Champions of Death"_s})
            QVERIFY(result.out.contains(name));
        QVERIFY(result.out.contains(u"\n 1  "_s));
    }

    void standingsCsv()
    {
        const Result result = run({u"league"_s, u"standings"_s, u"1"_s, u"--csv"_s});
        QCOMPARE(result.code, 0);
        const QStringList lines = result.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 1 + 8);
        QVERIFY(lines.first().startsWith(u"division,rank,team_id,team,played"_s));
        int played = 0;
        int points = 0;
        for (const QString &line : lines.mid(1)) {
            const QStringList fields = line.split(u',');
            QCOMPARE(fields.size(), 15);
            played += fields.at(4).toInt();
            QCOMPARE(fields.at(4).toInt(),
                     fields.at(5).toInt() + fields.at(6).toInt() + fields.at(7).toInt());
            QCOMPARE(fields.at(14).toInt(), 3 * fields.at(5).toInt() + fields.at(6).toInt());
            points += fields.at(14).toInt();
        }
        QCOMPARE(played, 2 * 16);
        QVERIFY(points >= 2 * 16 && points <= 3 * 16);
    }

    // The league's whole history for other programs (issue 22.4): every match with its
    // record, the fixtures and the standings, the same as the other commands print.
    void historyExport()
    {
        const Result result = run({u"league"_s, u"export"_s, u"1"_s});
        QCOMPARE(result.code, 0);
        QJsonParseError parse;
        const QJsonObject history = QJsonDocument::fromJson(result.out.toUtf8(), &parse).object();
        QCOMPARE(parse.error, QJsonParseError::NoError);
        QCOMPARE(history.value(u"format"_s).toString(), u"dugout-league-history"_s);
        QCOMPARE(history.value(u"league"_s).toObject().value(u"name"_s).toString(),
                 u"Old World Demo League"_s);
        QCOMPARE(history.value(u"teams"_s).toArray().size(), 8);
        const QJsonArray matches = history.value(u"matches"_s).toArray();
        QCOMPARE(matches.size(), 16); // four rounds of four matches
        const QJsonObject season = history.value(u"seasons"_s).toArray().first().toObject();
        QCOMPARE(season.value(u"fixtures"_s).toArray().size(), 28); // 8 teams, 7 rounds
        // Each match read back from its record is the stored one, with its fixture's round.
        DatabaseError openError;
        const std::unique_ptr<Database> database = Database::open(m_db, &openError);
        QVERIFY2(database, qPrintable(openError.message));
        LeagueStore store(*database);
        for (const QJsonValue &value : matches) {
            const QJsonObject match = value.toObject();
            const std::optional<StoredMatch> stored = store.match(match.value(u"id"_s).toInteger());
            QVERIFY(stored);
            QCOMPARE(match.value(u"home"_s).toObject().value(u"score"_s).toInt(),
                     stored->summary.homeScore);
            QCOMPARE(match.value(u"away"_s).toObject().value(u"casualties"_s).toInt(),
                     stored->summary.awayCasualties);
            QStringList problems;
            const auto record =
                MatchRecordJson::fromJson(match.value(u"record"_s).toObject(), *m_rules, &problems);
            QVERIFY2(record, qPrintable(problems.join(u'\n')));
            QCOMPARE(*record, stored->record);
            QCOMPARE(match.value(u"log"_s).toArray().size(), stored->log.size());
            const std::optional<Fixture> fixture = store.fixture(stored->record.fixtureId);
            QVERIFY(fixture);
            QCOMPARE(match.value(u"round"_s).toInt(), fixture->round);
        }
        // The standings are those of 'league standings --csv': points by team.
        const QStringList csv =
            run({u"league"_s, u"standings"_s, u"1"_s, u"--csv"_s}).out.trimmed().split(u'\n');
        QHash<qint64, int> csvPoints;
        for (const QString &line : csv.mid(1))
            csvPoints.insert(line.split(u',').at(2).toLongLong(), line.split(u',').at(14).toInt());
        const QJsonArray rows =
            season.value(u"standings"_s).toArray().first().toObject().value(u"rows"_s).toArray();
        QCOMPARE(rows.size(), 8);
        for (const QJsonValue &row : rows)
            QCOMPARE(row.toObject().value(u"points"_s).toInt(),
                     csvPoints.value(row.toObject().value(u"team"_s).toInteger(), -1));
    }

    // Issue 22.4: the standings and the leaders as an Excel workbook, read back by another
    // program (openpyxl): the same rows as `league standings --csv`, numbers as numbers, the
    // leaders those the Statistics tab reads.
    void standingsWorkbook()
    {
        const QString path = m_dir.filePath(u"standings.xlsx"_s);
        const Result result = run({u"league"_s, u"standings"_s, u"1"_s, u"--xlsx"_s, path});
        QCOMPARE(result.code, 0);
        QVERIFY2(result.out.contains(u"Wrote the standings of Old World Demo League"_s),
                 qPrintable(result.out + result.err));
        const QJsonObject workbook = test::readXlsx(path);
        QVERIFY2(!workbook.contains(u"error"_s), qPrintable(workbook.value(u"error"_s).toString()));
        const QJsonArray sheets = workbook.value(u"sheets"_s).toArray();
        QCOMPARE(sheets.size(), 2);

        const QJsonObject standings = sheets.at(0).toObject();
        QCOMPARE(standings.value(u"name"_s).toString(), u"Standings"_s);
        QVERIFY(standings.value(u"bold_header"_s).toBool());
        QCOMPARE(standings.value(u"frozen"_s).toString(), u"A2"_s);
        const QJsonArray rows = standings.value(u"rows"_s).toArray();
        QCOMPARE(rows.first().toArray().at(3).toString(), u"Team"_s);
        const QStringList csv =
            run({u"league"_s, u"standings"_s, u"1"_s, u"--csv"_s}).out.trimmed().split(u'\n');
        QCOMPARE(rows.size(), csv.size()); // a title row and 8 teams
        for (qsizetype r = 1; r < rows.size(); ++r) {
            const QJsonArray row = rows.at(r).toArray();
            const QStringList cells = csv.at(r).split(u',');
            QCOMPARE(row.size(), cells.size());
            QVERIFY(row.at(0).isNull()); // no division: an empty cell
            for (qsizetype c = 1; c < row.size(); ++c) {
                if (c == 3)
                    QCOMPARE(row.at(c).toString(), cells.at(c));
                else // a number in the sheet, not a text
                    QCOMPARE(row.at(c).toVariant().toLongLong(), cells.at(c).toLongLong());
                QVERIFY(c == 3 || row.at(c).isDouble());
            }
        }

        const QJsonArray leaders = sheets.at(1).toObject().value(u"rows"_s).toArray();
        DatabaseError openError;
        const std::unique_ptr<Database> database = Database::open(m_db, &openError);
        QVERIFY2(database, qPrintable(openError.message));
        QString error;
        const auto touchdowns =
            LeagueLeadersQuery::leaders(*database, 1, LeaderStat::Touchdowns, 10, &error);
        QVERIFY2(touchdowns, qPrintable(error));
        QVERIFY(!touchdowns->isEmpty());
        for (qsizetype i = 0; i < touchdowns->size(); ++i) {
            const QJsonArray row = leaders.at(i + 1).toArray();
            QCOMPARE(row.at(0).toString(), u"Touchdowns"_s);
            QCOMPARE(row.at(2).toString(), touchdowns->at(i).playerName);
            QCOMPARE(row.at(4).toInt(), touchdowns->at(i).value);
            // Level players share a rank: the rank is one more than the players above.
            int above = 0;
            for (qsizetype j = 0; j < i; ++j)
                above += touchdowns->at(j).value > touchdowns->at(i).value ? 1 : 0;
            QCOMPARE(row.at(1).toInt(), above + 1);
        }
        // Five statistics, each with its leaders.
        QSet<QString> statistics;
        for (qsizetype r = 1; r < leaders.size(); ++r)
            statistics.insert(leaders.at(r).toArray().at(0).toString());
        QCOMPARE(statistics.size(), 5);

        // `league leaders --csv` prints the same sheet, line for line; without --csv a table.
        const Result csvLeaders = run({u"league"_s, u"leaders"_s, u"1"_s, u"--csv"_s});
        QCOMPARE(csvLeaders.code, 0);
        const QStringList lines = csvLeaders.out.trimmed().split(u'\n');
        QCOMPARE(lines.first(), u"statistic,rank,player,team,value"_s);
        QCOMPARE(lines.size(), leaders.size());
        for (qsizetype r = 1; r < leaders.size(); ++r) {
            const QJsonArray row = leaders.at(r).toArray();
            QCOMPARE(lines.at(r),
                     QStringList({row.at(0).toString(), QString::number(row.at(1).toInt()),
                                  row.at(2).toString(), row.at(3).toString(),
                                  QString::number(row.at(4).toInt())})
                         .join(u','));
        }
        const Result table = run({u"league"_s, u"leaders"_s, u"1"_s});
        QCOMPARE(table.code, 0);
        QVERIFY2(table.out.startsWith(u"Old World Demo League — Leaders"_s), qPrintable(table.out));
        QCOMPARE(table.out.trimmed().split(u'\n').size(), leaders.size());
    }

    void standingsWorkbookRefusals()
    {
        // Never over the database it reads, never half a file.
        Result result = run({u"league"_s, u"standings"_s, u"1"_s, u"--xlsx"_s, m_db});
        QCOMPARE(result.code, 1);
        const QString missing = m_dir.filePath(u"no/such/folder/standings.xlsx"_s);
        result = run({u"league"_s, u"standings"_s, u"1"_s, u"--xlsx"_s, missing});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"Could not write"_s), qPrintable(result.err));
        QVERIFY(!QFile::exists(missing));
        result = run({u"league"_s, u"list"_s, u"--xlsx"_s, missing});
        QCOMPARE(result.code, 2);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no league id")
            << QStringList{u"league"_s, u"standings"_s} << 2 << u"exactly one LEAGUE_ID"_s;
        QTest::newRow("not a number")
            << QStringList{u"league"_s, u"standings"_s, u"abc"_s} << 2 << u"not a league id"_s;
        QTest::newRow("unknown league")
            << QStringList{u"league"_s, u"standings"_s, u"9"_s} << 1 << u"no league with id 9"_s;
        QTest::newRow("unknown season")
            << QStringList{u"league"_s, u"standings"_s, u"1"_s, u"--season"_s, u"5"_s} << 2
            << u"not a season"_s;
        QTest::newRow("missing file")
            << QStringList{u"match"_s, u"record"_s, u"/nonexistent.json"_s} << 1
            << u"Cannot read"_s;
        QTest::newRow("unknown match")
            << QStringList{u"match"_s, u"undo"_s, u"999"_s} << 1 << u"no match 999"_s;
        QTest::newRow("unknown action")
            << QStringList{u"league"_s, u"rename"_s, u"1"_s} << 2 << u"unknown 'league' action"_s;
        QTest::newRow("option of another action")
            << QStringList{u"league"_s, u"list"_s, u"--generate"_s, u"single"_s} << 2
            << u"--generate goes with 'league schedule' only"_s;
        QTest::newRow("leaders without a league")
            << QStringList{u"league"_s, u"leaders"_s} << 2 << u"exactly one LEAGUE_ID"_s;
        QTest::newRow("leaders, unknown league")
            << QStringList{u"league"_s, u"leaders"_s, u"9"_s} << 1 << u"no league with id 9"_s;
        QTest::newRow("export without a league")
            << QStringList{u"league"_s, u"export"_s} << 2 << u"exactly one LEAGUE_ID"_s;
        QTest::newRow("export, unknown league")
            << QStringList{u"league"_s, u"export"_s, u"9"_s} << 1 << u"no league with id 9"_s;
        QTest::newRow("create without a file")
            << QStringList{u"league"_s, u"create"_s} << 2 << u"takes exactly one FILE"_s;
        QTest::newRow("create, missing file")
            << QStringList{u"league"_s, u"create"_s, u"/nonexistent.json"_s} << 1
            << u"Cannot read"_s;
        QTest::newRow("season without new")
            << QStringList{u"league"_s, u"season"_s, u"1"_s} << 2 << u"use 'league season new"_s;
        QTest::newRow("fixture without add")
            << QStringList{u"league"_s, u"fixture"_s, u"1"_s} << 2 << u"use 'league fixture add"_s;
        QTest::newRow("generate without a league")
            << QStringList{u"league"_s, u"schedule"_s, u"--generate"_s, u"single"_s} << 2
            << u"exactly one LEAGUE_ID"_s;
    }
    void refusals()
    {
        QFETCH(QStringList, arguments);
        const Result result = run(arguments);
        QTEST(result.code, "code");
        QFETCH(QString, message);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
    }

    void helpListsTheLeagueScripting()
    {
        const QString help = run({u"--help"_s}).out;
        for (const QString &form :
             {u"league create FILE.json"_s, u"league add-team LEAGUE_ID TEAM_ID"_s,
              u"league season new LEAGUE_ID"_s, u"--generate single|double"_s,
              u"league fixture add LEAGUE_ID"_s})
            QVERIFY2(help.contains(form), qPrintable(form));
    }

    // A record that breaks the rules is refused whole, naming each problem; nothing changes.
    void badRecordRefused()
    {
        QJsonObject json = QJsonDocument::fromJson(example()).object();
        QJsonObject home = json.value(u"home"_s).toObject();
        home.insert(u"score"_s, 0); // two touchdowns listed, none scored
        json.insert(u"home"_s, home);
        const QString path = writeFile(u"bad.json"_s, QJsonDocument(json).toJson());
        const Team before = *team(1);
        const Result result = run({u"match"_s, u"record"_s, path});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"touchdowns"_s), qPrintable(result.err));
        QCOMPARE(*team(1), before);
    }

    // Every die in the file: the dry run and the real run give the same log; undo restores.
    void recordDryRunThenApplyThenUndo()
    {
        const QString path = writeFile(u"match.json"_s, example());
        const Team homeBefore = *team(1);
        const Team awayBefore = *team(6);
        const Result dry = run({u"match"_s, u"record"_s, path, u"--dry-run"_s});
        QVERIFY2(dry.code == 0, qPrintable(dry.err));
        QVERIFY2(dry.out.contains(u"Altdorf Reavers wins 2–1."_s), qPrintable(dry.out));
        // Worked by hand: gate 4+3+3 = 10,000 v 2+1+FF; FAME 1; winnings (re-rolled 5 + 1) × 10,000
        // + 10,000.
        QVERIFY2(dry.out.contains(u"D6 2, re-rolled 5 + FAME 1 → 70,000 gp"_s),
                 qPrintable(dry.out));
        QVERIFY(dry.out.contains(u"Dry run: nothing was recorded"_s));
        QCOMPARE(*team(1), homeBefore);

        const Result applied = run({u"match"_s, u"record"_s, path});
        QCOMPARE(applied.code, 0);
        QVERIFY(applied.out.contains(u"Recorded as match 17."_s));
        QCOMPARE(applied.out.section(u"Recorded"_s, 0, 0), dry.out.section(u"Dry run"_s, 0, 0));
        const Team home = *team(1);
        QCOMPARE(home.ledgerBalance(), homeBefore.ledgerBalance() + 70000);
        QCOMPARE(home.fanFactor, homeBefore.fanFactor + 1); // 3D6 = 9 beats fan factor
        const Player *scorer = home.playerByNumber(2);
        // A touchdown, a casualty and the MVP: home.mvp 2 names the second player who could play.
        QCOMPARE(scorer->spp, homeBefore.playerByNumber(2)->spp + 3 + 2 + 5);
        QCOMPARE(scorer->mvps, homeBefore.playerByNumber(2)->mvps + 1);
        QCOMPARE(scorer->gainedSkills.size(),
                 homeBefore.playerByNumber(2)->gainedSkills.size() + 1);
        QVERIFY(home.playerByNumber(9)->missNextGame);
        QCOMPARE(home.playerByNumber(10)->status,
                 Player::Status::Active); // the apothecary's 23 was kept

        const Result again = run({u"match"_s, u"record"_s, path});
        QCOMPARE(again.code, 1);
        QVERIFY2(again.err.contains(u"already been played"_s), qPrintable(again.err));

        const Result undone = run({u"match"_s, u"undo"_s, u"17"_s});
        QCOMPARE(undone.code, 0);
        QCOMPARE(*team(1), homeBefore);
        QCOMPARE(*team(6), awayBefore);
        const Result older = run({u"match"_s, u"undo"_s, u"1"_s});
        QCOMPARE(older.code, 1);
        QVERIFY2(older.err.contains(u"later"_s), qPrintable(older.err));
    }

    // --- A league scripted from nothing -------------------------------------------------

    // The README's example: every option of the New league dialog, stored as written.
    void createFromTheExample()
    {
        const QString path = writeFile(u"league.json"_s, leagueExample());
        const Result result = script({u"league"_s, u"create"_s, path});
        QCOMPARE(result.code, 0);
        m_league = result.out.trimmed().toLongLong();
        QVERIFY2(m_league > 0, qPrintable(result.out));
        DatabaseError error;
        auto database = Database::open(m_script, &error);
        const League league = *LeagueStore(*database).load(m_league);
        QCOMPARE(league.name, u"Old World Classic"_s);
        QCOMPARE(league.commissioner, u"Jim"_s);
        QVERIFY(league.teamIds.isEmpty());
        LeagueOptions expected;
        expected.mvp = MvpMode::RandomNotDeadNorInduced;
        expected.freeFanFactor = true;
        expected.smallLeague = SmallLeagueWinnings::ExtraGold;
        expected.allowedInducements =
            QStringList{u"bloodweiser_babes"_s,    u"bribe"_s,    u"extra_training"_s,
                        u"halfling_master_chef"_s, u"igor"_s,     u"wandering_apothecary"_s,
                        u"star_player"_s,          u"mercenary"_s};
        expected.cards = SpecialPlayCardsRule::AsInducements;
        QCOMPARE(league.options, expected);
        QVERIFY(!league.options.allowedInducements->contains(u"wizard"_s));
    }

    // Options left out are the LRB6 defaults; a league without "inducements" allows them all.
    void createWithDefaults()
    {
        const QString path = writeFile(u"plain.json"_s, QByteArray(R"({"name": "Plain League"})"));
        const Result result = script({u"league"_s, u"create"_s, path});
        QCOMPARE(result.code, 0);
        DatabaseError error;
        auto database = Database::open(m_script, &error);
        const League league = *LeagueStore(*database).load(result.out.trimmed().toLongLong());
        QCOMPARE(league.options, LeagueOptions());
        QVERIFY(!league.options.allowedInducements);
    }

    // The league's pitch and a team's own home pitch (issue 19): stored with the options, and the
    // one a fixture of that home team is played on.
    void createOnLaForgeDeSigmar()
    {
        const QString path = writeFile(
            u"forge.json"_s,
            QByteArray(
                R"({"name": "Forge Cup", "options": {"pitch": "forge_de_sigmar", "home_pitches": {"7": "standard"}}})"));
        const Result result = script({u"league"_s, u"create"_s, path});
        QCOMPARE(result.code, 0);
        DatabaseError error;
        auto database = Database::open(m_script, &error);
        const League league = *LeagueStore(*database).load(result.out.trimmed().toLongLong());
        QCOMPARE(league.options.pitch, MatchPitch::ForgeDeSigmar);
        QCOMPARE(league.options.homePitches.value(7), MatchPitch::Standard);
        QCOMPARE(league.options.pitchFor(7), MatchPitch::Standard);
        QCOMPARE(league.options.pitchFor(8), MatchPitch::ForgeDeSigmar);
        QCOMPARE(leagueOptionsFromJson(leagueOptionsToJson(league.options)), league.options);
    }

    // A bad file: every reason at once, exit 1, nothing stored.
    void createRefusals_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QStringList>("reasons");
        QTest::newRow("not JSON") << QByteArray("{\"name\": ") << QStringList{u"not valid JSON"_s};
        QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringList{u"one JSON object"_s};
        QTest::newRow("no name") << QByteArray(R"({"commissioner": "Jim"})")
                                 << QStringList{u"needs a name"_s};
        QTest::newRow("unknown key") << QByteArray(R"({"name": "L", "colour": "red"})")
                                     << QStringList{u"unknown key 'colour'"_s};
        QTest::newRow("unknown option")
            << QByteArray(R"({"name": "L", "options": {"free_fans": true}})")
            << QStringList{u"unknown key 'free_fans'"_s};
        QTest::newRow("options not an object") << QByteArray(R"({"name": "L", "options": []})")
                                               << QStringList{u"'options' must be an object"_s};
        QTest::newRow("bad expenses")
            << QByteArray(R"({"name": "L", "options": {"expenses": "spiraling"}})")
            << QStringList{
                   u"'expenses' cannot be \"spiraling\": use one of spiralling, expensive_mistakes, none"_s};
        QTest::newRow("bad MVP") << QByteArray(R"({"name": "L", "options": {"mvp": 2}})")
                                 << QStringList{u"'mvp' cannot be 2"_s};
        QTest::newRow("bad small league")
            << QByteArray(R"({"name": "L", "options": {"small_league": "triple"}})")
            << QStringList{u"'small_league' cannot be"_s};
        QTest::newRow("negative budget")
            << QByteArray(R"({"name": "L", "options": {"starting_budget": -10000}})")
            << QStringList{u"starting budget must be from"_s};
        QTest::newRow("budget not whole")
            << QByteArray(R"({"name": "L", "options": {"starting_budget": 1000.5}})")
            << QStringList{u"'starting_budget' must be a whole number"_s};
        // Beyond 2^53 a double no longer holds every whole number; beyond int, points would wrap.
        QTest::newRow("budget beyond what JSON holds exactly")
            << QByteArray(R"({"name": "L", "options": {"starting_budget": 1e300}})")
            << QStringList{u"'starting_budget' must be a whole number"_s};
        QTest::newRow("points beyond a whole number's range")
            << QByteArray(R"({"name": "L", "options": {"win_points": 4294967299}})")
            << QStringList{u"'win_points' must be a whole number"_s};
        QTest::newRow("step too small")
            << QByteArray(R"({"name": "L", "options": {"spiralling_step": 0}})")
            << QStringList{u"spiralling expenses step must be from"_s};
        QTest::newRow("points out of range")
            << QByteArray(R"({"name": "L", "options": {"win_points": 11}})")
            << QStringList{u"Points for a win must be from -5 to 10"_s};
        QTest::newRow("free fan factor not a boolean")
            << QByteArray(R"({"name": "L", "options": {"free_fan_factor": "yes"}})")
            << QStringList{u"'free_fan_factor' must be true or false"_s};
        QTest::newRow("duplicate tie-breakers")
            << QByteArray(
                   R"({"name": "L", "options": {"tie_breakers": ["points", "wins", "points"]}})")
            << QStringList{u"tie-breaker Points is listed more than once"_s};
        QTest::newRow("unknown tie-breaker")
            << QByteArray(R"({"name": "L", "options": {"tie_breakers": ["points", "coin_toss"]}})")
            << QStringList{u"'coin_toss' is not a tie-breaker"_s};
        QTest::newRow("no tie-breaker")
            << QByteArray(R"({"name": "L", "options": {"tie_breakers": []}})")
            << QStringList{u"at least one tie-breaker"_s};
        QTest::newRow("K special play cards: an unknown rule")
            << QByteArray(R"({"name": "L", "options": {"special_play_cards": "tarot"}})")
            << QStringList{u"'special_play_cards' cannot be \"tarot\""_s};
        QTest::newRow("K special play cards: a budget out of its limits")
            << QByteArray(
                   R"({"name": "L", "options": {"special_play_cards": "fixed_budget", "card_budget": 250000}})")
            << QStringList{
                   u"The card budget must be from 50,000 gp to 200,000 gp, not 250,000 gp."_s};
        QTest::newRow("K special play cards: a budget without the fixed-budget rule")
            << QByteArray(R"({"name": "L", "options": {"card_budget": 100000}})")
            << QStringList{u"A card budget is only for leagues"_s};
        QTest::newRow("K special play cards: no card at all")
            << QByteArray(R"({"name": "L", "options": {"max_cards": 0}})")
            << QStringList{u"must be from 1 to 10, not 0"_s};
        QTest::newRow("a pitch that does not exist")
            << QByteArray(R"({"name": "L", "options": {"pitch": "moon"}})")
            << QStringList{u"'pitch' cannot be \"moon\": use one of standard, forge_de_sigmar"_s};
        QTest::newRow("a home pitch for no team")
            << QByteArray(R"({"name": "L", "options": {"home_pitches": {"x": "forge_de_sigmar"}}})")
            << QStringList{u"'home_pitches': x is not a team id"_s};
        QTest::newRow("a home pitch that does not exist")
            << QByteArray(R"({"name": "L", "options": {"home_pitches": {"3": "lava"}}})")
            << QStringList{u"'home_pitches': team 3 cannot play on \"lava\""_s};
        QTest::newRow("unknown inducement")
            << QByteArray(R"({"name": "L", "options": {"inducements": ["bribe", "chainsaw"]}})")
            << QStringList{u"'chainsaw' is not an inducement"_s};
        QTest::newRow("duplicate inducement")
            << QByteArray(R"({"name": "L", "options": {"inducements": ["bribe", "bribe"]}})")
            << QStringList{u"inducement 'bribe' is listed more than once"_s};
        QTest::newRow("every reason at once")
            << QByteArray(
                   R"({"name": "", "extra": 1, "options": {"expenses": "lots", "starting_budget": -1,
                             "tie_breakers": ["wins", "wins"], "inducements": ["igor", "wizzard"], "mvp": "best"}})")
            << QStringList{u"needs a name"_s,
                           u"unknown key 'extra'"_s,
                           u"'expenses' cannot be"_s,
                           u"'mvp' cannot be"_s,
                           u"starting budget must be from"_s,
                           u"tie-breaker Wins is listed more than once"_s,
                           u"'wizzard' is not an inducement"_s};
    }
    void createRefusals()
    {
        QFETCH(QByteArray, file);
        QFETCH(QStringList, reasons);
        const QString before = scriptState();
        const QString path = writeFile(u"bad-league.json"_s, file);
        const Result result = script({u"league"_s, u"create"_s, path});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"was not stored"_s), qPrintable(result.err));
        for (const QString &reason : reasons)
            QVERIFY2(result.err.contains(reason), qPrintable(result.err));
        QCOMPARE(result.err.count(u"\n  "_s), reasons.size()); // one line per reason, no more
        QVERIFY(result.out.isEmpty());
        QCOMPARE(scriptState(), before);
    }

    // Teams join the example league (free fan factor): fan factor 5, what they bought refunded.
    void addTeams()
    {
        const QList<std::pair<QString, int>> teams = {{u"Reikland Reavers"_s, 3},
                                                      {u"Bright Crusaders"_s, 0},
                                                      {u"Middenheim Maulers"_s, 9},
                                                      {u"Ostland Oxen"_s, 5}};
        for (const auto &[name, bought] : teams) {
            const qint64 id = scriptTeam(name, bought);
            const Team before = *scriptedTeam(id);
            const Result result = script(
                {u"league"_s, u"add-team"_s, QString::number(m_league), QString::number(id)});
            QCOMPARE(result.code, 0);
            QVERIFY2(result.out.contains(u"%1 joined Old World Classic."_s.arg(name)),
                     qPrintable(result.out));
            QVERIFY2(result.out.contains(u"fan factor 5 now"_s), qPrintable(result.out));
            const Team after = *scriptedTeam(id);
            QCOMPARE(after.fanFactor, 5);
            QCOMPARE(after.ledgerBalance(), before.ledgerBalance() + bought * 10000);
            m_teams << id;
        }
    }

    void addTeamRefusals_data()
    {
        QTest::addColumn<QString>("league"); // "L": the example league
        QTest::addColumn<QString>(
            "team"); // "T0": its first team; "building", "elsewhere": made here
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("not a league id") << u"first"_s << u"T0"_s << 2 << u"not a league id"_s;
        QTest::newRow("unknown league") << u"99"_s << u"T0"_s << 1 << u"no league with id 99"_s;
        QTest::newRow("not a team id") << u"L"_s << u"x"_s << 2 << u"'x' is not a team id"_s;
        QTest::newRow("unknown team") << u"L"_s << u"999"_s << 1 << u"no team with id 999"_s;
        QTest::newRow("already in")
            << u"L"_s << u"T0"_s << 1 << u"already plays in Old World Classic"_s;
        QTest::newRow("still being built")
            << u"L"_s << u"building"_s << 1 << u"still being built"_s;
        QTest::newRow("in another league")
            << u"other"_s << u"T0"_s << 1 << u"already plays in the league Old World Classic"_s;
        QTest::newRow("missing team")
            << u"L"_s << QString() << 2 << u"takes a LEAGUE_ID and a TEAM_ID"_s;
    }
    void addTeamRefusals()
    {
        QFETCH(QString, league);
        QFETCH(QString, team);
        if (league == u"L"_s)
            league = QString::number(m_league);
        if (league == u"other"_s)
            league = script({u"league"_s, u"create"_s,
                             writeFile(u"other.json"_s, QByteArray(R"({"name": "Other League"})"))})
                         .out.trimmed();
        if (team == u"T0"_s)
            team = QString::number(m_teams.value(0));
        if (team == u"building"_s)
            team = QString::number(scriptTeam(u"Unfinished"_s, 0, false));
        const QString before = scriptState();
        QStringList arguments{u"league"_s, u"add-team"_s, league};
        if (!team.isEmpty())
            arguments << team;
        const Result result = script(arguments);
        QTEST(result.code, "code");
        QFETCH(QString, message);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QCOMPARE(scriptState(), before);
    }

    // Every team of the league, spread over the divisions in joining order; the id printed.
    void seasonNew()
    {
        const Result result = script({u"league"_s, u"season"_s, u"new"_s, QString::number(m_league),
                                      u"--divisions"_s, u"2"_s, u"--name"_s, u"Spring 2027"_s});
        QCOMPARE(result.code, 0);
        DatabaseError error;
        auto database = Database::open(m_script, &error);
        const Season season = *LeagueStore(*database).season(result.out.trimmed().toLongLong());
        QCOMPARE(season.name, u"Spring 2027"_s);
        QCOMPARE(season.leagueId, m_league);
        QCOMPARE(season.divisions.size(), 2);
        QCOMPARE(season.divisions.at(0).name, u"Division 1"_s);
        QCOMPARE(season.entries.size(), 4);
        QCOMPARE(season.entries.at(0).divisionId, season.divisions.at(0).id);
        QCOMPARE(season.entries.at(1).divisionId, season.divisions.at(0).id);
        QCOMPARE(season.entries.at(2).divisionId, season.divisions.at(1).id);
        QCOMPARE(season.entries.at(3).divisionId, season.divisions.at(1).id);

        // Without options: "Season 2", no divisions. This is the season the next tests use.
        const Result plain =
            script({u"league"_s, u"season"_s, u"new"_s, QString::number(m_league)});
        QCOMPARE(plain.code, 0);
        const Season second = *LeagueStore(*database).season(plain.out.trimmed().toLongLong());
        QCOMPARE(second.name, u"Season 2"_s);
        QVERIFY(second.divisions.isEmpty());
        QCOMPARE(second.entries.size(), 4);
    }

    void seasonRefusals_data()
    {
        QTest::addColumn<QStringList>("arguments"); // after "league season new LEAGUE_ID"
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("too many divisions")
            << QStringList{u"--divisions"_s, u"9"_s} << 1 << u"from 0 to 8 divisions, not 9"_s;
        QTest::newRow("more divisions than teams")
            << QStringList{u"--divisions"_s, u"5"_s} << 1 << u"not enough for 5 divisions"_s;
        QTest::newRow("divisions not a number")
            << QStringList{u"--divisions"_s, u"two"_s} << 2 << u"--divisions takes a number"_s;
        QTest::newRow("empty name")
            << QStringList{u"--name"_s, u" "_s} << 1 << u"A season needs a name"_s;
        QTest::newRow("option of another action")
            << QStringList{u"--home"_s, u"1"_s} << 2 << u"--home goes with 'league fixture' only"_s;
    }
    void seasonRefusals()
    {
        QFETCH(QStringList, arguments);
        const QString before = scriptState();
        const Result result = script(
            QStringList{u"league"_s, u"season"_s, u"new"_s, QString::number(m_league)} + arguments);
        QTEST(result.code, "code");
        QFETCH(QString, message);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QCOMPARE(scriptState(), before);
    }

    // A single round robin of four teams: 3 rounds of 2; the printed schedule still works.
    void scheduleGenerate()
    {
        const Result result = script(
            {u"league"_s, u"schedule"_s, QString::number(m_league), u"--generate"_s, u"single"_s});
        QCOMPARE(result.code, 0);
        // "fixture(s)" until the English plurals are translated: either reads.
        QVERIFY2(result.out.contains(QRegularExpression(
                     u"Season 2: 6 fixture(s|\\(s\\)) in 3 round(s|\\(s\\))\\."_s)),
                 qPrintable(result.out));
        const Result printed = script({u"league"_s, u"schedule"_s, QString::number(m_league)});
        QCOMPARE(printed.code, 0);
        QCOMPARE(printed.out.count(u"to play"_s), 6);
        QVERIFY(printed.out.contains(u"round 3"_s));

        // A double round robin in the first season (its divisions: one match each way per
        // division).
        const Result first =
            script({u"league"_s, u"schedule"_s, QString::number(m_league), u"--generate"_s,
                    u"double"_s, u"--season"_s, QString::number(firstSeason())});
        QCOMPARE(first.code, 0);
        QVERIFY2(first.out.contains(QRegularExpression(
                     u"Spring 2027: 4 fixture(s|\\(s\\)) in 2 round(s|\\(s\\))\\."_s)),
                 qPrintable(first.out));
    }

    qint64 firstSeason()
    {
        DatabaseError error;
        auto database = Database::open(m_script, &error);
        return LeagueStore(*database).seasons(m_league).first().id;
    }

    void scheduleRefusals_data()
    {
        QTest::addColumn<QStringList>(
            "arguments"); // after "league schedule"; LEAGUE is the example league
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("fixtures already")
            << QStringList{u"LEAGUE"_s, u"--generate"_s, u"double"_s} << 1
            << u"0 of them played: a round robin is generated for a season without fixtures"_s;
        QTest::newRow("neither single nor double")
            << QStringList{u"LEAGUE"_s, u"--generate"_s, u"triple"_s} << 2
            << u"--generate takes 'single' or 'double'"_s;
        QTest::newRow("unknown season")
            << QStringList{u"LEAGUE"_s, u"--generate"_s, u"single"_s, u"--season"_s, u"77"_s} << 2
            << u"not a season of Old World Classic"_s;
        QTest::newRow("no season yet")
            << QStringList{u"OTHER"_s, u"--generate"_s, u"single"_s} << 1 << u"has no season yet"_s;
        QTest::newRow("too few teams") << QStringList{u"LONELY"_s, u"--generate"_s, u"single"_s}
                                       << 1 << u"each group needs at least two teams"_s;
    }
    void scheduleRefusals()
    {
        QFETCH(QStringList, arguments);
        if (arguments.first() == u"LEAGUE"_s)
            arguments.first() = QString::number(m_league);
        if (arguments.first() == u"OTHER"_s)
            arguments.first() =
                script({u"league"_s, u"create"_s,
                        writeFile(u"empty.json"_s, QByteArray(R"({"name": "Seasonless"})"))})
                    .out.trimmed();
        if (arguments.first() == u"LONELY"_s) {
            const QString id =
                script({u"league"_s, u"create"_s,
                        writeFile(u"lonely.json"_s, QByteArray(R"({"name": "Lonely"})"))})
                    .out.trimmed();
            QCOMPARE(
                script({u"league"_s, u"add-team"_s, id, QString::number(scriptTeam(u"Loner"_s))})
                    .code,
                0);
            QCOMPARE(script({u"league"_s, u"season"_s, u"new"_s, id}).code, 0);
            arguments.first() = id;
        }
        const QString before = scriptState();
        const Result result = script(QStringList{u"league"_s, u"schedule"_s} + arguments);
        QTEST(result.code, "code");
        QFETCH(QString, message);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QCOMPARE(scriptState(), before);
    }

    // One fixture after the round robin: round 4 by default, its id printed.
    void fixtureAdd()
    {
        const Result result =
            script({u"league"_s, u"fixture"_s, u"add"_s, QString::number(m_league), u"--home"_s,
                    QString::number(m_teams.at(0)), u"--away"_s, QString::number(m_teams.at(1))});
        QCOMPARE(result.code, 0);
        DatabaseError error;
        auto database = Database::open(m_script, &error);
        const Fixture fixture = *LeagueStore(*database).fixture(result.out.trimmed().toLongLong());
        QCOMPARE(fixture.round, 4);
        QCOMPARE(fixture.homeTeamId, m_teams.at(0));
        QCOMPARE(fixture.awayTeamId, m_teams.at(1));
        QVERIFY(!fixture.isPlayed());
        m_fixture = fixture.id;
    }

    // Issue 16: the example league uses special play cards as inducements (RULES.md K). A card
    // bought on the command line is drawn from what neither team drew of its deck, or named as
    // the card the table drew ("card:DECK=CARD"); --json keeps it for 'match record'.
    void preMatchDrawsTheCards_data()
    {
        QTest::addColumn<QStringList>("purchases");
        QTest::addColumn<int>("code");
        QTest::addColumn<QStringList>("expected"); // in stdout (--json) or stderr
        QTest::newRow("K one card drawn by Dugout from the deck")
            << QStringList{u"--buy-home"_s, u"card:dirty_tricks"_s} << 0
            << QStringList{u"\"deck\": \"dirty_tricks\""_s, u"\"card\": \"dirty_tricks."_s};
        QTest::newRow("K the card the table drew")
            << QStringList{u"--buy-home"_s, u"card:dirty_tricks=dirty_tricks.pit_trap"_s} << 0
            << QStringList{u"\"card\": \"dirty_tricks.pit_trap\""_s};
        QTest::newRow("K both coaches draw from one deck")
            << QStringList{u"--buy-home"_s, u"card:dirty_tricks=dirty_tricks.pit_trap"_s,
                           u"--buy-away"_s, u"card:dirty_tricks=dirty_tricks.pit_trap"_s}
            << 1
            << QStringList{u"cannot buy 'card:dirty_tricks=dirty_tricks.pit_trap': the card "
                           u"'dirty_tricks.pit_trap' is not among the cards left in that deck"_s};
        QTest::newRow("K a card of another deck")
            << QStringList{u"--buy-home"_s, u"card:dirty_tricks=good_karma.banana_skin"_s} << 1
            << QStringList{u"'good_karma.banana_skin' is not among the cards left"_s};
    }
    void preMatchDrawsTheCards()
    {
        QFETCH(QStringList, purchases);
        QFETCH(int, code);
        QFETCH(QStringList, expected);
        // Petty cash pays for the cards whichever team the handicap goes to.
        const Result result =
            script(QStringList{u"match"_s, u"pre-match"_s, QString::number(m_league),
                               QString::number(m_fixture), u"--petty-cash-home"_s, u"50000"_s,
                               u"--petty-cash-away"_s, u"50000"_s, u"--json"_s} +
                   purchases);
        QVERIFY2(result.code == code, qPrintable(result.out + result.err));
        for (const QString &part : expected)
            QVERIFY2(QString(result.out + result.err).contains(part),
                     qPrintable(u"missing: "_s + part + u"\n"_s + result.out + result.err));
    }

    void fixtureRefusals_data()
    {
        QTest::addColumn<QStringList>(
            "arguments"); // after "league fixture add LEAGUE"; T0…T3 its teams
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no away team") << QStringList{u"--home"_s, u"T0"_s} << 2
                                      << u"needs --home TEAM_ID and --away TEAM_ID"_s;
        QTest::newRow("not a team id") << QStringList{u"--home"_s, u"T0"_s, u"--away"_s, u"x"_s}
                                       << 2 << u"'x' is not a team id"_s;
        QTest::newRow("round not a number")
            << QStringList{u"--home"_s, u"T0"_s, u"--away"_s, u"T2"_s, u"--round"_s, u"next"_s} << 2
            << u"--round takes a number"_s;
        QTest::newRow("round 0") << QStringList{u"--home"_s, u"T0"_s,      u"--away"_s,
                                                u"T2"_s,     u"--round"_s, u"0"_s}
                                 << 1 << u"Rounds are numbered from 1"_s;
        QTest::newRow("against itself") << QStringList{u"--home"_s, u"T0"_s, u"--away"_s, u"T0"_s}
                                        << 1 << u"cannot play against itself"_s;
        QTest::newRow("already plays in the round")
            << QStringList{u"--home"_s, u"T0"_s, u"--away"_s, u"T2"_s, u"--round"_s, u"4"_s} << 1
            << u"Reikland Reavers already plays in round 4"_s;
        // Round 4 is Reavers v Crusaders; 5 makes it twice in a row, 6 a third time.
        QTest::newRow("third meeting in a row")
            << QStringList{u"--home"_s, u"T1"_s,   u"--away"_s,  u"T0"_s, u"--round"_s,
                           u"5"_s,      u"THEN"_s, u"--round"_s, u"6"_s}
            << 1 << u"would meet a third time in a row in round 6"_s;
        QTest::newRow("team not in the season")
            << QStringList{u"--home"_s, u"T0"_s, u"--away"_s, u"OUTSIDER"_s} << 1
            << u"Outsider does not play in Season 2"_s;
        QTest::newRow("unknown season")
            << QStringList{u"--home"_s, u"T0"_s, u"--away"_s, u"T1"_s, u"--season"_s, u"77"_s} << 2
            << u"not a season of"_s;
    }
    void fixtureRefusals()
    {
        QFETCH(QStringList, arguments);
        for (QString &argument : arguments) {
            if (argument.size() == 2 && argument.startsWith(u'T'))
                argument = QString::number(m_teams.at(argument.at(1).digitValue()));
            if (argument == u"OUTSIDER"_s)
                argument = QString::number(scriptTeam(u"Outsider"_s));
        }
        const QStringList base{u"league"_s, u"fixture"_s, u"add"_s, QString::number(m_league)};
        // Rows with THEN add a first fixture that must be accepted, then the refused one.
        const qsizetype then = arguments.indexOf(u"THEN"_s);
        if (then >= 0) {
            const Result first = script(base + arguments.mid(0, then));
            QVERIFY2(first.code == 0, qPrintable(first.err));
            arguments = arguments.mid(0, then - 2) + arguments.mid(then + 1);
        }
        const QString before = scriptState();
        const Result result = script(base + arguments);
        QTEST(result.code, "code");
        QFETCH(QString, message);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QCOMPARE(scriptState(), before);
    }

    // Joining a season that has a confirmed match: the team joins the league, and is told why
    // it is not in the season (the demo league, half played).
    void addTeamToAPlayedSeason()
    {
        DatabaseError error;
        Team built = test::humanTeam(*m_rules);
        built.name = u"Late Comers"_s;
        QVERIFY(TeamRules(*m_rules).confirm(built));
        {
            auto database = Database::open(m_db, &error);
            QVERIFY(TeamStore(*database).save(built));
        }
        const Result result = run({u"league"_s, u"add-team"_s, u"1"_s, QString::number(built.id)});
        QCOMPARE(result.code, 0);
        QVERIFY2(result.out.contains(u"Late Comers joined Old World Demo League."_s),
                 qPrintable(result.out));
        QVERIFY2(result.out.contains(u"has confirmed matches: its teams and divisions are fixed"_s),
                 qPrintable(result.out));
        auto database = Database::open(m_db, &error);
        LeagueStore store(*database);
        QVERIFY(store.load(1)->teamIds.contains(built.id));
        const QList<SeasonEntry> entries = store.seasons(1).last().entries;
        QVERIFY(!std::any_of(entries.cbegin(), entries.cend(),
                             [&](const SeasonEntry &entry) { return entry.teamId == built.id; }));
    }

    // The record's choices are refused with core's reasons, and nothing is stored.
    void choicesRefused_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("l.3856 before kick-off with 11 able to play")
            << u"concession"_s
            << QJsonValue(QJsonObject{{u"by"_s, u"away"_s}, {u"when"_s, u"before_kick_off"_s}})
            << u"only a team able to field 2 or fewer may concede before kick-off"_s;
        QTest::newRow("l.3750 a free journeyman from a 0-4 position")
            << u"home/free_journeymen"_s
            << QJsonValue(QJsonArray{QJsonObject{{u"position"_s, u"human.blitzer"_s}}})
            << u"0-16 or 0-12"_s;
    }
    void choicesRefused()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        const QJsonObject json =
            dugout::test::editedJson(QJsonDocument::fromJson(example()).object(), field.split(u'/'),
                                     value)
                .toObject();
        const QString path = writeFile(u"choice.json"_s, QJsonDocument(json).toJson());
        const Team before = *team(1);
        const Result result = run({u"match"_s, u"record"_s, path});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QCOMPARE(*team(1), before);
    }

    // l.3007–3012: two teams play each other twice in a row at most; the third match is
    // refused, whether it is on the schedule or not.
    void thirdMeetingInARowRefused()
    {
        const QByteArray friendly = R"({"format": 1, "league": 1, "home": {"team": 1, "score": 1},
            "away": {"team": 6, "score": 0}, "dice": {"home.winnings": [1], "away.winnings": [1]}})";
        const QString path = writeFile(u"friendly.json"_s, friendly);
        for (int i = 0; i < 2; ++i) {
            const Result played = run({u"match"_s, u"record"_s, path});
            QVERIFY2(played.code == 0, qPrintable(played.err));
        }
        const Team before = *team(1);
        const Result third = run({u"match"_s, u"record"_s, path});
        QCOMPARE(third.code, 1);
        QVERIFY2(third.err.contains(u"last two matches against"_s), qPrintable(third.err));
        QVERIFY2(third.err.contains(u"more than twice in a row"_s), qPrintable(third.err));
        QCOMPARE(*team(1), before);
        // The scheduled fixture between them is refused too.
        const Result scheduled =
            run({u"match"_s, u"record"_s, writeFile(u"match.json"_s, example()), u"--dry-run"_s});
        QCOMPARE(scheduled.code, 1);
        QVERIFY2(scheduled.err.contains(u"twice in a row"_s), qPrintable(scheduled.err));
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestLeagueCommands)
#include "tst_league_commands.moc"
