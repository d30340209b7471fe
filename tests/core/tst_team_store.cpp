// Teams in SQLite: a saved team loads back identical, and saving an earlier copy (an undo)
// makes the database match it again.
#include "../support/TestEngine.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTeamStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::shared_ptr<const Ruleset> m_rules;

    Team goblins() const
    {
        const TeamRules rules(*m_rules);
        Team team;
        team.name = u"Gobbo Smashers"_s;
        team.rosterId = u"goblin"_s;
        team.coach = u"Bruno"_s;
        team.color = u"#3a7d2c"_s;
        for (int i = 1; i <= 11; ++i)
            rules.hire(team, u"goblin.goblin"_s, u"Snikkit %1"_s.arg(i), i);
        rules.hire(team, u"goblin.troll"_s, u"Big Lug"_s, 12);
        rules.buyReroll(team);
        rules.setFanFactor(team, 2);
        return team;
    }

    qint64 rows(const QString &table) const
    {
        QSqlQuery query(m_db->connection());
        query.exec(u"SELECT count(*) FROM "_s + table);
        query.next();
        return query.value(0).toLongLong();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        DatabaseError error;
        m_db = test::TestEngine::open(m_dir, u"teams"_s, &error);
        QVERIFY2(m_db, qPrintable(error.message));
    }

    void roundTrip()
    {
        TeamStore store(*m_db);
        Team team = goblins();
        QString error;
        QVERIFY2(store.save(team, &error), qPrintable(error));
        QVERIFY(team.id > 0);
        for (const Player &player : team.players)
            QVERIFY(player.id > 0);
        const auto loaded = store.load(team.id, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(*loaded, team);
        QCOMPARE(store.list().size(), 1);
        QCOMPARE(store.list().first().coach, u"Bruno"_s);
    }

    void everythingAboutAPlayerSurvives()
    {
        TeamStore store(*m_db);
        Team team = goblins();
        const TeamRules rules(*m_rules);
        QVERIFY(rules.confirm(team));
        Player &star = team.players[11];
        star.spp = 23;
        star.completions = 1;
        star.touchdowns = 2;
        star.interceptions = 1;
        star.casualties = 5;
        star.mvps = 1;
        star.matchesPlayed = 6;
        star.advancementsTaken = 1;
        star.gainedSkills = {GainedSkill{u"block"_s, true}, GainedSkill{u"guard"_s, false}};
        star.stGain = 1;
        star.avLoss = 1;
        star.niggling = 2;
        star.missNextGame = true;
        team.players[0].status = Player::Status::Dead;
        team.players[1].journeyman = true;
        QString error;
        QVERIFY2(store.save(team, &error), qPrintable(error));
        QCOMPARE(*store.load(team.id), team);
    }

    void undoingAHireRestoresTheDatabase()
    {
        TeamStore store(*m_db);
        const TeamRules rules(*m_rules);
        Team team = goblins();
        QVERIFY(rules.confirm(team));
        QVERIFY(store.save(team));
        const Team before = team;
        const qint64 playersBefore = rows(u"player"_s);
        const qint64 entriesBefore = rows(u"ledger_entry"_s);

        QVERIFY(rules.hire(team, u"goblin.goblin"_s, u"Latecomer"_s, 13));
        QVERIFY(store.save(team));
        QCOMPARE(rows(u"player"_s), playersBefore + 1);
        QCOMPARE(rows(u"ledger_entry"_s), entriesBefore + 1);

        Team undone = before;
        QVERIFY(store.save(undone));
        QCOMPARE(rows(u"player"_s), playersBefore);
        QCOMPARE(rows(u"ledger_entry"_s), entriesBefore);
        QCOMPARE(*store.load(team.id), before);
    }

    void redoingAHireWritesItBack()
    {
        // Redo saves the later copy again, whose player and ledger entry the undo deleted:
        // they come back as new rows, and the ids are written back into the team.
        TeamStore store(*m_db);
        const TeamRules rules(*m_rules);
        Team team = goblins();
        QVERIFY(rules.confirm(team));
        QVERIFY(store.save(team));
        const Team before = team;
        QVERIFY(rules.hire(team, u"goblin.goblin"_s, u"Latecomer"_s, 13));
        QVERIFY(store.save(team));
        const Team after = team;
        Team undone = before;
        QVERIFY(store.save(undone));

        Team redone = after;
        QString error;
        QVERIFY2(store.save(redone, &error), qPrintable(error));
        QCOMPARE(*store.load(team.id), redone);
        QCOMPARE(store.load(team.id)->playerByNumber(13)->name, u"Latecomer"_s);
        QCOMPARE(store.load(team.id)->ledgerBalance(), after.ledgerBalance());
        QCOMPARE(store.load(team.id)->ledger.size(), after.ledger.size());
    }

    void theDatabaseRefusesANegativeTreasury()
    {
        TeamStore store(*m_db);
        const TeamRules rules(*m_rules);
        Team team = goblins();
        QVERIFY(rules.confirm(team));
        QVERIFY(store.save(team));
        const Team before = team;
        team.ledger << LedgerEntry{
            0, -(team.ledgerBalance() + 5000), LedgerEntry::Kind::Adjustment, u"too much"_s,
            0, QDateTime::currentDateTimeUtc()};
        QString error;
        QVERIFY(!store.save(team, &error));
        QVERIFY2(error.contains(u"below zero"_s), qPrintable(error));
        QCOMPARE(*store.load(before.id), before); // nothing of the failed save remains
    }

    void removeAndMissing()
    {
        TeamStore store(*m_db);
        Team team = goblins();
        QVERIFY(store.save(team));
        QVERIFY(store.remove(team.id));
        QString error;
        QVERIFY(!store.load(team.id, &error));
        QVERIFY(error.contains(u"no team"_s));
        // A delete that removes nothing is an error, not a silent success.
        QVERIFY(!store.remove(team.id, &error));
        QVERIFY2(error.contains(u"no team"_s), qPrintable(error));
    }

    // Issue 14.4: a read that fails says why (SQLite's reason, naming the table) instead of
    // answering an empty list or a team without players.
    void aFailingReadIsReported_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("read");
        QTest::newRow("list") << u"coach"_s << u"list"_s;
        QTest::newRow("totals") << u"ledger_entry"_s << u"totals"_s;
        QTest::newRow("totals of a team") << u"player_skill"_s << u"totalsOfTeam"_s;
        QTest::newRow("totals of two teams") << u"player"_s << u"totalsOfTeams"_s;
        QTest::newRow("load: team") << u"team"_s << u"load"_s;
        QTest::newRow("load: players") << u"player"_s << u"load"_s;
        QTest::newRow("load: skills") << u"player_skill"_s << u"load"_s;
        QTest::newRow("load: ledger") << u"ledger_entry"_s << u"load"_s;
        QTest::newRow("load: league") << u"league_team"_s << u"load"_s;
        QTest::newRow("remove") << u"match"_s << u"remove"_s;
    }

    void aFailingReadIsReported()
    {
        QFETCH(QString, table);
        QFETCH(QString, read);
        DatabaseError openError;
        auto database =
            test::TestEngine::open(m_dir, u"unreadable-%1-%2"_s.arg(read, table), &openError);
        QVERIFY2(database, qPrintable(openError.message));
        TeamStore store(*database);
        Team team = goblins(), other = goblins();
        other.name = u"Other Gobbos"_s;
        QVERIFY(store.save(team) && store.save(other));

        const auto run = [&](QString *error) -> bool {
            if (read == u"list"_s)
                return store.list(error).size() == 2;
            if (read == u"totals"_s)
                return store.totals(error).size() == 2;
            if (read == u"totalsOfTeam"_s)
                return store.totals(team.id, error).has_value();
            if (read == u"totalsOfTeams"_s)
                return store.totals(QList<qint64>{team.id, other.id}, error).size() == 2;
            if (read == u"load"_s)
                return store.load(team.id, error).has_value();
            if (read == u"remove"_s)
                return store.remove(other.id, error);
            qFatal("unknown read");
        };
        QString error = u"an earlier failure"_s;
        QVERIFY2(run(&error), qPrintable(error));
        QVERIFY2(error.isEmpty() || read == u"remove"_s, qPrintable(error));

        QSqlQuery breakIt(database->connection());
        QVERIFY(breakIt.exec(u"ALTER TABLE %1 RENAME TO %1_gone"_s.arg(table)));
        error.clear();
        QVERIFY(!run(&error));
        QVERIFY2(error.contains(u"could not be read"_s) && error.contains(table),
                 qPrintable(error));
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestTeamStore)
#include "tst_team_store.moc"
