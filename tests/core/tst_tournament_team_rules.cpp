// A tournament's team-building rules (issue 17.2): a budget, a number of extra starting skills
// (normal and double), each kind paid from the budget or not. The rulebook has no tournament
// team-building; what it gives is each skill's value (LRB6 l.3515–3527: +20,000 a new skill,
// +30,000 a skill learned only on a double), paid from the budget when the organiser counts it
// in team value, and the 11 to 16 players of a team (l.2044–2060). A Human roster of 4
// blitzers (90,000) and 7 linemen (50,000) costs 710,000 before skills.
#include "core/Money.h"
#include "core/rules/RulesetLoader.h"
#include "core/tournament/TournamentJson.h"
#include "core/tournament/TournamentRosterCheck.h"
#include "core/tournament/TournamentTeamRulesJson.h"
#include "tests/support/TeamFixtures.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTournamentTeamRules : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    // The fixture roster with `normal` extra normal skills and `doubles` extra double skills,
    // one a player, on different players.
    Team roster(int normal, int doubles) const
    {
        Team team = test::humanTeam(*m_rules);
        int next = 0;
        for (int i = 0; i < normal; ++i)
            team.players[next++].gainedSkills.append({u"dodge"_s, false});
        for (int i = 0; i < doubles; ++i)
            team.players[next++].gainedSkills.append({u"guard"_s, true});
        return team;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
        QCOMPARE(TournamentRosterCheck(*m_rules, {}).cost(roster(0, 0)), 710'000);
    }

    void check_data()
    {
        QTest::addColumn<qint64>("budget");
        QTest::addColumn<int>("normalAllowed");
        QTest::addColumn<int>("doubleAllowed");
        QTest::addColumn<bool>("normalInTv");
        QTest::addColumn<bool>("doubleInTv");
        QTest::addColumn<int>("normalGiven");
        QTest::addColumn<int>("doubleGiven");
        QTest::addColumn<qint64>("cost");
        QTest::addColumn<QString>("refusal"); // a piece of core's reason; empty when allowed

        // Budget: exactly spent is allowed, 10,000 short refused naming the budget.
        QTest::newRow("budget exactly spent")
            << 710'000ll << 0 << 0 << true << true << 0 << 0 << 710'000ll << QString();
        QTest::newRow("budget one step over")
            << 700'000ll << 0 << 0 << true << true << 0 << 0 << 710'000ll
            << u"10,000 gp over the tournament's budget of 700,000 gp"_s;
        QTest::newRow("budget 1 gp over") << 709'999ll << 0 << 0 << true << true << 0 << 0
                                          << 710'000ll << u"budget of 709,999 gp"_s;
        // Normal skills in team value: +20,000 each (l.3522).
        QTest::newRow("2 normal in TV, budget exact")
            << 750'000ll << 2 << 0 << true << true << 2 << 0 << 750'000ll << QString();
        QTest::newRow("2 normal in TV, 10,000 short")
            << 740'000ll << 2 << 0 << true << true << 2 << 0 << 750'000ll
            << u"budget of 740,000 gp"_s;
        QTest::newRow("2 normal free")
            << 710'000ll << 2 << 0 << false << true << 2 << 0 << 710'000ll << QString();
        QTest::newRow("normal count at the limit")
            << 2'000'000ll << 3 << 0 << true << true << 3 << 0 << 770'000ll << QString();
        QTest::newRow("normal count one over")
            << 2'000'000ll << 2 << 0 << true << true << 3 << 0 << 770'000ll
            << u"3 extra normal skill(s); the tournament allows 2"_s;
        QTest::newRow("none allowed, one given")
            << 2'000'000ll << 0 << 0 << false << false << 1 << 0 << 710'000ll
            << u"1 extra normal skill(s); the tournament allows 0"_s;
        // Double skills in team value: +30,000 each (l.3526).
        QTest::newRow("1 double in TV, budget exact")
            << 740'000ll << 0 << 1 << true << true << 0 << 1 << 740'000ll << QString();
        QTest::newRow("1 double in TV, 10,000 short")
            << 730'000ll << 0 << 1 << true << true << 0 << 1 << 740'000ll
            << u"budget of 730,000 gp"_s;
        QTest::newRow("1 double free")
            << 710'000ll << 0 << 1 << true << false << 0 << 1 << 710'000ll << QString();
        QTest::newRow("double count one over")
            << 2'000'000ll << 4 << 1 << true << true << 0 << 2 << 770'000ll
            << u"2 extra double skill(s); the tournament allows 1"_s;
        QTest::newRow("a double is not taken as a normal one")
            << 2'000'000ll << 4 << 0 << true << true << 0 << 1 << 740'000ll
            << u"1 extra double skill(s); the tournament allows 0"_s;
        // Mixed: normal counted, double free, and the other way round.
        QTest::newRow("normal counted, double free, exact")
            << 730'000ll << 1 << 1 << true << false << 1 << 1 << 730'000ll << QString();
        QTest::newRow("normal counted, double free, 1 gp short")
            << 729'999ll << 1 << 1 << true << false << 1 << 1 << 730'000ll
            << u"budget of 729,999 gp"_s;
        QTest::newRow("normal free, double counted, exact")
            << 740'000ll << 1 << 1 << false << true << 1 << 1 << 740'000ll << QString();
        QTest::newRow("both free")
            << 710'000ll << 1 << 1 << false << false << 1 << 1 << 710'000ll << QString();
    }
    void check()
    {
        QFETCH(qint64, budget);
        QFETCH(int, normalAllowed);
        QFETCH(int, doubleAllowed);
        QFETCH(bool, normalInTv);
        QFETCH(bool, doubleInTv);
        QFETCH(int, normalGiven);
        QFETCH(int, doubleGiven);
        QFETCH(qint64, cost);
        QFETCH(QString, refusal);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const TournamentTeamRules rules{budget, normalAllowed, doubleAllowed, normalInTv,
                                        doubleInTv};
        const TournamentRosterCheck check(*m_rules, rules);
        const Team team = roster(normalGiven, doubleGiven);
        QCOMPARE(check.cost(team), cost);
        const RuleCheck verdict = check.check(team);
        QCOMPARE(verdict.allowed, refusal.isEmpty());
        QVERIFY2(verdict.reason.contains(refusal), qPrintable(verdict.reason));
    }

    // A roster must still be a team (11 to 16 players, l.2044–2060) and bring only skills.
    void notATournamentRoster_data()
    {
        QTest::addColumn<int>("linemen");
        QTest::addColumn<bool>("characteristic");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("11 players") << 7 << false << QString();
        QTest::newRow("10 players") << 6 << false << u"it needs at least 11"_s;
        QTest::newRow("16 players") << 12 << false << QString();
        QTest::newRow("a characteristic increase") << 7 << true << u"only extra skills"_s;
    }
    void notATournamentRoster()
    {
        QFETCH(int, linemen);
        QFETCH(bool, characteristic);
        QFETCH(QString, refusal);
        Team team = test::humanTeam(*m_rules, linemen);
        if (characteristic)
            team.players[0].maGain = 1;
        const RuleCheck verdict =
            TournamentRosterCheck(*m_rules, {2'000'000, 0, 0, true, true}).check(team);
        QCOMPARE(verdict.allowed, refusal.isEmpty());
        QVERIFY2(verdict.reason.contains(refusal), qPrintable(verdict.reason));
    }

    // Stored with the tournament: the rules' JSON round trip, the block beside "rules" or in
    // it, the older "budget" key, and refusals.
    void json_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<qint64>("budget");
        QTest::addColumn<int>("normal");
        QTest::addColumn<bool>("doubleInTv");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("defaults") << u"{\"name\":\"Open\"}"_s << 1'100'000ll << 0 << true
                                  << QString();
        QTest::newRow("block beside rules")
            << u"{\"name\":\"Open\",\"team_rules\":{\"budget\":1150000,\"normalSkills\":4,"
               "\"doubleSkillsInTeamValue\":false}}"_s
            << 1'150'000ll << 4 << false << QString();
        QTest::newRow("block inside rules")
            << u"{\"name\":\"Open\",\"rules\":{\"team_rules\":{\"normalSkills\":2}}}"_s
            << 1'100'000ll << 2 << true << QString();
        QTest::newRow("older budget key kept")
            << u"{\"name\":\"Open\",\"rules\":{\"budget\":1000000}}"_s << 1'000'000ll << 0 << true
            << QString();
        QTest::newRow("unknown key") << u"{\"name\":\"Open\",\"team_rules\":{\"skils\":2}}"_s << 0ll
                                     << 0 << true << u"unknown setting \"skils\""_s;
        QTest::newRow("negative count")
            << u"{\"name\":\"Open\",\"team_rules\":{\"doubleSkills\":-1}}"_s << 0ll << 0 << true
            << u"\"doubleSkills\" must be a whole number from 0 to 99"_s;
        QTest::newRow("flag not a bool")
            << u"{\"name\":\"Open\",\"team_rules\":{\"normalSkillsInTeamValue\":\"yes\"}}"_s << 0ll
            << 0 << true << u"must be true or false"_s;
        QTest::newRow("not an object") << u"{\"name\":\"Open\",\"team_rules\":3}"_s << 0ll << 0
                                       << true << u"must be an object"_s;
    }
    void json()
    {
        QFETCH(QString, file);
        QFETCH(qint64, budget);
        QFETCH(int, normal);
        QFETCH(bool, doubleInTv);
        QFETCH(QString, refusal);
        QString error;
        const std::optional<Tournament> t =
            TournamentJson::fromJson(QJsonDocument::fromJson(file.toUtf8()).object(), &error);
        QCOMPARE(t.has_value(), refusal.isEmpty());
        if (!t) {
            QVERIFY2(error.contains(refusal), qPrintable(error));
            return;
        }
        QCOMPARE(t->rules.team.budget, budget);
        QCOMPARE(t->rules.team.normalSkills, normal);
        QCOMPARE(t->rules.team.doubleSkillsInTeamValue, doubleInTv);
        // What the store keeps reads back the same.
        const std::optional<TournamentRules> back =
            TournamentJson::rulesFromJson(TournamentJson::rulesToJson(t->rules), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->team, t->rules.team);
    }
};

QTEST_GUILESS_MAIN(TestTournamentTeamRules)
#include "tst_tournament_team_rules.moc"
