#pragma once

#include "LeagueOptions.h"
#include "MatchSummary.h"
#include "PlayoffSelection.h"
#include "core/team/TeamTotals.h"

#include <QCoreApplication>

namespace dugout {

class Ruleset;

// The league's teams as the end-of-season selection sees them (PlayoffSelection), read the same
// way by `dugout league playoffs` and the League area's playoffs dialog: the team value (with
// the fan factor unless the league's free fan factor option is on), the regular season's record
// divisions together (the tournament is the league's, l.3933–3936), and apart the play-off
// rounds scored with the league's points (l.3956–3969).
class PlayoffCandidates
{
    Q_DECLARE_TR_FUNCTIONS(PlayoffCandidates)

public:
    // `matches`: the season's confirmed matches; `teams`: the season's teams.
    static QList<PlayoffCandidate> of(const QList<TeamTotals> &teams,
                                      const QList<MatchSummary> &matches,
                                      const LeagueOptions &options, const Ruleset &rules);
    // The value the criterion ranked `candidate` by, for a person: "1,210,000", "5 won of 10
    // (50%)", "605,000 (1,210,000 × 5/10)", "16 pts".
    static QString value(const PlayoffCandidate &candidate, PlayoffCriterion criterion);
    // The criterion a league's own points give: 5/3/1 when it scores so, 3/1/0 otherwise.
    static PlayoffCriterion leagueDefault(const LeagueOptions &options);
};

} // namespace dugout
