// Numbered migrations: from an empty file and from each older schema version.
#include "core/storage/Database.h"
#include "core/storage/Migrations.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <utility>

using namespace Qt::StringLiterals;
using dugout::Database;
using dugout::DatabaseError;

class TestMigrations : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // The file at `path` built by the migrations up to `version` only, as an older Dugout left
    // it; null, after saying why, when it could not be made.
    static std::unique_ptr<Database> openAtVersion(const QString &path, int version)
    {
        dugout::DatabaseOpenOptions older;
        older.targetVersion = version;
        DatabaseError error;
        auto db = Database::open(path, &error, older);
        if (!db)
            qWarning("cannot build version %d: %s", version, qPrintable(error.message));
        return db;
    }

    // The file at `path` opened by this Dugout, which migrates it to the latest version; null,
    // after saying why, when a step failed or it stopped short of the latest version.
    static std::unique_ptr<Database> openMigrated(const QString &path)
    {
        DatabaseError error;
        auto db = Database::open(path, &error);
        if (!db) {
            qWarning("cannot migrate: %s", qPrintable(error.message));
            return nullptr;
        }
        if (db->schemaVersion() != dugout::latestSchemaVersion()) {
            qWarning("migrated to version %d only", db->schemaVersion());
            return nullptr;
        }
        return db;
    }

    // A file left by schema `version` with a two-coach tournament and its one game played
    // (`homeTd`–1), whose tournament_game has no `newColumn` yet, then opened by this Dugout,
    // which migrates it to the latest version. `migrated` stays null when a step failed.
    void tournamentGameFromVersion(int version, const QString &name, int homeTd,
                                   const QString &newColumn, std::unique_ptr<Database> &migrated)
    {
        const QString file = m_dir.filePath(name);
        {
            const auto db = openAtVersion(file, version);
            QVERIFY(db);
            QSqlQuery query(db->connection());
            QVERIFY(query.exec(
                u"INSERT INTO tournament (id, name, rules_json) VALUES (1, 'Cup', '{}')"_s));
            QVERIFY(
                query.exec(u"INSERT INTO tournament_entrant (id, tournament_id, coach, "
                           "roster_id) VALUES (1, 1, 'Anne', 'orc'), (2, 1, 'Bruno', 'elf')"_s));
            QVERIFY(query.exec(u"INSERT INTO tournament_game (tournament_id, round, table_number, "
                               "home_id, away_id, played, home_td, away_td) "
                               "VALUES (1, 1, 1, 1, 2, 1, %1, 1)"_s.arg(homeTd)));
            QVERIFY(!query.exec(u"SELECT %1 FROM tournament_game"_s.arg(newColumn)));
        }
        migrated = openMigrated(file);
        QVERIFY(migrated);
    }

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
            const auto db = openAtVersion(file, fromVersion);
            QVERIFY(db);
            QCOMPARE(db->schemaVersion(), fromVersion);
            QVERIFY(QSqlQuery(db->connection())
                        .exec(u"INSERT INTO dugout_info VALUES ('marker', 'kept')"_s));
        }

        const auto db = openMigrated(file);
        QVERIFY(db);
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"SELECT value FROM dugout_info WHERE key = 'marker'"_s) &&
                query.next());
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
        QVERIFY(query.exec(u"SELECT value FROM dugout_info WHERE key = 'created_at'"_s) &&
                query.next());
        QVERIFY(!query.value(0).toString().isEmpty());
    }

    // Migration 4 rebuilds the player table (numbers up to 99). Foreign keys are on, so a
    // careless rebuild would cascade-delete every gained skill: they must all survive.
    void shirtNumbersUpTo99KeepPlayersAndSkills()
    {
        const QString file = m_dir.filePath(u"players-v3.sqlite"_s);
        DatabaseError error;
        QStringList playersBefore;
        QStringList skillsBefore;
        auto dump = [](const Database &db, const QString &sql) {
            QSqlQuery query(db.connection());
            if (!query.exec(sql))
                return QStringList{u"query failed"_s};
            QStringList rows;
            while (query.next()) {
                QStringList row;
                for (int i = 0; i < query.record().count(); ++i)
                    row << query.value(i).toString();
                rows << row.join(u'|');
            }
            return rows;
        };
        const QString players = u"SELECT * FROM player ORDER BY id"_s;
        const QString skills = u"SELECT * FROM player_skill ORDER BY player_id, ordinal"_s;
        {
            const auto db = openAtVersion(file, 3);
            QVERIFY(db);
            QSqlQuery query(db->connection());
            QVERIFY(query.exec(
                u"INSERT INTO team (id, name, roster_id, phase, budget) VALUES (1, 'Reavers', 'human', 'active', 1000000)"_s));
            QVERIFY(query.exec(u"INSERT INTO player (id, team_id, number, name, position_id, "
                               u"status, spp, touchdowns) "
                               "VALUES (5, 1, 3, 'Griff', 'human.blitzer', 'active', 18, 4), "
                               "(9, 1, 16, 'Bert', 'human.lineman', 'dead', 0, 0)"_s));
            QVERIFY(query.exec(
                u"INSERT INTO player_skill VALUES (5, 0, 'block', 0), (5, 1, 'dodge', 1), (9, 0, 'guard', 0)"_s));
            // 17 was refused before version 4.
            QVERIFY(!query.exec(
                u"INSERT INTO player (team_id, number, name, position_id, status) VALUES (1, 17, 'J', 'human.lineman', 'active')"_s));
            playersBefore = dump(*db, players);
            skillsBefore = dump(*db, skills);
        }
        QCOMPARE(skillsBefore.size(), 3);

        auto db = Database::open(file, &error);
        QVERIFY2(db, qPrintable(error.message));
        QVERIFY(db->schemaVersion() >= 4);
        QCOMPARE(dump(*db, players), playersBefore);
        QCOMPARE(dump(*db, skills), skillsBefore);
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(
            u"INSERT INTO player (team_id, number, name, position_id, status) VALUES (1, 17, 'J', 'human.lineman', 'active')"_s));
        QVERIFY(query.exec(
            u"INSERT INTO player (team_id, number, name, position_id, status) VALUES (1, 99, 'K', 'human.lineman', 'active')"_s));
        QVERIFY(!query.exec(
            u"INSERT INTO player (team_id, number, name, position_id, status) VALUES (1, 100, 'L', 'human.lineman', 'active')"_s));
        QVERIFY(!query.exec(
            u"INSERT INTO player (team_id, number, name, position_id, status) VALUES (1, 0, 'M', 'human.lineman', 'active')"_s));
        // The rebuilt table keeps its index, its cascades and the skills' link to it.
        QVERIFY(
            query.exec(
                u"SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = 'player_team'"_s) &&
            query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        QVERIFY(query.exec(u"SELECT count(*) FROM sqlite_master WHERE name LIKE '%v4%'"_s) &&
                query.next());
        QCOMPARE(query.value(0).toInt(), 0);
        QVERIFY(query.exec(u"PRAGMA foreign_key_check"_s));
        QVERIFY(!query.next());
        QVERIFY(!query.exec(u"INSERT INTO player_skill VALUES (12345, 0, 'block', 0)"_s));
        QVERIFY(query.exec(u"DELETE FROM player WHERE id = 5"_s));
        QVERIFY(query.exec(u"SELECT count(*) FROM player_skill"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        QVERIFY(query.exec(u"DELETE FROM team WHERE id = 1"_s));
        QVERIFY(query.exec(u"SELECT count(*) FROM player"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }

    // Migration 5: the league tables and their rules of deletion.
    void leagueTablesKeepResultsSafe()
    {
        DatabaseError error;
        auto db = Database::open(m_dir.filePath(u"leagues.sqlite"_s), &error);
        QVERIFY2(db, qPrintable(error.message));
        QSqlQuery query(db->connection());
        for (
            const QString &statement :
            {u"INSERT INTO team (id, name, roster_id, phase, budget) VALUES (1, 'A', 'human', 'active', 0), (2, 'B', 'orc', 'active', 0), (3, 'C', 'orc', 'active', 0)"_s,
             u"INSERT INTO league (id, name) VALUES (1, 'Old World League')"_s,
             u"INSERT INTO league_team VALUES (1, 1, 0), (1, 2, 1)"_s,
             u"INSERT INTO season (id, league_id, name, ordinal) VALUES (1, 1, 'Season 1', 1)"_s,
             u"INSERT INTO fixture (id, season_id, round, home_team_id, away_team_id) VALUES (1, 1, 1, 1, 2)"_s,
             u"INSERT INTO match (id, league_id, season_id, fixture_id, home_team_id, "
             u"away_team_id, home_score, away_score, "
             "record_json, log_json, home_before_json, away_before_json, played_at) VALUES (1, 1, 1, 1, 1, 2, 2, 1, '{}', '[]', '{}', '{}', '')"_s,
             u"UPDATE fixture SET match_id = 1 WHERE id = 1"_s})
            QVERIFY2(query.exec(statement),
                     qPrintable(statement + u": "_s + query.lastError().text()));
        // A team plays in one league at most; a team does not play itself.
        QVERIFY(query.exec(u"INSERT INTO league (id, name) VALUES (2, 'Other')"_s));
        QVERIFY(!query.exec(u"INSERT INTO league_team VALUES (2, 1, 0)"_s));
        QVERIFY(!query.exec(
            u"INSERT INTO fixture (season_id, round, home_team_id, away_team_id) VALUES (1, 1, 3, 3)"_s));
        QVERIFY(!query.exec(u"UPDATE match SET conceded = 'both'"_s));
        // Results are history: no league, season or team with matches disappears under them.
        QVERIFY(!query.exec(u"DELETE FROM league WHERE id = 1"_s));
        QVERIFY(!query.exec(u"DELETE FROM season WHERE id = 1"_s));
        QVERIFY(!query.exec(u"DELETE FROM team WHERE id = 2"_s));
        // Deleting the match frees its fixture.
        QVERIFY(query.exec(u"DELETE FROM match WHERE id = 1"_s));
        QVERIFY(query.exec(u"SELECT match_id FROM fixture WHERE id = 1"_s) && query.next());
        QVERIFY(query.value(0).isNull());
        QVERIFY(query.exec(u"DELETE FROM league WHERE id = 1"_s));
        for (const QString &table : {u"league_team"_s, u"season"_s, u"fixture"_s}) {
            QVERIFY(query.exec(u"SELECT count(*) FROM "_s + table) && query.next());
            QCOMPARE(query.value(0).toInt(), 0);
        }
    }

    // Migration 6: a tracked match keeps its own copy of the teams, so the rows it links to
    // may go; its events go with it, and nothing else does.
    void trackedMatchTablesFollowTheirLinks()
    {
        DatabaseError error;
        auto db = Database::open(m_dir.filePath(u"tracked.sqlite"_s), &error);
        QVERIFY2(db, qPrintable(error.message));
        QSqlQuery query(db->connection());
        for (
            const QString &statement :
            {u"INSERT INTO team (id, name, roster_id, phase, budget) VALUES (1, 'A', 'human', 'active', 0), (2, 'B', 'orc', 'active', 0)"_s,
             u"INSERT INTO league (id, name) VALUES (1, 'Old World League')"_s,
             u"INSERT INTO season (id, league_id, name, ordinal) VALUES (1, 1, 'Season 1', 1)"_s,
             u"INSERT INTO fixture (id, season_id, round, home_team_id, away_team_id) VALUES (1, 1, 1, 1, 2)"_s,
             u"INSERT INTO match (id, league_id, season_id, fixture_id, home_team_id, "
             u"away_team_id, home_score, away_score, "
             "record_json, log_json, home_before_json, away_before_json, played_at) VALUES (1, 1, 1, 1, 1, 2, 2, 1, '{}', '[]', '{}', '{}', '')"_s,
             u"INSERT INTO tracked_match (id, home_team_id, away_team_id, fixture_id, exhibition, "
             u"setup_json, status, result_match_id) "
             "VALUES (1, 1, 2, 1, 0, '{}', 'finished', 1)"_s,
             u"INSERT INTO match_event (match_id, seq, event_json) VALUES (1, 1, '{}'), (1, 2, '{}')"_s})
            QVERIFY2(query.exec(statement),
                     qPrintable(statement + u": "_s + query.lastError().text()));
        QVERIFY(query.exec(u"SELECT status, exhibition, created_at FROM tracked_match"_s) &&
                query.next());
        QCOMPARE(query.value(0).toString(), u"finished"_s);
        QVERIFY(!query.value(2).toString().isEmpty());
        QVERIFY(!query.exec(u"UPDATE tracked_match SET status = 'paused'"_s));
        QVERIFY(!query.exec(u"UPDATE tracked_match SET exhibition = 2"_s));
        QVERIFY(!query.exec(
            u"INSERT INTO match_event (match_id, seq, event_json) VALUES (1, 2, '{}')"_s));
        QVERIFY(!query.exec(
            u"INSERT INTO match_event (match_id, seq, event_json) VALUES (1, 0, '{}')"_s));
        QVERIFY(!query.exec(
            u"INSERT INTO match_event (match_id, seq, event_json) VALUES (9, 1, '{}')"_s));
        QVERIFY(!query.exec(u"INSERT INTO tracked_match (setup_json) VALUES (NULL)"_s));

        // An undone result, a deleted fixture or team: the tracked match stays, unlinked.
        QVERIFY(query.exec(u"DELETE FROM match WHERE id = 1"_s));
        QVERIFY(query.exec(u"DELETE FROM fixture WHERE id = 1"_s));
        QVERIFY(query.exec(u"DELETE FROM team WHERE id = 2"_s));
        QVERIFY(query.exec(
            u"SELECT result_match_id, fixture_id, away_team_id, home_team_id FROM tracked_match WHERE id = 1"_s));
        QVERIFY(query.next());
        QVERIFY(query.value(0).isNull() && query.value(1).isNull() && query.value(2).isNull());
        QCOMPARE(query.value(3).toInt(), 1);
        QVERIFY(query.exec(u"SELECT count(*) FROM match_event"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 2);
        // Deleting the tracked match takes its events.
        QVERIFY(query.exec(u"DELETE FROM tracked_match WHERE id = 1"_s));
        QVERIFY(query.exec(u"SELECT count(*) FROM match_event"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }

    // Schema 8 (issue 17): a database of version 7 gains the tournament tables and keeps its
    // teams; a tournament's games go when it is deleted, and a bye is a game without opponent.
    void tournamentTablesFromVersion7()
    {
        const QString file = m_dir.filePath(u"v7-tournaments.sqlite"_s);
        {
            const auto db = openAtVersion(file, 7);
            QVERIFY(db);
            QSqlQuery query(db->connection());
            QVERIFY(query.exec(u"INSERT INTO team (id, name, roster_id, phase, budget) "
                               "VALUES (1, 'Reavers', 'human', 'active', 1000000)"_s));
            QVERIFY(!query.exec(u"SELECT count(*) FROM tournament"_s));
        }
        const auto db = openMigrated(file);
        QVERIFY(db);
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"SELECT name FROM team WHERE id = 1"_s) && query.next());
        QCOMPARE(query.value(0).toString(), u"Reavers"_s);
        QVERIFY(query.exec(
            u"INSERT INTO tournament (id, name, rules_json) VALUES (1, 'Open', '{}')"_s));
        QVERIFY(query.exec(u"INSERT INTO tournament_entrant (id, tournament_id, coach, roster_id) "
                           "VALUES (1, 1, 'Ana', 'human'), (2, 1, 'Bob', 'orc')"_s));
        // One coach name per tournament, whatever the case.
        QVERIFY(!query.exec(u"INSERT INTO tournament_entrant (tournament_id, coach, roster_id) "
                            "VALUES (1, 'ANA', 'elf')"_s));
        QVERIFY(query.exec(u"INSERT INTO tournament_game (tournament_id, round, table_number, "
                           "home_id, away_id) VALUES (1, 1, 1, 1, 2), (1, 2, 1, 1, NULL)"_s));
        QVERIFY(!query.exec(u"INSERT INTO tournament_game (tournament_id, round, table_number, "
                            "home_id, away_id) VALUES (1, 3, 1, 1, 1)"_s));
        QVERIFY(!query.exec(u"INSERT INTO tournament_game (tournament_id, round, table_number, "
                            "home_id, away_id, home_td) VALUES (1, 3, 1, 1, 2, -1)"_s));
        QVERIFY(query.exec(u"DELETE FROM tournament WHERE id = 1"_s));
        QVERIFY(query.exec(u"SELECT count(*) FROM tournament_game"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
        QVERIFY(query.exec(u"SELECT count(*) FROM tournament_entrant"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }

    // Migration 9 (issue 21): a coach row may name a server login, at most one coach per login;
    // every team has a row version, 0 for the teams already there.
    void coachLoginsAndTeamVersionsFromVersion8()
    {
        const QString file = m_dir.filePath(u"v8-versions.sqlite"_s);
        {
            const auto db = openAtVersion(file, 8);
            QVERIFY(db);
            QSqlQuery query(db->connection());
            QVERIFY(query.exec(u"INSERT INTO coach (id, name) VALUES (1, 'Bob'), (2, 'Carl')"_s));
            QVERIFY(query.exec(u"INSERT INTO team (id, name, roster_id, coach_id, phase, budget) "
                               "VALUES (1, 'Reavers', 'human', 1, 'active', 1000000)"_s));
            QVERIFY(!query.exec(u"SELECT version FROM team"_s));
        }
        const auto db = openMigrated(file);
        QVERIFY(db);
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"SELECT version FROM team WHERE id = 1"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
        QVERIFY(query.exec(u"SELECT count(*) FROM coach WHERE role IS NULL"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 2);
        QVERIFY(query.exec(u"UPDATE coach SET role = 'bob' WHERE id = 1"_s));
        QVERIFY(!query.exec(u"UPDATE coach SET role = 'bob' WHERE id = 2"_s));
    }

    // Migration 10 (issue 20, part 5): a database of version 9 gains the Bloody Ball tables and
    // keeps its teams; team names are unique whatever the case, a team's players go with it, a
    // game needs two different teams, and deleting the LRB6 team a team was drawn from keeps
    // the Bloody Ball team.
    void bloodyBallTablesFromVersion9()
    {
        const QString file = m_dir.filePath(u"v9-bloody.sqlite"_s);
        {
            const auto db = openAtVersion(file, 9);
            QVERIFY(db);
            QSqlQuery query(db->connection());
            QVERIFY(query.exec(u"INSERT INTO team (id, name, roster_id, phase, budget) "
                               "VALUES (1, 'Reavers', 'human', 'active', 1000000)"_s));
            QVERIFY(!query.exec(u"SELECT count(*) FROM bloody_team"_s));
        }
        const auto db = openMigrated(file);
        QVERIFY(db);
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"SELECT name FROM team WHERE id = 1"_s) && query.next());
        QCOMPARE(query.value(0).toString(), u"Reavers"_s);
        QVERIFY(query.exec(u"INSERT INTO bloody_team (id, name, champion, source_team_id) "
                           "VALUES (1, 'Reavers', 0, 1), (2, 'Ogres', 4, NULL)"_s));
        QVERIFY(!query.exec(u"INSERT INTO bloody_team (name, champion) VALUES ('OGRES', 0)"_s));
        QVERIFY(!query.exec(u"INSERT INTO bloody_team (name, champion) VALUES ('Bees', 5)"_s));
        QVERIFY(query.exec(u"INSERT INTO bloody_player (team_id, slot, name) "
                           "VALUES (2, 0, 'Grub'), (2, 4, 'Mog')"_s));
        QVERIFY(!query.exec(u"INSERT INTO bloody_player (team_id, slot, name) "
                            "VALUES (2, 5, 'Six')"_s));
        QVERIFY(query.exec(u"INSERT INTO bloody_game (home_id, away_id, home_td, away_td, "
                           "played_at, game_file, digest) VALUES (1, 2, 2, 1, '', '', 'a')"_s));
        QVERIFY(!query.exec(u"INSERT INTO bloody_game (home_id, away_id, home_td, away_td, "
                            "played_at, game_file, digest) VALUES (1, 1, 0, 0, '', '', 'b')"_s));
        QVERIFY(!query.exec(u"INSERT INTO bloody_game (home_id, away_id, home_td, away_td, "
                            "played_at, game_file, digest) VALUES (2, 1, 0, 0, '', '', 'a')"_s));
        QVERIFY(query.exec(u"DELETE FROM team WHERE id = 1"_s));
        QVERIFY(query.exec(u"SELECT source_team_id IS NULL FROM bloody_team WHERE id = 1"_s) &&
                query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        QVERIFY(query.exec(u"DELETE FROM bloody_team WHERE id = 2"_s) == false); // a game names it
        QVERIFY(query.exec(u"DELETE FROM bloody_game"_s));
        QVERIFY(query.exec(u"DELETE FROM bloody_team WHERE id = 2"_s));
        QVERIFY(query.exec(u"SELECT count(*) FROM bloody_player"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }

    // Migration 11 (issue 21, point 4): a tracked match may name where it came from (a laptop's
    // file and its id there), once; the outbox notes how much of each local match was sent.
    void trackedMatchOriginsAndOutboxFromVersion10()
    {
        const QString file = m_dir.filePath(u"v10-outbox.sqlite"_s);
        DatabaseError error;
        {
            const auto db = openAtVersion(file, 10);
            QVERIFY(db);
            QSqlQuery query(db->connection());
            QVERIFY(query.exec(u"INSERT INTO tracked_match (id, setup_json) VALUES (4, '{}')"_s));
        }
        auto db = Database::open(file, &error);
        QVERIFY2(db, qPrintable(error.message));
        QVERIFY(db->schemaVersion() >= 11);
        QSqlQuery query(db->connection());
        QVERIFY(
            query.exec(u"SELECT count(*) FROM tracked_match WHERE id = 4 AND origin IS NULL"_s) &&
            query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        QVERIFY(
            query.exec(u"INSERT INTO tracked_match (setup_json, origin) VALUES ('{}', 'a:1')"_s));
        QVERIFY(
            !query.exec(u"INSERT INTO tracked_match (setup_json, origin) VALUES ('{}', 'a:1')"_s));
        QVERIFY(query.exec(u"INSERT INTO match_outbox (match_id, sent_events, sent_status, "
                           "server_match_id, sent_at) VALUES (4, 2, 'in_progress', 7, 'now')"_s));
        QVERIFY(!query.exec(u"INSERT INTO match_outbox (match_id, sent_events, sent_status, "
                            "server_match_id, sent_at) VALUES (4, 3, 'finished', 7, 'now')"_s));
        QVERIFY(query.exec(u"DELETE FROM tracked_match WHERE id = 4"_s));
        QVERIFY(query.exec(u"SELECT count(*) FROM match_outbox"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }

    // Migration 12 (issue 17): the fixtures of a version-11 database are regular season
    // fixtures of no major; stages and majors outside the known keys are refused.
    void fixtureStagesFromVersion11()
    {
        const QString file = m_dir.filePath(u"v11-stages.sqlite"_s);
        {
            const auto db = openAtVersion(file, 11);
            QVERIFY(db);
            QSqlQuery query(db->connection());
            QVERIFY(query.exec(u"INSERT INTO team (id, name, roster_id, phase, budget) VALUES "
                               "(1, 'Reavers', 'human', 'active', 1000000), "
                               "(2, 'Raiders', 'orc', 'active', 1000000)"_s));
            QVERIFY(query.exec(u"INSERT INTO league (id, name) VALUES (1, 'Old World')"_s));
            QVERIFY(query.exec(
                u"INSERT INTO season (id, league_id, name, ordinal) VALUES (1, 1, 'S1', 1)"_s));
            QVERIFY(query.exec(u"INSERT INTO fixture (id, season_id, round, home_team_id, "
                               "away_team_id) VALUES (1, 1, 1, 1, 2)"_s));
            QVERIFY(!query.exec(u"SELECT stage FROM fixture"_s));
        }
        const auto db = openMigrated(file);
        QVERIFY(db);
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"SELECT stage, major FROM fixture WHERE id = 1"_s) && query.next());
        QCOMPARE(query.value(0).toString(), u"regular"_s);
        QCOMPARE(query.value(1).toString(), QString());
        QVERIFY(query.exec(u"INSERT INTO fixture (season_id, round, home_team_id, away_team_id, "
                           "stage, major) VALUES (1, 2, 2, 1, 'final', 'spike')"_s));
        QVERIFY(!query.exec(u"INSERT INTO fixture (season_id, round, home_team_id, away_team_id, "
                            "stage) VALUES (1, 2, 2, 1, 'quarter_final')"_s));
        QVERIFY(!query.exec(u"INSERT INTO fixture (season_id, round, home_team_id, away_team_id, "
                            "major) VALUES (1, 2, 2, 1, 'superbowl')"_s));
    }

    // Migration 13 (issue 17): games of a version-12 tournament name nobody who went through;
    // a knockout game may name one of the tournament's entrants.
    void wentThroughFromVersion12()
    {
        std::unique_ptr<Database> db;
        tournamentGameFromVersion(12, u"v12-knockout.sqlite"_s, 1, u"went_through"_s, db);
        if (!db)
            return;
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"SELECT went_through FROM tournament_game"_s) && query.next());
        QVERIFY(query.value(0).isNull());
        QVERIFY(query.exec(u"UPDATE tournament_game SET went_through = 2"_s));
        QVERIFY(!query.exec(u"UPDATE tournament_game SET went_through = 9"_s));
    }

    // Migration 14 (issue 17): a version-13 tournament's games have no progression record and
    // its coaches no roster; a roster belongs to an entrant and goes with it.
    void tournamentRostersFromVersion13()
    {
        std::unique_ptr<Database> db;
        tournamentGameFromVersion(13, u"v13-rosters.sqlite"_s, 2, u"record_json"_s, db);
        if (!db)
            return;
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"SELECT record_json, home_td FROM tournament_game"_s) && query.next());
        QVERIFY(query.value(0).isNull());
        QCOMPARE(query.value(1).toInt(), 2);
        QVERIFY(query.exec(
            u"INSERT INTO tournament_roster (entrant_id, team_json) VALUES (1, '{}')"_s));
        QVERIFY(!query.exec(
            u"INSERT INTO tournament_roster (entrant_id, team_json) VALUES (9, '{}')"_s));
        QVERIFY(query.exec(u"DELETE FROM tournament"_s));
        QVERIFY(query.exec(u"SELECT count(*) FROM tournament_roster"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
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
                rows << query.value(0).toString() + query.value(1).toString() +
                            query.value(2).toString();
            return rows;
        };
        QCOMPARE(schema(*a), schema(*b));
    }
};

QTEST_GUILESS_MAIN(TestMigrations)
#include "tst_migrations.moc"
