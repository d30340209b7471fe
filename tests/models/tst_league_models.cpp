// The League area's other models: the schedule tree, the leaders, the league's teams and a
// team's match history.
#include "../support/TeamFixtures.h"
#include "ModelTestSupport.h"
#include "models/LeadersModel.h"
#include "models/LeagueTeamModel.h"
#include "models/MatchHistoryModel.h"
#include "models/ScheduleModel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestLeagueModels : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules = test::builtInRuleset();

    // The summary rows the League area reads (TeamStore::totals), made from whole teams.
    static QHash<qint64, TeamTotals> teams()
    {
        QHash<qint64, TeamTotals> teams;
        const QStringList names = {u"Altdorf Reavers"_s, u"Orcland Raiders"_s,
                                   u"Karak Ironbeards"_s, u"Naggaroth Shades"_s};
        for (qsizetype i = 0; i < names.size(); ++i) {
            Team team;
            team.id = i + 1;
            team.name = names.at(i);
            team.coach = u"Coach %1"_s.arg(i + 1);
            team.color = u"#1f4e9c"_s;
            teams.insert(team.id, TeamTotals::of(team));
        }
        return teams;
    }

    static MatchSummary summary(qint64 matchId, qint64 home, qint64 away, int homeScore,
                                int awayScore)
    {
        MatchSummary summary;
        summary.matchId = matchId;
        summary.homeTeamId = home;
        summary.awayTeamId = away;
        summary.homeScore = homeScore;
        summary.awayScore = awayScore;
        return summary;
    }

    // Round 1 played (1–0 and a 0–2 the home side conceded), round 2 still to play.
    static void fill(ScheduleModel &model)
    {
        MatchSummary conceded = summary(11, 3, 4, 0, 2);
        conceded.conceded = Side::Home;
        const QList<Fixture> fixtures = {
            Fixture{3, 1, 0, 2, 1, 3, 0}, Fixture{1, 1, 0, 1, 1, 2, 10},
            Fixture{2, 1, 0, 1, 3, 4, 11}, Fixture{4, 1, 0, 2, 2, 4, 0}};
        model.setSchedule(fixtures, {summary(10, 1, 2, 1, 0), conceded}, teams(), {});
    }

private Q_SLOTS:
    void init() { test::useLanguage(QLocale::English); }

    void scheduleIsATreeOfRounds()
    {
        ScheduleModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model);
        QCOMPARE(model.roundCount(), 2);
        QCOMPARE(model.fixtureCount(), 4);
        const QModelIndex round1 = model.index(0, 0);
        QCOMPARE(round1.data().toString(), u"Round 1 · played"_s);
        QCOMPARE(round1.data(ScheduleModel::MatchTextRole).toString(), u"Round 1"_s);
        QCOMPARE(model.index(1, 0).data().toString(), u"Round 2 · 0 of 2 played"_s);
        QCOMPARE(model.rowCount(round1), 2);
        QVERIFY(!model.fixture(round1));

        const QModelIndex first = model.index(0, ScheduleModel::HomeColumn, round1);
        QCOMPARE(first.parent(), round1);
        QCOMPARE(first.data().toString(), u"Altdorf Reavers"_s);
        QCOMPARE(first.siblingAtColumn(ScheduleModel::ScoreColumn).data().toString(), u"1 – 0"_s);
        QCOMPARE(first.siblingAtColumn(ScheduleModel::AwayColumn).data().toString(),
                 u"Orcland Raiders"_s);
        QCOMPARE(first.data(ScheduleModel::MatchTextRole).toString(),
                 u"Altdorf Reavers v Orcland Raiders"_s);
        QVERIFY(first.data(Qt::FontRole).value<QFont>().bold()); // the winner
        QVERIFY(!first.siblingAtColumn(ScheduleModel::AwayColumn).data(Qt::FontRole).isValid());
        QCOMPARE(model.fixture(first)->id, 1);
        QVERIFY(first.data(ScheduleModel::PlayedRole).toBool());

        // The side that conceded says so; the other side won.
        const QModelIndex conceded = model.index(1, ScheduleModel::HomeColumn, round1);
        QCOMPARE(conceded.data().toString(), u"Karak Ironbeards (conceded)"_s);
        QVERIFY(conceded.siblingAtColumn(ScheduleModel::AwayColumn)
                    .data(Qt::FontRole)
                    .value<QFont>()
                    .bold());

        // Unplayed: "v" between the teams, found by id.
        const QModelIndex unplayed = model.indexOfFixture(4);
        QCOMPARE(unplayed.parent().row(), 1);
        QCOMPARE(unplayed.siblingAtColumn(ScheduleModel::ScoreColumn).data().toString(), u"v"_s);
        QVERIFY(!unplayed.data(ScheduleModel::PlayedRole).toBool());
        QVERIFY(!model.indexOfFixture(99).isValid());

        model.setSchedule({}, {}, {}, {});
        QCOMPARE(model.rowCount(), 0);
    }

    void scheduleNamesDivisions()
    {
        ScheduleModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSchedule({Fixture{1, 1, 7, 1, 1, 2, 0}}, {}, teams(), {Division{7, u"North"_s}});
        QCOMPARE(model.indexOfFixture(1)
                     .siblingAtColumn(ScheduleModel::DivisionColumn)
                     .data()
                     .toString(),
                 u"North"_s);
        QCOMPARE(model.headerData(ScheduleModel::DivisionColumn, Qt::Horizontal).toString(),
                 u"Division"_s);
    }

    void leadersShareRanks()
    {
        LeadersModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setLeaders(LeaderStat::Touchdowns,
                         {LeaderEntry{1, 11, u"Hans"_s, 5}, LeaderEntry{2, 21, u"Urgash"_s, 5},
                          LeaderEntry{3, 31, u"Thorgrim"_s, 2}},
                         teams());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(test::cell(model, 0, LeadersModel::RankColumn), u"1"_s);
        QCOMPARE(test::cell(model, 1, LeadersModel::RankColumn), u"1"_s);
        QCOMPARE(test::cell(model, 2, LeadersModel::RankColumn), u"3"_s);
        QCOMPARE(test::cell(model, 1, LeadersModel::DetailColumn), u"Orcland Raiders"_s);
        QCOMPARE(model.headerData(LeadersModel::ValueColumn, Qt::Horizontal).toString(), u"TD"_s);
        QCOMPARE(model.index(2, 0).data(LeadersModel::PlayerIdRole).toLongLong(), 31);

        model.setTeamValues({TeamValueEntry{2, 1120000}, TeamValueEntry{1, 990000}}, teams());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(test::cell(model, 0, LeadersModel::NameColumn), u"Orcland Raiders"_s);
        QCOMPARE(test::cell(model, 0, LeadersModel::DetailColumn), u"Coach 2"_s);
        QCOMPARE(test::cell(model, 0, LeadersModel::ValueColumn), u"1,120k"_s);
        QCOMPARE(model.headerData(LeadersModel::NameColumn, Qt::Horizontal).toString(), u"Team"_s);
    }

    void leagueTeamsShowValueAndTreasury()
    {
        LeagueTeamModel model(m_rules);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        Team team = test::humanTeam(*m_rules);
        team.id = 5;
        QVERIFY(TeamRules(*m_rules).setFanFactor(team, 3));
        QVERIFY(TeamRules(*m_rules).confirm(team));
        model.setTeams({TeamTotals::of(team)}, true);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(test::cell(model, 0, LeagueTeamModel::NameColumn), u"Altdorf Reavers"_s);
        QCOMPARE(test::cell(model, 0, LeagueTeamModel::RosterColumn), u"Human"_s);
        const qint64 withFans = model.index(0, LeagueTeamModel::TeamValueColumn)
                                    .data(LeagueTeamModel::ValueRole)
                                    .toLongLong();
        QCOMPARE(withFans, TeamRules(*m_rules).teamValue(team));
        QCOMPARE(model.index(0, LeagueTeamModel::TreasuryColumn)
                     .data(LeagueTeamModel::ValueRole)
                     .toLongLong(),
                 TeamRules(*m_rules).goldLeft(team));
        // A free fan factor league leaves fan factor out of team value.
        model.setTeams({TeamTotals::of(team)}, false);
        QCOMPARE(model.index(0, LeagueTeamModel::TeamValueColumn)
                     .data(LeagueTeamModel::ValueRole)
                     .toLongLong(),
                 TeamRules(*m_rules).teamValue(team, false));
        QVERIFY(TeamRules(*m_rules).teamValue(team, false) < withFans);
        QCOMPARE(model.teamId(0), 5);
        QCOMPARE(model.rowOfTeam(5), 0);
    }

    void historyReadsFromTheTeamsSide()
    {
        MatchHistoryModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QDateTime when(QDate(2026, 3, 14), QTime(20, 30), Qt::UTC);
        MatchSummary conceded = summary(3, 3, 2, 2, 0);
        conceded.conceded = Side::Home;
        model.setMatches(2,
                         {{summary(1, 1, 2, 2, 1), when},
                          {summary(2, 2, 4, 1, 1), when.addDays(7)},
                          {conceded, when.addDays(14)}},
                         teams());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(test::cell(model, 0, MatchHistoryModel::OpponentColumn), u"Altdorf Reavers"_s);
        QCOMPARE(test::cell(model, 0, MatchHistoryModel::VenueColumn), u"Away"_s);
        QCOMPARE(test::cell(model, 0, MatchHistoryModel::ScoreColumn), u"1 – 2"_s);
        QCOMPARE(test::cell(model, 0, MatchHistoryModel::ResultColumn), u"L"_s);
        QCOMPARE(test::cell(model, 1, MatchHistoryModel::ResultColumn), u"D"_s);
        QCOMPARE(test::cell(model, 1, MatchHistoryModel::VenueColumn), u"Home"_s);
        // A concession is a win for the other side, whatever the score.
        QCOMPARE(test::cell(model, 2, MatchHistoryModel::ScoreColumn), u"0 – 2"_s);
        QCOMPARE(test::cell(model, 2, MatchHistoryModel::ResultColumn), u"W"_s);
        QCOMPARE(test::cell(model, 2, MatchHistoryModel::ResultColumn, Qt::ToolTipRole),
                 u"The opponent conceded"_s);
        QCOMPARE(model.index(2, 0).data(MatchHistoryModel::MatchIdRole).toLongLong(), 3);
        QVERIFY(!test::cell(model, 0, MatchHistoryModel::DateColumn).isEmpty());
    }
};

QTEST_MAIN(TestLeagueModels)
#include "tst_league_models.moc"
