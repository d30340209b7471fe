#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// SPP events and touchdowns (rulebook l.1860–1925, l.3272–3400): completions, interceptions (a
// turnover for the passing team) and touchdowns, which end the drive; a touchdown in the opponent's
// turn moves the scorer's turn marker on; in overtime the first touchdown wins; Dump-off passes in
// the opponent's turn, completed or intercepted, with their SPP and no turnover. Handles
// Completion, Interception and Touchdown events.
class ScoringRules
{
    Q_DECLARE_TR_FUNCTIONS(ScoringRules)

public:
    static RuleCheck apply(MatchStep &step);
};

} // namespace dugout
