#pragma once

#include "LeagueOptions.h"
#include "MatchSummary.h"

#include <QCoreApplication>
#include <QList>

namespace dugout {

// One team's line in a league table.
struct StandingsRow
{
    qint64 teamId = 0;
    int rank = 0; // 1-based; teams still level after every tie-breaker share a rank
    int played = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int points = 0;
    int touchdownsFor = 0;
    int touchdownsAgainst = 0;
    int casualtiesFor = 0;
    int casualtiesAgainst = 0;

    int touchdownDifference() const { return touchdownsFor - touchdownsAgainst; }
    int casualtyDifference() const { return casualtiesFor - casualtiesAgainst; }
    bool operator==(const StandingsRow &) const = default;
};

// League tables (rulebook l.3876–4350): points by the league's scheme (a concession is a loss
// whatever the score), then the league's tie-breakers in order.
class Standings
{
    Q_DECLARE_TR_FUNCTIONS(Standings)

public:
    // A row for every team in `teamIds` (teams without a match included), best first.
    static QList<StandingsRow> compute(const QList<qint64> &teamIds,
                                       const QList<MatchSummary> &matches,
                                       const LeagueOptions &options);
    // "Points", "Head-to-head"… in the interface language.
    static QString tieBreakerName(TieBreaker tieBreaker);
};

} // namespace dugout
