// Tracked matches in SQLite (docs/architecture.md, "A tracked match is an event log" and "Database
// files"): one row per confirmed event, undo removes the last, the log loads back in order, a
// damaged row is named, and a read-only or locked database is a message, not a lost event or a
// crash.
#include "../support/MatchScript.h"
#include "../support/TestEngine.h"
#include "core/match/Match.h"
#include "core/match/MatchSetupJson.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/Migrations.h"
#include "core/storage/TeamStore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestMatchLogStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::shared_ptr<const Ruleset> m_rules;

    MatchSetup setup() const { return test::humanDerby(*m_rules); }

    QList<MatchEvent> someEvents() const { return test::scriptedMatch().mid(0, 8); }

    bool exec(const QString &sql)
    {
        QSqlQuery query(m_db->connection());
        if (query.exec(sql))
            return true;
        qWarning() << sql << query.lastError().text();
        return false;
    }

    qint64 rows(const QString &sql) const
    {
        QSqlQuery query(m_db->connection());
        return query.exec(sql) && query.next() ? query.value(0).toLongLong() : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        DatabaseError error;
        m_db = test::TestEngine::open(m_dir, u"tracked"_s, &error);
        QVERIFY2(m_db, qPrintable(error.message));
    }

    void createAppendLoad()
    {
        MatchLogStore store(*m_db);
        QString error;
        const qint64 id = store.create(setup(), &error);
        QVERIFY2(id > 0, qPrintable(error));
        const QList<MatchEvent> events = someEvents();
        for (const MatchEvent &event : events)
            QVERIFY2(store.append(id, event, &error), qPrintable(error));
        QCOMPARE(store.eventCount(id), events.size());

        const std::optional<StoredTrackedMatch> loaded = store.load(id, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->id, id);
        QCOMPARE(loaded->setup, setup());
        QCOMPARE(loaded->events, events);
        QCOMPARE(loaded->status, TrackedMatchStatus::InProgress);
        QCOMPARE(loaded->resultMatchId, 0);
        QVERIFY(loaded->createdAt.isValid());
        QVERIFY(qAbs(loaded->createdAt.secsTo(QDateTime::currentDateTimeUtc())) < 600);

        // Numbered 1, 2, 3… in the order appended.
        QSqlQuery query(m_db->connection());
        QVERIFY(
            query.exec(u"SELECT seq FROM match_event WHERE match_id = %1 ORDER BY seq"_s.arg(id)));
        for (int seq = 1; seq <= events.size(); ++seq) {
            QVERIFY(query.next());
            QCOMPARE(query.value(0).toInt(), seq);
        }
    }

    void removeLastIsUndo()
    {
        MatchLogStore store(*m_db);
        QString error;
        const qint64 id = store.create(setup(), &error);
        const QList<MatchEvent> events = someEvents();
        for (const MatchEvent &event : events.mid(0, 3))
            QVERIFY(store.append(id, event, &error));
        QVERIFY2(store.removeLast(id, &error), qPrintable(error));
        QCOMPARE(store.load(id)->events, events.mid(0, 2));
        // The next event takes the number of the one undone.
        QVERIFY(store.append(id, events.at(3), &error));
        QCOMPARE(store.load(id)->events,
                 (QList<MatchEvent>{events.at(0), events.at(1), events.at(3)}));
        QCOMPARE(rows(u"SELECT max(seq) FROM match_event WHERE match_id = %1"_s.arg(id)), 3);
        for (int i = 0; i < 3; ++i)
            QVERIFY(store.removeLast(id, &error));
        QVERIFY(!store.removeLast(id, &error));
        QCOMPARE(error, u"Match %1 has no event to undo."_s.arg(id));
        QVERIFY(store.load(id)->events.isEmpty());
    }

    void storedLogFoldsLikeTheMatchInMemory()
    {
        MatchLogStore store(*m_db);
        QString error;
        const qint64 id = store.create(setup(), &error);
        const QList<MatchEvent> events = test::scriptedMatch();
        for (const MatchEvent &event : events)
            QVERIFY2(store.append(id, event, &error), qPrintable(error));
        const std::optional<StoredTrackedMatch> loaded = store.load(id, &error);
        QVERIFY2(loaded, qPrintable(error));
        QString inMemoryError;
        QString storedError;
        const Match inMemory = Match::replay(*m_rules, setup(), events, &inMemoryError);
        const Match stored = Match::replay(*m_rules, loaded->setup, loaded->events, &storedError);
        QCOMPARE(storedError, inMemoryError);
        QCOMPARE(stored.state(), inMemory.state());
        QCOMPARE(stored.events(), inMemory.events());
    }

    void listShowsTeamsScoreAndStatus()
    {
        // A database of its own, to know exactly what is listed.
        DatabaseError openError;
        auto db = test::TestEngine::open(m_dir, u"list"_s, &openError);
        QVERIFY(db);
        MatchLogStore store(*db);
        QVERIFY(store.list().isEmpty());
        QString error;
        const qint64 first = store.create(setup(), &error);
        MatchSetup league = setup();
        league.exhibition = false;
        league.away.name = u"Nuln Nightmares"_s;
        const qint64 second = store.create(league, &error);
        QVERIFY(first > 0 && second > first);
        auto touchdown = [](Side side) {
            MatchEvent e;
            e.type = MatchEventType::Touchdown;
            e.side = side;
            e.number = 2;
            return e;
        };
        for (const MatchEvent &e :
             {touchdown(Side::Home), touchdown(Side::Away), touchdown(Side::Away), MatchEvent{}})
            QVERIFY(store.append(second, e, &error));
        QVERIFY(store.append(first, touchdown(Side::Home), &error));
        QVERIFY(store.removeLast(first, &error)); // an undone touchdown does not count
        QVERIFY(store.setStatus(second, TrackedMatchStatus::Abandoned, 0, &error));

        const QList<TrackedMatchSummary> list = store.list();
        QCOMPARE(list.size(), 2);
        const TrackedMatchSummary &newest = list.at(0);
        QCOMPARE(newest.id, second);
        QCOMPARE(newest.homeName, u"Altdorf Reavers"_s);
        QCOMPARE(newest.awayName, u"Nuln Nightmares"_s);
        QCOMPARE(newest.homeScore, 1);
        QCOMPARE(newest.awayScore, 2);
        QCOMPARE(newest.eventCount, 4);
        QCOMPARE(newest.status, TrackedMatchStatus::Abandoned);
        QVERIFY(!newest.exhibition);
        QVERIFY(newest.createdAt.isValid());
        const TrackedMatchSummary &older = list.at(1);
        QCOMPARE(older.id, first);
        QCOMPARE(older.awayName, u"Middenheim Wolves"_s);
        QCOMPARE(older.homeScore + older.awayScore, 0);
        QCOMPARE(older.eventCount, 0);
        QCOMPARE(older.status, TrackedMatchStatus::InProgress);
        QVERIFY(older.exhibition);

        // A damaged row does not hide the others from the list.
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(
            u"UPDATE match_event SET event_json = 'garbage' WHERE match_id = %1 AND seq = 1"_s.arg(
                second)));
        QCOMPARE(store.list().size(), 2);
        QCOMPARE(store.list().at(0).homeScore, 0);
    }

    void statusLocksTheLog()
    {
        MatchLogStore store(*m_db);
        QString error;
        const qint64 id = store.create(setup(), &error);
        QVERIFY(store.append(id, someEvents().first(), &error));
        QVERIFY2(store.setStatus(id, TrackedMatchStatus::Finished, 0, &error), qPrintable(error));
        QCOMPARE(store.load(id)->status, TrackedMatchStatus::Finished);
        QVERIFY(!store.append(id, someEvents().at(1), &error));
        QCOMPARE(error, u"Match %1 is finished: its log can no longer change."_s.arg(id));
        QVERIFY(!store.removeLast(id, &error));
        QCOMPARE(store.eventCount(id), 1);
        // Back in progress (the coaches go on), then abandoned.
        QVERIFY(store.setStatus(id, TrackedMatchStatus::InProgress, 0, &error));
        QVERIFY(store.append(id, someEvents().at(1), &error));
        QVERIFY(store.setStatus(id, TrackedMatchStatus::Abandoned, 0, &error));
        QVERIFY(!store.append(id, someEvents().at(2), &error));
        QVERIFY2(error.contains(u"abandoned"_s), qPrintable(error));

        // A result id must name a confirmed match.
        QVERIFY(!store.setStatus(id, TrackedMatchStatus::Finished, 4242, &error));
        QVERIFY2(error.contains(u"FOREIGN KEY"_s, Qt::CaseInsensitive), qPrintable(error));
    }

    void unknownMatches()
    {
        MatchLogStore store(*m_db);
        QString error;
        QVERIFY(!store.append(4242, MatchEvent{}, &error));
        QCOMPARE(error, u"There is no tracked match 4242."_s);
        QVERIFY(!store.removeLast(4242, &error));
        QCOMPARE(error, u"There is no tracked match 4242."_s);
        QVERIFY(!store.load(4242, &error));
        QCOMPARE(error, u"There is no tracked match 4242."_s);
        QVERIFY(!store.setStatus(4242, TrackedMatchStatus::Finished, 0, &error));
        QCOMPARE(error, u"There is no tracked match 4242."_s);
        QVERIFY(!store.remove(4242, &error));
        QCOMPARE(error, u"There is no tracked match 4242."_s);
    }

    // Issue 14.4: a read that fails says why (SQLite's reason, naming the table) instead of
    // an empty list, a zero count or a log without events.
    void aFailingReadIsReported_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("read");
        QTest::newRow("list") << u"match_event"_s << u"list"_s;
        QTest::newRow("event count") << u"match_event"_s << u"eventCount"_s;
        QTest::newRow("load: match") << u"tracked_match"_s << u"load"_s;
        QTest::newRow("load: events") << u"match_event"_s << u"load"_s;
        QTest::newRow("append") << u"tracked_match"_s << u"append"_s;
        QTest::newRow("create") << u"fixture"_s << u"create"_s;
    }

    void aFailingReadIsReported()
    {
        QFETCH(QString, table);
        QFETCH(QString, read);
        DatabaseError openError;
        auto database =
            test::TestEngine::open(m_dir, u"unreadable-%1-%2"_s.arg(read, table), &openError);
        QVERIFY2(database, qPrintable(openError.message));
        MatchLogStore store(*database);
        QString error;
        MatchSetup withFixture = setup();
        withFixture.fixtureId = 7; // no such fixture: looked up, then left unlinked
        const qint64 id = store.create(withFixture, &error);
        QVERIFY2(id > 0, qPrintable(error));
        QVERIFY2(store.append(id, someEvents().at(0), &error), qPrintable(error));

        const auto run = [&](QString *why) -> bool {
            if (read == u"list"_s)
                return store.list(why).size() == 1;
            if (read == u"eventCount"_s)
                return store.eventCount(id, why) == 1;
            if (read == u"load"_s)
                return store.load(id, why).has_value();
            if (read == u"append"_s)
                return store.append(id, someEvents().at(1), why) && store.removeLast(id, why);
            if (read == u"create"_s)
                return store.create(withFixture, why) > 0;
            qFatal("unknown read");
        };
        error = u"an earlier failure"_s;
        QVERIFY2(run(&error), qPrintable(error));
        QVERIFY2(error.isEmpty() || read == u"append"_s || read == u"create"_s, qPrintable(error));

        QSqlQuery breakIt(database->connection());
        QVERIFY(breakIt.exec(u"ALTER TABLE %1 RENAME TO %1_gone"_s.arg(table)));
        error.clear();
        QVERIFY(!run(&error));
        QVERIFY2(error.contains(u"could not be read"_s) && error.contains(table),
                 qPrintable(error));
    }

    void removeTakesTheLogWithIt()
    {
        MatchLogStore store(*m_db);
        QString error;
        const qint64 id = store.create(setup(), &error);
        for (const MatchEvent &event : someEvents())
            QVERIFY(store.append(id, event, &error));
        QVERIFY2(store.remove(id, &error), qPrintable(error));
        QCOMPARE(rows(u"SELECT count(*) FROM match_event WHERE match_id = %1"_s.arg(id)), 0);
        QVERIFY(!store.load(id));
        // Ids are never given again.
        const qint64 next = store.create(setup(), &error);
        QVERIFY(next > id);
    }

    void damagedRowsAreNamed_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json")
            << u"UPDATE match_event SET event_json = '{\"type\": ' WHERE match_id = %1 AND seq = 2"_s
            << u"Tracked match %1, event 2: not valid JSON"_s;
        QTest::newRow("unknown type")
            << u"UPDATE match_event SET event_json = '{\"type\":\"teleport\"}' WHERE match_id = %1 AND seq = 3"_s
            << u"Tracked match %1, event 3: \"type\": \"teleport\" is not one of"_s;
        QTest::newRow("a hole in the log")
            << u"DELETE FROM match_event WHERE match_id = %1 AND seq = 2"_s
            << u"Tracked match %1: event 2 is missing from its log."_s;
        QTest::newRow("damaged setup")
            << u"UPDATE tracked_match SET setup_json = '{\"home\": 1}' WHERE id = %1"_s
            << u"Tracked match %1: its setup cannot be read: \"home\" must be the team"_s;
    }
    void damagedRowsAreNamed()
    {
        QFETCH(QString, sql);
        QFETCH(QString, message);
        MatchLogStore store(*m_db);
        QString error;
        const qint64 id = store.create(setup(), &error);
        for (const MatchEvent &event : someEvents().mid(0, 4))
            QVERIFY(store.append(id, event, &error));
        QVERIFY(exec(sql.arg(id)));
        QVERIFY(!store.load(id, &error));
        QVERIFY2(error.startsWith(message.arg(id)), qPrintable(error));
    }

    // l.3969–3971: a play-off match stored before the setup wrote "handicap_allowed" for a
    // league allowing the handicap keeps it (its league says so); a setup that has the flag, or
    // a league without the option, reads as it is.
    void playoffHandicapOfAnOlderSetup_data()
    {
        QTest::addColumn<bool>("leagueAllows");
        QTest::addColumn<bool>("flagRemoved");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("l.3969 stored before, the league allows it") << true << true << true;
        QTest::newRow("l.3969 stored before, the league does not") << false << true << false;
        QTest::newRow("l.3969 written today, the league allows it") << true << false << true;
        QTest::newRow("l.3969 written today, the league does not") << false << false << false;
    }
    void playoffHandicapOfAnOlderSetup()
    {
        QFETCH(bool, leagueAllows);
        QFETCH(bool, flagRemoved);
        QFETCH(bool, allowed);
        League league;
        league.name = u"Play-off league %1 %2"_s.arg(leagueAllows).arg(flagRemoved);
        league.commissioner = u"Anna"_s;
        league.options.playoffInducements = leagueAllows;
        QString error;
        QVERIFY2(LeagueStore(*m_db).save(league, &error), qPrintable(error));
        MatchSetup semi = setup();
        semi.exhibition = false;
        semi.leagueId = league.id;
        semi.stage = FixtureStage::SemiFinal;
        semi.handicapAllowed = leagueAllows;
        MatchLogStore store(*m_db);
        const qint64 id = store.create(semi, &error);
        QVERIFY2(id > 0, qPrintable(error));
        // Today's writer keeps the flag: true differs from a semi-final's default.
        QJsonObject json = MatchSetupJson::toJson(semi);
        QCOMPARE(json.contains(u"handicap_allowed"_s), leagueAllows);
        if (flagRemoved) {
            json.remove(u"handicap_allowed"_s);
            QSqlQuery update(m_db->connection());
            update.prepare(u"UPDATE tracked_match SET setup_json = ? WHERE id = ?"_s);
            update.addBindValue(
                QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)));
            update.addBindValue(id);
            QVERIFY2(update.exec(), qPrintable(update.lastError().text()));
        }
        const std::optional<StoredTrackedMatch> loaded = store.load(id, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->setup.handicapAllowed, allowed);
    }

    void teamsAndFixturesAreLinkedWhenTheyExist()
    {
        TeamStore teams(*m_db);
        MatchSetup withTeams = setup();
        QString error;
        QVERIFY2(teams.save(withTeams.home, &error), qPrintable(error));
        withTeams.away.id = 999; // a team of another database: the setup keeps it, no link
        withTeams.fixtureId = 77;
        MatchLogStore store(*m_db);
        const qint64 id = store.create(withTeams, &error);
        QVERIFY2(id > 0, qPrintable(error));
        QSqlQuery query(m_db->connection());
        QVERIFY(query.exec(
            u"SELECT home_team_id, away_team_id, fixture_id, exhibition FROM tracked_match WHERE id = %1"_s
                .arg(id)));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toLongLong(), withTeams.home.id);
        QVERIFY(query.value(1).isNull());
        QVERIFY(query.value(2).isNull());
        QCOMPARE(query.value(3).toInt(), 1);
        QCOMPARE(store.load(id)->setup, withTeams);
        // Deleting the team leaves the match readable, as it was at kick-off.
        QVERIFY(teams.remove(withTeams.home.id, &error));
        QVERIFY(query.exec(u"SELECT home_team_id FROM tracked_match WHERE id = %1"_s.arg(id)) &&
                query.next());
        QVERIFY(query.value(0).isNull());
        QCOMPARE(store.load(id)->setup, withTeams);
    }

    void readOnlyDatabaseIsAMessage()
    {
        if (dugout::test::TestEngine::onServer())
            QSKIP("SQLite only (a file's lock and read-only mode)");
        MatchLogStore store(*m_db);
        QString error;
        const qint64 id = store.create(setup(), &error);
        QVERIFY(store.append(id, someEvents().at(0), &error));
        QVERIFY(exec(u"PRAGMA query_only = ON"_s));
        QVERIFY(!store.append(id, someEvents().at(1), &error));
        QCOMPARE(error, u"Event 2 of match %1 was not saved: the database is read-only."_s.arg(id));
        QVERIFY(!store.removeLast(id, &error));
        QCOMPARE(
            error,
            u"The last event of match %1 was not removed: the database is read-only."_s.arg(id));
        QCOMPARE(store.create(setup(), &error), 0);
        QCOMPARE(error, u"The tracked match was not saved: the database is read-only."_s);
        QVERIFY(!store.setStatus(id, TrackedMatchStatus::Finished, 0, &error));
        QVERIFY2(error.endsWith(u"the database is read-only."_s), qPrintable(error));
        QVERIFY(exec(u"PRAGMA query_only = OFF"_s));
        QCOMPARE(store.load(id)->events, someEvents().mid(0, 1));
        QVERIFY2(store.append(id, someEvents().at(1), &error), qPrintable(error));
    }

    void lockedDatabaseIsAMessage()
    {
        if (dugout::test::TestEngine::onServer())
            QSKIP("SQLite only (a file's lock and read-only mode)");
        // Another program holds the write lock; the store gives up after a short wait.
        DatabaseError openError;
        DatabaseOpenOptions impatient;
        impatient.busyTimeoutMs = 50;
        auto mine = Database::open(m_db->path(), &openError, impatient);
        QVERIFY2(mine, qPrintable(openError.message));
        MatchLogStore store(*mine);
        QString error;
        const qint64 id = store.create(setup(), &error);
        QVERIFY(store.append(id, someEvents().at(0), &error));
        QVERIFY(exec(u"BEGIN IMMEDIATE"_s));
        QVERIFY(!store.append(id, someEvents().at(1), &error));
        QVERIFY2(error.contains(u"locked by another program"_s), qPrintable(error));
        QVERIFY(exec(u"ROLLBACK"_s));
        QVERIFY2(store.append(id, someEvents().at(1), &error), qPrintable(error));
        QCOMPARE(store.load(id)->events, someEvents().mid(0, 2));
    }

    // Migration 6 adds the tracked match tables to a database of version 5 and keeps all
    // that was in it.
    void migrationFrom5KeepsData()
    {
        if (dugout::test::TestEngine::onServer())
            QSKIP("an SQLite file's migration copy; tst_migrations builds servers");
        const QString file = m_dir.filePath(u"v5.sqlite"_s);
        DatabaseError error;
        {
            DatabaseOpenOptions v5;
            v5.targetVersion = 5;
            auto db = Database::open(file, &error, v5);
            QVERIFY2(db, qPrintable(error.message));
            QCOMPARE(db->schemaVersion(), 5);
            // A team as the Dugout of schema 5 wrote it (today's TeamStore writes columns that
            // later migrations add).
            QSqlQuery query(db->connection());
            QVERIFY(query.exec(u"INSERT INTO team (id, name, roster_id, phase, budget) "
                               "VALUES (1, 'Old Home', 'human', 'active', 0)"_s));
            for (int number = 1; number <= 11; ++number)
                QVERIFY(query.exec(u"INSERT INTO player (team_id, number, name, position_id, "
                                   "status) VALUES (1, %1, 'Lineman %1', 'human.lineman', "
                                   "'active')"_s.arg(number)));
            QVERIFY(query.exec(u"INSERT INTO league (id, name) VALUES (1, 'Old World League')"_s));
            QVERIFY(!query.exec(u"SELECT * FROM tracked_match"_s));
        }
        auto db = Database::open(file, &error);
        QVERIFY2(db, qPrintable(error.message));
        QCOMPARE(db->schemaVersion(), latestSchemaVersion());
        QVERIFY(!db->migrationBackupPath().isEmpty());
        const std::optional<Team> kept = TeamStore(*db).load(1);
        QVERIFY(kept);
        QCOMPARE(kept->name, u"Old Home"_s);
        QCOMPARE(kept->players.size(), 11);
        const Team home = *kept;
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"SELECT name FROM league WHERE id = 1"_s) && query.next());
        QCOMPARE(query.value(0).toString(), u"Old World League"_s);

        MatchLogStore store(*db);
        MatchSetup withHome = setup();
        withHome.home = home;
        QString storeError;
        const qint64 id = store.create(withHome, &storeError);
        QVERIFY2(id > 0, qPrintable(storeError));
        QVERIFY(store.append(id, someEvents().at(0), &storeError));
        QCOMPARE(store.load(id)->events.size(), 1);
        // The new tables keep their rules: a known status, numbered events, cascade on delete.
        QVERIFY(!query.exec(u"UPDATE tracked_match SET status = 'paused'"_s));
        QVERIFY(!query.exec(
            u"INSERT INTO match_event (match_id, seq, event_json) VALUES (%1, 0, '{}')"_s.arg(id)));
        QVERIFY(!query.exec(
            u"INSERT INTO match_event (match_id, seq, event_json) VALUES (%1, 1, '{}')"_s.arg(id)));
        QVERIFY(!query.exec(
            u"INSERT INTO match_event (match_id, seq, event_json) VALUES (4242, 1, '{}')"_s));
        QVERIFY(query.exec(u"PRAGMA foreign_key_check"_s));
        QVERIFY(!query.next());
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestMatchLogStore)
#include "tst_match_log_store.moc"
