// The free fan factor league option (rulebook l.4463–4470) from the league's
// creation to a confirmed result: teams joining get fan factor 5 and their fan factor gold
// back, fan factor never counts in team value, and a post-match fan factor roll changes the
// fan factor but not the team value.
#include "../support/DatabaseDump.h"
#include "../support/TeamFixtures.h"
#include "../support/TestEngine.h"
#include "core/dice/ScriptedDice.h"
#include "core/league/FreeFanFactor.h"
#include "core/league/PostMatchSequence.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamJson.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestFreeFanFactor : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::shared_ptr<const Ruleset> m_rules;

    // A confirmed Human team (7 linemen, 4 blitzers) that bought `fanFactor` at creation.
    qint64 storedTeam(const QString &name, int fanFactor)
    {
        Team team = test::humanTeam(*m_rules);
        team.name = name + u" ("_s + QString::fromUtf8(QTest::currentDataTag()) + u')';
        const TeamRules rules(*m_rules);
        if (!rules.setFanFactor(team, fanFactor) || !rules.confirm(team))
            qFatal("cannot build the team");
        if (!TeamStore(*m_db).save(team))
            qFatal("cannot save");
        return team.id;
    }

    Team load(qint64 teamId) const { return *TeamStore(*m_db).load(teamId); }

    // The same team as if its fan factor counted.
    static Team counted(Team team)
    {
        team.freeFanFactor = false;
        return team;
    }

    League newLeague(bool freeFanFactor, const QList<qint64> &teamIds = {})
    {
        League league;
        league.name = u"League "_s + QString::number(++m_leagues);
        league.options.freeFanFactor = freeFanFactor;
        league.teamIds = teamIds;
        QString error;
        if (!LeagueStore(*m_db, *m_rules).save(league, &error))
            qFatal("cannot save league: %s", qPrintable(error));
        return league;
    }
    int m_leagues = 0;

    // Every row of every table, to prove a refused change wrote nothing.
    QStringList dump() const { return test::databaseDump(*m_db); }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        DatabaseError error;
        m_db = test::TestEngine::open(m_dir, u"free"_s, &error);
        QVERIFY2(m_db, qPrintable(error.message));
    }

    // Joining: fan factor 5, and what the fan factor cost at creation back in the treasury.
    void joiningRefundsBoughtFanFactor_data()
    {
        QTest::addColumn<int>("bought");
        QTest::addColumn<qint64>("refund");
        QTest::newRow("none bought") << 0 << qint64(0);
        QTest::newRow("3 bought") << 3 << qint64(30000);
        QTest::newRow("5 bought") << 5 << qint64(50000);
        QTest::newRow("9 bought, the most") << 9 << qint64(90000);
    }
    void joiningRefundsBoughtFanFactor()
    {
        QFETCH(int, bought);
        QFETCH(qint64, refund);
        const qint64 teamId = storedTeam(u"Joiner"_s, bought);
        const Team before = load(teamId);
        const League league = newLeague(true);
        QString error;
        QVERIFY2(LeagueStore(*m_db, *m_rules).join(league.id, teamId, &error), qPrintable(error));
        const Team after = load(teamId);
        QCOMPARE(after.fanFactor, FreeFanFactor::StartingFanFactor);
        QCOMPARE(after.ledgerBalance(), before.ledgerBalance() + refund);
        QCOMPARE(after.ledger.size(), before.ledger.size() + (refund > 0 ? 1 : 0));
        if (refund > 0) {
            QCOMPARE(after.ledger.last().kind, LedgerEntry::Kind::FanFactorRefund);
            QCOMPARE(after.ledger.last().amount, refund);
        }
        // Fan factor never counts in the team's value, wherever it is shown; nor can it be bought
        // any more.
        const TeamRules rules(*m_rules);
        QVERIFY(after.freeFanFactor);
        QCOMPARE(rules.teamValue(after), rules.teamValue(after, false));
        QCOMPARE(rules.teamValue(after),
                 rules.teamValue(counted(after)) - 5 * m_rules->teamBuilding().fanFactorCost);
        QVERIFY(!rules.canSetFanFactor(after, 6));
    }

    // An ordinary league turning the option on gives every member the same terms; turning it
    // off is refused while the league has teams (they never paid for their 5).
    void turningTheOptionOnAndOff()
    {
        const qint64 a = storedTeam(u"A"_s, 2), b = storedTeam(u"B"_s, 0);
        const qint64 balanceA = load(a).ledgerBalance(), balanceB = load(b).ledgerBalance();
        LeagueStore store(*m_db, *m_rules);
        League league = newLeague(false, {a, b});
        QCOMPARE(load(a).fanFactor, 2);
        league.options.freeFanFactor = true;
        QString error;
        QVERIFY2(store.save(league, &error), qPrintable(error));
        QCOMPARE(load(a).fanFactor, 5);
        QCOMPARE(load(b).fanFactor, 5);
        QCOMPARE(load(a).ledgerBalance(), balanceA + 20000);
        QCOMPARE(load(b).ledgerBalance(), balanceB);
        // Saved again (renamed): nobody is refunded twice.
        league.name += u" renamed"_s;
        QVERIFY2(store.save(league, &error), qPrintable(error));
        QCOMPARE(load(a).ledgerBalance(), balanceA + 20000);

        const QStringList before = dump();
        League off = league;
        off.options.freeFanFactor = false;
        QVERIFY(!store.canChangeOptions(league.id, off.options));
        QVERIFY(!store.save(off, &error));
        QVERIFY2(error.contains(u"free fan factor stays on"_s), qPrintable(error));
        QCOMPARE(dump(), before);

        League empty = newLeague(true);
        empty.options.freeFanFactor = false;
        QVERIFY2(store.save(empty, &error), qPrintable(error));
    }

    // A store opened without the rules cannot price the refund: it refuses and writes nothing.
    void withoutTheRulesJoiningIsRefused()
    {
        const qint64 teamId = storedTeam(u"Unruled"_s, 1);
        const League league = newLeague(true);
        const QStringList before = dump();
        QString error;
        QVERIFY(!LeagueStore(*m_db).join(league.id, teamId, &error));
        QVERIFY2(error.contains(u"rules"_s), qPrintable(error));
        QCOMPARE(dump(), before);
    }

    // From the league's creation to a confirmed result: the winner's 3D6 beats its fan factor
    // (5 → 6), and its team value before and after the match leaves fan factor out.
    // A team of such a league exports its team value without fan factor, and the file imports
    // back (the value it states is checked against the same rule).
    void exportedTeamLeavesFanFactorOut()
    {
        const qint64 teamId = storedTeam(u"Exported"_s, 2);
        const League league = newLeague(true);
        QString error;
        QVERIFY2(LeagueStore(*m_db, *m_rules).join(league.id, teamId, &error), qPrintable(error));
        const Team team = load(teamId);
        const QJsonObject json = TeamJson::toJson(team, *m_rules);
        QVERIFY(json.value(u"free_fan_factor"_s).toBool());
        QCOMPARE(json.value(u"team_value"_s).toInteger(),
                 TeamRules(*m_rules).teamValue(counted(team)) - 50000);
        QStringList errors;
        const std::optional<Team> back =
            TeamJson::fromBytes(QJsonDocument(json).toJson(), *m_rules, &errors);
        QVERIFY2(back, qPrintable(errors.join(u'\n')));
        QVERIFY(back->freeFanFactor);
        // Outside any league it counts again.
        const qint64 alone = storedTeam(u"Alone"_s, 2);
        QVERIFY(!load(alone).freeFanFactor);
    }

    void fromCreationToPostMatch()
    {
        const qint64 home = storedTeam(u"Home"_s, 4), away = storedTeam(u"Away"_s, 0);
        LeagueStore store(*m_db, *m_rules);
        League league = newLeague(true);
        QString error;
        QVERIFY2(store.join(league.id, home, &error), qPrintable(error));
        QVERIFY2(store.join(league.id, away, &error), qPrintable(error));
        league = *store.load(league.id);
        const Team homeBefore = load(home), awayBefore = load(away);
        QCOMPARE(homeBefore.fanFactor, 5);
        QCOMPARE(awayBefore.fanFactor, 5);

        MatchRecord record;
        record.leagueId = league.id;
        record.home.teamId = home;
        record.away.teamId = away;
        record.home.score = 1;
        record.dice = {{u"home.gate"_s, {3, 3}},
                       {u"away.gate"_s, {3, 3}},
                       {u"home.winnings"_s, {1}},
                       {u"away.winnings"_s, {1}},
                       {u"home.mvp"_s, {1}},
                       {u"away.mvp"_s, {1}},
                       {u"home.fan_factor"_s, {6, 6, 6}},
                       {u"away.fan_factor"_s, {3, 3}}};
        ScriptedDice none;
        PostMatchResult result =
            PostMatchSequence(*m_rules, league.options).run(homeBefore, awayBefore, record, none);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QCOMPARE(result.homeSummary.fanFactorBefore, 5);
        QCOMPARE(result.homeSummary.fanFactorAfter, 6);
        const TeamRules rules(*m_rules);
        QCOMPARE(result.homeSummary.teamValueBefore, rules.teamValue(homeBefore, false));
        QCOMPARE(result.homeSummary.teamValueBefore, rules.teamValue(homeBefore));
        QCOMPARE(result.homeSummary.teamValueBefore, rules.teamValue(counted(homeBefore)) - 50000);
        QCOMPARE(result.homeSummary.teamValueAfter,
                 result.homeSummary.teamValueBefore); // +1 fan factor, +0 TV
        QCOMPARE(result.awaySummary.teamValueBefore, rules.teamValue(awayBefore, false));

        qint64 matchId = 0;
        QVERIFY2(store.confirmResult(result, homeBefore, awayBefore, &matchId, &error),
                 qPrintable(error));
        QCOMPARE(load(home).fanFactor, 6);
        QCOMPARE(rules.teamValue(load(home), false), result.homeSummary.teamValueAfter);
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestFreeFanFactor)
#include "tst_free_fan_factor.moc"
