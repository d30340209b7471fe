// Building a team and managing it between matches (rulebook l.1977–2180, l.3048–3080, l.3841–3850),
// at every limit.
#include "core/rules/RulesetLoader.h"
#include "core/team/TeamRules.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTeamRules : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    Team newTeam(const QString &roster, qint64 budget = 1000000) const
    {
        Team team;
        team.name = u"Altdorf Reavers"_s;
        team.rosterId = roster;
        team.coach = u"Anna"_s;
        team.budget = budget;
        return team;
    }

    void hireMany(Team &team, const QString &position, int count) const
    {
        const TeamRules rules(*m_rules);
        for (int i = 0; i < count; ++i) {
            const RuleCheck check = rules.hire(
                team, position, u"Player %1"_s.arg(team.players.size() + 1), team.nextFreeNumber());
            QVERIFY2(check, qPrintable(check.reason));
        }
    }

    // 11 linemen (550,000) + 4 blitzers (360,000) + 1 re-roll (50,000) + 4 fan factor (40,000)
    // = exactly 1,000,000.
    Team humanTeamCostingOneMillion(qint64 budget) const
    {
        Team team = newTeam(u"human"_s, budget);
        const TeamRules rules(*m_rules);
        hireMany(team, u"human.lineman"_s, 11);
        hireMany(team, u"human.blitzer"_s, 4);
        rules.buyReroll(team);
        rules.setFanFactor(team, 3);
        return team;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void budgetIsReachedExactly_data()
    {
        QTest::addColumn<qint64>("budget");
        QTest::addColumn<bool>("lastPurchaseAllowed");
        QTest::newRow("1,000,000: the last 10,000 fits") << qint64(1000000) << true;
        QTest::newRow("999,999: one piece short") << qint64(999999) << false;
    }
    void budgetIsReachedExactly()
    {
        QFETCH(qint64, budget);
        QFETCH(bool, lastPurchaseAllowed);
        const TeamRules rules(*m_rules);
        Team team = humanTeamCostingOneMillion(budget);
        QCOMPARE(rules.creationCost(team), 990000);
        const RuleCheck check = rules.setFanFactor(team, 4);
        QCOMPARE(check.allowed, lastPurchaseAllowed);
        if (!lastPurchaseAllowed) {
            QVERIFY2(check.reason.contains(u"Not enough gold"_s), qPrintable(check.reason));
            QCOMPARE(team.fanFactor, 3);
        } else {
            QCOMPARE(rules.goldLeft(team), 0);
            QVERIFY(rules.isReady(team));
        }
    }

    void playerCount_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("ready");
        QTest::newRow("10") << 10 << false;
        QTest::newRow("11") << 11 << true;
        QTest::newRow("16") << 16 << true;
    }
    void playerCount()
    {
        QFETCH(int, players);
        QFETCH(bool, ready);
        const TeamRules rules(*m_rules);
        Team team = newTeam(u"goblin"_s); // goblins cost 40,000: 16 of them fit
        hireMany(team, u"goblin.goblin"_s, players);
        const RuleCheck check = rules.isReady(team);
        QCOMPARE(check.allowed, ready);
        if (!ready)
            QVERIFY(check.reason.contains(u"at least 11"_s));
    }

    void seventeenthPlayerIsRefused()
    {
        const TeamRules rules(*m_rules);
        Team team = newTeam(u"goblin"_s);
        hireMany(team, u"goblin.goblin"_s, 16);
        const RuleCheck check = rules.canHire(team, u"goblin.goblin"_s);
        QVERIFY(!check);
        QVERIFY2(check.reason.contains(u"16 players"_s), qPrintable(check.reason));
        QCOMPARE(team.nextFreeNumber(), 0);
    }

    void positionMaxima_data()
    {
        QTest::addColumn<QString>("roster");
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("max");
        QTest::newRow("human blitzer 0-4") << u"human"_s << u"human.blitzer"_s << 4;
        QTest::newRow("human thrower 0-2") << u"human"_s << u"human.thrower"_s << 2;
        QTest::newRow("human ogre 0-1") << u"human"_s << u"human.ogre"_s << 1;
        QTest::newRow("goblin troll 0-2") << u"goblin"_s << u"goblin.troll"_s << 2;
        QTest::newRow("chaos minotaur 0-1") << u"chaos"_s << u"chaos.minotaur"_s << 1;
    }
    void positionMaxima()
    {
        QFETCH(QString, roster);
        QFETCH(QString, position);
        QFETCH(int, max);
        const TeamRules rules(*m_rules);
        Team team = newTeam(roster, 5000000);
        hireMany(team, position, max);
        const RuleCheck check = rules.canHire(team, position);
        QVERIFY(!check);
        QVERIFY2(check.reason.contains(u"position is full"_s) &&
                     check.reason.contains(QString::number(max)),
                 qPrintable(check.reason));
    }

    // Several players of one position at once (rulebook l.1977–2180: 11 to 16 players, each
    // position's maximum, the budget), refused as a whole: nobody is hired then.
    void hireSeveral_data()
    {
        QTest::addColumn<QString>("roster");
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("already"); // of that position, hired first
        QTest::addColumn<int>("count");
        QTest::addColumn<qint64>("budget");
        QTest::addColumn<QString>("refusal"); // empty: allowed
        QTest::newRow("l.13 four blitzers of four")
            << u"human"_s << u"human.blitzer"_s << 0 << 4 << qint64(1000000) << QString();
        QTest::newRow("l.13 five blitzers of four")
            << u"human"_s << u"human.blitzer"_s << 0 << 5 << qint64(1000000)
            << u"The Blitzer position allows at most 4; 5 more would make 5."_s;
        QTest::newRow("l.13 two more after three")
            << u"human"_s << u"human.blitzer"_s << 3 << 2 << qint64(1000000)
            << u"The Blitzer position allows at most 4; 2 more would make 5."_s;
        QTest::newRow("l.13 sixteen goblins")
            << u"goblin"_s << u"goblin.goblin"_s << 10 << 6 << qint64(1000000) << QString();
        QTest::newRow("l.13 seventeen goblins")
            << u"goblin"_s << u"goblin.goblin"_s << 10 << 7 << qint64(1000000)
            << u"7 more players would make 17: a team may have at most 16."_s;
        QTest::newRow("l.12 budget for three linemen, not four")
            << u"human"_s << u"human.lineman"_s << 0 << 4 << qint64(150000)
            << u"Not enough gold: this costs 200,000 gp and the team has 150,000 gp."_s;
        QTest::newRow("l.12 budget exactly three linemen")
            << u"human"_s << u"human.lineman"_s << 0 << 3 << qint64(150000) << QString();
        QTest::newRow("no player") << u"human"_s << u"human.lineman"_s << 0 << 0 << qint64(1000000)
                                   << u"Choose how many players to hire: one at least."_s;
    }
    void hireSeveral()
    {
        QFETCH(QString, roster);
        QFETCH(QString, position);
        QFETCH(int, already);
        QFETCH(int, count);
        QFETCH(qint64, budget);
        QFETCH(QString, refusal);
        const TeamRules rules(*m_rules);
        Team team = newTeam(roster, budget);
        hireMany(team, position, already);
        const Team before = team;
        QStringList names;
        for (int i = 0; i < count; ++i)
            names << u"Rookie %1"_s.arg(i + 1);
        const RuleCheck check = rules.hireSeveral(team, position, names);
        QCOMPARE(rules.canHireSeveral(before, position, count).allowed, refusal.isEmpty());
        if (!refusal.isEmpty()) {
            QVERIFY(!check);
            QCOMPARE(check.reason, refusal);
            QCOMPARE(team, before);
            return;
        }
        QVERIFY2(check, qPrintable(check.reason));
        QCOMPARE(team.players.size(), already + count);
        // On the lowest free numbers, in the order of the names.
        for (int i = 0; i < count; ++i) {
            QCOMPARE(team.players.at(already + i).name, names.at(i));
            QCOMPARE(team.players.at(already + i).number, already + i + 1);
            QCOMPARE(team.players.at(already + i).positionId, position);
        }
    }

    void positionFromAnotherRosterIsRefused()
    {
        const TeamRules rules(*m_rules);
        const Team team = newTeam(u"human"_s);
        QVERIFY(!rules.canHire(team, u"orc.blitzer"_s));
    }

    void apothecaryPerRoster_data()
    {
        QTest::addColumn<QString>("roster");
        QTest::addColumn<bool>("allowed");
        for (const Roster &roster : RulesetLoader::builtIn()->rosters())
            QTest::newRow(qPrintable(roster.id)) << roster.id << roster.apothecary;
    }
    void apothecaryPerRoster()
    {
        QFETCH(QString, roster);
        QFETCH(bool, allowed);
        const TeamRules rules(*m_rules);
        Team team = newTeam(roster);
        const RuleCheck check = rules.hireApothecary(team);
        QCOMPARE(check.allowed, allowed);
        QCOMPARE(team.apothecary, allowed);
        if (allowed) {
            QCOMPARE(rules.creationCost(team), 50000);
            const RuleCheck second = rules.canHireApothecary(team);
            QVERIFY(!second);
            QVERIFY(second.reason.contains(u"only one"_s));
        } else {
            QVERIFY(check.reason.contains(u"may not have an apothecary"_s));
        }
    }

    void apothecaryIsNotAllowedForTheFourRosters()
    {
        for (const QString &roster : {u"khemri"_s, u"nurgle"_s, u"undead"_s, u"necromantic"_s})
            QVERIFY(!m_rules->roster(roster)->apothecary);
    }

    void fanFactorOnlyAtCreation_data()
    {
        QTest::addColumn<int>("fanFactor");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("0") << 0 << true;
        QTest::newRow("9") << 9 << true;
        QTest::newRow("10") << 10 << false;
        QTest::newRow("-1") << -1 << false;
    }
    void fanFactorOnlyAtCreation()
    {
        QFETCH(int, fanFactor);
        QFETCH(bool, allowed);
        const TeamRules rules(*m_rules);
        Team team = newTeam(u"human"_s);
        QCOMPARE(rules.setFanFactor(team, fanFactor).allowed, allowed);
    }

    void fanFactorCannotBeBoughtAfterCreation()
    {
        const TeamRules rules(*m_rules);
        Team team = newTeam(u"goblin"_s);
        hireMany(team, u"goblin.goblin"_s, 11);
        QVERIFY(rules.confirm(team));
        const RuleCheck check = rules.setFanFactor(team, 1);
        QVERIFY(!check);
        QVERIFY(check.reason.contains(u"only be bought when the team is created"_s));
    }

    void confirmingOpensTheLedger()
    {
        const TeamRules rules(*m_rules);
        Team team = newTeam(u"goblin"_s);
        hireMany(team, u"goblin.goblin"_s, 11); // 440,000
        rules.buyReroll(team);                  // 60,000
        QCOMPARE(rules.goldLeft(team), 500000);
        QVERIFY(team.ledger.isEmpty());
        QVERIFY(rules.confirm(team));
        QCOMPARE(team.phase, Team::Phase::Active);
        QCOMPARE(team.ledger.size(), 2);
        QCOMPARE(team.ledger.at(0).amount, 1000000);
        QCOMPARE(team.ledger.at(1).amount, -500000);
        QCOMPARE(rules.goldLeft(team), 500000);
        QVERIFY(!rules.confirm(team));
    }

    void confirmRefusesAnIllegalTeam()
    {
        const TeamRules rules(*m_rules);
        Team team = newTeam(u"goblin"_s);
        hireMany(team, u"goblin.goblin"_s, 10);
        QVERIFY(!rules.confirm(team));
        QCOMPARE(team.phase, Team::Phase::Creation);
        QVERIFY(team.ledger.isEmpty());
    }

    // Rulebook l.1977–2180: after creation a re-roll costs double, but team value counts the base
    // price.
    void rerollPriceDoublesAfterCreation_data()
    {
        QTest::addColumn<QString>("roster");
        QTest::addColumn<qint64>("base");
        QTest::newRow("human 50,000") << u"human"_s << qint64(50000);
        QTest::newRow("goblin 60,000") << u"goblin"_s << qint64(60000);
        QTest::newRow("chaos 60,000") << u"chaos"_s << qint64(60000);
        QTest::newRow("halfling 60,000") << u"halfling"_s << qint64(60000);
    }
    void rerollPriceDoublesAfterCreation()
    {
        QFETCH(QString, roster);
        QFETCH(qint64, base);
        const TeamRules rules(*m_rules);
        Team team = newTeam(roster, 3000000);
        const Roster *teamRoster = m_rules->roster(roster);
        hireMany(team, teamRoster->positions.first().id, 11);
        QCOMPARE(rules.rerollPrice(team), base);
        QVERIFY(rules.confirm(team));
        QCOMPARE(rules.rerollPrice(team), 2 * base);
        const qint64 valueBefore = rules.teamValue(team);
        const qint64 goldBefore = rules.goldLeft(team);
        QVERIFY(rules.buyReroll(team));
        QCOMPARE(rules.goldLeft(team), goldBefore - 2 * base);
        QCOMPARE(rules.teamValue(team), valueBefore + base);
        QCOMPARE(team.ledger.last().kind, LedgerEntry::Kind::BuyReroll);
        QCOMPARE(team.ledger.last().amount, -2 * base);
    }

    void treasuryNeverGoesBelowZero()
    {
        const TeamRules rules(*m_rules);
        Team team = newTeam(u"human"_s, 640000);
        hireMany(team, u"human.lineman"_s, 11); // 550,000
        rules.buyReroll(team);                  // 50,000: 40,000 left
        QVERIFY(rules.confirm(team));
        QCOMPARE(rules.goldLeft(team), 40000);
        const QList<LedgerEntry> ledgerBefore = team.ledger;
        QVERIFY(!rules.buyReroll(team)); // 100,000 now
        QVERIFY(!rules.hire(team, u"human.lineman"_s, u"Hans"_s, 12));
        QVERIFY(!rules.hireApothecary(team));
        QCOMPARE(team.ledger, ledgerBefore);
        QVERIFY(rules.hireCheerleader(team));
        QVERIFY(rules.hireAssistantCoach(team));
        QVERIFY(rules.hireCheerleader(team));
        QVERIFY(rules.hireCheerleader(team));
        QCOMPARE(rules.goldLeft(team), 0);
        QVERIFY(!rules.hireCheerleader(team));
        QCOMPARE(rules.goldLeft(team), 0);
    }

    // Rulebook l.3048–3080: players missing the next game do not count; injuries do not lower
    // value.
    void teamValueLeavesOutPlayersMissingTheNextGame()
    {
        const TeamRules rules(*m_rules);
        Team team = newTeam(u"human"_s);
        hireMany(team, u"human.lineman"_s, 10); // 500,000
        hireMany(team, u"human.blitzer"_s, 1);  // 90,000
        rules.buyReroll(team);                  // 50,000
        rules.setFanFactor(team, 2);            // 20,000
        rules.hireApothecary(team);             // 50,000
        QCOMPARE(rules.teamValue(team), 710000);
        QCOMPARE(rules.teamValue(team, false), 690000);

        team.players[10].missNextGame = true; // the blitzer
        QCOMPARE(rules.teamValue(team), 620000);
        team.players[10].missNextGame = false;
        team.players[10].avLoss = 1; // a lasting injury keeps the value
        team.players[10].niggling = 1;
        QCOMPARE(rules.teamValue(team), 710000);
        team.players[10].gainedSkills << GainedSkill{u"dodge"_s, true}; // +30,000
        team.players[10].stGain = 1;                                    // +50,000
        QCOMPARE(rules.teamValue(team), 790000);
        team.players[10].status = Player::Status::Dead;
        QCOMPARE(rules.teamValue(team), 620000);
    }

    void firingKeepsHistoryAfterCreationOnly()
    {
        const TeamRules rules(*m_rules);
        Team team = newTeam(u"goblin"_s);
        hireMany(team, u"goblin.goblin"_s, 12);
        const qint64 firstId = team.players.first().id;
        QVERIFY(rules.fire(team, firstId));
        QCOMPARE(team.players.size(), 11); // in creation the player simply leaves
        QVERIFY(rules.confirm(team));
        const qint64 gold = rules.goldLeft(team);
        const qint64 secondId = team.players.first().id;
        QVERIFY(rules.fire(team, secondId));
        QCOMPARE(team.players.size(), 11);
        QCOMPARE(team.activePlayers().size(), 10);
        QCOMPARE(rules.goldLeft(team), gold); // no refund
        QVERIFY(!rules.fire(team, secondId));
    }

    void numbersAreUniqueAmongActivePlayers()
    {
        const TeamRules rules(*m_rules);
        Team team = newTeam(u"human"_s);
        QVERIFY(rules.hire(team, u"human.lineman"_s, u"Hans"_s, 4));
        const RuleCheck taken = rules.hire(team, u"human.lineman"_s, u"Fritz"_s, 4);
        QVERIFY(!taken);
        QVERIFY(taken.reason.contains(u"already worn by Hans"_s));
        QVERIFY(!rules.hire(team, u"human.lineman"_s, u"Fritz"_s, 17));
        QVERIFY(!rules.hire(team, u"human.lineman"_s, u"  "_s, 5));
        QVERIFY(rules.hire(team, u"human.lineman"_s, u"Fritz"_s, 5));
        QCOMPARE(team.nextFreeNumber(), 1);
        QVERIFY(!rules.renumber(team, team.players.at(1).id, 4));
        QVERIFY(rules.renumber(team, team.players.at(1).id, 1));
        QCOMPARE(team.playerByNumber(1)->name, u"Fritz"_s);
    }
};

QTEST_GUILESS_MAIN(TestTeamRules)
#include "tst_team_rules.moc"
