// Damaged, empty and unusual files are found before Dugout writes to them, and the last good
// backup is offered (issue: nothing lost, whatever happens). The full integrity check is
// skipped only for a file unchanged since Dugout last closed it whole.
#include "../support/DamagedDatabase.h"
#include "../support/TestFiles.h"
#include "core/storage/BackupFinder.h"
#include "core/storage/BackupRestore.h"
#include "core/storage/Database.h"
#include "core/storage/LeftoverFiles.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using dugout::Database;
using dugout::DatabaseError;
using dugout::DatabaseOpenOptions;
using Kind = dugout::DatabaseError::Kind;
using Check = dugout::DatabaseOpenOptions::IntegrityCheck;

Q_DECLARE_METATYPE(dugout::DatabaseOpenOptions::IntegrityCheck)

class TestDatabaseDamage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    // A Dugout database holding two coaches, closed whole.
    QString makeLeague(const QString &name)
    {
        const QString file = path(name);
        DatabaseError error;
        auto db = Database::open(file, &error, {});
        if (!db)
            qFatal("cannot create %s", qPrintable(error.message));
        QSqlQuery query(db->connection());
        query.exec(u"INSERT INTO coach (name) VALUES ('Anna'), ('Bruno')"_s);
        return file;
    }

    static DatabaseOpenOptions checking(Check check)
    {
        DatabaseOpenOptions options;
        options.integrity = check;
        return options;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the healthy-close record goes to a test folder
        QVERIFY(m_dir.isValid());
    }

    // Issue point 5: a named pipe hung the open forever; a socket or device is no better.
    void namedPipeRefusedAtOnce()
    {
        const QString pipe = path(u"pipe.sqlite"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
        DatabaseError error;
        QVERIFY(!Database::open(pipe, &error));
        QCOMPARE(error.kind, Kind::NotAFile);
        QVERIFY2(error.message.contains(u"pipe.sqlite"_s), qPrintable(error.message));
    }

    void danglingLinkRefused()
    {
        const QString link = path(u"gone.sqlite"_s);
        QVERIFY(QFile::link(path(u"nowhere.sqlite"_s), link));
        DatabaseError error;
        QVERIFY(!Database::open(link, &error));
        QVERIFY2(error.message.contains(u"does not exist"_s), qPrintable(error.message));
        QVERIFY(!QFileInfo::exists(path(u"nowhere.sqlite"_s))); // not created through the link
    }

    // A damaged index is found whichever way the file is opened for writing, except when the
    // caller checks later itself (the window, in the background).
    void damagedIndexFoundBeforeWriting_data()
    {
        QTest::addColumn<Check>("check");
        QTest::addColumn<bool>("refused");
        QTest::newRow("changed since the last whole close") << Check::UnlessClosedWhole << true;
        QTest::newRow("db check: always") << Check::Always << true;
        QTest::newRow("the window checks in the background") << Check::Deferred << false;
    }
    void damagedIndexFoundBeforeWriting()
    {
        QFETCH(Check, check);
        QFETCH(bool, refused);
        const QString file = makeLeague(u"index-%1.sqlite"_s.arg(int(check)));
        QCOMPARE(dugout::test::damageAnIndex(file, u"coach"_s, u"name"_s), QString());
        const QByteArray before = dugout::test::fileHash(file);

        DatabaseError error;
        auto db = Database::open(file, &error, checking(check));
        if (refused) {
            QVERIFY(!db);
            QCOMPARE(error.kind, Kind::Corrupt);
            QVERIFY2(error.message.contains(u"missing from index"_s), qPrintable(error.message));
            QVERIFY2(error.message.contains(u"wrote nothing"_s), qPrintable(error.message));
            QCOMPARE(dugout::test::fileHash(file), before);
        } else {
            QVERIFY2(db, qPrintable(error.message));
            QVERIFY(!db->isKnownWhole());
            QVERIFY(!db->checkIntegrity().isEmpty());
            // And a backup of the damage is refused, so it is never trusted later.
            QString why;
            QVERIFY(!db->backupTo(path(u"index-copy.sqlite"_s), &why));
            QVERIFY2(why.contains(u"damaged"_s), qPrintable(why));
            QVERIFY(!QFileInfo::exists(path(u"index-copy.sqlite"_s)));
        }
    }

    // The record of a whole close is keyed on the file's size and modification time: an
    // unchanged file opens without the check (fast start), any change brings the check back.
    void healthyCloseSkipsTheCheckOnlyForAnUnchangedFile()
    {
        const QString file = makeLeague(u"record.sqlite"_s);
        QCOMPARE(dugout::test::addIndexesToDamage(file, u"coach"_s, u"name"_s), QString());
        {
            DatabaseError error;
            auto db = Database::open(file, &error, checking(Check::Always));
            QVERIFY2(db && db->isKnownWhole(), qPrintable(error.message));
        }
        const auto size = std::filesystem::file_size(file.toStdString());
        const auto written = std::filesystem::last_write_time(file.toStdString());
        QCOMPARE(dugout::test::damageAnIndex(file, u"coach"_s, u"name"_s), QString());
        // Damage that kept the size and the time: the record cannot see it and trusts the file,
        // which is why `db check` and the window's background check exist.
        QCOMPARE(std::filesystem::file_size(file.toStdString()), size);
        std::filesystem::last_write_time(file.toStdString(), written);
        DatabaseError error;
        QVERIFY2(Database::open(file, &error, checking(Check::UnlessClosedWhole)),
                 qPrintable(error.message));
        QVERIFY(!Database::open(file, &error, checking(Check::Always)));
        QCOMPARE(error.kind, Kind::Corrupt);
        // The failed check forgot the record: the next ordinary open checks again and refuses.
        QVERIFY(!Database::open(file, &error, checking(Check::UnlessClosedWhole)));
        QCOMPARE(error.kind, Kind::Corrupt);
    }

    // The refusal names the newest whole backup beside the database and skips the rest.
    void damagedDatabaseOffersTheLastGoodBackup()
    {
        const QString file = makeLeague(u"club.sqlite"_s);
        const QString good = path(u"club.backup-monday.sqlite"_s);
        {
            DatabaseError error;
            auto db = Database::open(file, &error);
            QVERIFY(db);
            QString why;
            QVERIFY2(db->backupTo(good, &why), qPrintable(why));
        }
        QTest::qWait(20); // a newer modification time for the broken copy below
        dugout::test::writeFile(path(u"club.backup-tuesday.sqlite"_s), "not a database at all");
        QCOMPARE(dugout::test::damageAnIndex(file, u"coach"_s, u"name"_s), QString());

        DatabaseError error;
        QVERIFY(!Database::open(file, &error));
        QCOMPARE(error.kind, Kind::Corrupt);
        QCOMPARE(error.goodBackup, good);
        QVERIFY2(error.message.contains(u"club.backup-monday.sqlite"_s), qPrintable(error.message));

        // Restoring puts the backup in place and keeps the damaged file beside it.
        const QByteArray damaged = dugout::test::fileHash(file);
        QString keptAs;
        QString why;
        QVERIFY2(dugout::BackupRestore::restore(file, good, &keptAs, &why), qPrintable(why));
        QCOMPARE(dugout::test::fileHash(keptAs), damaged);
        QCOMPARE(dugout::test::fileHash(file), dugout::test::fileHash(good));
        auto restored = Database::open(file, &error, checking(Check::Always));
        QVERIFY2(restored, qPrintable(error.message));
        QVERIFY(restored->tableRowCounts().contains(QPair<QString, qint64>(u"coach"_s, 2)));
        QVERIFY(!QFileInfo::exists(file + u".restoring"_s));
    }

    void restoreRefusesWhatCannotReplaceTheDatabase_data()
    {
        QTest::addColumn<QString>("backup");
        QTest::addColumn<QString>("mentions");
        const QString text = path(u"restore-text.sqlite"_s);
        dugout::test::writeFile(text, "Altdorf Reavers");
        QTest::newRow("not a database") << text << u"not a whole Dugout database"_s;
        const QString broken = makeLeague(u"restore-broken.sqlite"_s);
        QCOMPARE(dugout::test::damageAnIndex(broken, u"coach"_s, u"name"_s), QString());
        QTest::newRow("a damaged copy") << broken << u"not a whole Dugout database"_s;
        QTest::newRow("missing") << path(u"restore-absent.sqlite"_s)
                                 << u"not a whole Dugout database"_s;
        QTest::newRow("the database itself")
            << path(u"restore-target.sqlite"_s) << u"the database itself"_s;
    }
    void restoreRefusesWhatCannotReplaceTheDatabase()
    {
        QFETCH(QString, backup);
        QFETCH(QString, mentions);
        const QString target = QFileInfo::exists(path(u"restore-target.sqlite"_s))
                                   ? path(u"restore-target.sqlite"_s)
                                   : makeLeague(u"restore-target.sqlite"_s);
        const QByteArray before = dugout::test::fileHash(target);
        QString keptAs;
        QString why;
        QVERIFY(!dugout::BackupRestore::restore(target, backup, &keptAs, &why));
        QVERIFY2(why.contains(mentions), qPrintable(why));
        QCOMPARE(dugout::test::fileHash(target), before);
    }

    // Issue point 4: a copy interrupted by a kill is left under a hidden temporary name; the
    // next open removes it and says so, unless the process writing it is still running.
    void leftoverPartialCopiesRemovedAndReported()
    {
        const QString file = makeLeague(u"leftover.sqlite"_s);
        const QString dead =
            path(u".leftover.v4-backup-20261101-101010.sqlite.partial-999999999"_s);
        const QString alive =
            path(u".leftover.v4-backup-20261101-101011.sqlite.partial-%1"_s.arg(::getppid()));
        const QString halfMade = path(u".leftover.sqlite.new-999999998"_s);
        for (const QString &name : {dead, alive, halfMade})
            dugout::test::writeFile(name, "SQLite format 3");
        dugout::test::writeFile(dead + u"-journal"_s, "x");

        DatabaseError error;
        auto db = Database::open(file, &error);
        QVERIFY2(db, qPrintable(error.message));
        QVERIFY(!QFileInfo::exists(dead));
        QVERIFY(!QFileInfo::exists(dead + u"-journal"_s));
        QVERIFY(!QFileInfo::exists(halfMade));
        QVERIFY(QFileInfo::exists(alive));
        QCOMPARE(db->notices().size(), 2);
        QVERIFY2(db->notices().join(u'\n').contains(QFileInfo(dead).fileName()),
                 qPrintable(db->notices().join(u'\n')));
    }

    // A backup is written under the temporary name and renamed: nothing else stays behind.
    void backupLeavesOnlyTheWholeCopy()
    {
        const QString file = makeLeague(u"whole.sqlite"_s);
        QDir().mkpath(path(u"copies"_s));
        DatabaseError error;
        auto db = Database::open(file, &error);
        QVERIFY(db);
        QString why;
        QVERIFY2(db->backupTo(path(u"copies/whole-copy.sqlite"_s), &why), qPrintable(why));
        QCOMPARE(QDir(path(u"copies"_s)).entryList(QDir::Files | QDir::Hidden),
                 QStringList{u"whole-copy.sqlite"_s});
        QVERIFY(dugout::BackupFinder::isWholeDugoutDatabase(path(u"copies/whole-copy.sqlite"_s)));
    }
};

QTEST_GUILESS_MAIN(TestDatabaseDamage)
#include "tst_database_damage.moc"
