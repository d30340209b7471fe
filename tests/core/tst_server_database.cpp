// A league on a PostgreSQL server (issue 21): the address, the schema the same numbered
// migrations build there, and what opening refuses. Runs against a private server the test
// starts (tests/support/PostgresServer); it is skipped only when PostgreSQL is not installed.
#include "../support/TestEngine.h"
#include "core/storage/Database.h"
#include "core/storage/Migrations.h"
#include "core/storage/ServerAddress.h"
#include "core/storage/TeamStore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestServerDatabase : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    test::PostgresServer &server() { return *test::TestEngine::server(); }

    // Table name → its column names in order, as each engine describes its own schema.
    static QMap<QString, QStringList> columns(const Database &database)
    {
        QMap<QString, QStringList> found;
        for (const auto &[table, rows] : database.tableRowCounts()) {
            Q_UNUSED(rows);
            QSqlQuery query(database.connection());
            if (database.isServer()) {
                query.prepare(u"SELECT column_name FROM information_schema.columns WHERE "
                              "table_schema = current_schema() AND table_name = ? "
                              "ORDER BY ordinal_position"_s);
                query.addBindValue(table);
                query.exec();
            } else {
                query.exec(u"SELECT name FROM pragma_table_info('%1') ORDER BY cid"_s.arg(table));
            }
            while (query.next())
                found[table] << query.value(0).toString();
        }
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(test::TestEngine::onServer(), "registered to run on the server only");
        QVERIFY(test::TestEngine::server());
    }

    void addresses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("shownOrReason");
        QTest::newRow("user, host, port and database")
            << u"postgresql://coach@league.example:5433/oldworld"_s << true
            << u"postgresql://coach@league.example:5433/oldworld"_s;
        QTest::newRow("the default port") << u"postgresql://coach@league.example/oldworld"_s << true
                                          << u"postgresql://coach@league.example:5432/oldworld"_s;
        QTest::newRow("postgres:// as libpq also says")
            << u"postgres://coach@localhost:5432/oldworld"_s << true
            << u"postgresql://coach@localhost:5432/oldworld"_s;
        QTest::newRow("a Unix socket folder")
            << u"postgresql://coach@localhost:5432/oldworld?host=/run/postgresql"_s << true
            << u"postgresql://coach@:5432/oldworld?host=%2Frun%2Fpostgresql"_s;
        QTest::newRow("a password in the address is refused")
            << u"postgresql://coach:secret@localhost:5432/oldworld"_s << false
            << u"Do not put the password in the server address"_s;
        QTest::newRow("no database")
            << u"postgresql://coach@localhost:5432/"_s << false << u"names no database"_s;
        QTest::newRow("a file is not a server")
            << u"/home/coach/league.sqlite"_s << false << u"is not a league server address"_s;
    }
    void addresses()
    {
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        QFETCH(QString, shownOrReason);
        QString error;
        const std::optional<ServerAddress> address = ServerAddress::parse(text, &error);
        QCOMPARE(address.has_value(), accepted);
        if (accepted)
            QCOMPARE(address->toString(), shownOrReason);
        else
            QVERIFY2(error.contains(shownOrReason), qPrintable(error));
    }

    // The same numbered steps build the same tables with the same columns on both engines.
    void bothEnginesGetTheSameSchema()
    {
        DatabaseError error;
        auto file = Database::open(m_dir.filePath(u"schema.sqlite"_s), &error);
        QVERIFY2(file, qPrintable(error.message));
        auto onServer = test::TestEngine::open(m_dir, u"schema"_s, &error);
        QVERIFY2(onServer, qPrintable(error.message));
        QVERIFY(onServer->isServer() && !file->isServer());
        QCOMPARE(onServer->schemaVersion(), latestSchemaVersion());
        QCOMPARE(onServer->serverUser(), test::PostgresServer::superuser());
        const QMap<QString, QStringList> expected = columns(*file);
        QVERIFY(expected.contains(u"match_event"_s));
        QCOMPARE(columns(*onServer), expected);
        QVERIFY(onServer->isEmpty());
    }

    // A server built by the first steps only, with a team in it, is brought up to date and
    // keeps the team.
    void anOlderServerIsMigrated()
    {
        const QString address = test::TestEngine::location(m_dir, u"older"_s);
        DatabaseError error;
        {
            DatabaseOpenOptions v3;
            v3.targetVersion = 3;
            auto db = Database::open(address, &error, v3);
            QVERIFY2(db, qPrintable(error.message));
            QCOMPARE(db->schemaVersion(), 3);
            QSqlQuery query(db->connection());
            QVERIFY(!query.exec(u"SELECT * FROM league"_s));
            // As the Dugout of schema 3 wrote it: no row version yet.
            QVERIFY(query.exec(u"INSERT INTO team (name, roster_id, phase, budget) "
                               "VALUES ('Reikland Reavers', 'human', 'creation', 1000000)"_s));
        }
        auto db = Database::open(address, &error);
        QVERIFY2(db, qPrintable(error.message));
        QCOMPARE(db->schemaVersion(), latestSchemaVersion());
        TeamStore store(*db);
        QCOMPARE(store.list().size(), 1);
        const std::optional<Team> team = store.load(store.list().first().id);
        QVERIFY(team);
        QCOMPARE(team->name, u"Reikland Reavers"_s);
        QCOMPARE(store.version(team->id), std::optional<int>(0));
        // Migration 4 widened shirt numbers on the server too.
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"UPDATE player SET number = 99"_s));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("setUp");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("reason");
        QTest::newRow("another program's tables")
            << u"CREATE TABLE invoices (id integer)"_s << int(DatabaseError::Kind::NotDugout)
            << u"not a Dugout league"_s;
        QTest::newRow("a newer Dugout's schema")
            << u"UPDATE dugout_info SET value = '%1' WHERE key = 'schema_version'"_s.arg(
                   latestSchemaVersion() + 1)
            << int(DatabaseError::Kind::NewerVersion) << u"newer version of Dugout"_s;
    }
    void refusals()
    {
        QFETCH(QString, setUp);
        QFETCH(int, kind);
        QFETCH(QString, reason);
        const QString name =
            kind == int(DatabaseError::Kind::NotDugout) ? u"refused_other"_s : u"refused_newer"_s;
        const QString address = test::TestEngine::location(m_dir, name);
        DatabaseError error;
        if (kind == int(DatabaseError::Kind::NewerVersion))
            QVERIFY2(Database::open(address, &error), qPrintable(error.message));
        QString why;
        QVERIFY2(server().execute(name, setUp, &why), qPrintable(why));
        QVERIFY(!Database::open(address, &error));
        QCOMPARE(int(error.kind), kind);
        QVERIFY2(error.message.contains(reason), qPrintable(error.message));
    }

    // The password comes from the password file; a wrong one is a message, never a crash.
    void aWrongPasswordIsAMessage()
    {
        QString why;
        QVERIFY2(server().execute(u"postgres"_s,
                                  u"CREATE ROLE visitor LOGIN PASSWORD 'right-one'"_s, &why),
                 qPrintable(why));
        server().rememberPassword(u"visitor"_s, u"wrong-one"_s);
        DatabaseError error;
        QVERIFY(!Database::open(server().address(u"postgres"_s, u"visitor"_s), &error));
        QCOMPARE(error.kind, DatabaseError::Kind::Server);
        QVERIFY2(error.message.contains(u"password authentication failed"_s),
                 qPrintable(error.message));
    }

    void aStoppedServerIsAMessage()
    {
        DatabaseError error;
        QVERIFY(!Database::open(u"postgresql://nobody@localhost:1/nothing?host=/nonexistent"_s,
                                &error));
        QCOMPARE(error.kind, DatabaseError::Kind::Server);
        QVERIFY2(error.message.startsWith(u"Cannot connect to the league server"_s),
                 qPrintable(error.message));
    }

    // What only a file has says so plainly on a server.
    void fileOperationsSayWhyNot()
    {
        DatabaseError error;
        auto db = test::TestEngine::open(m_dir, u"files"_s, &error);
        QVERIFY2(db, qPrintable(error.message));
        QCOMPARE(db->fileSize().bytes, 0);
        QVERIFY(db->checkIntegrity().isEmpty());
        QString why;
        QVERIFY(!db->backupTo(m_dir.filePath(u"copy.sqlite"_s), &why));
        QVERIFY2(why.contains(u"pg_dump"_s), qPrintable(why));
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestServerDatabase)
#include "tst_server_database.moc"
