// `dugout league …` and `dugout match …` on the demo league, driven in-process: standings as a
// table and as CSV, a result recorded from JSON with known dice (dry run first), undone again.
#include "../support/CommandRunner.h"
#include "app/cli/CommandLine.h"
#include "../support/JsonEdit.h"
#include "core/demo/DemoLeague.h"
#include "core/league/MatchRecordJson.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

    using Result = test::CommandResult;
    Result run(const QStringList &arguments) { return test::runCommand(m_commandLine, m_db, arguments); }
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
        m_db = m_dir.filePath(u"league.sqlite"_s);
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
        QCOMPARE(fixtures.size(), 28);  // 8 teams, single round robin: 7 rounds of 4
        const auto played = std::count_if(fixtures.cbegin(), fixtures.cend(), [](const Fixture &f) { return f.isPlayed(); });
        QCOMPARE(int(played), 4 * DemoLeague::RoundsPlayed);
        // Someone got hurt and someone advanced: the demo shows what a season does.
        bool injured = false;
        bool advanced = false;
        for (qint64 id : leagues.first().teamIds) {
            const Team team = *teams.load(id);
            for (const Player &p : team.players) {
                injured = injured || p.status == Player::Status::Dead || p.missNextGame || p.niggling > 0;
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
        for (const QString &name : {u"Altdorf Reavers"_s, u"Lustria Croakers"_s, u"Champions of Death"_s})
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
            QCOMPARE(fields.at(4).toInt(), fields.at(5).toInt() + fields.at(6).toInt() + fields.at(7).toInt());
            QCOMPARE(fields.at(14).toInt(), 3 * fields.at(5).toInt() + fields.at(6).toInt());
            points += fields.at(14).toInt();
        }
        QCOMPARE(played, 2 * 16);
        QVERIFY(points >= 2 * 16 && points <= 3 * 16);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no league id") << QStringList{u"league"_s, u"standings"_s} << 2 << u"exactly one LEAGUE_ID"_s;
        QTest::newRow("not a number") << QStringList{u"league"_s, u"standings"_s, u"abc"_s} << 2 << u"not a league id"_s;
        QTest::newRow("unknown league") << QStringList{u"league"_s, u"standings"_s, u"9"_s} << 1 << u"no league with id 9"_s;
        QTest::newRow("unknown season") << QStringList{u"league"_s, u"standings"_s, u"1"_s, u"--season"_s, u"5"_s} << 2 << u"not a season"_s;
        QTest::newRow("missing file") << QStringList{u"match"_s, u"record"_s, u"/nonexistent.json"_s} << 1 << u"Cannot read"_s;
        QTest::newRow("unknown match") << QStringList{u"match"_s, u"undo"_s, u"999"_s} << 1 << u"no match 999"_s;
    }
    void refusals()
    {
        QFETCH(QStringList, arguments);
        const Result result = run(arguments);
        QTEST(result.code, "code");
        QFETCH(QString, message);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
    }

    // A record that breaks the rules is refused whole, naming each problem; nothing changes.
    void badRecordRefused()
    {
        QJsonObject json = QJsonDocument::fromJson(example()).object();
        QJsonObject home = json.value(u"home"_s).toObject();
        home.insert(u"score"_s, 0);  // two touchdowns listed, none scored
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
        // Worked by hand: gate 4+3+3 = 10,000 v 2+1+FF; FAME 1; winnings (re-rolled 5 + 1) × 10,000 + 10,000.
        QVERIFY2(dry.out.contains(u"D6 2, re-rolled 5 + FAME 1 → 70,000 gp"_s), qPrintable(dry.out));
        QVERIFY(dry.out.contains(u"Dry run: nothing was recorded"_s));
        QCOMPARE(*team(1), homeBefore);

        const Result applied = run({u"match"_s, u"record"_s, path});
        QCOMPARE(applied.code, 0);
        QVERIFY(applied.out.contains(u"Recorded as match 17."_s));
        QCOMPARE(applied.out.section(u"Recorded"_s, 0, 0), dry.out.section(u"Dry run"_s, 0, 0));
        const Team home = *team(1);
        QCOMPARE(home.ledgerBalance(), homeBefore.ledgerBalance() + 70000);
        QCOMPARE(home.fanFactor, homeBefore.fanFactor + 1);  // 3D6 = 9 beats fan factor
        const Player *scorer = home.playerByNumber(2);
        // A touchdown, a casualty and the MVP: home.mvp 2 names the second player who could play.
        QCOMPARE(scorer->spp, homeBefore.playerByNumber(2)->spp + 3 + 2 + 5);
        QCOMPARE(scorer->mvps, homeBefore.playerByNumber(2)->mvps + 1);
        QCOMPARE(scorer->gainedSkills.size(), homeBefore.playerByNumber(2)->gainedSkills.size() + 1);
        QVERIFY(home.playerByNumber(9)->missNextGame);
        QCOMPARE(home.playerByNumber(10)->status, Player::Status::Active);  // the apothecary's 23 was kept

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

    // The record's choices are refused with core's reasons, and nothing is stored.
    void choicesRefused_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("l.3856 before kick-off with 11 able to play")
            << u"concession"_s << QJsonValue(QJsonObject{{u"by"_s, u"away"_s}, {u"when"_s, u"before_kick_off"_s}})
            << u"only a team able to field 2 or fewer may concede before kick-off"_s;
        QTest::newRow("l.3750 a free journeyman from a 0-4 position")
            << u"home/free_journeymen"_s << QJsonValue(QJsonArray{QJsonObject{{u"position"_s, u"human.blitzer"_s}}})
            << u"0-16 or 0-12"_s;
    }
    void choicesRefused()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        const QJsonObject json = dugout::test::editedJson(QJsonDocument::fromJson(example()).object(), field.split(u'/'), value).toObject();
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
        const Result scheduled = run({u"match"_s, u"record"_s, writeFile(u"match.json"_s, example()), u"--dry-run"_s});
        QCOMPARE(scheduled.code, 1);
        QVERIFY2(scheduled.err.contains(u"twice in a row"_s), qPrintable(scheduled.err));
    }
};

QTEST_GUILESS_MAIN(TestLeagueCommands)
#include "tst_league_commands.moc"
