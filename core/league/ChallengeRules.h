#pragma once

#include "League.h"
#include "MatchRecord.h"
#include "MatchSummary.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// League challenges (rulebook l.4037–4063): a coach challenges another to play; the challenged
// coach accepts (the match is played as any other), refuses (a 2–0 win for the challenger, and
// nothing else changes: no SPP, gold or fan factor), or names a substitute who agrees to play in
// his place: a team of the season that has not played the challenger yet. A challenger who will
// not play the substitute loses 2–0 in turn. Dugout does not hold the once-a-week limit
// (l.4040–4042): a week is the calendar's, a league's rounds are not weeks, an accepted
// challenge's match goes into a new round of its own and a refusal into none, so there is no
// round to count a challenge against; the commissioner, who forwards challenges, keeps it
// (README, "League challenges").
class ChallengeRules
{
    Q_DECLARE_TR_FUNCTIONS(ChallengeRules)

public:
    static RuleCheck canChallenge(const Season &season, qint64 challenger, qint64 challenged);
    // `played`: the season's confirmed matches.
    static RuleCheck canSubstitute(const Season &season, const QList<MatchSummary> &played,
                                   qint64 challenger, qint64 challenged, qint64 substitute);
    // The record of a refusal: `winner` 2, `loser` 0, nothing else (MatchRecord::forfeit).
    static MatchRecord forfeit(qint64 leagueId, qint64 seasonId, qint64 winner, qint64 loser);
    // What is wrong with a forfeit record: a 2–0 win and nothing else.
    static QStringList checkForfeit(const MatchRecord &record);
};

} // namespace dugout
