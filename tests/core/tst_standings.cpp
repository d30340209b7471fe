// League tables: points by the league's scheme (3/1/0 or 5/3/1 in the rulebook, l.3876–4350, or
// the commissioner's own), a concession counted as a loss (rulebook l.3856), then the
// league's tie-breakers in order; teams still level share a rank.
#include "core/league/Standings.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

MatchSummary match(qint64 home, qint64 away, int homeScore, int awayScore, int homeCasualties = 0,
                   int awayCasualties = 0, std::optional<Side> conceded = std::nullopt)
{
    static qint64 nextId = 1;
    return MatchSummary{.matchId = nextId++,
                        .seasonId = 1,
                        .divisionId = 0,
                        .homeTeamId = home,
                        .awayTeamId = away,
                        .homeScore = homeScore,
                        .awayScore = awayScore,
                        .homeCasualties = homeCasualties,
                        .awayCasualties = awayCasualties,
                        .conceded = conceded};
}

LeagueOptions scheme(int win, int draw, int loss,
                     QList<TieBreaker> tieBreakers = LeagueOptions().tieBreakers)
{
    LeagueOptions options;
    options.winPoints = win;
    options.drawPoints = draw;
    options.lossPoints = loss;
    options.tieBreakers = std::move(tieBreakers);
    return options;
}

StandingsRow rowOf(const QList<StandingsRow> &table, qint64 teamId)
{
    for (const StandingsRow &row : table) {
        if (row.teamId == teamId)
            return row;
    }
    return {};
}

QList<qint64> order(const QList<StandingsRow> &table)
{
    QList<qint64> ids;
    for (const StandingsRow &row : table)
        ids << row.teamId;
    return ids;
}

QList<int> ranks(const QList<StandingsRow> &table)
{
    QList<int> result;
    for (const StandingsRow &row : table)
        result << row.rank;
    return result;
}

const QList<qint64> FourTeams{10, 20, 30, 40};

} // namespace

Q_DECLARE_METATYPE(dugout::MatchSummary)
Q_DECLARE_METATYPE(dugout::TieBreaker)

class TestStandings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void points_data()
    {
        QTest::addColumn<int>("win");
        QTest::addColumn<int>("draw");
        QTest::addColumn<int>("loss");
        QTest::newRow("3/1/0 (rulebook l.3876–4350)") << 3 << 1 << 0;
        QTest::newRow("5/3/1 (rulebook l.3876–4350)") << 5 << 3 << 1;
        QTest::newRow("custom 2/1/0") << 2 << 1 << 0;
        QTest::newRow("custom 10/4/-1") << 10 << 4 << -1;
    }
    void points()
    {
        QFETCH(int, win);
        QFETCH(int, draw);
        QFETCH(int, loss);
        // 10 beats 20 and draws with 30; 30 wins away at 20.
        const QList<MatchSummary> matches{match(10, 20, 2, 1), match(10, 30, 1, 1),
                                          match(20, 30, 0, 1)};
        const auto table = Standings::compute({10, 20, 30}, matches, scheme(win, draw, loss));
        QCOMPARE(table.size(), 3);

        const StandingsRow first = rowOf(table, 10);
        QCOMPARE(first.played, 2);
        QCOMPARE(first.wins, 1);
        QCOMPARE(first.draws, 1);
        QCOMPARE(first.losses, 0);
        QCOMPARE(first.points, win + draw);
        const StandingsRow second = rowOf(table, 20);
        QCOMPARE(second.losses, 2);
        QCOMPARE(second.points, 2 * loss);
        QCOMPARE(rowOf(table, 30).points, win + draw);
        QCOMPARE(table.last().teamId, 20);
    }

    void scoresAndCasualtiesGoToTheRightSide()
    {
        const auto table =
            Standings::compute({10, 20}, {match(10, 20, 3, 1, 2, 5)}, LeagueOptions());
        StandingsRow home{.teamId = 10,
                          .rank = 1,
                          .played = 1,
                          .wins = 1,
                          .draws = 0,
                          .losses = 0,
                          .points = 3,
                          .touchdownsFor = 3,
                          .touchdownsAgainst = 1,
                          .casualtiesFor = 2,
                          .casualtiesAgainst = 5};
        StandingsRow away{.teamId = 20,
                          .rank = 2,
                          .played = 1,
                          .wins = 0,
                          .draws = 0,
                          .losses = 1,
                          .points = 0,
                          .touchdownsFor = 1,
                          .touchdownsAgainst = 3,
                          .casualtiesFor = 5,
                          .casualtiesAgainst = 2};
        QCOMPARE(table, (QList<StandingsRow>{home, away}));
        QCOMPARE(table.first().touchdownDifference(), 2);
        QCOMPARE(table.last().casualtyDifference(), 3);
    }

    // A concession is a loss for the conceding team whatever the score (rulebook l.3856).
    void concessionIsALoss_data()
    {
        QTest::addColumn<MatchSummary>("conceded");
        QTest::newRow("home concedes while ahead 2-0") << match(10, 20, 2, 0, 0, 0, Side::Home);
        QTest::newRow("home concedes at 1-1") << match(10, 20, 1, 1, 0, 0, Side::Home);
        QTest::newRow("home concedes while behind") << match(10, 20, 0, 2, 0, 0, Side::Home);
    }
    void concessionIsALoss()
    {
        QFETCH(MatchSummary, conceded);
        const auto table = Standings::compute({10, 20}, {conceded}, LeagueOptions());
        const StandingsRow conceder = rowOf(table, 10);
        const StandingsRow winner = rowOf(table, 20);
        QCOMPARE(conceder.losses, 1);
        QCOMPARE(conceder.wins + conceder.draws, 0);
        QCOMPARE(conceder.points, 0);
        QCOMPARE(winner.wins, 1);
        QCOMPARE(winner.points, 3);
        QCOMPARE(order(table), (QList<qint64>{20, 10}));
        // The touchdowns scored still count for the tie-breakers.
        QCOMPARE(conceder.touchdownsFor, conceded.homeScore);
    }

    void awayConcession()
    {
        const auto table =
            Standings::compute({10, 20}, {match(10, 20, 0, 3, 0, 0, Side::Away)}, scheme(5, 3, 1));
        QCOMPARE(rowOf(table, 10).points, 5);
        QCOMPARE(rowOf(table, 20).points, 1);
        QCOMPARE(rowOf(table, 20).losses, 1);
    }

    // Each tie-breaker after Points decides between teams level on points. The better team
    // always has the higher id, so the id order (what level teams keep) cannot be the reason.
    void tieBreaker_data()
    {
        QTest::addColumn<QList<TieBreaker>>("tieBreakers");
        QTest::addColumn<QList<int>>("points"); // win, draw, loss
        QTest::addColumn<QList<MatchSummary>>("matches");
        QTest::addColumn<QList<qint64>>("expectedOrder");
        QTest::addColumn<QList<int>>("expectedRanks");

        using TB = TieBreaker;
        const QList<int> threeOneZero{3, 1, 0};

        // 30 beat 20 and 10, 20 beat 10: the mini-table is 30 6, 20 3, 10 0. Wins over 40
        // (outside the tied group) bring everyone to 6 points, and do not count in it.
        QTest::newRow("head-to-head, three-team mini-table")
            << QList<TB>{TB::Points, TB::HeadToHead} << threeOneZero
            << QList<MatchSummary>{match(30, 20, 1, 0), match(10, 30, 0, 1), match(20, 10, 2, 1),
                                   match(10, 40, 1, 0), match(40, 10, 0, 1), match(20, 40, 1, 0)}
            << QList<qint64>{30, 20, 10, 40} << QList<int>{1, 2, 3, 4};
        // 10 > 20 > 30 > 10 in a circle: the mini-table is level, touchdown difference decides.
        QTest::newRow("head-to-head level, next tie-breaker")
            << QList<TB>{TB::Points, TB::HeadToHead, TB::TouchdownDifference} << threeOneZero
            << QList<MatchSummary>{match(10, 20, 1, 0), match(20, 30, 1, 0), match(30, 10, 3, 0)}
            << QList<qint64>{30, 20, 10, 40} << QList<int>{1, 2, 3, 4};
        // 20 beat 10, who has the better touchdown difference; 30 and 40 drew with each other.
        QTest::newRow("head-to-head, two teams")
            << QList<TB>{TB::Points, TB::HeadToHead} << threeOneZero
            << QList<MatchSummary>{match(10, 20, 0, 1), match(10, 30, 4, 0), match(30, 40, 1, 1)}
            << QList<qint64>{20, 10, 30, 40} << QList<int>{1, 2, 3, 3};
        // 20 wins 2-0 (+2, 2 scored), 10 wins 3-2 (+1, 3 scored).
        QTest::newRow("touchdown difference")
            << QList<TB>{TB::Points, TB::TouchdownDifference} << threeOneZero
            << QList<MatchSummary>{match(10, 30, 3, 2), match(20, 40, 2, 0)}
            << QList<qint64>{20, 10, 30, 40} << QList<int>{1, 2, 3, 4};
        // 20 wins 3-2 (3 scored, +1), 10 wins 2-0 (2 scored, +2).
        QTest::newRow("touchdowns scored")
            << QList<TB>{TB::Points, TB::TouchdownsFor} << threeOneZero
            << QList<MatchSummary>{match(10, 30, 2, 0), match(20, 40, 3, 2)}
            << QList<qint64>{20, 10, 40, 30} << QList<int>{1, 2, 3, 4};
        // Same 1-0 wins; 20 inflicts 2 and suffers 0 (+2), 10 inflicts 3 and suffers 2 (+1).
        QTest::newRow("casualty difference")
            << QList<TB>{TB::Points, TB::CasualtyDifference} << threeOneZero
            << QList<MatchSummary>{match(10, 30, 1, 0, 3, 2), match(20, 40, 1, 0, 2, 0)}
            << QList<qint64>{20, 10, 30, 40} << QList<int>{1, 2, 3, 4};
        // 20 inflicts 3 (suffers 2, +1), 10 inflicts 2 (suffers 0, +2).
        QTest::newRow("casualties inflicted")
            << QList<TB>{TB::Points, TB::CasualtiesFor} << threeOneZero
            << QList<MatchSummary>{match(10, 30, 1, 0, 2, 0), match(20, 40, 1, 0, 3, 2)}
            << QList<qint64>{20, 10, 40, 30} << QList<int>{1, 2, 3, 4};
        // With 2/1/0, one win (20) equals two draws (10); 30 and 40 stay level on everything.
        QTest::newRow("wins") << QList<TB>{TB::Points, TB::Wins} << QList<int>{2, 1, 0}
                              << QList<MatchSummary>{match(20, 30, 1, 0), match(10, 30, 0, 0),
                                                     match(10, 40, 1, 1)}
                              << QList<qint64>{20, 10, 30, 40} << QList<int>{1, 2, 3, 3};
        // 3 points each: 20 in one match, 10 and 30 in two (they beat each other once).
        QTest::newRow("fewest matches")
            << QList<TB>{TB::Points, TB::FewestMatches} << threeOneZero
            << QList<MatchSummary>{match(10, 30, 1, 0), match(30, 10, 1, 0), match(20, 40, 1, 0)}
            << QList<qint64>{20, 10, 30, 40} << QList<int>{1, 2, 2, 4};
    }
    void tieBreaker()
    {
        QFETCH(QList<TieBreaker>, tieBreakers);
        QFETCH(QList<int>, points);
        QFETCH(QList<MatchSummary>, matches);
        QFETCH(QList<qint64>, expectedOrder);
        QFETCH(QList<int>, expectedRanks);

        const auto table = Standings::compute(FourTeams, matches,
                                              scheme(points[0], points[1], points[2], tieBreakers));
        QCOMPARE(order(table), expectedOrder);
        QCOMPARE(ranks(table), expectedRanks);
        // The two leaders really were level on points: without the tie-breaker they share a rank.
        const auto pointsOnly = Standings::compute(
            FourTeams, matches, scheme(points[0], points[1], points[2], {TieBreaker::Points}));
        QCOMPARE(rowOf(pointsOnly, expectedOrder[0]).rank,
                 rowOf(pointsOnly, expectedOrder[1]).rank);
    }

    // Tie-breakers apply in the league's order: the first one that separates the teams wins.
    void tieBreakersApplyInOrder()
    {
        const QList<MatchSummary> matches{match(10, 30, 3, 2),
                                          match(20, 40, 2, 0)}; // as in "touchdown difference"
        const auto byDifference =
            Standings::compute(FourTeams, matches,
                               scheme(3, 1, 0,
                                      {TieBreaker::Points, TieBreaker::TouchdownDifference,
                                       TieBreaker::TouchdownsFor}));
        QCOMPARE(order(byDifference).mid(0, 2), (QList<qint64>{20, 10}));
        const auto byScored =
            Standings::compute(FourTeams, matches,
                               scheme(3, 1, 0,
                                      {TieBreaker::Points, TieBreaker::TouchdownsFor,
                                       TieBreaker::TouchdownDifference}));
        QCOMPARE(order(byScored).mid(0, 2), (QList<qint64>{10, 20}));
    }

    // Level on everything: the same rank, the next one skipped, and the order of the ids
    // (whatever the order of the list given).
    void levelTeamsShareARank()
    {
        const QList<MatchSummary> matches{match(10, 40, 2, 0), match(30, 20, 1, 1)};
        const auto table = Standings::compute({40, 30, 20, 10}, matches, LeagueOptions());
        QCOMPARE(order(table), (QList<qint64>{10, 20, 30, 40}));
        QCOMPARE(ranks(table), (QList<int>{1, 2, 2, 4}));
    }

    void noMatchesEveryoneShares()
    {
        const auto table = Standings::compute({3, 1, 2}, {}, LeagueOptions());
        QCOMPARE(order(table), (QList<qint64>{1, 2, 3}));
        QCOMPARE(ranks(table), (QList<int>{1, 1, 1}));
        for (const StandingsRow &row : table)
            QCOMPARE(row, (StandingsRow{.teamId = row.teamId, .rank = 1}));
    }

    void teamWithoutAMatchHasARow()
    {
        const auto table = Standings::compute({10, 20, 50}, {match(10, 20, 0, 2)}, LeagueOptions());
        QCOMPARE(table.size(), 3);
        QCOMPARE(rowOf(table, 50).teamId, 50);
        QCOMPARE(rowOf(table, 50).played, 0);
        // 0 points like the loser, but a better touchdown difference (0 against −2).
        QCOMPARE(order(table), (QList<qint64>{20, 50, 10}));
    }

    // A match against a team outside the table (another division, a friendly) does not count,
    // not even in a head-to-head.
    void matchesOutsideTheTableAreIgnored()
    {
        const QList<MatchSummary> matches{match(10, 99, 5, 0, 3, 0), match(99, 20, 0, 1),
                                          match(20, 10, 0, 0), match(77, 99, 2, 2)};
        const auto table = Standings::compute({10, 20}, matches, LeagueOptions());
        QCOMPARE(table.size(), 2);
        for (const StandingsRow &row : table) {
            QCOMPARE(row.played, 1);
            QCOMPARE(row.points, 1);
            QCOMPARE(row.touchdownsFor, 0);
            QCOMPARE(row.casualtiesFor, 0);
            QCOMPARE(row.rank, 1);
        }
    }

    void emptyTable()
    {
        QVERIFY(Standings::compute({}, {match(1, 2, 1, 0)}, LeagueOptions()).isEmpty());
    }

    void tieBreakerNames()
    {
        const QList<TieBreaker> all{TieBreaker::Points,
                                    TieBreaker::HeadToHead,
                                    TieBreaker::TouchdownDifference,
                                    TieBreaker::CasualtyDifference,
                                    TieBreaker::TouchdownsFor,
                                    TieBreaker::CasualtiesFor,
                                    TieBreaker::Wins,
                                    TieBreaker::FewestMatches};
        QSet<QString> names;
        for (const TieBreaker tieBreaker : all)
            names << Standings::tieBreakerName(tieBreaker);
        QCOMPARE(names.size(), all.size());
        QVERIFY(!names.contains(QString()));
        QCOMPARE(Standings::tieBreakerName(TieBreaker::HeadToHead), u"Head-to-head"_s);
    }
};

QTEST_GUILESS_MAIN(TestStandings)
#include "tst_standings.moc"
