#pragma once

#include "core/team/RuleCheck.h"
#include "core/tournament/Squad.h"
#include "core/tournament/SwissPairing.h"
#include "core/tournament/Tournament.h"

#include <QCoreApplication>

namespace dugout {

// The next round of a team tournament, in two steps.
//
// 1. Squad against squad: the squads are ranked by TeamStandings and paired by the same exact
//    matching as a swiss round (SwissPairing::pair: score groups of team ranking points, the
//    tournament's pairing style, never two squads that already met unless rematches are
//    allowed). With an odd number of squads the lowest ranked squad without a bye sits the
//    round out whole: each of its coaches has a bye (the coach's bye points), and the squad
//    scores the team bye points.
// 2. Coach against coach inside each squad match: each squad's coaches in board order (its own
//    ranking: more individual ranking points first, level coaches in the order the squad
//    registered them), and the exact assignment that minimises the sum of squared board
//    differences — first board against first board — while avoiding every coach rematch
//    (possible only when two squads meet again). Coaches of one squad never meet.
//
// Tables: the squad matches in team ranking order, each on `size` consecutive tables in board
// order, the home coach always of the better ranked squad; the bye's tables last.
class TeamPairing
{
    Q_DECLARE_TR_FUNCTIONS(TeamPairing)

public:
    // Every result of the last round in, and every squad still in complete (Squads::problems).
    static RuleCheck canPairNextRound(const Tournament &tournament);
    static SwissPairing::Result pairNextRound(const Tournament &tournament);
    // A squad's coaches in for `round`, in board order.
    static QList<qint64> boardOrder(const Tournament &tournament, const Squad &squad, int round);
    // The coach pairings of one squad match: for each home coach (board order) the away coach
    // it meets. `played` holds every coach game so far (SwissPairing::key); `rematches` counts
    // the games repeated because no other assignment existed.
    static QList<qint64> boards(const QList<qint64> &home, const QList<qint64> &away,
                                const QSet<QPair<qint64, qint64>> &played, int *rematches);
};

} // namespace dugout
