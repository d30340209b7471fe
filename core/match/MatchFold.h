#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// The fold of docs/architecture.md, "A tracked match is an event log": applies one event to a state
// through the rule area that owns it. Either the event is legal and `state` and `log` change, or
// the reason comes back and `state` is left exactly as it was.
class MatchFold
{
    Q_DECLARE_TR_FUNCTIONS(MatchFold)

public:
    // The state before the first event: both teams in reserves, re-rolls and staff from the
    // rosters, players who miss this game left out.
    static MatchState initialState(const Ruleset &rules, const MatchSetup &setup);

    // `event.dice` gains every die rolled for it (through `dice` when not already there).
    static RuleCheck apply(const Ruleset &rules, const MatchSetup &setup, MatchState &state,
                           MatchEvent &event, Dice &dice, QStringList &log);
};

} // namespace dugout
