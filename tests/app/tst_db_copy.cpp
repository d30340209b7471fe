// `dugout db copy SOURCE DESTINATION` (issue 21, point 5): a whole league moved from an SQLite
// file to a private PostgreSQL server and back, compared table by table here (not only by the
// copy's own check); the server's league goes on working after the copy; a copy that the
// server refuses half-way leaves the server empty; a target already holding a league refused.
#include "../support/CommandRunner.h"
#include "../support/DatabaseDump.h"
#include "../support/MatchFixtures.h"
#include "../support/MatchScript.h"
#include "../support/TestEngine.h"
#include "app/cli/CommandLine.h"
#include "core/match/Match.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/DatabaseCopy.h"
#include "core/storage/MatchLogStore.h"

#include <QFile>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestDbCopy : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    cli::CommandLine m_commandLine;
    QString m_file;
    qint64 m_trackedId = 0;
    std::shared_ptr<const Ruleset> m_rules;

    test::PostgresServer &server() { return *test::TestEngine::server(); }

    test::CommandResult run(const QStringList &arguments, const QString &database = {})
    {
        return test::runCommand(m_commandLine,
                                database.isEmpty() ? m_dir.filePath(u"unused.sqlite"_s) : database,
                                arguments);
    }

    QString newServerDatabase(const QString &name)
    {
        QString why;
        if (!server().createDatabase(name, &why))
            qFatal("cannot make %s: %s", qPrintable(name), qPrintable(why));
        return server().address(name);
    }

    static std::unique_ptr<Database> open(const QString &where)
    {
        DatabaseError error;
        auto database = Database::open(where, &error);
        if (!database)
            qFatal("cannot open %s: %s", qPrintable(where), qPrintable(error.message));
        return database;
    }

    // Every table's rows as text, each table's rows sorted, columns by name: what the two
    // engines hold, compared by this test on its own.
    static QMap<QString, QStringList> contents(const Database &database)
    {
        QMap<QString, QStringList> tables;
        for (const QString &table : DatabaseCopy::copiedTables(database)) {
            QSqlQuery query(database.connection());
            if (!query.exec(u"SELECT * FROM \"%1\""_s.arg(table)))
                qFatal("cannot read %s", qPrintable(table));
            QStringList rows;
            while (query.next()) {
                const QSqlRecord record = query.record();
                QMap<QString, QString> cells;
                for (int i = 0; i < record.count(); ++i)
                    cells[record.fieldName(i)] =
                        query.isNull(i) ? u"NULL"_s : query.value(i).toString();
                QStringList row;
                for (auto it = cells.cbegin(); it != cells.cend(); ++it)
                    row << it.key() + u'=' + it.value();
                rows << row.join(u'|');
            }
            rows.sort();
            tables.insert(table, rows);
        }
        return tables;
    }

    static qint64 rowsIn(const Database &database)
    {
        qint64 rows = 0;
        for (const auto &[table, count] : database.tableRowCounts())
            if (table != u"dugout_info"_s)
                rows += count;
        return rows;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        // The league to move: the demo league (its fixtures and matches point at each other),
        // two tracked matches of which the first was deleted (the ids keep a gap), a name with
        // quotes and accents.
        m_file = m_dir.filePath(u"club.sqlite"_s);
        const test::CommandResult demo = run({u"league"_s, u"demo"_s}, m_file);
        QVERIFY2(demo.code == 0, qPrintable(demo.err));
        auto database = open(m_file);
        MatchLogStore store(*database);
        const MatchSetup setup = test::humanDerby(*m_rules);
        QString error;
        const QList<MatchEvent> events =
            Match::replay(*m_rules, setup, test::scriptedMatch(1), &error).events();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const qint64 dropped = store.create(setup, &error);
        QVERIFY2(dropped > 0, qPrintable(error));
        QVERIFY(store.remove(dropped, &error));
        m_trackedId = store.create(setup, &error);
        QVERIFY2(m_trackedId > 0, qPrintable(error));
        for (const MatchEvent &event : events)
            QVERIFY2(store.append(m_trackedId, event, &error), qPrintable(error));
        QSqlQuery rename(database->connection());
        QVERIFY(rename.exec(u"UPDATE team SET name = 'L''Ordre des Élus « 1 »' WHERE id = 3"_s));
        QSqlQuery linked(database->connection());
        QVERIFY(linked.exec(u"SELECT count(*) FROM fixture WHERE match_id IS NOT NULL"_s));
        QVERIFY(linked.next() && linked.value(0).toInt() > 0);
    }

    void helpListsCopy()
    {
        const test::CommandResult help = run({u"--help"_s});
        QVERIFY2(help.out.contains(u"db copy SOURCE DESTINATION"_s), qPrintable(help.out));
    }

    void fileToServerAndBack()
    {
        const QString onServer = newServerDatabase(u"moved"_s);
        const test::CommandResult there = run({u"db"_s, u"copy"_s, m_file, onServer});
        QVERIFY2(there.code == 0, qPrintable(there.err));
        QVERIFY2(there.out.contains(u"every table read back the same"_s), qPrintable(there.out));
        QVERIFY2(there.out.contains(u"  fixture                  28"_s), qPrintable(there.out));
        {
            auto file = open(m_file);
            auto league = open(onServer);
            const auto fromFile = contents(*file);
            const auto fromServer = contents(*league);
            QCOMPARE(fromServer.keys(), fromFile.keys());
            for (const QString &table : fromFile.keys())
                QCOMPARE(fromServer.value(table), fromFile.value(table));
            QVERIFY(rowsIn(*league) > 200);
            // The tracked match reads back event for event.
            const auto original = MatchLogStore(*file).load(m_trackedId);
            const auto moved = MatchLogStore(*league).load(m_trackedId);
            QVERIFY(original && moved);
            QCOMPARE(moved->events, original->events);
            QCOMPARE(moved->setup, original->setup);
        }
        // The league on the server answers as the file did, and takes new rows: its id
        // sequences start after the copied ids.
        for (const QStringList &command :
             {QStringList{u"league"_s, u"standings"_s, u"1"_s},
              QStringList{u"league"_s, u"schedule"_s, u"1"_s}, QStringList{u"team"_s, u"list"_s}})
            QCOMPARE(run(command, onServer).out, run(command, m_file).out);
        const test::CommandResult second = run({u"league"_s, u"demo"_s}, onServer);
        QVERIFY2(second.code == 0, qPrintable(second.err));
        QVERIFY2(second.out.contains(u"as league 2"_s), qPrintable(second.out));

        // And back into a new file: the same rows as the file it started from, plus the
        // second demo league added on the server.
        const QString back = m_dir.filePath(u"back.sqlite"_s);
        const test::CommandResult home = run({u"db"_s, u"copy"_s, onServer, back});
        QVERIFY2(home.code == 0, qPrintable(home.err));
        auto returned = open(back);
        auto league = open(onServer);
        QCOMPARE(contents(*returned), contents(*league));
        const auto moved = MatchLogStore(*returned).load(m_trackedId);
        QVERIFY(moved);
        QCOMPARE(moved->events.size(),
                 MatchLogStore(*open(m_file)).load(m_trackedId)->events.size());
        // The file made by the copy is a whole Dugout database that takes new rows too.
        QCOMPARE(run({u"db"_s, u"check"_s}, back).code, 0);
        const test::CommandResult third = run({u"league"_s, u"demo"_s}, back);
        QVERIFY2(third.out.contains(u"as league 3"_s), qPrintable(third.out + third.err));
    }

    // A round trip through the server gives the file back row for row.
    void roundTripGivesTheSameFile()
    {
        const QString onServer = newServerDatabase(u"trip"_s);
        const QString back = m_dir.filePath(u"trip.sqlite"_s);
        QCOMPARE(run({u"db"_s, u"copy"_s, m_file, onServer}).code, 0);
        QCOMPARE(run({u"db"_s, u"copy"_s, onServer, back}).code, 0);
        QStringList before = test::databaseDump(*open(m_file));
        QStringList after = test::databaseDump(*open(back));
        // dugout_info is each database's own (its creation time); everything else is equal.
        const auto leagueRows = [](QStringList rows) {
            rows.removeIf([](const QString &row) { return row.startsWith(u"dugout_info|"_s); });
            rows.sort();
            return rows;
        };
        QCOMPARE(leagueRows(after), leagueRows(before));
    }

    // The server refuses a row half-way (SQLite kept text in a number column): nothing of the
    // league stays on the server, and the copy says which table.
    void refusedHalfWayLeavesTheServerEmpty()
    {
        const QString odd = m_dir.filePath(u"odd.sqlite"_s);
        QCOMPARE(run({u"db"_s, u"backup"_s, odd}, m_file).code, 0);
        {
            auto database = open(odd);
            QSqlQuery query(database->connection());
            QVERIFY(query.exec(u"UPDATE player SET spp = 'lots' WHERE id = 90"_s));
            QCOMPARE(query.numRowsAffected(), 1);
        }
        const QString onServer = newServerDatabase(u"refused"_s);
        const test::CommandResult copied = run({u"db"_s, u"copy"_s, odd, onServer});
        QCOMPARE(copied.code, 1);
        QVERIFY2(copied.err.contains(u"Cannot copy a row of player into"_s),
                 qPrintable(copied.err));
        QCOMPARE(rowsIn(*open(onServer)), 0);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("destination");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("a file that holds a league")
            << u"club"_s << u"full-file"_s << 1 << u"already holds a league (coach (8 rows)"_s;
        QTest::newRow("a server that holds a league")
            << u"club"_s << u"full-server"_s << 1 << u"already holds a league"_s;
        QTest::newRow("no such source")
            << u"missing"_s << u"empty-server"_s << 1 << u"missing.sqlite"_s;
        QTest::newRow("the same file twice") << u"club"_s << u"club"_s << 1 << u"named twice"_s;
        QTest::newRow("a password in the address")
            << u"club"_s << u"password"_s << 1 << u"password"_s;
        QTest::newRow("one database only") << u"club"_s << QString() << 2 << u"SOURCE and a"_s;
    }
    void refusals()
    {
        QFETCH(QString, source);
        QFETCH(QString, destination);
        QFETCH(int, code);
        QFETCH(QString, message);
        const auto where = [this](const QString &name) -> QString {
            if (name == u"full-file"_s) {
                const QString path = m_dir.filePath(u"full.sqlite"_s);
                if (!QFile::exists(path))
                    QFile::copy(m_file, path);
                return path;
            }
            if (name == u"full-server"_s || name == u"empty-server"_s) {
                const QString database = name == u"full-server"_s ? u"full"_s : u"empty"_s;
                QString ignored;
                server().createDatabase(database, &ignored); // may exist from an earlier row
                const QString address = server().address(database);
                if (name == u"full-server"_s)
                    run({u"league"_s, u"demo"_s}, address);
                return address;
            }
            if (name == u"password"_s)
                return u"postgresql://anna:secret@localhost/league"_s;
            if (name == u"club"_s)
                return m_file;
            return m_dir.filePath(name + u".sqlite"_s);
        };
        QStringList arguments{u"db"_s, u"copy"_s, where(source)};
        if (!destination.isEmpty())
            arguments << where(destination);
        QStringList before;
        if (destination == u"full-file"_s)
            before = test::databaseDump(*open(where(destination)));
        const test::CommandResult result = run(arguments);
        QCOMPARE(result.code, code);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        if (destination == u"full-file"_s)
            QCOMPARE(test::databaseDump(*open(where(destination))), before);
        QVERIFY(!QFile::exists(m_dir.filePath(u"missing.sqlite"_s)));
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestDbCopy)
#include "tst_db_copy.moc"
