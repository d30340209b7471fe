#include "BloodySimulation.h"

#include "BloodyAi.h"
#include "BloodyGame.h"
#include "core/dice/RandomDice.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

namespace dugout::bloodyball {

SimulationResult Simulation::run(const GameSetup &setup, int games, quint32 seed,
                                 bool againstRandom)
{
    SimulationResult result;
    for (int g = 0; g < games; ++g) {
        const int computer = g % 2;
        RandomDice dice(seed * 7919u + quint32(g));
        QRandomGenerator choices(seed * 104729u + quint32(g));
        Game game(setup);
        // A game has a few hundred decisions; the guard only stops a rules bug looping.
        for (int step = 0; step < 5000 && game.state().stage != Stage::GameOver; ++step) {
            Event e;
            if (game.state().stage == Stage::QuarterStart) {
                e = game.shuffle(dice);
            } else if (game.actingTeam() == computer || !againstRandom) {
                QElapsedTimer timer;
                timer.start();
                e = Ai::decide(game);
                const double ms = double(timer.nsecsElapsed()) / 1e6;
                if (game.actingTeam() == computer) {
                    ++result.decisions;
                    result.totalMs += ms;
                    result.slowestMs = std::max(result.slowestMs, ms);
                }
            } else {
                e = Ai::random(game, choices.generate());
            }
            if (!game.apply(e, &dice))
                break;
        }
        ++result.games;
        const int ours = game.state().teams[computer].touchdowns;
        const int theirs = game.state().teams[1 - computer].touchdowns;
        result.computerTouchdowns += ours;
        result.otherTouchdowns += theirs;
        if (ours > theirs)
            ++result.computerWins;
        else if (theirs > ours)
            ++result.otherWins;
        else
            ++result.draws;
    }
    return result;
}

} // namespace dugout::bloodyball
