#pragma once

#include "core/team/RuleCheck.h"
#include "core/tournament/StandingLine.h"
#include "core/tournament/Tournament.h"

#include <QCoreApplication>
#include <QList>

namespace dugout {

// The pool stage of a "pools then a knockout" tournament. The coaches, in seed order (the order
// of registration, or a draw as the knockout settings say), are dealt into the pools like cards
// in a snake (A B C D D C B A …), so each pool gets one of the best seeds and sizes differ by at
// most one. Each pool plays a round robin (the circle method of RoundRobin), all pools at once:
// the stage lasts as many rounds as its largest pool needs, and a coach of an odd pool rests
// one round (a bye). Each pool is ranked by TournamentStandings on its own games, with the
// tournament's points and tie-breakers; the best `qualifiers` of each go on to the knockout,
// seeded pool winners first, then the runners-up, and so on, so that pool winners meet as late
// as the bracket allows; inside each rank the order of the pools is turned, when it can be, so
// no two coaches of one pool meet in their first knockout game.
class PoolStage
{
    Q_DECLARE_TR_FUNCTIONS(PoolStage)

public:
    // The coaches of each pool (pool A first), each in seed order.
    static QList<QList<qint64>> pools(const Tournament &tournament);
    // How many rounds the pool stage lasts (0 without coaches).
    static int rounds(const Tournament &tournament);
    // Whether the pools can be drawn: at least two coaches a pool and enough to qualify.
    static RuleCheck canDraw(const Tournament &tournament);
    // The games of pool round `round` (1 … rounds()): games first, pool by pool, then the byes.
    static QList<TournamentGame> roundGames(const Tournament &tournament, int round);
    // One pool's standings, from its games alone.
    static QList<StandingLine> standings(const Tournament &tournament, int pool);
    // Every pool game played?
    static bool finished(const Tournament &tournament);
    // The knockout's seeds, best first (empty until the pool stage is finished).
    static QList<qint64> qualifiers(const Tournament &tournament);
    // "Pool A", "Pool B"…
    static QString poolName(int pool);
};

} // namespace dugout
