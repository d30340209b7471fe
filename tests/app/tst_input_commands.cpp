// Bad input given to the command line is refused by the rules in core, the same way in a dry
// run and for real, with a message naming the file, what is wrong and the limit, and the
// database left as it was (issue 13). Run in-process on the demo league.
#include "../support/CommandRunner.h"
#include "../support/DatabaseDump.h"
#include "../support/JsonEdit.h"
#include "../support/TestEngine.h"
#include "app/cli/CommandLine.h"
#include "core/InputLimits.h"

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

class TestInputCommands : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CommandLine m_commandLine;
    QString m_db;
    QJsonObject m_team; // team 1 of the demo league, as `team export` writes it

    test::CommandResult run(const QStringList &arguments)
    {
        return test::runCommand(m_commandLine, m_db, arguments);
    }
    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        return test::writeCommandFile(m_dir.filePath(name), bytes);
    }

    QStringList dump()
    {
        DatabaseError error;
        auto database = Database::open(m_db, &error);
        if (!database)
            qFatal("%s", qPrintable(error.message));
        return test::databaseDump(*database);
    }

    // The README's match record for the demo's fixture 17, with one edit.
    QByteArray matchRecord(const QString &path, const QJsonValue &value) const
    {
        QFile file(QStringLiteral(DUGOUT_SOURCE_DIR "/docs/examples/match-record.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("no example");
        const QJsonValue json = test::editedJson(QJsonDocument::fromJson(file.readAll()).object(),
                                                 path.split(u'/'), value);
        return QJsonDocument(json.toObject()).toJson();
    }

    // Team 1 renamed (names are unique) with `count` more ledger lines of +1 gp, its treasury to
    // match.
    QByteArray teamWithLedger(int count) const
    {
        QJsonObject json = m_team;
        json[u"name"_s] = u"Reavers %1"_s.arg(count);
        QByteArray bytes = QJsonDocument(json).toJson(QJsonDocument::Compact);
        const QByteArray one =
            R"({"amount":1,"kind":"adjustment","detail":"Gate receipts found under the north stand","time":"2024-05-01T20:00:00.000Z"})";
        QByteArray lines;
        lines.reserve(qsizetype(count) * (one.size() + 1));
        for (int i = 0; i < count; ++i)
            lines += ',' + one;
        const QByteArray ledger =
            QJsonDocument(json.value(u"ledger"_s).toArray()).toJson(QJsonDocument::Compact);
        bytes.replace(QByteArray("\"ledger\":" + ledger),
                      QByteArray("\"ledger\":" + ledger.chopped(1) + lines + ']'));
        const qint64 treasury = json.value(u"treasury"_s).toInteger();
        bytes.replace(QByteArray("\"treasury\":" + QByteArray::number(treasury)),
                      QByteArray("\"treasury\":" + QByteArray::number(treasury + count)));
        return bytes;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_db = test::TestEngine::location(m_dir, u"input"_s);
        QCOMPARE(run({u"league"_s, u"demo"_s}).code, 0);
        const test::CommandResult exported = run({u"team"_s, u"export"_s, u"1"_s});
        QCOMPARE(exported.code, 0);
        m_team = QJsonDocument::fromJson(exported.out.toUtf8()).object();
        QVERIFY(!m_team.isEmpty());
    }

    void teamFileRefusals_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("LRB6 team re-rolls 0-8: 100")
            << u"rerolls"_s << QJsonValue(100)
            << u"The team has 100 team re-rolls; the rules allow at most 8."_s;
        QTest::newRow("LRB6 at most +2 per characteristic: +7 MA")
            << u"players/0/gains/ma"_s << QJsonValue(7)
            << u"'ma': 7 is not a whole number from 0 to 2"_s;
        QTest::newRow("team name one past the limit")
            << u"name"_s << QJsonValue(QString(InputLimits::MaxNameLength + 1, u'R'))
            << u"The team's name is 61 characters long; a name has at most 60."_s;
    }
    void teamFileRefusals()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        const QString file = writeFile(
            u"team.json"_s,
            QJsonDocument(test::editedJson(m_team, path.split(u'/'), value).toObject()).toJson());
        const QStringList before = dump();
        const test::CommandResult result = run({u"team"_s, u"import"_s, file});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(file + u" was not imported"_s), qPrintable(result.err));
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QCOMPARE(dump(), before);
    }

    // A 50 MB name and 450,000 ledger lines: refused by the file's size, before parsing.
    void fiftyMegabyteFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QByteArray hugeName = QJsonDocument(m_team).toJson(QJsonDocument::Compact);
        hugeName.replace(
            QByteArray("\"name\":\"" + m_team.value(u"name"_s).toString().toUtf8() + '"'),
            QByteArray("\"name\":\"" + QByteArray(50 * 1024 * 1024, 'a') + '"'));
        QTest::newRow("a 50 MB team name") << hugeName;
        QTest::newRow("450,000 ledger lines") << teamWithLedger(450000);
    }
    void fiftyMegabyteFiles()
    {
        QFETCH(QByteArray, bytes);
        QVERIFY(bytes.size() > 45 * 1024 * 1024);
        const QString file = writeFile(u"huge.json"_s, bytes);
        const QStringList before = dump();
        const test::CommandResult result = run({u"team"_s, u"import"_s, file});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(file + u" was not imported"_s),
                 qPrintable(result.err.left(500)));
        QVERIFY2(result.err.contains(u"Dugout reads files of at most 8.0 MB"_s),
                 qPrintable(result.err.left(500)));
        QVERIFY(result.err.size() < 500);
        QCOMPARE(dump(), before);
    }

    // Every command that reads a file stops at InputLimits::MaxFileBytes: a file of exactly
    // that size is read (here a valid match record padded with spaces), one byte more is not.
    void fileSizeLimit_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<qint64>("size");
        QTest::addColumn<bool>("read");
        const qint64 limit = InputLimits::MaxFileBytes;
        const QStringList record{u"match"_s, u"record"_s, u"--dry-run"_s};
        QTest::newRow("match record at the limit") << record << limit << true;
        QTest::newRow("match record one byte over") << record << limit + 1 << false;
        QTest::newRow("league create one byte over")
            << QStringList{u"league"_s, u"create"_s} << limit + 1 << false;
        QTest::newRow("team import one byte over")
            << QStringList{u"team"_s, u"import"_s} << limit + 1 << false;
        QTest::newRow("match replay one byte over")
            << QStringList{u"match"_s, u"replay"_s} << limit + 1 << false;
    }
    void fileSizeLimit()
    {
        QFETCH(QStringList, command);
        QFETCH(qint64, size);
        QFETCH(bool, read);
        QByteArray bytes = matchRecord(u"format"_s, 1);
        bytes += QByteArray(size - bytes.size(), ' ');
        QCOMPARE(bytes.size(), size);
        const QString file = writeFile(u"padded.json"_s, bytes);
        const QStringList before = dump();
        const test::CommandResult result = run(command + QStringList{file});
        QCOMPARE(dump(), before);
        if (read) {
            QVERIFY2(result.code == 0, qPrintable(result.err));
            return;
        }
        QCOMPARE(result.code, 1);
        QVERIFY2(
            result.err.contains(u"The file is 8.0 MB; Dugout reads files of at most 8.0 MB."_s),
            qPrintable(result.err));
    }

    // The longest ledger a file may hold is imported whole, and its treasury adds up.
    void longestLedgerIsImported()
    {
        const int existing = int(m_team.value(u"ledger"_s).toArray().size());
        const int added = InputLimits::MaxLedgerEntries - existing;
        const QString file = writeFile(u"long.json"_s, teamWithLedger(added));
        const test::CommandResult result = run({u"team"_s, u"import"_s, file});
        QVERIFY2(result.code == 0, qPrintable(result.err.left(500)));
        const QString id = result.out.section(u"as team "_s, 1).section(u'.', 0, 0);
        const QJsonObject imported =
            QJsonDocument::fromJson(run({u"team"_s, u"export"_s, id}).out.toUtf8()).object();
        QCOMPARE(imported.value(u"ledger"_s).toArray().size(), InputLimits::MaxLedgerEntries);
        QCOMPARE(imported.value(u"treasury"_s).toInteger(),
                 m_team.value(u"treasury"_s).toInteger() + added);
    }

    // 1,500,000,000 interceptions: the dry run and the real run give the same refusal from the
    // rules, not the database's, and nothing is written.
    void hugeInterceptionCount_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::newRow("--dry-run") << QStringList{u"--dry-run"_s};
        QTest::newRow("for real") << QStringList{};
    }
    void hugeInterceptionCount()
    {
        QFETCH(QStringList, options);
        const QString file = writeFile(
            u"match.json"_s, matchRecord(u"home/players/0/interceptions"_s, 1500000000.0));
        const QStringList before = dump();
        const test::CommandResult result =
            run(QStringList{u"match"_s, u"record"_s, file} + options);
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(file + u" was not recorded"_s), qPrintable(result.err));
        QVERIFY2(
            result.err.contains(
                u"Altdorf Reavers's players have 1500000000 interceptions; a match holds at most 48"_s),
            qPrintable(result.err));
        QVERIFY2(!result.err.contains(u"CHECK"_s), qPrintable(result.err));
        QCOMPARE(dump(), before);
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestInputCommands)
#include "tst_input_commands.moc"
