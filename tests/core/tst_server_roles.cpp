// Roles enforced by the league server itself (issue 21): the commissioner owns the league, each
// coach changes only their own teams, everyone in the league reads it, nobody else connects.
// The coach is refused by PostgreSQL, through Dugout's stores and through raw SQL alike (what
// psql would send), so the window is not the only guard.
#include "../support/TestEngine.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/ServerRoles.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestServerRoles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<Database> m_commissioner;
    std::unique_ptr<Database> m_bob;
    qint64 m_bobTeam = 0;
    qint64 m_carlTeam = 0;
    qint64 m_league = 0;

    static constexpr const char *LeagueName = "oldworld";

    test::PostgresServer &server() { return *test::TestEngine::server(); }

    std::unique_ptr<Database> login(const QString &user, DatabaseError *error)
    {
        return Database::open(server().address(QString::fromLatin1(LeagueName), user), error);
    }

    Team team(const QString &name, const QString &coach) const
    {
        const TeamRules rules(*m_rules);
        Team made;
        made.name = name;
        made.rosterId = u"human"_s;
        made.coach = coach;
        made.budget = 1000000;
        for (int i = 1; i <= 11; ++i)
            rules.hire(made, u"human.lineman"_s, u"Lineman %1"_s.arg(i), i);
        rules.confirm(made);
        return made;
    }

    // Everything stored about a team, read by the commissioner.
    QString snapshot(qint64 teamId)
    {
        const std::optional<Team> loaded = TeamStore(*m_commissioner).load(teamId);
        if (!loaded)
            return {};
        QStringList players;
        for (const Player &player : loaded->players)
            players << u"%1:%2:%3"_s.arg(player.id).arg(player.name).arg(player.spp);
        return u"%1|%2|%3|%4"_s.arg(loaded->name)
                   .arg(loaded->ledgerBalance())
                   .arg(loaded->ledger.size())
                   .arg(players.join(u',')) +
               u"|%1"_s.arg(loaded->rerolls);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        // As a server's administrator does: the commissioner's login, owner of an empty
        // league database, allowed to make the coaches' logins.
        QString why;
        QVERIFY2(server().execute(u"postgres"_s,
                                  u"CREATE ROLE anna LOGIN CREATEROLE PASSWORD 'anna-pw'"_s, &why),
                 qPrintable(why));
        QVERIFY2(server().execute(u"postgres"_s, u"CREATE DATABASE oldworld OWNER anna"_s, &why),
                 qPrintable(why));
        server().rememberPassword(u"anna"_s, u"anna-pw"_s);

        DatabaseError error;
        m_commissioner = login(u"anna"_s, &error);
        QVERIFY2(m_commissioner, qPrintable(error.message));
        QCOMPARE(ServerRoles::access(*m_commissioner).role, ServerAccess::Role::Commissioner);
        QVERIFY2(ServerRoles::init(*m_commissioner, &why), qPrintable(why));
        QVERIFY2(ServerRoles::init(*m_commissioner, &why), qPrintable(why)); // again: harmless
        for (const QString &coach : {u"bob"_s, u"carl"_s}) {
            const std::optional<QString> password =
                ServerRoles::addCoach(*m_commissioner, coach, &why);
            QVERIFY2(password, qPrintable(why));
            QCOMPARE(password->size(), 20);
            server().rememberPassword(coach, *password);
        }

        // The commissioner makes a league with a team of each coach.
        Team bobs = team(u"Bob's Blitzers"_s, u"bob"_s);
        Team carls = team(u"Carl's Crushers"_s, u"Carl"_s);
        TeamStore teams(*m_commissioner);
        QVERIFY2(teams.save(bobs, &why), qPrintable(why));
        QVERIFY2(teams.save(carls, &why), qPrintable(why));
        m_bobTeam = bobs.id;
        m_carlTeam = carls.id;
        League league;
        league.name = u"Old World League"_s;
        league.teamIds = {bobs.id, carls.id};
        QVERIFY2(LeagueStore(*m_commissioner).save(league, &why), qPrintable(why));
        m_league = league.id;

        m_bob = login(u"bob"_s, &error);
        QVERIFY2(m_bob, qPrintable(error.message));
    }

    void eachLoginKnowsWhatItMayDo()
    {
        const ServerAccess bob = ServerRoles::access(*m_bob);
        QCOMPARE(bob.role, ServerAccess::Role::Coach);
        QCOMPARE(bob.user, u"bob"_s);
        QCOMPARE(bob.coachName, u"bob"_s);
        QVERIFY(!bob.mayRunLeague());
        QVERIFY(bob.mayChangeTeamOf(u"Bob"_s));
        QVERIFY(!bob.mayChangeTeamOf(u"carl"_s));
        QVERIFY2(bob.describe().contains(u"your own teams"_s), qPrintable(bob.describe()));
        const ServerAccess anna = ServerRoles::access(*m_commissioner);
        QVERIFY(anna.mayRunLeague() && anna.mayChangeTeamOf(u"carl"_s));
        // A file knows no roles: whoever may write it may change anything.
        DatabaseError error;
        auto file = Database::open(m_dir.filePath(u"club.sqlite"_s), &error);
        QVERIFY2(file, qPrintable(error.message));
        QCOMPARE(ServerRoles::access(*file).role, ServerAccess::Role::Everything);
    }

    // Through Dugout: a coach changes their own team, and is refused another's.
    void aCoachChangesOnlyTheirOwnTeam()
    {
        TeamStore store(*m_bob);
        QString error;
        std::optional<Team> mine = store.load(m_bobTeam, &error);
        QVERIFY2(mine, qPrintable(error));
        const TeamRules rules(*m_rules);
        QVERIFY(rules.buyReroll(*mine));
        QVERIFY2(store.save(*mine, &error), qPrintable(error));
        QCOMPARE(TeamStore(*m_commissioner).load(m_bobTeam)->rerolls, mine->rerolls);

        const QString before = snapshot(m_carlTeam);
        std::optional<Team> theirs = store.load(m_carlTeam, &error);
        QVERIFY2(theirs, qPrintable(error)); // everyone reads
        QVERIFY(rules.buyReroll(*theirs));
        QVERIFY(!store.save(*theirs, &error));
        QVERIFY2(error.contains(u"only their own teams"_s), qPrintable(error));
        QCOMPARE(snapshot(m_carlTeam), before);

        // Nor may a coach run the league.
        std::optional<League> league = LeagueStore(*m_bob).load(m_league, &error);
        QVERIFY2(league, qPrintable(error));
        league->name = u"Bob's League"_s;
        QVERIFY(!LeagueStore(*m_bob).save(*league, &error));
        QVERIFY2(error.contains(u"only the commissioner"_s), qPrintable(error));
    }

    // Through raw SQL, as psql would send it: the server refuses or changes nothing.
    void rawSqlOfACoach_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<bool>("refused"); // false: accepted, but it reaches no row
        QTest::newRow("rename another coach's team")
            << u"UPDATE team SET name = 'Stolen' WHERE id = %1"_s << false;
        QTest::newRow("give oneself another team")
            << u"UPDATE team SET coach_id = (SELECT id FROM coach WHERE role = 'bob') "
               "WHERE id = %1"_s
            << false;
        QTest::newRow("fire their players") << u"DELETE FROM player WHERE team_id = %1"_s << false;
        QTest::newRow("give their players experience")
            << u"UPDATE player SET spp = 99 WHERE team_id = %1"_s << false;
        QTest::newRow("delete their team") << u"DELETE FROM team WHERE id = %1"_s << false;
        QTest::newRow("take their gold")
            << u"INSERT INTO ledger_entry (team_id, amount, kind, created_at) "
               "VALUES (%1, -10000, 'purchase', '2026-11-26')"_s
            << true;
        QTest::newRow("hire into their team")
            << u"INSERT INTO player (team_id, number, name, position_id, status) "
               "VALUES (%1, 40, 'Spy', 'human.lineman', 'active')"_s
            << true;
        QTest::newRow("move a player of theirs to one's own team")
            << u"UPDATE player SET team_id = (SELECT id FROM team WHERE name = 'Bob''s Blitzers') "
               "WHERE team_id = %1"_s
            << false;
        QTest::newRow("become their coach")
            << u"UPDATE coach SET role = 'bob' WHERE role = 'carl' AND %1 > 0"_s << true;
        QTest::newRow("change the league's options")
            << u"UPDATE league SET options = '{}' WHERE %1 > 0"_s << true;
        QTest::newRow("record a result")
            << u"INSERT INTO match (league_id, home_team_id, away_team_id, home_score, "
               "away_score, record_json, log_json, home_before_json, away_before_json, "
               "played_at) SELECT id, %1, %1 + 0, 3, 0, '{}', '[]', '{}', '{}', '' FROM league"_s
            << true;
        QTest::newRow("switch the policies off")
            << u"ALTER TABLE team DISABLE ROW LEVEL SECURITY; SELECT %1"_s << true;
        QTest::newRow("become the commissioner") << u"SET ROLE anna; SELECT %1"_s << true;
        QTest::newRow("make a table of one's own")
            << u"CREATE TABLE notes (team bigint DEFAULT %1)"_s << true;
    }
    void rawSqlOfACoach()
    {
        QFETCH(QString, statement);
        QFETCH(bool, refused);
        const QString before = snapshot(m_carlTeam);
        QVERIFY(!before.isEmpty());
        QSqlQuery query(m_bob->connection());
        const bool ran = query.exec(statement.arg(m_carlTeam));
        QCOMPARE(!ran, refused);
        if (refused) {
            QVERIFY2(query.lastError().databaseText().contains(u"permission denied"_s) ||
                         query.lastError().databaseText().contains(u"row-level security"_s) ||
                         query.lastError().databaseText().contains(u"must be owner"_s),
                     qPrintable(query.lastError().databaseText()));
        } else {
            QCOMPARE(query.numRowsAffected(), 0);
        }
        QCOMPARE(snapshot(m_carlTeam), before);
        // And what bob reads is what the commissioner reads: everyone reads the league.
        QSqlQuery read(m_bob->connection());
        QVERIFY(read.exec(u"SELECT count(*) FROM player WHERE team_id = %1"_s.arg(m_carlTeam)) &&
                read.next());
        QCOMPARE(read.value(0).toInt(), 11);
    }

    // Outside the league's coaches and commissioner, nobody connects.
    // A table a later Dugout's migration adds (made by the commissioner, after server init) is
    // readable by the coaches, not only the tables that were there at init.
    void aLaterTableIsReadByCoaches()
    {
        QSqlQuery make(m_commissioner->connection());
        QVERIFY2(make.exec(u"CREATE TABLE later_step (id BIGINT GENERATED BY DEFAULT AS "
                           "IDENTITY PRIMARY KEY, note TEXT)"_s),
                 qPrintable(make.lastError().text()));
        QVERIFY(make.exec(u"INSERT INTO later_step (note) VALUES ('kept')"_s));
        QSqlQuery read(m_bob->connection());
        QVERIFY2(read.exec(u"SELECT note FROM later_step"_s) && read.next(),
                 qPrintable(read.lastError().text()));
        QCOMPARE(read.value(0).toString(), u"kept"_s);
        read.finish();
        // Reading is all: the coach's writes stay limited to the tables init named.
        QVERIFY(!read.exec(u"INSERT INTO later_step (note) VALUES ('mine')"_s));
        QVERIFY(make.exec(u"DROP TABLE later_step"_s));
    }

    void strangersCannotConnect()
    {
        QString why;
        QVERIFY2(server().execute(u"postgres"_s,
                                  u"CREATE ROLE stranger LOGIN PASSWORD 'stranger-pw'"_s, &why),
                 qPrintable(why));
        server().rememberPassword(u"stranger"_s, u"stranger-pw"_s);
        DatabaseError error;
        QVERIFY(!login(u"stranger"_s, &error));
        QCOMPARE(error.kind, DatabaseError::Kind::Server);
        QVERIFY2(error.message.contains(u"permission denied"_s), qPrintable(error.message));
    }

    void addCoachRefusals_data()
    {
        QTest::addColumn<QString>("who");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("reason");
        QTest::newRow("a coach adds a coach")
            << u"bob"_s << u"dora"_s << u"Only the league's commissioner"_s;
        QTest::newRow("capitals") << u"anna"_s << u"Dora"_s << u"lower-case"_s;
        QTest::newRow("a space") << u"anna"_s << u"dora x"_s << u"lower-case"_s;
        QTest::newRow("a quote") << u"anna"_s << u"dora\"; DROP TABLE team; --"_s
                                 << u"lower-case"_s;
        QTest::newRow("an existing login") << u"anna"_s << u"carl"_s << u"already exists"_s;
    }
    void addCoachRefusals()
    {
        QFETCH(QString, who);
        QFETCH(QString, name);
        QFETCH(QString, reason);
        Database &database = who == u"bob"_s ? *m_bob : *m_commissioner;
        QString error;
        QVERIFY(!ServerRoles::addCoach(database, name, &error));
        QVERIFY2(error.contains(reason), qPrintable(error));
        QSqlQuery query(m_commissioner->connection());
        QVERIFY(query.exec(u"SELECT count(*) FROM coach"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 2);
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestServerRoles)
#include "tst_server_roles.moc"
