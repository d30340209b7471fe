// Every command is all or nothing (issue 13): `dugout league demo`, `team import`,
// `match replay --store` and the schema update of an older database are killed at write calls
// spread over their whole run, and run out of disk space; each time the database must be
// exactly as before the command (the same rows, the same schema version) or exactly as after a
// complete run (the same number of rows in every table), and sound. A schema update's backup
// copy is whole or absent, and a half-written one is gone after the next open.
//
// The kills come from strace, which sends SIGKILL when the command makes its Nth pwrite64
// call: the way SQLite writes both the database and its write-ahead log. A first traced run of
// each command counts those calls, so the kill points cover the command from its first write
// to its last, whatever the schema grows into.
#include "../support/ChildEnvironment.h"
#include "../support/DatabaseDump.h"
#include "../support/MatchScript.h"
#include "core/match/Match.h"
#include "core/match/MatchLogFile.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/BackupFinder.h"
#include "core/storage/Database.h"
#include "core/storage/Migrations.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

// Kill points per command: the first write, the last, and this many spread between them.
constexpr int spreadKillPoints = 12;
// The -shm file SQLite maps beside a database in WAL mode: without room for it nothing opens.
constexpr qint64 sharedMemoryBytes = 32 * 1024;

struct Outcome
{
    int schemaVersion = 0;
    QStringList dump;                     // every row, to compare with the state before
    QList<QPair<QString, qint64>> counts; // rows per table, to compare with a complete run
    QString problem;                      // empty when the database opens and is sound
};

} // namespace

class TestAllOrNothing : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_empty;                  // a new Dugout database: the state before most commands here
    QHash<QString, QString> m_before; // command name → the database it starts from
    QHash<QString, Outcome> m_beforeState;   // command name → that database's rows and version
    QString m_teamFile;                      // a team exported from the demo league
    QString m_matchFile;                     // a whole tracked match as JSON lines
    QHash<QString, QStringList> m_arguments; // command name → arguments
    QHash<QString, int> m_writes;            // command name → pwrite64 calls
    QHash<QString, Outcome> m_afterState;    // command name → what a complete run leaves
    QHash<QString, qint64> m_growth;         // command name → bytes it adds
    QString m_strace;
    QString m_straceProblem; // why nothing can be killed under strace here; empty when it can

    QProcessEnvironment environment() const { return test::childEnvironment(QDir(m_dir.path())); }

    // Runs `program` with `arguments` to its end; false (with the reason) when it did not start.
    bool run(QProcess &process, const QString &program, const QStringList &arguments,
             QString *why = nullptr) const
    {
        process.setProcessEnvironment(environment());
        process.start(program, arguments);
        if (process.waitForFinished(60000))
            return true;
        if (why)
            *why = u"%1 did not finish: %2"_s.arg(program, process.errorString());
        process.kill();
        process.waitForFinished();
        return false;
    }

    // A fresh copy of the state before `command`, for one run; the copies of an earlier run
    // of that name (schema update backups, leftovers) are removed first.
    QString copyOfBefore(const QString &command, const QString &name) const
    {
        const QString path = m_dir.filePath(name);
        const QString stem = QFileInfo(path).completeBaseName();
        QDir folder(m_dir.path());
        for (const QString &old :
             folder.entryList({stem + u".*"_s, u'.' + stem + u".*"_s}, QDir::Files | QDir::Hidden))
            folder.remove(old);
        return QFile::copy(m_before.value(command, m_empty), path) ? path : QString();
    }

    // The schema updates' backup copies beside `path`, and the hidden half-written ones.
    QStringList backupsBeside(const QString &path, bool hidden) const
    {
        const QString stem = QFileInfo(path).completeBaseName();
        const QString pattern = hidden ? QString(u'.' + stem + u".v*-backup-*"_s)
                                       : QString(stem + u".v*-backup-*.sqlite"_s);
        return QDir(m_dir.path()).entryList({pattern}, QDir::Files | QDir::Hidden);
    }

    static int schemaVersionOf(const QString &path)
    {
        int version = -1;
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"version"_s);
            raw.setDatabaseName(path);
            raw.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
            QSqlQuery query(raw);
            if (raw.open() && query.exec(u"PRAGMA user_version"_s) && query.next())
                version = query.value(0).toInt();
        }
        QSqlDatabase::removeDatabase(u"version"_s);
        return version;
    }

    QStringList dugoutArguments(const QString &database, const QString &command) const
    {
        return QStringList{u"--db"_s, database} + m_arguments.value(command);
    }

    static Outcome inspect(const QString &path)
    {
        Outcome outcome;
        DatabaseError error;
        DatabaseOpenOptions options;
        options.createIfMissing = false;
        // Looked at as it is: an older schema is not updated by looking.
        outcome.schemaVersion = schemaVersionOf(path);
        options.targetVersion = outcome.schemaVersion;
        const std::unique_ptr<Database> database = Database::open(path, &error, options);
        if (!database) {
            outcome.problem = error.message;
            return outcome;
        }
        QSqlQuery check(database->connection());
        if (!check.exec(u"PRAGMA integrity_check"_s) || !check.next() ||
            check.value(0).toString() != u"ok"_s) {
            outcome.problem = u"integrity_check: "_s + check.value(0).toString();
            return outcome;
        }
        outcome.dump = test::databaseDump(*database);
        outcome.counts = database->tableRowCounts();
        return outcome;
    }

    static QString describe(const QList<QPair<QString, qint64>> &counts)
    {
        QStringList parts;
        for (const auto &[table, rows] : counts) {
            if (rows > 0)
                parts << u"%1=%2"_s.arg(table).arg(rows);
        }
        return parts.join(u' ');
    }

    // "before", "after", or what is wrong with the database at `path`.
    QString stateOf(const QString &path, const QString &command) const
    {
        const Outcome outcome = inspect(path);
        if (!outcome.problem.isEmpty())
            return outcome.problem;
        const Outcome before = m_beforeState.value(command);
        const Outcome after = m_afterState.value(command);
        if (outcome.dump == before.dump && outcome.schemaVersion == before.schemaVersion)
            return u"before"_s;
        if (outcome.counts == after.counts && outcome.schemaVersion == after.schemaVersion)
            return u"after"_s;
        return u"half-done (schema %1): "_s.arg(outcome.schemaVersion) + describe(outcome.counts);
    }

    void addRows(const QString &command)
    {
        const int writes = m_writes.value(command);
        QList<int> points{1, writes};
        for (int i = 1; i <= spreadKillPoints; ++i)
            points << 1 + (writes - 1) * i / (spreadKillPoints + 1);
        std::sort(points.begin(), points.end());
        points.erase(std::unique(points.begin(), points.end()), points.end());
        for (int point : std::as_const(points))
            QTest::addRow("%s, write %d of %d", qPrintable(command), point, writes)
                << command << point;
    }

    // A traced run of each command counts its pwrite64 calls. strace needs ptrace, which a
    // container or a Yama policy may forbid: then m_straceProblem says so.
    void countWrites()
    {
        m_strace = QStandardPaths::findExecutable(u"strace"_s);
        QProcess process;
        if (m_strace.isEmpty()) {
            m_straceProblem = u"the strace command is needed (make deps installs it)"_s;
            return;
        }
        if (!run(process, m_strace, {u"-f"_s, u"-qq"_s, u"-o"_s, u"/dev/null"_s, u"true"_s}) ||
            process.exitCode() != 0) {
            m_straceProblem = u"strace cannot trace a process here: "_s +
                              QString::fromLocal8Bit(process.readAllStandardError());
            return;
        }
        for (auto it = m_arguments.cbegin(); it != m_arguments.cend(); ++it) {
            const QString path = copyOfBefore(it.key(), u"count.sqlite"_s);
            const QString trace = m_dir.filePath(u"count.trace"_s);
            QVERIFY(run(process, m_strace,
                        QStringList{u"-f"_s, u"-qq"_s, u"-e"_s, u"trace=pwrite64"_s, u"-o"_s, trace,
                                    QStringLiteral(DUGOUT_EXECUTABLE)} +
                            dugoutArguments(path, it.key())));
            QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
                     process.readAllStandardError().constData());
            QFile lines(trace);
            QVERIFY(lines.open(QIODevice::ReadOnly));
            const int writes = int(lines.readAll().count("pwrite64("));
            QVERIFY2(writes > 0, qPrintable(it.key()));
            m_writes.insert(it.key(), writes);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        m_empty = m_dir.filePath(u"empty.sqlite"_s);
        {
            DatabaseError error;
            const std::unique_ptr<Database> database = Database::open(m_empty, &error);
            QVERIFY2(database, qPrintable(error.message));
        }
        // A database an older Dugout left, one schema behind, with a little in it: any command
        // updates it, first writing a backup copy of it.
        const QString older = m_dir.filePath(u"older.sqlite"_s);
        {
            DatabaseError error;
            DatabaseOpenOptions options;
            options.targetVersion = latestSchemaVersion() - 1;
            const std::unique_ptr<Database> database = Database::open(older, &error, options);
            QVERIFY2(database, qPrintable(error.message));
            QSqlQuery query(database->connection());
            QVERIFY(query.exec(u"INSERT INTO coach (name) VALUES ('Anna'), ('Bruno')"_s));
        }

        // A team file, as a coach would export it from another database.
        const QString demo = copyOfBefore(QString(), u"demo.sqlite"_s);
        QProcess process;
        QVERIFY(run(process, QStringLiteral(DUGOUT_EXECUTABLE),
                    {u"--db"_s, demo, u"league"_s, u"demo"_s}));
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(run(process, QStringLiteral(DUGOUT_EXECUTABLE),
                    {u"--db"_s, demo, u"team"_s, u"export"_s, u"2"_s}));
        QCOMPARE(process.exitCode(), 0);
        m_teamFile = m_dir.filePath(u"team.json"_s);
        QFile team(m_teamFile);
        QVERIFY(team.open(QIODevice::WriteOnly) && team.write(process.readAllStandardOutput()) > 0);
        team.close();

        // A whole match of the tracker, every event of it.
        const auto rules = RulesetLoader::builtIn();
        QVERIFY(rules);
        const MatchSetup setup = test::humanDerby(*rules);
        QString error;
        const QList<MatchEvent> events =
            Match::replay(*rules, setup, test::scriptedMatch(), &error).events();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        m_matchFile = m_dir.filePath(u"match.jsonl"_s);
        QFile match(m_matchFile);
        QVERIFY(match.open(QIODevice::WriteOnly) &&
                match.write(MatchLogFile::toBytes(setup, events)) > 0);
        match.close();

        m_arguments = {
            {u"league demo"_s, {u"league"_s, u"demo"_s}},
            {u"team import"_s, {u"team"_s, u"import"_s, m_teamFile}},
            {u"match replay --store"_s, {u"match"_s, u"replay"_s, m_matchFile, u"--store"_s}},
            {u"schema update"_s, {u"db"_s, u"info"_s}}};
        m_before.insert(u"schema update"_s, older);

        // A complete run of each command: what it leaves, and how much it adds to the file.
        for (auto it = m_arguments.cbegin(); it != m_arguments.cend(); ++it) {
            const QString path = copyOfBefore(it.key(), u"complete.sqlite"_s);
            const Outcome before = inspect(path);
            QVERIFY2(before.problem.isEmpty(), qPrintable(before.problem));
            m_beforeState.insert(it.key(), before);
            QVERIFY(
                run(process, QStringLiteral(DUGOUT_EXECUTABLE), dugoutArguments(path, it.key())));
            QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
                     process.readAllStandardError().constData());
            const Outcome after = inspect(path);
            QVERIFY2(after.problem.isEmpty(), qPrintable(after.problem));
            QVERIFY(after.dump != before.dump || after.schemaVersion != before.schemaVersion);
            m_afterState.insert(it.key(), after);
            m_growth.insert(it.key(), QFileInfo(path).size() - QFileInfo(m_empty).size());
        }
        countWrites();
        if (QTest::currentTestFailed())
            return;
    }

    // Killed at its Nth write, the command leaves the database as before or as after it.
    void killedAnywhere_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("killAt");
        if (!m_straceProblem.isEmpty()) {
            QTest::newRow("strace") << QString() << 0;
            return;
        }
        for (const QString &command :
             {u"league demo"_s, u"team import"_s, u"match replay --store"_s, u"schema update"_s})
            addRows(command);
    }

    void killedAnywhere()
    {
        QFETCH(QString, command);
        QFETCH(int, killAt);
        if (m_strace.isEmpty())
            QFAIL(qPrintable(m_straceProblem));
        if (!m_straceProblem.isEmpty())
            QSKIP(qPrintable(m_straceProblem));
        const QString path = copyOfBefore(command, u"killed.sqlite"_s);
        QVERIFY(!path.isEmpty());
        QProcess process;
        QString why;
        QVERIFY2(run(process, m_strace,
                     QStringList{u"-f"_s, u"-qq"_s, u"-o"_s, u"/dev/null"_s, u"-e"_s,
                                 u"trace=pwrite64"_s, u"-e"_s,
                                 u"inject=pwrite64:signal=SIGKILL:when=%1"_s.arg(killAt),
                                 QStringLiteral(DUGOUT_EXECUTABLE)} +
                         dugoutArguments(path, command),
                     &why),
                 qPrintable(why));
        // strace dies of the signal that killed the command.
        QVERIFY2(process.exitStatus() == QProcess::CrashExit,
                 process.readAllStandardError().constData());
        // A backup copy under its real name is whole: a user may trust it to restore.
        for (const QString &backup : backupsBeside(path, false))
            QVERIFY2(BackupFinder::isWholeDugoutDatabase(m_dir.filePath(backup)),
                     qPrintable(backup));
        const QString state = stateOf(path, command);
        QVERIFY2(state == u"before"_s || state == u"after"_s, qPrintable(state));
        // Looking at it opened it: a half-written copy the kill left is gone.
        QCOMPARE(backupsBeside(path, true), QStringList());
    }

    // On a disk with too little room left the command fails, saying so, and writes nothing.
    // The room left is what SQLite's shared memory file takes, then that and a part of what
    // the command adds to the database: its write-ahead log needs at least all of it.
    void fullDisk_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<qint64>("free");
        for (const QString &command : {u"league demo"_s, u"match replay --store"_s}) {
            for (int eighths : {0, 4, 8}) {
                const qint64 free = sharedMemoryBytes + m_growth.value(command) * eighths / 8;
                QTest::addRow("%s, %lld KiB free", qPrintable(command), free / 1024)
                    << command << free;
            }
        }
    }

    void fullDisk()
    {
        QFETCH(QString, command);
        QFETCH(qint64, free);
        const QString tiny = m_dir.filePath(u"tiny"_s);
        QVERIFY(QDir().mkpath(tiny));
        QProcess mount;
        mount.start(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s,
                                 u"size=%1k"_s.arg((QFileInfo(m_empty).size() + free) / 1024 + 256),
                                 u"tmpfs"_s, tiny});
        if (!mount.waitForFinished(10000) || mount.exitStatus() != QProcess::NormalExit ||
            mount.exitCode() != 0)
            QSKIP("a small tmpfs cannot be mounted here");
        const auto unmount = qScopeGuard([&tiny] { QProcess::execute(u"umount"_s, {tiny}); });
        const QString path = tiny + u"/full.sqlite"_s;
        QVERIFY(QFile::copy(m_empty, path));
        // Fill the disk up to `free`.
        const qint64 fill = QStorageInfo(tiny).bytesAvailable() - free;
        QVERIFY(fill > 0);
        QFile filler(tiny + u"/filler"_s);
        QVERIFY(filler.open(QIODevice::WriteOnly));
        QCOMPARE(filler.write(QByteArray(fill, 'x')), fill);
        filler.close();

        QProcess process;
        QVERIFY(run(process, QStringLiteral(DUGOUT_EXECUTABLE), dugoutArguments(path, command)));
        const QString err = QString::fromLocal8Bit(process.readAllStandardError());
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(process.exitCode() == 1,
                 qPrintable(u"exit code %1: %2"_s.arg(process.exitCode()).arg(err)));
        QVERIFY2(err.contains(u"the disk is full"_s), qPrintable(err));
        // Room again, as when the user frees some, to look at what the command left.
        QVERIFY(filler.remove());
        QCOMPARE(stateOf(path, command), u"before"_s);
    }
};

QTEST_GUILESS_MAIN(TestAllOrNothing)
#include "tst_all_or_nothing.moc"
