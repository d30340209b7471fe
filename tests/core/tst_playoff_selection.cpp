// The end-of-season tournament's draw (rulebook l.3944–3955: highest team value, win rate, team
// value × win rate; l.4005–4013: league points 3/1/0 or 5/3/1; l.4013–4014: the four split
// between the semi-finals by lot), with ties at the cut settled by rolls (the rulebook leaves
// ties to the commissioner, l.3933–3935).
#include "core/dice/ScriptedDice.h"
#include "core/league/PlayoffSelection.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Candidates = QList<PlayoffCandidate>;
using Ids = QList<qint64>;
using Pairs = QList<QPair<qint64, qint64>>;
Q_DECLARE_METATYPE(PlayoffCriterion)

namespace {

// Teams 1..6 with a team value and a record (wins, draws, losses).
Candidates teams(const QList<QList<qint64>> &rows)
{
    Candidates list;
    qint64 id = 0;
    for (const QList<qint64> &r : rows) {
        const int w = int(r[1]), d = int(r[2]), l = int(r[3]);
        list.append({++id, r[0], w + d + l, w, d, l});
    }
    return list;
}

// The same teams with their play-off rounds: matches played and the league's points in them.
Candidates withPlayoffRounds(Candidates list, const QList<QPair<int, qint64>> &rounds)
{
    for (qsizetype i = 0; i < list.size() && i < rounds.size(); ++i) {
        list[i].playoffRoundsPlayed = rounds[i].first;
        list[i].playoffRoundsPoints = rounds[i].second;
    }
    return list;
}

} // namespace

class TestPlayoffSelection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void draw_data();
    void draw();
    void fewerThanFourTeams();
    void playoffRoundsNeedFourPlayers();
    void winRateIsExact();
};

void TestPlayoffSelection::draw_data()
{
    QTest::addColumn<Candidates>("candidates");
    QTest::addColumn<PlayoffCriterion>("criterion");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<Ids>("qualified");
    QTest::addColumn<Ids>("byLot");
    QTest::addColumn<Pairs>("semiFinals");
    const Candidates points = teams({{1'000'000, 5, 2, 3},
                                     {1'000'000, 4, 5, 1},
                                     {1'000'000, 6, 0, 4},
                                     {1'000'000, 3, 3, 4},
                                     {1'000'000, 5, 1, 4},
                                     {1'000'000, 2, 8, 0}});
    QTest::newRow("l.3945 highest team value; the D3 picks the leader's opponent (l.4013)")
        << teams({{1'800'000, 0, 0, 0},
                  {1'500'000, 0, 0, 0},
                  {1'900'000, 0, 0, 0},
                  {1'200'000, 0, 0, 0},
                  {1'600'000, 0, 0, 0},
                  {1'000'000, 0, 0, 0}})
        << PlayoffCriterion::HighestTeamValue << QList<int>{2} << Ids{3, 1, 5, 2} << Ids{}
        << Pairs{{3, 5}, {1, 2}};
    QTest::newRow("l.3945 team value, two level at the cut: a D2 picks one (l.3933)")
        << teams({{1'800'000, 0, 0, 0},
                  {1'500'000, 0, 0, 0},
                  {1'900'000, 0, 0, 0},
                  {1'500'000, 0, 0, 0},
                  {1'600'000, 0, 0, 0},
                  {1'000'000, 0, 0, 0}})
        << PlayoffCriterion::HighestTeamValue << QList<int>{2, 1} << Ids{3, 1, 5, 4} << Ids{4}
        << Pairs{{3, 1}, {5, 4}};
    // Rates 5/10, 3/4, 6/12, 2/2, 0/0, 4/10: 1 and 3 level at one half both fit.
    QTest::newRow("l.3948 win rate, a team without a match at 0")
        << teams({{1'000'000, 5, 0, 5},
                  {1'000'000, 3, 0, 1},
                  {1'000'000, 6, 0, 6},
                  {1'000'000, 2, 0, 0},
                  {2'000'000, 0, 0, 0},
                  {1'000'000, 4, 0, 6}})
        << PlayoffCriterion::WinRate << QList<int>{3} << Ids{4, 2, 1, 3} << Ids{}
        << Pairs{{4, 3}, {2, 1}};
    // The rulebook's example: 1,800,000 and 5 wins in 10 matches make 900,000; four teams are
    // level at 900,000 for three places.
    QTest::newRow("l.3949 team value × win rate, four level for three places")
        << teams({{1'800'000, 5, 0, 5},
                  {1'200'000, 6, 0, 2},
                  {2'000'000, 4, 0, 6},
                  {1'000'000, 9, 0, 1},
                  {1'500'000, 7, 0, 3},
                  {900'000, 10, 0, 0}})
        << PlayoffCriterion::TeamValueTimesWinRate << QList<int>{4, 1, 2, 2} << Ids{5, 6, 1, 4}
        << Ids{6, 1, 4} << Pairs{{5, 1}, {6, 4}};
    // 17, 17, 18, 12, 16, 14 points.
    QTest::newRow("l.4009 league points 3/1/0")
        << points << PlayoffCriterion::Points310 << QList<int>{1} << Ids{3, 1, 2, 5} << Ids{}
        << Pairs{{3, 1}, {2, 5}};
    // 34, 36, 34, 28, 32, 34 points: the draws of team 6 now take it past team 5.
    QTest::newRow("l.4011 league points 5/3/1")
        << points << PlayoffCriterion::Points531 << QList<int>{3} << Ids{2, 1, 3, 6} << Ids{}
        << Pairs{{2, 6}, {1, 3}};
    // Play-off rounds: the regular season no longer matters, only the points of the play-off
    // matches; team 4 (best of the season) did not take part and cannot be chosen.
    QTest::newRow("l.3956 play-off rounds: their points alone, a team that stayed out is out")
        << withPlayoffRounds(points, {{3, 9}, {3, 4}, {3, 6}, {0, 0}, {3, 7}, {2, 1}})
        << PlayoffCriterion::PlayoffRounds << QList<int>{1} << Ids{1, 5, 3, 2} << Ids{}
        << Pairs{{1, 5}, {3, 2}};
    QTest::newRow("l.3956 play-off rounds, two level at the cut: a D2 picks one")
        << withPlayoffRounds(points, {{3, 9}, {3, 4}, {3, 6}, {2, 4}, {3, 7}, {0, 0}})
        << PlayoffCriterion::PlayoffRounds << QList<int>{2, 3} << Ids{1, 5, 3, 4} << Ids{4}
        << Pairs{{1, 4}, {5, 3}};
}

void TestPlayoffSelection::draw()
{
    QFETCH(Candidates, candidates);
    QFETCH(PlayoffCriterion, criterion);
    QFETCH(QList<int>, dice);
    QFETCH(Ids, qualified);
    QFETCH(Ids, byLot);
    QFETCH(Pairs, semiFinals);
    ScriptedDice scripted{QList<int>(dice)};
    QString error;
    const std::optional<PlayoffDraw> result =
        PlayoffSelection::draw(candidates, criterion, scripted, &error);
    QVERIFY2(result, qPrintable(error));
    QCOMPARE(result->qualified, qualified);
    QCOMPARE(result->decidedByLot, byLot);
    QCOMPARE(result->semiFinals, semiFinals);
    QVERIFY(!scripted.exhausted());
    QCOMPARE(scripted.remaining(), 0);
    QCOMPARE(scripted.purposes().constLast(), u"playoffs.semi_final_draw"_s);
    for (int i = 0; i + 1 < scripted.purposes().size(); ++i)
        QCOMPARE(scripted.purposes()[i], u"playoffs.tie"_s);
}

void TestPlayoffSelection::fewerThanFourTeams()
{
    ScriptedDice dice{1};
    QString error;
    QVERIFY(!PlayoffSelection::draw(teams({{1, 0, 0, 0}, {2, 0, 0, 0}, {3, 0, 0, 0}}),
                                    PlayoffCriterion::HighestTeamValue, dice, &error));
    QCOMPARE(error, u"The end-of-season tournament needs four teams; the league has 3."_s);
    QCOMPARE(dice.remaining(), 1); // nothing rolled
}

// l.3956–3961: the play-off rounds must bring four teams; fewer who played is refused by name.
void TestPlayoffSelection::playoffRoundsNeedFourPlayers()
{
    ScriptedDice dice{1};
    QString error;
    const Candidates three = withPlayoffRounds(
        teams({{1, 0, 0, 0}, {2, 0, 0, 0}, {3, 0, 0, 0}, {4, 0, 0, 0}, {5, 0, 0, 0}}),
        {{1, 3}, {0, 0}, {1, 0}, {2, 3}, {0, 0}});
    QVERIFY(!PlayoffSelection::draw(three, PlayoffCriterion::PlayoffRounds, dice, &error));
    QVERIFY2(error.startsWith(u"The end-of-season tournament needs four teams; 3 played in the "
                              "play-off rounds"_s),
             qPrintable(error));
    QCOMPARE(dice.remaining(), 1);
    // The same five teams by team value: all five are candidates.
    QVERIFY(PlayoffSelection::canDraw(three, PlayoffCriterion::HighestTeamValue));
    QCOMPARE(PlayoffSelection::criterionFromKey(u"playoff_rounds"_s),
             std::optional(PlayoffCriterion::PlayoffRounds));
}

// 1/3 and 2/6 are level; 333/1000 is below them, which a rounded 0.333 would miss.
void TestPlayoffSelection::winRateIsExact()
{
    const PlayoffCandidate third{1, 0, 3, 1, 0, 2};
    const PlayoffCandidate twoSixths{2, 0, 6, 2, 0, 4};
    const PlayoffCandidate almost{3, 0, 1000, 333, 0, 667};
    QCOMPARE(PlayoffSelection::compare(third, twoSixths, PlayoffCriterion::WinRate), 0);
    QCOMPARE(PlayoffSelection::compare(third, almost, PlayoffCriterion::WinRate), 1);
    QCOMPARE(PlayoffSelection::compare(almost, twoSixths, PlayoffCriterion::WinRate), -1);
}

QTEST_GUILESS_MAIN(TestPlayoffSelection)
#include "tst_playoff_selection.moc"
