// Team snapshots: every field of a stored team, ids included, survives JSON; writing a
// snapshot back makes the database equal to it; TeamStore::write joins the caller's transaction.
#include "../support/TeamFixtures.h"
#include "../support/TestEngine.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/TeamSnapshot.h"
#include "core/storage/TeamStore.h"

#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTeamSnapshot : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::shared_ptr<const Ruleset> m_rules;

    // A stored team with a history: every counter set, skills, injuries, ledger with matches.
    Team veteranTeam() const
    {
        Team team = test::humanTeam(*m_rules);
        const TeamRules rules(*m_rules);
        if (!rules.confirm(team))
            qFatal("cannot confirm");
        Player &star = team.players[0];
        star.spp = 31;
        star.completions = 3;
        star.touchdowns = 7;
        star.interceptions = 1;
        star.casualties = 4;
        star.mvps = 2;
        star.matchesPlayed = 9;
        star.advancementsTaken = 3;
        star.gainedSkills = {GainedSkill{u"block"_s, false}, GainedSkill{u"dodge"_s, true}};
        star.maGain = 1;
        star.stLoss = 1;
        star.agLoss = 1;
        star.avLoss = 2;
        star.maLoss = 1;
        star.niggling = 2;
        star.missNextGame = true;
        team.players[1].status = Player::Status::Dead;
        team.players[2].status = Player::Status::Retired;
        team.players[3].journeyman = true;
        team.players[3].number = 42;
        team.fanFactor = 7;
        team.assistantCoaches = 2;
        team.cheerleaders = 1;
        team.apothecary = true;
        team.ledger << LedgerEntry{0,
                                   70000,
                                   LedgerEntry::Kind::Winnings,
                                   u"Match 3"_s,
                                   3,
                                   QDateTime(QDate(2026, 3, 1), QTime(20, 15, 7, 123), Qt::UTC)};
        return team;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        DatabaseError error;
        m_db = test::TestEngine::open(m_dir, u"snapshots"_s, &error);
        QVERIFY2(m_db, qPrintable(error.message));
    }

    void roundTripKeepsEveryField()
    {
        Team team = veteranTeam();
        TeamStore store(*m_db);
        QString error;
        QVERIFY2(store.save(team, &error), qPrintable(error));
        // Through text too, as the database keeps it.
        const QByteArray text =
            QJsonDocument(TeamSnapshot::toJson(team)).toJson(QJsonDocument::Compact);
        const std::optional<Team> back =
            TeamSnapshot::fromJson(QJsonDocument::fromJson(text).object(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, team);
        QCOMPARE(back->players[0].gainedSkills.at(1).onDouble, true);
        QCOMPARE(back->ledger.last().matchId, 3);
        QCOMPARE(back->ledger.last().time.time().msec(), 123);
        QVERIFY(back->players[0].id > 0);
        QCOMPARE(back->ledger.last().id, team.ledger.last().id);
        // A team never stored (ids 0) round-trips as well.
        const Team fresh = veteranTeam();
        QCOMPARE(*TeamSnapshot::fromJson(TeamSnapshot::toJson(fresh)), fresh);
    }

    void writingASnapshotRestoresTheStoredTeam()
    {
        TeamStore store(*m_db);
        Team team = veteranTeam();
        QVERIFY(store.save(team));
        const QJsonObject snapshot = TeamSnapshot::toJson(*store.load(team.id));

        // Changes a match would make: a new journeyman with a skill, counters, a ledger entry.
        team.players[0].spp += 6;
        team.players[0].gainedSkills << GainedSkill{u"sure_hands"_s, false};
        team.fanFactor += 1;
        Player journeyman;
        journeyman.number = 17;
        journeyman.name = u"Temp"_s;
        journeyman.positionId = u"human.lineman"_s;
        journeyman.journeyman = true;
        journeyman.gainedSkills << GainedSkill{u"block"_s, false};
        team.players << journeyman;
        team.ledger << LedgerEntry{0,
                                   40000,
                                   LedgerEntry::Kind::Winnings,
                                   u"Match 4"_s,
                                   4,
                                   QDateTime::currentDateTimeUtc()};
        QVERIFY(store.save(team));
        QVERIFY(*store.load(team.id) != *TeamSnapshot::fromJson(snapshot));

        Team restored = *TeamSnapshot::fromJson(snapshot);
        QString error;
        QVERIFY2(store.save(restored, &error), qPrintable(error));
        QCOMPARE(*store.load(team.id), *TeamSnapshot::fromJson(snapshot));
        QSqlQuery query(m_db->connection());
        QVERIFY(query.exec(u"SELECT count(*) FROM player_skill WHERE skill_id = 'sure_hands'"_s) &&
                query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }

    void writeRunsInTheCallersTransaction()
    {
        TeamStore store(*m_db);
        Team team = veteranTeam();
        QVERIFY(store.save(team));
        const Team before = *store.load(team.id);

        QSqlDatabase db = m_db->connection();
        QVERIFY(db.transaction());
        Team changed = before;
        changed.name = u"Renamed"_s;
        Player rookie;
        rookie.number = 20;
        rookie.name = u"Rookie"_s;
        rookie.positionId = u"human.lineman"_s;
        changed.players << rookie;
        QString error;
        QVERIFY2(store.write(changed, &error), qPrintable(error));
        QVERIFY(changed.players.last().id > 0);
        QCOMPARE(store.load(team.id)->name, u"Renamed"_s); // visible inside the transaction
        QVERIFY(db.rollback());
        QCOMPARE(*store.load(team.id), before);

        // A failed write leaves the caller's team untouched.
        QVERIFY(db.transaction());
        Team broken = before;
        Player newcomer = rookie;
        broken.players << newcomer;
        broken.ledger << LedgerEntry{
            0, -(before.ledgerBalance() + 1),  LedgerEntry::Kind::Adjustment, u"x"_s,
            0, QDateTime::currentDateTimeUtc()};
        const Team brokenBefore = broken;
        QVERIFY(!store.write(broken, &error));
        QVERIFY2(error.contains(u"below zero"_s), qPrintable(error));
        QCOMPARE(broken, brokenBefore);
        QVERIFY(db.rollback());
        QCOMPARE(*store.load(team.id), before);
    }

    void refusesWhatIsNotASnapshot()
    {
        QString error;
        QVERIFY(!TeamSnapshot::fromJson(QJsonObject{{u"name"_s, u"x"_s}}, &error));
        QVERIFY(error.contains(u"damaged"_s));
        QJsonObject newer = TeamSnapshot::toJson(veteranTeam());
        newer[u"snapshot"_s] = TeamSnapshot::FormatVersion + 1;
        QVERIFY(!TeamSnapshot::fromJson(newer, &error));
        QVERIFY(error.contains(u"newer"_s));
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestTeamSnapshot)
#include "tst_team_snapshot.moc"
