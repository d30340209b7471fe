#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// A tied match (rulebook l.1860–1930): a draw, or, if both coaches agree, sudden-death overtime
// (unused re-rolls carry over, no new ones) and then a penalty shoot-out ("home.shootout" and
// "away.shootout" D6 + unused re-rolls, rolled again while tied). Handles Overtime, ShootOut and
// AcceptDraw events.
class EndRules
{
    Q_DECLARE_TR_FUNCTIONS(EndRules)

public:
    static RuleCheck apply(MatchStep &step);
};

} // namespace dugout
