#include "ForgeFalls.h"

#include "ForgeTables.h"
#include "core/match/InjuryRules.h"
#include "core/match/MatchFlow.h"
#include "core/rules/Ruleset.h"

namespace dugout {

void ForgeFalls::turnoverIfActive(MatchStep &step, Side side)
{
    if (step.state.phase == MatchPhase::Turn && step.state.active == side)
        MatchFlow::turnover(step, TurnoverReason::KnockedDown);
}

void ForgeFalls::knockDown(MatchStep &step, Side side, int number, int injuryModifier,
                           bool turnover)
{
    MatchPlayer *player = step.state.team(side).player(number);
    if (!player)
        return;
    if (player->state == PlayerState::Standing)
        player->state = PlayerState::Prone;
    ArmourReading armour;
    InjuryRules::rollArmour(step, side, number, 0, {}, false, &armour);
    if (armour.broken) {
        InjuryContext context;
        context.cause = KnockDownCause::Other;
        InjuryRules::injureWith(step, side, number, context, injuryModifier);
    }
    if (turnover)
        turnoverIfActive(step, side);
}

void ForgeFalls::injuryOnly(MatchStep &step, Side side, int number, int injuryModifier)
{
    MatchPlayer *player = step.state.team(side).player(number);
    if (!player)
        return;
    if (player->state == PlayerState::Standing)
        player->state = PlayerState::Prone;
    InjuryContext context;
    context.cause = KnockDownCause::Other;
    InjuryRules::injureWith(step, side, number, context, injuryModifier);
    turnoverIfActive(step, side);
}

void ForgeFalls::burn(MatchStep &step, Side side, int number)
{
    step.log << tr("Lava: +%1 on the injury roll if the armour breaks.")
                    .arg(step.rules.forge().lavaInjuryModifier);
    knockDown(step, side, number, step.rules.forge().lavaInjuryModifier);
    const MatchPlayer *player = step.state.team(side).player(number);
    if (player && isOnPitch(player->state)) {
        step.state.terrain.lavaVictims << LavaVictim{side, number};
        step.log << tr("%1 is still in the lava: it swallows him at the start of the next turn.")
                        .arg(MatchFlow::playerName(step, side, number));
    }
}

void ForgeFalls::kill(MatchStep &step, Side side, int number)
{
    MatchPlayer *player = step.state.team(side).player(number);
    if (!player)
        return;
    const QString who = MatchFlow::playerName(step, side, number);
    player->state = PlayerState::Casualty;
    player->regenerationPending = false;
    for (const CasualtyRow &row : step.rules.casualtyTable()) {
        if (row.effect == CasualtyEffect::Dead) {
            player->casualtyD68 = row.min;
            step.log << tr("%1 is swallowed by the lava: %2.").arg(who, row.name.current());
            return;
        }
    }
    step.log << tr("%1 is swallowed by the lava.").arg(who);
}

} // namespace dugout
