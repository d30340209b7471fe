#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// The wizard inducement (resources/rules/lrb6/inducements.json: one spell per match, Fireball or
// Lightning Bolt). The seed lacks the inducement pages; the LRB6 wording this follows is in the
// README, "Choices": the spell is cast at the start of the team's own turn before any of its
// players acts, or right after its turn ends; each player the coaches name in the fireball's
// nine squares rolls a D6 and is hit on 4+, the lightning bolt's one player on 2+; a player hit
// is knocked down with an armour roll and an injury roll if it breaks. No turnover follows.
// Each struck player's armour, injury and casualty dice are keyed by him ("away.armour.3"), so
// the coaches may type them for several players of a team; an older log that keyed them by team
// ("away.armour") replays as it was written.
class WizardSpell
{
    Q_DECLARE_TR_FUNCTIONS(WizardSpell)

public:
    static constexpr int FireballHitsOn = 4;
    static constexpr int LightningHitsOn = 2;
    static constexpr int FireballMaxPlayers = 9; // the target square and the eight around it

    static RuleCheck cast(MatchStep &step);
    // Whether `side` may cast now (its wizard unused, and the moment allowed), and why not.
    static RuleCheck canCast(const MatchState &state, Side side);
};

} // namespace dugout
