#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

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
    // must have been declared (TurnRules marks the team's foul and the player as acted).
    static RuleCheck foul(MatchStep &step);
    // Player `number` of the active side, just sent off, is saved on a "<side>.bribe" D6 of 2+.
    static RuleCheck bribe(MatchStep &step);
    // Whether the team in its turn has declared its Foul action and may now make the foul
    // (the tracker's Foul button then goes straight to the foul).
    static bool foulDeclared(const MatchState &state);
};

} // namespace dugout
