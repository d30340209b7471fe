// What the Bloody Ball computer coach costs (issue 20, part 4: "answer in under 100 ms a move"),
// each figure beside a yardstick measured in the same run on the same positions:
//  - one decision of the computer coach (Ai::decide) against a random legal decision
//    (Ai::random), which lists the same legal options but does not weigh them: the ratio is
//    what the plan costs on top of asking core what is legal;
//  - a whole game of the computer against random play against a whole game of random play
//    against random play, with the same dice.
// Run by `make bench` (Release), never by CTest: it reports and never fails on a time.
#include "../support/BloodyPositions.h"
#include "BenchReport.h"
#include "core/bloodyball/BloodyAi.h"
#include "core/bloodyball/BloodyGame.h"
#include "core/dice/RandomDice.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>

using namespace dugout;
using namespace dugout::bloodyball;

namespace {

// Plays one game, the computer as team `computer` (-1: nobody, random against random), and
// returns every position where a team had a decision to make.
void playGame(quint32 seed, int computer, QList<Game> *positions = nullptr)
{
    RandomDice dice(seed);
    QRandomGenerator choices(seed * 104729u);
    Game game(test::bloody::setup(false));
    for (int step = 0; step < 5000 && game.state().stage != Stage::GameOver; ++step) {
        Event e;
        if (game.state().stage == Stage::QuarterStart) {
            e = game.shuffle(dice);
        } else {
            if (positions)
                positions->append(game);
            e = game.actingTeam() == computer ? Ai::decide(game)
                                              : Ai::random(game, choices.generate());
        }
        if (!game.apply(e, &dice))
            break;
    }
}

} // namespace

class BenchBloodyBall : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every decision of 40 games, timed one by one: the median and the slowest of the
    // computer's against the same positions answered at random.
    void decisionAgainstRandomMove()
    {
        QList<Game> positions;
        for (quint32 g = 0; g < 40; ++g)
            playGame(1000 + g, int(g % 2), &positions);
        QVERIFY(positions.size() > 1000);

        QList<double> planned;
        QList<double> random;
        quint32 pick = 0;
        for (const Game &game : std::as_const(positions)) {
            QElapsedTimer timer;
            timer.start();
            const Event chosen = Ai::decide(game);
            planned << double(timer.nsecsElapsed()) / 1e6;
            QVERIFY(game.check(chosen).allowed);
            timer.restart();
            const Event any = Ai::random(game, pick++);
            random << double(timer.nsecsElapsed()) / 1e6;
            QVERIFY(game.check(any).allowed);
        }
        bench::BenchReport::note("%d positions from 40 games of the computer against random play",
                                 int(positions.size()));
        bench::BenchReport::ratio("bloody ball decision, median",
                                  bench::BenchReport::median(planned), "random legal decision",
                                  bench::BenchReport::median(random));
        const double slowestPlanned = *std::max_element(planned.cbegin(), planned.cend());
        const double slowestRandom = *std::max_element(random.cbegin(), random.cend());
        bench::BenchReport::ratio("bloody ball decision, slowest", slowestPlanned,
                                  "random legal decision", slowestRandom);
        double sum = 0;
        for (double ms : std::as_const(planned))
            sum += ms;
        bench::BenchReport::note("bloody ball decision: mean %.3g ms (goal: under 100 ms a move)",
                                 sum / double(planned.size()));
    }

    // A whole game with the computer on one side, against the same game's dice with random
    // play on both sides.
    void wholeGameAgainstRandomGame()
    {
        quint32 seed = 5000;
        const double computerGame = bench::BenchReport::medianMs(41, [&seed] {
            playGame(seed, int(seed % 2));
            ++seed;
        });
        seed = 5000;
        const double randomGame =
            bench::BenchReport::medianMs(41, [&seed] { playGame(seed++, -1); });
        bench::BenchReport::ratio("bloody ball game, computer against random", computerGame,
                                  "random against random", randomGame);
    }
};

QTEST_GUILESS_MAIN(BenchBloodyBall)
#include "bench_bloodyball.moc"
