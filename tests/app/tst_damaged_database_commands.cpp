// The commands meet damaged and empty databases: every writing command is refused before it
// writes, with the database byte for byte as it was; `db check` finds the damage, `db restore`
// puts the last good backup back, `db init` makes a new database only when asked.
#include "../support/CommandRunner.h"
#include "../support/DamagedDatabase.h"
#include "../support/TestFiles.h"
#include "app/cli/CommandLine.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace dugout;

static bool makeFifo(const QString &path)
{
    return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
}

class TestDamagedDatabaseCommands : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    cli::CommandLine m_commandLine;
    QString m_damaged;
    QString m_teamFile;

    test::CommandResult run(const QString &database, const QStringList &arguments)
    {
        return test::runCommand(m_commandLine, database, arguments);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_damaged = m_dir.filePath(u"league.sqlite"_s);
        QCOMPARE(run(m_damaged, {u"league"_s, u"demo"_s}).code, 0);
        const test::CommandResult team = run(m_damaged, {u"team"_s, u"export"_s, u"1"_s});
        QCOMPARE(team.code, 0);
        m_teamFile = test::writeCommandFile(m_dir.filePath(u"team.json"_s), team.out.toUtf8());
        QCOMPARE(run(m_damaged, {u"db"_s, u"backup"_s, m_dir.filePath(u"league.backup-1.sqlite"_s)})
                     .code,
                 0);
        QCOMPARE(test::damageAnIndex(m_damaged, u"team"_s, u"name"_s), QString());
    }

    // Issue point 5: these wrote to a database whose index entries were damaged.
    void writingCommandsRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("team import") << QStringList{u"team"_s, u"import"_s, u"TEAM"_s};
        QTest::newRow("league demo") << QStringList{u"league"_s, u"demo"_s};
        QTest::newRow("match record")
            << QStringList{u"match"_s, u"record"_s,
                           QStringLiteral(DUGOUT_SOURCE_DIR "/docs/examples/match-record.json")};
        QTest::newRow("match replay --store") << QStringList{
            u"match"_s, u"replay"_s,
            QStringLiteral(DUGOUT_SOURCE_DIR "/docs/examples/tracked-match.jsonl"), u"--store"_s};
        QTest::newRow("db backup") << QStringList{u"db"_s, u"backup"_s, u"COPY"_s};
    }
    void writingCommandsRefused()
    {
        QFETCH(QStringList, arguments);
        arguments.replaceInStrings(u"TEAM"_s, m_teamFile);
        arguments.replaceInStrings(u"COPY"_s, m_dir.filePath(u"league.copy.sqlite"_s));
        const QByteArray before = test::fileHash(m_damaged);
        const test::CommandResult result = run(m_damaged, arguments);
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"is damaged"_s) &&
                     result.err.contains(u"missing from index"_s),
                 qPrintable(result.err));
        QVERIFY2(result.err.contains(u"league.backup-1.sqlite"_s), qPrintable(result.err));
        QCOMPARE(test::fileHash(m_damaged), before);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(u"league.copy.sqlite"_s)));
    }

    void checkThenRestore()
    {
        test::CommandResult result = run(m_damaged, {u"db"_s, u"check"_s});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"missing from index"_s), qPrintable(result.err));

        const QString backup = m_dir.filePath(u"league.backup-1.sqlite"_s);
        result = run(m_damaged, {u"db"_s, u"restore"_s, backup});
        QCOMPARE(result.code, 0);
        QVERIFY2(result.out.contains(u"Restored"_s) && result.out.contains(u".damaged-"_s),
                 qPrintable(result.out));
        result = run(m_damaged, {u"db"_s, u"check"_s});
        QCOMPARE(result.code, 0);
        QVERIFY2(result.out.contains(u"whole"_s), qPrintable(result.out));
        QCOMPARE(run(m_damaged, {u"team"_s, u"list"_s}).code, 0);
        // The damaged file is kept, never deleted.
        QCOMPARE(QDir(m_dir.path()).entryList({u"league.damaged-*.sqlite"_s}).size(), 1);
    }

    // A file truncated to nothing is refused; db init makes the new database on purpose.
    void emptyFileNeedsInit()
    {
        const QString empty = m_dir.filePath(u"empty.sqlite"_s);
        test::writeFile(empty, {});
        test::CommandResult result = run(empty, {u"team"_s, u"list"_s});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"empty file"_s) && result.err.contains(u"db init"_s),
                 qPrintable(result.err));
        QCOMPARE(QFileInfo(empty).size(), 0);

        result = run(empty, {u"db"_s, u"init"_s});
        QCOMPARE(result.code, 0);
        QVERIFY2(result.out.contains(u"Created a new Dugout database"_s), qPrintable(result.out));
        result = run(empty, {u"db"_s, u"init"_s});
        QCOMPARE(result.code, 0);
        QVERIFY2(result.out.contains(u"already a Dugout database"_s), qPrintable(result.out));
        QCOMPARE(run(empty, {u"team"_s, u"list"_s}).code, 0);
    }

    void namedPipeRefused()
    {
        const QString pipe = m_dir.filePath(u"pipe.sqlite"_s);
        QVERIFY(makeFifo(pipe));
        const test::CommandResult result = run(pipe, {u"team"_s, u"list"_s});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"not a regular file"_s), qPrintable(result.err));
    }
};

QTEST_GUILESS_MAIN(TestDamagedDatabaseCommands)
#include "tst_damaged_database_commands.moc"
