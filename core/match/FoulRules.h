#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

#include <optional>
#include <utility>

namespace dugout {

// Fouls and bribes (rulebook l.2817–2900, l.2396; skills Dirty Player, Chainsaw), for
// InjuryRules. A foul is an armour roll against a prone or stunned opponent, +1 per assist and
// −1 per defensive assist; doubles on the armour or the injury dice get the fouler sent off
// (turnover), and a bribe (2+ on a D6) may cancel that straight away. Casualties from fouls
// earn no SPP.
class FoulRules
{
    Q_DECLARE_TR_FUNCTIONS(FoulRules)

public:
    // Player `number` of the active side fouls `target` of the other side; the Foul action
    // must have been declared (TurnRules marks the team's foul and the player as acted). Under
    // Blackmail the player the active team controls, having declared its Foul, fouls a
    // team-mate (`teamMate`): no SPP, and doubles do not send him off (the card says so).
    static RuleCheck foul(MatchStep &step);
    // Player `number` of the active side, just sent off, is saved on a "<side>.bribe" D6 of 2+.
    static RuleCheck bribe(MatchStep &step);
    // Whether the team in its turn has declared its Foul action and may now make the foul
    // (the tracker's Foul button then goes straight to the foul).
    static bool foulDeclared(const MatchState &state);
    // Who declared the Foul of the team in its turn: one of its players, or the opposing player
    // it controls under Blackmail, who fouls his own team-mates (`teamMate`); none before.
    static std::optional<std::pair<Side, int>> declaredFouler(const MatchState &state);
};

} // namespace dugout
