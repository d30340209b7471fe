#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// Team turns (rulebook l.800–927): turn markers, one action per player, one Blitz / Pass / Hand-off
// / Foul per team turn, stunned players, turnovers, team and Leader re-rolls (Loner: "home.loner"
// or "away.loner" D6), concession. Handles StartTurn, Action, TeamReroll, LeaderReroll, Turnover,
// EndTurn and Concede events.
class TurnRules
{
    Q_DECLARE_TR_FUNCTIONS(TurnRules)

public:
    static RuleCheck apply(MatchStep &step);
    // Whether `player` may still declare an action this team turn (on the pitch, not stunned,
    // not acted yet); the tracker picks a plausible player with it.
    static bool canAct(const MatchPlayer &player);
    // Whether player `number` of `team` declared a Block or a Blitz this team turn.
    static bool declaredBlock(const TeamMatchState &team, int number);
};

} // namespace dugout
