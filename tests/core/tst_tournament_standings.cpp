// Open tournament standings (issue 17.2: "ranking points per win/draw/loss ..., ordered
// tie-breakers: opponents' score (strength of schedule), TD and casualty difference and totals,
// head-to-head, a seeded random last"; "results ... corrected afterwards with the standings
// recomputed"). Each row is checked under ten different seeds: a tie-breaker that decides must
// decide whatever the draw would have said.
#include "core/tournament/TournamentStandings.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

// A game as a row: round, home, away, home TD, away TD, home casualties, away casualties.
using Game = QList<int>;
using Breakers = QList<TournamentTieBreaker>;

Tournament tournament(const QList<Game> &games, const Breakers &breakers, quint32 seed = 1)
{
    Tournament t;
    t.rules.tieBreakers = breakers;
    t.rules.seed = seed;
    for (int id = 1; id <= 4; ++id)
        t.entrants.append({id, u"Coach %1"_s.arg(id), {}, {}, {}, {}, u"orc"_s, true, 1});
    int table = 0;
    for (const Game &g : games) {
        TournamentGame game;
        game.round = g[0];
        game.table = ++table;
        game.homeId = g[1];
        game.awayId = g[2];
        game.played = true;
        if (game.awayId != 0) {
            game.homeTouchdowns = g[3];
            game.awayTouchdowns = g[4];
            game.homeCasualties = g.value(5);
            game.awayCasualties = g.value(6);
        }
        t.games.append(game);
    }
    return t;
}

QList<qint64> order(const QList<StandingLine> &lines)
{
    QList<qint64> ids;
    for (const StandingLine &l : lines)
        ids.append(l.entrantId);
    return ids;
}

} // namespace

class TestTournamentStandings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tieBreakersDecide_data();
    void tieBreakersDecide();
    void seededDrawLast();
    void linesCountEverything();
    void correctedResultReranks();
    void pointsSchemeAndByes();
};

void TestTournamentStandings::tieBreakersDecide_data()
{
    QTest::addColumn<QList<Game>>("games");
    QTest::addColumn<Breakers>("breakers");
    QTest::addColumn<QList<qint64>>("expected");
    using B = TournamentTieBreaker;
    // 1 and 3 both have 4 points; 1 met 2 (3 points) and 3, 3 met 4 (0) and 1.
    QTest::newRow("17.2 opponents' score")
        << QList<Game>{{1, 1, 2, 1, 0}, {1, 3, 4, 1, 0}, {2, 2, 4, 1, 0}, {2, 1, 3, 0, 0}}
        << Breakers{B::OpponentsScore} << QList<qint64>{1, 3, 2, 4};
    QTest::newRow("17.2 touchdown difference")
        << QList<Game>{{1, 1, 2, 3, 0}, {1, 3, 4, 1, 0}} << Breakers{B::TouchdownDifference}
        << QList<qint64>{1, 3, 4, 2};
    QTest::newRow("17.2 casualty difference")
        << QList<Game>{{1, 1, 2, 1, 0, 3, 0}, {1, 3, 4, 1, 0, 1, 0}}
        << Breakers{B::CasualtyDifference} << QList<qint64>{1, 3, 4, 2};
    QTest::newRow("17.2 touchdowns scored")
        << QList<Game>{{1, 1, 2, 2, 1}, {1, 3, 4, 1, 0}} << Breakers{B::TouchdownsScored}
        << QList<qint64>{1, 3, 2, 4};
    QTest::newRow("17.2 casualties inflicted")
        << QList<Game>{{1, 1, 2, 1, 0, 2, 1}, {1, 3, 4, 1, 0, 1, 0}}
        << Breakers{B::CasualtiesInflicted} << QList<qint64>{1, 3, 2, 4};
    // 1 and 2 have 3 points each, and 1 beat 2.
    QTest::newRow("17.2 head-to-head")
        << QList<Game>{{1, 1, 2, 1, 0}, {1, 3, 4, 0, 0}, {2, 2, 3, 1, 0}, {2, 4, 1, 1, 0}}
        << Breakers{B::HeadToHead} << QList<qint64>{4, 1, 2, 3};
    // Same touchdown difference (+1): the casualty difference, the second tie-breaker, decides.
    QTest::newRow("17.2 second tie-breaker when the first is level")
        << QList<Game>{{1, 1, 2, 2, 1, 0, 0}, {1, 3, 4, 1, 0, 5, 0}}
        << Breakers{B::TouchdownDifference, B::CasualtyDifference} << QList<qint64>{3, 1, 2, 4};
    QTest::newRow("17.2 the organiser's order: touchdowns scored first")
        << QList<Game>{{1, 1, 2, 2, 1, 0, 0}, {1, 3, 4, 1, 0, 5, 0}}
        << Breakers{B::TouchdownsScored, B::CasualtyDifference} << QList<qint64>{1, 3, 2, 4};
    QTest::newRow("17.2 the organiser's order: casualty difference first")
        << QList<Game>{{1, 1, 2, 2, 1, 0, 0}, {1, 3, 4, 1, 0, 5, 0}}
        << Breakers{B::CasualtyDifference, B::TouchdownsScored} << QList<qint64>{3, 1, 2, 4};
}

void TestTournamentStandings::tieBreakersDecide()
{
    QFETCH(QList<Game>, games);
    QFETCH(Breakers, breakers);
    QFETCH(QList<qint64>, expected);
    for (quint32 seed = 1; seed <= 10; ++seed) {
        const QList<StandingLine> lines =
            TournamentStandings::compute(tournament(games, breakers, seed));
        QCOMPARE(order(lines), expected);
        for (int i = 0; i < lines.size(); ++i)
            QCOMPARE(lines[i].rank, i + 1);
    }
}

// Issue 17.2: "a seeded random last": the same seed gives the same order, and the draw alone
// orders coaches level on everything.
void TestTournamentStandings::seededDrawLast()
{
    const QList<Game> games = {{1, 1, 2, 1, 1}, {1, 3, 4, 1, 1}};
    QSet<QList<qint64>> orders;
    for (quint32 seed = 1; seed <= 20; ++seed) {
        const Tournament t = tournament(games, {TournamentTieBreaker::HeadToHead}, seed);
        const QList<qint64> got = order(TournamentStandings::compute(t));
        QCOMPARE(order(TournamentStandings::compute(t)), got); // the same seed, the same order
        QList<qint64> byDraw = {1, 2, 3, 4};
        std::sort(byDraw.begin(), byDraw.end(), [&](qint64 a, qint64 b) {
            return TournamentStandings::drawKey(seed, a) < TournamentStandings::drawKey(seed, b);
        });
        QCOMPARE(got, byDraw);
        orders.insert(got);
    }
    QVERIFY(orders.size() > 5); // the seed matters
}

void TestTournamentStandings::linesCountEverything()
{
    const Tournament t =
        tournament({{1, 1, 2, 3, 1, 2, 4}, {1, 3, 4, 0, 0}, {2, 1, 3, 0, 2, 1, 1}}, {});
    const QList<StandingLine> lines = TournamentStandings::compute(t);
    const StandingLine one = *std::find_if(lines.begin(), lines.end(),
                                           [](const StandingLine &l) { return l.entrantId == 1; });
    QCOMPARE(one.points, 3);
    QCOMPARE(one.played, 2);
    QCOMPARE(one.wins, 1);
    QCOMPARE(one.losses, 1);
    QCOMPARE(one.draws, 0);
    QCOMPARE(one.touchdownsFor, 3);
    QCOMPARE(one.touchdownsAgainst, 3);
    QCOMPARE(one.casualtiesFor, 3);
    QCOMPARE(one.casualtiesAgainst, 5);
    QCOMPARE(one.opponentsScore, 0 + 4); // 2 lost both, 3 drew and won
}

void TestTournamentStandings::correctedResultReranks()
{
    Tournament t = tournament({{1, 1, 2, 1, 0}, {1, 3, 4, 1, 0}}, {});
    QCOMPARE(TournamentStandings::compute(t).first().points, 3);
    t.game(1, 1)->homeTouchdowns = 0;
    t.game(1, 1)->awayTouchdowns = 2;
    const QList<StandingLine> lines = TournamentStandings::compute(t);
    QVERIFY(order(lines).indexOf(2) < order(lines).indexOf(1));
    // Through round 0 (all rounds) and through an earlier round.
    t.games.append(tournament({{2, 1, 3, 5, 0}}, {}).games.first());
    QCOMPARE(TournamentStandings::compute(t, 1).size(), 4);
    int pointsOfOneThroughOne = 0;
    for (const StandingLine &l : TournamentStandings::compute(t, 1)) {
        if (l.entrantId == 1)
            pointsOfOneThroughOne = l.points;
    }
    QCOMPARE(pointsOfOneThroughOne, 0);
}

void TestTournamentStandings::pointsSchemeAndByes()
{
    Tournament t = tournament({{1, 1, 2, 1, 0}, {1, 3, 0, 0, 0}}, {});
    t.rules.winPoints = 2;
    t.rules.lossPoints = -1;
    t.rules.byePoints = 1;
    const QList<StandingLine> lines = TournamentStandings::compute(t);
    QHash<qint64, StandingLine> byId;
    for (const StandingLine &l : lines)
        byId.insert(l.entrantId, l);
    QCOMPARE(byId[1].points, 2);
    QCOMPARE(byId[2].points, -1);
    QCOMPARE(byId[3].points, 1);
    QCOMPARE(byId[3].byes, 1);
    QCOMPARE(byId[3].played, 0);
    QCOMPARE(byId[4].points, 0);
    QCOMPARE(order(lines), (QList<qint64>{1, 3, 4, 2}));
}

QTEST_GUILESS_MAIN(TestTournamentStandings)
#include "tst_tournament_standings.moc"
