#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// What may follow an injury, for InjuryRules (rulebook l.2152–2180): the apothecary, once
// per match, on the player just hurt (a KO becomes stunned, a casualty is re-rolled and the
// coach keeps either result; badly hurt then goes back to the reserves), Regeneration after
// the apothecary's decision (l.6419–6421), and the Necromancer raising an opposing player just
// killed as a Zombie.
class InjuryAftercare
{
    Q_DECLARE_TR_FUNCTIONS(InjuryAftercare)

public:
    // `side`'s apothecary treats its player `number`; `flag` keeps the re-rolled casualty.
    static RuleCheck apothecary(MatchStep &step);
    // `side`'s Necromancer raises player `target` of the other side, just killed.
    static RuleCheck raiseDead(MatchStep &step);
    // `side` declines its apothecary for player `number`, whose Regeneration is then rolled.
    static RuleCheck regeneration(MatchStep &step);
    // `side`'s Igor re-rolls the Regeneration its player `number` just failed, once per match
    // (inducement facts, resources/rules/lrb6/inducements.json).
    static RuleCheck igor(MatchStep &step);
};

} // namespace dugout
