// An output path never destroys the database: `sheet -o`, `match export -o` and `db backup`
// refuse the open database, its side files (-wal, -shm, -journal), a link to it, and any other
// SQLite database, and leave every one of them byte for byte as it was.
#include "../support/CommandRunner.h"
#include "app/cli/CommandLine.h"
#include "core/storage/Database.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::cli;

class TestOutputPaths : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CommandLine m_commandLine;
    QString m_db;
    QString m_other; // another Dugout database

    test::CommandResult run(const QString &database, const QStringList &arguments)
    {
        return test::runCommand(m_commandLine, database, arguments);
    }

    static QByteArray digest(const QString &path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(u"league.sqlite"_s);
        m_other = m_dir.filePath(u"other.sqlite"_s);
        QCOMPARE(run(m_db, {u"league"_s, u"demo"_s}).code, 0);
        DatabaseError error;
        QVERIFY2(Database::open(m_other, &error), qPrintable(error.message));
        const QString log = QStringLiteral(DUGOUT_SOURCE_DIR "/docs/examples/tracked-match.jsonl");
        QCOMPARE(run(m_db, {u"match"_s, u"replay"_s, log, u"--store"_s}).code, 0);
        QVERIFY(QFile::link(m_db, m_dir.filePath(u"link.sqlite"_s)));
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("arguments"); // DB stands for the path of the open database
        QTest::addColumn<QString>("message");
        const QString destroy = u"is the open database"_s;
        const QString side = u"belongs to the open database"_s;
        const QString other = u"is an SQLite database"_s;
        QTest::newRow("sheet onto the database")
            << QStringList{u"sheet"_s, u"1"_s, u"-o"_s, u"DB"_s} << destroy;
        QTest::newRow("sheet onto its -wal")
            << QStringList{u"sheet"_s, u"1"_s, u"-o"_s, u"DB-wal"_s} << side;
        QTest::newRow("sheet through a link to it")
            << QStringList{u"sheet"_s, u"1"_s, u"-o"_s, u"LINK"_s} << destroy;
        QTest::newRow("sheet over another database")
            << QStringList{u"sheet"_s, u"1"_s, u"-o"_s, u"OTHER"_s} << other;
        QTest::newRow("export onto the database")
            << QStringList{u"match"_s, u"export"_s, u"1"_s, u"-o"_s, u"DB"_s} << destroy;
        QTest::newRow("export onto its -shm")
            << QStringList{u"match"_s, u"export"_s, u"1"_s, u"-o"_s, u"DB-shm"_s} << side;
        QTest::newRow("export over another database")
            << QStringList{u"match"_s, u"export"_s, u"1"_s, u"-o"_s, u"OTHER"_s} << other;
        QTest::newRow("backup onto its -journal")
            << QStringList{u"db"_s, u"backup"_s, u"DB-journal"_s} << side;
        QTest::newRow("backup onto its -wal")
            << QStringList{u"db"_s, u"backup"_s, u"DB-wal"_s} << side;
        QTest::newRow("backup onto the database")
            << QStringList{u"db"_s, u"backup"_s, u"DB"_s} << destroy;
    }
    void refused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        for (QString &argument : arguments) {
            if (argument.startsWith(u"DB"_s))
                argument = m_db + argument.mid(2);
            else if (argument == u"LINK"_s)
                argument = m_dir.filePath(u"link.sqlite"_s);
            else if (argument == u"OTHER"_s)
                argument = m_other;
        }
        const QByteArray before = digest(m_db);
        const QByteArray otherBefore = digest(m_other);
        const test::CommandResult result = run(m_db, arguments);
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QCOMPARE(digest(m_db), before);
        QCOMPARE(digest(m_other), otherBefore);
        QVERIFY2(!QFile::exists(m_db + u"-journal"_s),
                 "a file was left where SQLite keeps its journal");
        QCOMPARE(run(m_db, {u"db"_s, u"info"_s}).code, 0); // still a sound database
    }

    // On a full disk the sheet, the export and the backup fail with plain words and leave nothing
    // behind (a 16 KiB tmpfs, where this machine lets the test mount one).
    void fullDiskLeavesNothing()
    {
        const QString tiny = m_dir.filePath(u"tiny"_s);
        QVERIFY(QDir().mkpath(tiny));
        QProcess mount;
        mount.start(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size=16k"_s, u"tmpfs"_s, tiny});
        if (!mount.waitForFinished(10000) || mount.exitStatus() != QProcess::NormalExit ||
            mount.exitCode() != 0)
            QSKIP("a small tmpfs cannot be mounted here");
        const auto unmount = qScopeGuard([&tiny] { QProcess::execute(u"umount"_s, {tiny}); });
        for (const QStringList &arguments :
             {QStringList{u"sheet"_s, u"1"_s, u"-o"_s, tiny + u"/sheet.pdf"_s},
              QStringList{u"match"_s, u"export"_s, u"1"_s, u"-o"_s, tiny + u"/match.jsonl"_s},
              QStringList{u"db"_s, u"backup"_s, tiny + u"/copy.sqlite"_s}}) {
            const test::CommandResult result = run(m_db, arguments);
            QCOMPARE(result.code, 1);
            QVERIFY2(result.err.contains(u"the disk is full"_s), qPrintable(result.err));
            QCOMPARE(QDir(tiny).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
        }
    }

    // An ordinary new file is written as before.
    void ordinaryFilesAreWritten()
    {
        const QString sheet = m_dir.filePath(u"sheet.pdf"_s);
        QCOMPARE(run(m_db, {u"sheet"_s, u"1"_s, u"-o"_s, sheet}).code, 0);
        QVERIFY(QFileInfo(sheet).size() > 0);
        const QString backup = m_dir.filePath(u"copy.sqlite"_s);
        QCOMPARE(run(m_db, {u"db"_s, u"backup"_s, backup}).code, 0);
        QVERIFY(QFileInfo(backup).size() > 0);
    }
};

QTEST_MAIN(TestOutputPaths)
#include "tst_output_paths.moc"
