// StandingsModel: a league table over Standings::compute, with names, signed differences and
// shared ranks.
#include "ModelTestSupport.h"
#include "core/league/Standings.h"
#include "models/StandingsModel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QFont>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Model = StandingsModel;

class TestStandingsModel : public QObject
{
    Q_OBJECT

private:
    static QHash<qint64, TeamTotals> teams()
    {
        QHash<qint64, TeamTotals> teams;
        const QList<std::tuple<qint64, QString, QString, QString>> list = {
            {1, u"Altdorf Reavers"_s, u"Anna"_s, u"#1f4e9c"_s},
            {2, u"Orcland Raiders"_s, u"Bruno"_s, u"#2e7d32"_s},
            {3, u"Karak Ironbeards"_s, u"Clara"_s, u"#5d4037"_s},
            {4, u"Naggaroth Shades"_s, u"Dieter"_s, u"#6a1b9a"_s},
        };
        for (const auto &[id, name, coach, color] : list) {
            Team team;
            team.id = id;
            team.name = name;
            team.coach = coach;
            team.color = color;
            teams.insert(id, TeamTotals::of(team));
        }
        return teams;
    }

    static MatchSummary match(qint64 id, qint64 home, qint64 away, int homeScore, int awayScore,
                              int homeCas = 0, int awayCas = 0)
    {
        MatchSummary summary;
        summary.matchId = id;
        summary.homeTeamId = home;
        summary.awayTeamId = away;
        summary.homeScore = homeScore;
        summary.awayScore = awayScore;
        summary.homeCasualties = homeCas;
        summary.awayCasualties = awayCas;
        return summary;
    }

    // Reavers beat Raiders 2–1 (3 CAS to 1); Ironbeards and Shades draw 1–1; nobody else played.
    static QList<StandingsRow> table()
    {
        const QList<MatchSummary> matches = {match(1, 1, 2, 2, 1, 3, 1), match(2, 3, 4, 1, 1)};
        return Standings::compute({1, 2, 3, 4}, matches, LeagueOptions());
    }

private Q_SLOTS:
    void init() { test::useLanguage(QLocale::English); }

    void passesTheModelTester()
    {
        Model model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setStandings(table(), teams());
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(Model::ColumnCount));
        QCOMPARE(model.rowCount(model.index(0, 0)), 0);
        model.setStandings({}, teams());
        QCOMPARE(model.rowCount(), 0);
    }

    void readsLikeALeagueTable()
    {
        Model model;
        model.setStandings(table(), teams());
        QCOMPARE(test::cell(model, 0, Model::TeamColumn), u"Altdorf Reavers"_s);
        QCOMPARE(test::cell(model, 0, Model::RankColumn), u"1"_s);
        QCOMPARE(test::cell(model, 0, Model::PlayedColumn), u"1"_s);
        QCOMPARE(test::cell(model, 0, Model::WinsColumn), u"1"_s);
        QCOMPARE(test::cell(model, 0, Model::TouchdownsForColumn), u"2"_s);
        QCOMPARE(test::cell(model, 0, Model::TouchdownsAgainstColumn), u"1"_s);
        QCOMPARE(test::cell(model, 0, Model::TouchdownDifferenceColumn), u"+1"_s);
        QCOMPARE(test::cell(model, 0, Model::CasualtiesForColumn), u"3"_s);
        QCOMPARE(test::cell(model, 0, Model::CasualtiesAgainstColumn), u"1"_s);
        QCOMPARE(test::cell(model, 0, Model::CasualtyDifferenceColumn), u"+2"_s);
        QCOMPARE(test::cell(model, 0, Model::PointsColumn), u"3"_s);
        QCOMPARE(model.index(0, Model::TeamColumn).data(Model::TeamIdRole).toLongLong(), 1);
        QCOMPARE(model.index(0, Model::PointsColumn).data(Model::ValueRole).toInt(), 3);

        // The loser is last, with a true minus sign.
        const int raiders = model.rowOfTeam(2);
        QCOMPARE(raiders, 3);
        QCOMPARE(test::cell(model, raiders, Model::TouchdownDifferenceColumn), u"−1"_s);
        QCOMPARE(test::cell(model, raiders, Model::CasualtyDifferenceColumn), u"−2"_s);
        QCOMPARE(test::cell(model, raiders, Model::LossesColumn), u"1"_s);
        QCOMPARE(test::cell(model, raiders, Model::PointsColumn), u"0"_s);
        QCOMPARE(model.row(raiders)->teamId, 2);
        QVERIFY(!model.row(4));
    }

    void levelTeamsShareARank()
    {
        Model model;
        model.setStandings(table(), teams());
        // Ironbeards and Shades drew 1–1 and are level on every default tie-breaker.
        const int ironbeards = model.rowOfTeam(3);
        const int shades = model.rowOfTeam(4);
        QCOMPARE(test::cell(model, ironbeards, Model::RankColumn), u"2="_s);
        QCOMPARE(test::cell(model, shades, Model::RankColumn), u"2="_s);
        QVERIFY(!test::cell(model, shades, Model::RankColumn, Qt::ToolTipRole).isEmpty());
        QCOMPARE(test::cell(model, ironbeards, Model::TouchdownDifferenceColumn), u"0"_s);
        QCOMPARE(test::cell(model, 0, Model::RankColumn, Qt::ToolTipRole), QString());
    }

    void showsTeamsWithTheirColoursAndCoaches()
    {
        Model model;
        model.setStandings(table(), teams());
        QCOMPARE(model.index(0, Model::TeamColumn).data(Qt::DecorationRole).value<QColor>(),
                 QColor(u"#1f4e9c"_s));
        QVERIFY(!model.index(0, Model::PointsColumn).data(Qt::DecorationRole).isValid());
        QCOMPARE(test::cell(model, 0, Model::TeamColumn, Qt::ToolTipRole),
                 u"Altdorf Reavers · Coach: Anna"_s);
        QVERIFY(model.index(0, Model::PointsColumn).data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(model.index(0, Model::PointsColumn).data(Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignCenter));

        // A team the caller did not give still has a row.
        model.setStandings(Standings::compute({1, 9}, {}, LeagueOptions()), teams());
        QCOMPARE(test::rowWhere(model, Qt::DisplayRole, u"#9"_s, Model::TeamColumn) >= 0, true);
    }

    void headersAreShortWithTooltips()
    {
        Model model;
        const QStringList expected = {u"#"_s,    u"Team"_s, u"P"_s,   u"W"_s,   u"D"_s,
                                      u"L"_s,    u"TD+"_s,  u"TD−"_s, u"TD±"_s, u"CAS+"_s,
                                      u"CAS−"_s, u"CAS±"_s, u"Pts"_s};
        QStringList headers;
        for (int column = 0; column < Model::ColumnCount; ++column)
            headers << model.headerData(column, Qt::Horizontal).toString();
        QCOMPARE(headers, expected);
        QCOMPARE(model.headerData(Model::PlayedColumn, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 u"Matches played"_s);
        QCOMPARE(model.headerData(Model::CasualtyDifferenceColumn, Qt::Horizontal, Qt::ToolTipRole)
                     .toString(),
                 u"Casualty difference"_s);
        QVERIFY(!model.headerData(0, Qt::Vertical).isValid());
    }
};

QTEST_MAIN(TestStandingsModel)
#include "tst_standings_model.moc"
