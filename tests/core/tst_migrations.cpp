// Numbered migrations: from an empty file and from each older schema version.
#include "core/storage/Database.h"
#include "core/storage/Migrations.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using dugout::Database;
using dugout::DatabaseError;

class TestMigrations : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void versionsAreNumberedOneByOne()
    {
        const auto &migrations = dugout::schemaMigrations();
        QVERIFY(!migrations.isEmpty());
        for (int i = 0; i < migrations.size(); ++i) {
            QCOMPARE(migrations.at(i).version, i + 1);
            QVERIFY(!migrations.at(i).description.isEmpty());
            QVERIFY(!migrations.at(i).statements.isEmpty());
        }
        QCOMPARE(dugout::latestSchemaVersion(), migrations.size());
    }

    void upgradesFromEachOlderVersion_data()
    {
        QTest::addColumn<int>("fromVersion");
        for (int version = 1; version < dugout::latestSchemaVersion(); ++version)
            QTest::addRow("from schema %d", version) << version;
    }
    void upgradesFromEachOlderVersion()
    {
        QFETCH(int, fromVersion);
        const QString file = m_dir.filePath(u"old-v%1.sqlite"_s.arg(fromVersion));
        DatabaseError error;
        {
            // Build the file exactly as an older Dugout left it, with data in it.
            dugout::DatabaseOpenOptions older;
            older.targetVersion = fromVersion;
            auto db = Database::open(file, &error, older);
            QVERIFY2(db, qPrintable(error.message));
            QCOMPARE(db->schemaVersion(), fromVersion);
            QVERIFY(QSqlQuery(db->connection()).exec(u"INSERT INTO dugout_info VALUES ('marker', 'kept')"_s));
        }

        auto db = Database::open(file, &error);
        QVERIFY2(db, qPrintable(error.message));
        QCOMPARE(db->schemaVersion(), dugout::latestSchemaVersion());
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"SELECT value FROM dugout_info WHERE key = 'marker'"_s) && query.next());
        QCOMPARE(query.value(0).toString(), u"kept"_s);

        // A backup of the old file was written beside it before anything changed.
        const QString backup = db->migrationBackupPath();
        QVERIFY(!backup.isEmpty());
        QCOMPARE(QFileInfo(backup).absolutePath(), QFileInfo(file).absolutePath());
        QVERIFY(backup.contains(u".v%1-backup-"_s.arg(fromVersion)));
        dugout::DatabaseOpenOptions asItWas;
        asItWas.targetVersion = fromVersion;
        auto copy = Database::open(backup, &error, asItWas);
        QVERIFY2(copy, qPrintable(error.message));
        QCOMPARE(copy->schemaVersion(), fromVersion);
    }

    void freshFileGetsEveryMigration()
    {
        DatabaseError error;
        auto db = Database::open(m_dir.filePath(u"fresh.sqlite"_s), &error);
        QVERIFY(db);
        QCOMPARE(db->schemaVersion(), dugout::latestSchemaVersion());
        QVERIFY(db->migrationBackupPath().isEmpty());
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"SELECT value FROM dugout_info WHERE key = 'created_at'"_s) && query.next());
        QVERIFY(!query.value(0).toString().isEmpty());
    }

    void stepByStepEqualsAllAtOnce()
    {
        DatabaseError error;
        const QString stepwise = m_dir.filePath(u"stepwise.sqlite"_s);
        for (int version = 1; version <= dugout::latestSchemaVersion(); ++version) {
            dugout::DatabaseOpenOptions options;
            options.targetVersion = version;
            QVERIFY(Database::open(stepwise, &error, options));
        }
        auto a = Database::open(stepwise, &error);
        auto b = Database::open(m_dir.filePath(u"direct.sqlite"_s), &error);
        QVERIFY(a && b);
        auto schema = [](const Database &db) {
            QSqlQuery query(db.connection());
            query.exec(u"SELECT type, name, sql FROM sqlite_master ORDER BY name"_s);
            QStringList rows;
            while (query.next())
                rows << query.value(0).toString() + query.value(1).toString() + query.value(2).toString();
            return rows;
        };
        QCOMPARE(schema(*a), schema(*b));
    }
};

QTEST_GUILESS_MAIN(TestMigrations)
#include "tst_migrations.moc"
