#pragma once

#include "core/tournament/StandingLine.h"
#include "core/tournament/Tournament.h"

#include <QList>

#include <functional>

namespace dugout {

// The standings of an open tournament, computed from its games, so a corrected result changes
// them at once. Ranking points first, then the organiser's tie-breakers in order, each applied
// only inside a group still level on everything before it (head-to-head counts only the games
// between the coaches of that group), then a draw seeded by the tournament, which the same
// tournament always repeats. Dropped coaches keep their line.
class TournamentStandings
{
public:
    // Counting only the results of rounds up to `throughRound` (all of them when 0).
    static QList<StandingLine> compute(const Tournament &tournament, int throughRound = 0);
    // The seeded draw's key for an entrant: the lower key ranks higher.
    static quint64 drawKey(quint32 seed, qint64 entrantId);
    // The ranking points one game earns a coach: the result's points and any margin bonus.
    static int gamePoints(const TournamentRules &rules, int tdFor, int tdAgainst, int casFor,
                          int casAgainst);
    // Sorts one level group (indexes) by `key`, higher first, and splits it where the key
    // changes: the step every tie-breaker takes.
    static QList<QList<int>> refine(const QList<int> &group, const std::function<qint64(int)> &key);
};

} // namespace dugout
