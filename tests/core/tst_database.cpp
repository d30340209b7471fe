// Opening, creating and refusing database files (docs/architecture.md, "Database files").
#include "../support/TestFiles.h"
#include "core/storage/Database.h"
#include "core/storage/Migrations.h"

#include <QDir>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using dugout::Database;
using dugout::DatabaseError;
using Kind = dugout::DatabaseError::Kind;

Q_DECLARE_METATYPE(dugout::DatabaseError::Kind)

class TestDatabase : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    // A Dugout database with one coach, closed again so everything is in the main file.
    QString makeDugoutDatabase(const QString &name)
    {
        const QString file = path(name);
        DatabaseError error;
        auto db = Database::open(file, &error);
        if (!db)
            qFatal("cannot create %s", qPrintable(error.message));
        QSqlQuery(db->connection()).exec(u"INSERT INTO coach (name) VALUES ('Anna')"_s);
        return file;
    }

    // Runs raw SQL on a file with a connection of its own, as another program would.
    static void rawSql(const QString &file, const QStringList &statements)
    {
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw"_s);
            raw.setDatabaseName(file);
            QVERIFY(raw.open());
            QSqlQuery query(raw);
            for (const QString &statement : statements)
                QVERIFY2(query.exec(statement), qPrintable(query.lastError().text()));
        }
        QSqlDatabase::removeDatabase(u"raw"_s);
    }

    static bool isWriteLocked(const QString &file)
    {
        bool locked = false;
        {
            QSqlDatabase probe = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"probe"_s);
            probe.setDatabaseName(file);
            probe.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=0"_s);
            probe.open();
            QSqlQuery query(probe);
            locked = !query.exec(u"BEGIN IMMEDIATE"_s);
            if (!locked)
                query.exec(u"ROLLBACK"_s);
        }
        QSqlDatabase::removeDatabase(u"probe"_s);
        return locked;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void createsANewDatabase_data()
    {
        QTest::addColumn<bool>("emptyFileFirst");
        QTest::newRow("no file yet") << false;
        QTest::newRow("empty file, a new database asked for (db init)") << true;
    }
    void createsANewDatabase()
    {
        QFETCH(bool, emptyFileFirst);
        const QString file = path(u"new-%1.sqlite"_s.arg(emptyFileFirst));
        if (emptyFileFirst)
            dugout::test::writeFile(file, {});
        DatabaseError error;
        dugout::DatabaseOpenOptions options;
        options.acceptEmptyFile = emptyFileFirst;
        auto db = Database::open(file, &error, options);
        QVERIFY2(db, qPrintable(error.message));
        QCOMPARE(db->schemaVersion(), dugout::latestSchemaVersion());
        QVERIFY(db->isEmpty());
        QVERIFY(db->migrationBackupPath().isEmpty());

        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"PRAGMA application_id"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), Database::ApplicationId);
        QVERIFY(query.exec(u"PRAGMA foreign_keys"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        QVERIFY(query.exec(u"PRAGMA journal_mode"_s) && query.next());
        QCOMPARE(query.value(0).toString(), u"wal"_s);
        QVERIFY(query.exec(u"PRAGMA busy_timeout"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 5000);
    }

    void createsMissingFolders()
    {
        const QString file = path(u"deeper/still/db.sqlite"_s);
        DatabaseError error;
        QVERIFY2(Database::open(file, &error), qPrintable(error.message));
        QVERIFY(QFileInfo::exists(file));
    }

    void reopensWithoutChange()
    {
        const QString file = makeDugoutDatabase(u"reopen.sqlite"_s);
        DatabaseError error;
        auto db = Database::open(file, &error);
        QVERIFY2(db, qPrintable(error.message));
        QVERIFY(!db->isEmpty());
        QVERIFY(db->migrationBackupPath().isEmpty());
        const auto counts = db->tableRowCounts();
        QVERIFY(counts.contains(QPair<QString, qint64>(u"coach"_s, 1)));
        QVERIFY(counts.contains(QPair<QString, qint64>(u"dugout_info"_s, 1)));
    }

    void refusesMissingFileWhenNotCreating()
    {
        DatabaseError error;
        dugout::DatabaseOpenOptions options;
        options.createIfMissing = false;
        QVERIFY(!Database::open(path(u"absent.sqlite"_s), &error, options));
        QCOMPARE(error.kind, Kind::NotFound);
        QVERIFY(!QFileInfo::exists(path(u"absent.sqlite"_s)));
    }

    // Every refusal leaves the file byte for byte as it was.
    void refusesAndLeavesFileUnchanged_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Kind>("expected");
        QTest::addColumn<QString>("mentions");

        const QString text = path(u"notes.txt"_s);
        dugout::test::writeFile(text, "Altdorf Reavers: 11 players, 3 re-rolls\n");
        QTest::newRow("text file") << text << Kind::NotSqlite << u"not an SQLite file"_s;

        const QString tiny = path(u"tiny.sqlite"_s);
        dugout::test::writeFile(tiny, "SQLite");
        QTest::newRow("truncated header") << tiny << Kind::NotSqlite << u"not an SQLite file"_s;

        const QString other = path(u"recipes.sqlite"_s);
        rawSql(other,
               {u"CREATE TABLE recipe (name TEXT)"_s, u"INSERT INTO recipe VALUES ('stew')"_s});
        QTest::newRow("another program's tables")
            << other << Kind::NotDugout << u"another program"_s;

        const QString foreignId = path(u"fossil.sqlite"_s);
        rawSql(foreignId, {u"PRAGMA application_id = 252006673"_s});
        QTest::newRow("another program's application id")
            << foreignId << Kind::NotDugout << u"another program"_s;

        const QString newer = makeDugoutDatabase(u"newer.sqlite"_s);
        rawSql(newer, {u"PRAGMA user_version = %1"_s.arg(dugout::latestSchemaVersion() + 1)});
        QTest::newRow("newer Dugout")
            << newer << Kind::NewerVersion << u"newer version of Dugout"_s;

        const QString corrupt = makeDugoutDatabase(u"corrupt.sqlite"_s);
        rawSql(corrupt, {u"PRAGMA journal_mode = DELETE"_s});
        dugout::test::patchFile(corrupt, 4096, QByteArray(4096, '\x55')); // page 2
        QTest::newRow("corrupt page") << corrupt << Kind::Corrupt << u"damaged"_s;

        // A file truncated to nothing may have held a league: never silently made a new one.
        const QString empty = path(u"truncated.sqlite"_s);
        dugout::test::writeFile(empty, {});
        QTest::newRow("empty file") << empty << Kind::Empty << u"empty file (0 bytes)"_s;

        const QString folder = path(u"a-folder.sqlite"_s);
        QDir().mkpath(folder);
        QTest::newRow("a folder") << folder << Kind::Io << u"folder"_s;
    }
    void refusesAndLeavesFileUnchanged()
    {
        QFETCH(QString, file);
        QFETCH(Kind, expected);
        QFETCH(QString, mentions);
        const QByteArray before = dugout::test::fileHash(file);
        DatabaseError error;
        QVERIFY(!Database::open(file, &error));
        QCOMPARE(error.kind, expected);
        QVERIFY2(error.message.contains(mentions), qPrintable(error.message));
        QVERIFY2(error.message.contains(QFileInfo(file).fileName()), qPrintable(error.message));
        QCOMPARE(dugout::test::fileHash(file), before);
        QVERIFY(!QFileInfo::exists(file + u"-wal"_s));
    }

    void refusesToCreateInReadOnlyLocation()
    {
        // /proc accepts no new files, whoever runs the test (root included).
        DatabaseError error;
        QVERIFY(!Database::open(u"/proc/dugout-test/league.sqlite"_s, &error));
        QCOMPARE(error.kind, Kind::ReadOnly);
    }

    void refusesWhileAnotherConnectionHoldsAnExclusiveLock()
    {
        const QString file = makeDugoutDatabase(u"exclusive.sqlite"_s);
        const QByteArray before = dugout::test::fileHash(file);
        {
            QSqlDatabase other = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"holder"_s);
            other.setDatabaseName(file);
            QVERIFY(other.open());
            QSqlQuery hold(other);
            QVERIFY(hold.exec(u"PRAGMA locking_mode = EXCLUSIVE"_s));
            QVERIFY(hold.exec(u"BEGIN EXCLUSIVE"_s));

            DatabaseError error;
            dugout::DatabaseOpenOptions options;
            options.busyTimeoutMs = 100;
            QVERIFY(!Database::open(file, &error, options));
            QCOMPARE(error.kind, Kind::Locked);
            QVERIFY(error.message.contains(u"locked"_s));
            hold.exec(u"ROLLBACK"_s);
        }
        QSqlDatabase::removeDatabase(u"holder"_s);
        QCOMPARE(dugout::test::fileHash(file), before);
    }

    void refusesWhileAnotherProcessIsWriting()
    {
        const QString sqlite3 = QStandardPaths::findExecutable(u"sqlite3"_s);
        QVERIFY2(!sqlite3.isEmpty(), "the sqlite3 command is needed (make deps installs it)");
        const QString file = makeDugoutDatabase(u"busy.sqlite"_s);
        const QByteArray before = dugout::test::fileHash(file);

        QProcess writer;
        writer.start(sqlite3, {file});
        QVERIFY(writer.waitForStarted());
        writer.write("BEGIN IMMEDIATE;\nINSERT INTO coach (name) VALUES ('Bruno');\n");
        // sqlite3 buffers its output on a pipe, so watch the lock itself instead.
        QTRY_VERIFY_WITH_TIMEOUT(isWriteLocked(file), 10000);

        DatabaseError error;
        dugout::DatabaseOpenOptions options;
        options.busyTimeoutMs = 200;
        QVERIFY(!Database::open(file, &error, options));
        QCOMPARE(error.kind, Kind::Locked);
        QCOMPARE(dugout::test::fileHash(file), before);

        writer.write("ROLLBACK;\n.quit\n");
        writer.closeWriteChannel();
        QVERIFY(writer.waitForFinished());
        // Once the other process is gone the same file opens.
        QVERIFY(Database::open(file, &error));
    }

    void backupIsAConsistentCopy()
    {
        const QString file = makeDugoutDatabase(u"source.sqlite"_s);
        DatabaseError error;
        auto db = Database::open(file, &error);
        QVERIFY(db);
        const QString target = path(u"copies/source-copy.sqlite"_s);
        QDir().mkpath(path(u"copies"_s));
        QString why;
        QVERIFY2(db->backupTo(target, &why), qPrintable(why));
        auto copy = Database::open(target, &error);
        QVERIFY2(copy, qPrintable(error.message));
        QCOMPARE(copy->tableRowCounts(), db->tableRowCounts());
        QCOMPARE(copy->schemaVersion(), db->schemaVersion());

        // Never overwrites an existing file.
        const QByteArray before = dugout::test::fileHash(target);
        QVERIFY(!db->backupTo(target, &why));
        QVERIFY(why.contains(u"already exists"_s));
        QCOMPARE(dugout::test::fileHash(target), before);
    }

    // Issue 18 point 5: a new database gives the pages of deleted rows back when it closes.
    void staysCompactAfterDeletions()
    {
        const QString file = path(u"compact.sqlite"_s);
        DatabaseError error;
        {
            auto db = Database::open(file, &error);
            QVERIFY(db);
            QVERIFY(db->fileSize().compactsItself);
            QSqlQuery query(db->connection());
            QVERIFY(query.exec(u"CREATE TABLE bulk (x TEXT)"_s));
            for (int i = 0; i < 200; ++i)
                QVERIFY(query.exec(u"INSERT INTO bulk VALUES (printf('%.4000c', 'x'))"_s));
        }
        const qint64 full = QFileInfo(file).size();
        {
            auto db = Database::open(file, &error);
            QVERIFY(QSqlQuery(db->connection()).exec(u"DELETE FROM bulk"_s));
            QVERIFY(db->fileSize().freePages > 100);
        }
        auto db = Database::open(file, &error);
        QCOMPARE(db->fileSize().freePages, 0);
        QVERIFY2(QFileInfo(file).size() < full / 4,
                 qPrintable(u"%1 bytes, %2 before"_s.arg(QFileInfo(file).size()).arg(full)));
        QCOMPARE(db->fileSize().bytes, QFileInfo(file).size());
    }

    void foreignKeysAreEnforced()
    {
        DatabaseError error;
        auto db = Database::open(path(u"fk.sqlite"_s), &error);
        QVERIFY(db);
        QSqlQuery query(db->connection());
        QVERIFY(
            query.exec(u"CREATE TABLE child (coach_id INTEGER NOT NULL REFERENCES coach(id))"_s));
        QVERIFY(!query.exec(u"INSERT INTO child VALUES (42)"_s));
    }
};

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
