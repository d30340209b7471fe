#pragma once

#include "League.h"
#include "MatchSummary.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>
#include <QList>
#include <functional>

namespace dugout {

// Rules on a schedule (RULES.md E, l.3004–3012): two teams never meet more than twice in a
// row. Fixtures are taken in round order (then in the order given for the same round).
class ScheduleRules
{
    Q_DECLARE_TR_FUNCTIONS(ScheduleRules)

public:
    using TeamName = std::function<QString(qint64 teamId)>;

    // The first place where a team would meet the same opponent a third time in a row.
    static RuleCheck checkConsecutiveMeetings(const QList<Fixture> &fixtures, const TeamName &teamName);
    // Whether `fixture` can join `existing`: two different teams, and the rule above.
    static RuleCheck canAdd(const QList<Fixture> &existing, const Fixture &fixture, const TeamName &teamName);
    // Whether two teams may play one more match after `played` (a league's confirmed matches,
    // oldest first): the same rule, read as each team's own run of matches (l.3007–3012): not
    // when either team's last two matches were both against the other.
    static RuleCheck canPlayNext(const QList<MatchSummary> &played, qint64 homeTeamId, qint64 awayTeamId,
                                 const TeamName &teamName);
};

} // namespace dugout
