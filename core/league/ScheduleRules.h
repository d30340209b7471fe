#pragma once

#include "League.h"
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
};

} // namespace dugout
