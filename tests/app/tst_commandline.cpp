// Command-line parsing, headless commands and their exit codes, driven in-process.
#include "../support/TestFiles.h"
#include "app/cli/CommandLine.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/Migrations.h"
#include "core/team/TeamJson.h"
#include "core/team/TeamRules.h"

#include "DugoutVersion.h"
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using dugout::cli::CommandLine;
using dugout::cli::Invocation;
using Mode = dugout::cli::Invocation::Mode;

Q_DECLARE_METATYPE(dugout::cli::Invocation::Mode)

class TestCommandLine : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CommandLine m_commandLine;

    struct Result
    {
        int code;
        QString out;
        QString err;
    };
    Result run(const QStringList &arguments)
    {
        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        const Invocation invocation = m_commandLine.parse(QStringList{u"dugout"_s} + arguments);
        const int code = m_commandLine.run(invocation, outStream, errStream);
        outStream.flush();
        errStream.flush();
        return {code, out, err};
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void modes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<Mode>("mode");
        QTest::newRow("nothing opens the window") << QStringList{} << Mode::Gui;
        QTest::newRow("--db alone opens the window")
            << QStringList{u"--db"_s, u"x.sqlite"_s} << Mode::Gui;
        QTest::newRow("--lang fr opens the window")
            << QStringList{u"--lang"_s, u"fr"_s} << Mode::Gui;
        QTest::newRow("--version") << QStringList{u"--version"_s} << Mode::Version;
        QTest::newRow("--help") << QStringList{u"--help"_s} << Mode::Help;
        QTest::newRow("db info") << QStringList{u"db"_s, u"info"_s} << Mode::Command;
        QTest::newRow("global option before command")
            << QStringList{u"--db"_s, u"x"_s, u"db"_s, u"info"_s} << Mode::Command;
        QTest::newRow("unknown command") << QStringList{u"frobnicate"_s} << Mode::Error;
        QTest::newRow("unknown option") << QStringList{u"--frob"_s} << Mode::Error;
        QTest::newRow("unsupported language") << QStringList{u"--lang"_s, u"de"_s} << Mode::Error;
        QTest::newRow("--db without a value") << QStringList{u"--db"_s} << Mode::Error;
    }
    void modes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(Mode, mode);
        QCOMPARE(m_commandLine.parse(QStringList{u"dugout"_s} + arguments).mode, mode);
    }

    void parsedValues()
    {
        const Invocation invocation =
            m_commandLine.parse({u"dugout"_s, u"--lang"_s, u"fr"_s, u"--db"_s, u"/tmp/l.sqlite"_s,
                                 u"db"_s, u"backup"_s, u"/tmp/c.sqlite"_s});
        QCOMPARE(invocation.language, u"fr"_s);
        QCOMPARE(invocation.databasePath, u"/tmp/l.sqlite"_s);
        QCOMPARE(invocation.command, u"db"_s);
        QCOMPARE(invocation.commandArguments, (QStringList{u"backup"_s, u"/tmp/c.sqlite"_s}));
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("stderrMentions");
        QTest::newRow("version") << QStringList{u"--version"_s} << 0 << QString();
        QTest::newRow("help") << QStringList{u"--help"_s} << 0 << QString();
        QTest::newRow("unknown command")
            << QStringList{u"frobnicate"_s} << 2 << u"unknown command 'frobnicate'"_s;
        QTest::newRow("unknown option") << QStringList{u"--frob"_s} << 2 << u"frob"_s;
        QTest::newRow("bad language")
            << QStringList{u"--lang"_s, u"de"_s} << 2 << u"unsupported language 'de'"_s;
        QTest::newRow("db without action") << QStringList{u"db"_s} << 2 << u"needs an action"_s;
        QTest::newRow("db unknown action")
            << QStringList{u"db"_s, u"drop"_s} << 2 << u"unknown 'db' action"_s;
        QTest::newRow("db backup without path")
            << QStringList{u"db"_s, u"backup"_s} << 2 << u"exactly one PATH"_s;
        QTest::newRow("rules without --json") << QStringList{u"rules"_s} << 2 << u"needs --json"_s;
        QTest::newRow("rules with an argument")
            << QStringList{u"rules"_s, u"--json"_s, u"x"_s} << 2 << u"takes no argument"_s;
        QTest::newRow("db info unknown option")
            << QStringList{u"db"_s, u"info"_s, u"--frob"_s} << 2 << u"frob"_s;
    }
    void exitCodes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QString, stderrMentions);
        const Result result = run(arguments);
        QCOMPARE(result.code, code);
        if (code == 2) {
            QVERIFY2(result.err.startsWith(u"dugout: "_s), qPrintable(result.err));
            QVERIFY2(result.err.contains(stderrMentions), qPrintable(result.err));
            QCOMPARE(result.err.count(u'\n'), 1); // one line
        }
    }

    void versionPrintsTheVersion()
    {
        QCOMPARE(run({u"--version"_s}).out.trimmed(), QStringLiteral("Dugout " DUGOUT_VERSION));
    }

    void helpListsTheCommands()
    {
        const QString help = run({u"--help"_s}).out;
        QVERIFY(help.contains(u"--db"_s));
        QVERIFY(help.contains(u"--lang"_s));
        QVERIFY(help.contains(u"db info"_s));
        QVERIFY(help.contains(u"db backup PATH"_s));
    }

    void rulesJson_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("humanName");
        QTest::addColumn<QString>("blitzerName");
        QTest::newRow("english") << QStringList{u"rules"_s, u"--json"_s} << u"Human"_s
                                 << u"Blitzer"_s;
        QTest::newRow("french after the command")
            << QStringList{u"rules"_s, u"--json"_s, u"--lang"_s, u"fr"_s} << u"Humains"_s
            << u"Blitzeur"_s;
    }
    void rulesJson()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, humanName);
        QFETCH(QString, blitzerName);
        const Result result = run(arguments);
        QCOMPARE(result.code, 0);
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(result.out.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(root.value(u"teams"_s).toArray().size(), 24);
        QCOMPARE(root.value(u"skills"_s).toArray().size(), 75);
        QCOMPARE(root.value(u"star_players"_s).toArray().size(), 57);
        QCOMPARE(root.value(u"inducements"_s).toArray().size(), 9);
        QCOMPARE(root.value(u"special_play_cards"_s).toArray().size(), 7);
        QJsonObject human;
        for (const QJsonValue &team : root.value(u"teams"_s).toArray()) {
            if (team[u"id"_s] == u"human"_s)
                human = team.toObject();
        }
        QCOMPARE(human.value(u"name"_s).toString(), humanName);
        QCOMPARE(human.value(u"reroll_cost"_s).toInt(), 50000);
        QCOMPARE(human.value(u"apothecary"_s).toBool(), true);
        const QJsonObject blitzer = human.value(u"positions"_s).toArray().at(3).toObject();
        QCOMPARE(blitzer.value(u"id"_s).toString(), u"human.blitzer"_s);
        QCOMPARE(blitzer.value(u"name"_s).toString(), blitzerName);
        QCOMPARE(blitzer.value(u"max"_s).toInt(), 4);
        QCOMPARE(blitzer.value(u"cost"_s).toInt(), 90000);
        QCOMPARE(blitzer.value(u"ma"_s).toInt(), 7);
        QCOMPARE(blitzer.value(u"st"_s).toInt(), 3);
        QCOMPARE(blitzer.value(u"ag"_s).toInt(), 3);
        QCOMPARE(blitzer.value(u"av"_s).toInt(), 8);
        QCOMPARE(blitzer.value(u"skills"_s).toArray(), QJsonArray{u"block"_s});
        QCOMPARE(blitzer.value(u"normal"_s).toString(), u"GS"_s);
        QCOMPARE(blitzer.value(u"double"_s).toString(), u"AP"_s);
    }

    void teamImportListExport()
    {
        const QString database = m_dir.filePath(u"teams.sqlite"_s);
        const auto rules = dugout::RulesetLoader::builtIn();
        const dugout::TeamRules teamRules(*rules);
        dugout::Team team;
        team.name = u"Gobbo Smashers"_s;
        team.rosterId = u"goblin"_s;
        team.coach = u"Bruno"_s;
        for (int i = 1; i <= 11; ++i)
            teamRules.hire(team, u"goblin.goblin"_s, u"Snikkit %1"_s.arg(i), i);
        teamRules.confirm(team);
        team.players[0].spp = 7; // one advancement roll earned, not resolved yet
        const QString file = m_dir.filePath(u"gobbos.json"_s);
        dugout::test::writeFile(file,
                                QJsonDocument(dugout::TeamJson::toJson(team, *rules)).toJson());

        Result result = run({u"--db"_s, database, u"team"_s, u"import"_s, file});
        QCOMPARE(result.code, 0);
        QVERIFY2(result.out.contains(u"Imported Gobbo Smashers as team 1"_s),
                 qPrintable(result.out));
        result = run({u"--db"_s, database, u"team"_s, u"list"_s});
        QCOMPARE(result.code, 0);
        QVERIFY(result.out.contains(u"Gobbo Smashers"_s) && result.out.contains(u"Goblin"_s) &&
                result.out.contains(u"Bruno"_s));
        QVERIFY2(result.out.contains(u"440,000 gp"_s), qPrintable(result.out));
        result = run({u"--db"_s, database, u"team"_s, u"export"_s, u"1"_s});
        QCOMPARE(result.code, 0);
        const QJsonObject json = QJsonDocument::fromJson(result.out.toUtf8()).object();
        QCOMPARE(json.value(u"name"_s).toString(), u"Gobbo Smashers"_s);
        QCOMPARE(json.value(u"players"_s).toArray().size(), 11);
        QCOMPARE(json.value(u"treasury"_s).toInt(), 560000);
        // The pending roll came in with the file, was stored, and goes out again.
        QCOMPARE(json.value(u"players"_s)
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(u"pending_advancements"_s)
                     .toInt(-1),
                 1);
        QCOMPARE(json.value(u"players"_s)
                     .toArray()
                     .at(1)
                     .toObject()
                     .value(u"pending_advancements"_s)
                     .toInt(-1),
                 0);

        // A rule-breaking file is refused with the reason, and nothing is written.
        QJsonObject broken = json;
        broken[u"apothecary"_s] = true;
        broken[u"roster"_s] = u"khemri"_s;
        dugout::test::writeFile(file, QJsonDocument(broken).toJson());
        result = run({u"--db"_s, database, u"team"_s, u"import"_s, file});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"was not imported"_s) && result.err.contains(u"Khemri"_s),
                 qPrintable(result.err));
        QCOMPARE(run({u"--db"_s, database, u"team"_s, u"list"_s}).out.count(u'\n'), 1);
        QCOMPARE(run({u"--db"_s, database, u"team"_s, u"export"_s, u"7"_s}).code, 1);
        QCOMPARE(run({u"--db"_s, database, u"team"_s, u"export"_s, u"seven"_s}).code, 2);
    }

    // Issue 22.4: OBBLM's team export, by its suffix or its first byte; a file LRB6 refuses
    // names its lines and adds nothing.
    void teamImportReadsAnOBBLMTeam()
    {
        const QString database = m_dir.filePath(u"obblm.sqlite"_s);
        const QString good = QStringLiteral(DUGOUT_TEST_DATA_DIR) + u"/obblm_altdorf_reavers.xml"_s;
        Result result = run({u"--db"_s, database, u"team"_s, u"import"_s, good});
        QCOMPARE(result.code, 0);
        QVERIFY2(result.out.contains(u"Imported Altdorf Reavers as team 1"_s),
                 qPrintable(result.out + result.err));
        QFile source(good);
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray xml = source.readAll();
        // Named otherwise, it is still known by its first byte.
        const QString renamed = m_dir.filePath(u"reavers.roster"_s);
        dugout::test::writeFile(renamed, xml);
        QCOMPARE(run({u"--db"_s, database, u"team"_s, u"import"_s, renamed}).code, 0);

        const QString bad = m_dir.filePath(u"bad.xml"_s);
        dugout::test::writeFile(bad,
                                QByteArray(xml)
                                    .replace("<skill>Sure Feet<", "<skill>Stab<")
                                    .replace("<player number=\"5\">", "<player number=\"45\">"));
        result = run({u"--db"_s, database, u"team"_s, u"import"_s, bad});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"was not imported"_s) &&
                     result.err.contains(u"Line 83: player #5 (Lineman 5), field 'number'"_s),
                 qPrintable(result.err));
        QCOMPARE(run({u"--db"_s, database, u"team"_s, u"list"_s}).out.count(u'\n'), 2);
    }

    void dbInfoShowsPathVersionAndRows()
    {
        const QString file = m_dir.filePath(u"info.sqlite"_s);
        {
            dugout::DatabaseError error;
            auto db = dugout::Database::open(file, &error);
            QVERIFY(db);
            QSqlQuery(db->connection())
                .exec(u"INSERT INTO coach (name) VALUES ('Anna'), ('Bruno')"_s);
        }
        const Result result = run({u"--db"_s, file, u"db"_s, u"info"_s});
        QCOMPARE(result.code, 0);
        QVERIFY2(result.out.contains(file), qPrintable(result.out));
        QVERIFY(result.out.contains(u"Schema version: %1"_s.arg(dugout::latestSchemaVersion())));
        QVERIFY(QRegularExpression(u"coach\\s+2"_s).match(result.out).hasMatch());
        // The --db option is also accepted after the command.
        QCOMPARE(run({u"db"_s, u"info"_s, u"--db"_s, file}).code, 0);
    }

    void dbInfoRefusesATextFileAndLeavesIt()
    {
        const QString file = m_dir.filePath(u"roster.txt"_s);
        dugout::test::writeFile(file, "not a database\n");
        const QByteArray before = dugout::test::fileHash(file);
        const Result result = run({u"--db"_s, file, u"db"_s, u"info"_s});
        QCOMPARE(result.code, 1);
        QVERIFY(result.err.contains(u"not an SQLite file"_s));
        QCOMPARE(dugout::test::fileHash(file), before);
    }

    void dbInfoDoesNotCreateAMissingFile()
    {
        const QString file = m_dir.filePath(u"missing.sqlite"_s);
        const Result result = run({u"--db"_s, file, u"db"_s, u"info"_s});
        QCOMPARE(result.code, 1);
        QVERIFY(result.err.contains(u"There is no database"_s));
        QVERIFY(!QFileInfo::exists(file));
    }

    void dbBackupWritesACopy()
    {
        const QString file = m_dir.filePath(u"live.sqlite"_s);
        QVERIFY(dugout::Database::open(file, nullptr));
        const QString copy = m_dir.filePath(u"live-copy.sqlite"_s);
        Result result = run({u"--db"_s, file, u"db"_s, u"backup"_s, copy});
        QCOMPARE(result.code, 0);
        QVERIFY(QFileInfo::exists(copy));
        result = run({u"--db"_s, file, u"db"_s, u"backup"_s, copy});
        QCOMPARE(result.code, 1);
        QVERIFY(result.err.contains(u"already exists"_s));
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
