#include "PlayerStrike.h"

#include "DiceKeys.h"
#include "InjuryRules.h"
#include "MatchFlow.h"

namespace dugout {

RuleCheck PlayerStrike::checkNamed(const MatchStep &step, const QString &what)
{
    const MatchEvent &e = step.event;
    for (const auto &[side, numbers] :
         {std::pair{Side::Home, &e.numbers}, std::pair{Side::Away, &e.awayNumbers}}) {
        for (qsizetype i = 0; i < numbers->size(); ++i) {
            const int number = numbers->at(i);
            const MatchPlayer *p = step.state.team(side).player(number);
            const QString who = MatchFlow::playerName(step, side, number);
            if (numbers->indexOf(number) != i)
                return RuleCheck::refused(tr("%1 is named twice.").arg(who));
            if (!p || p->state != PlayerState::Standing)
                return RuleCheck::refused(
                    tr("%1 is not standing on the pitch: %2 strikes only standing players.")
                        .arg(who, what));
        }
    }
    return RuleCheck::ok();
}

void PlayerStrike::strikeNamed(MatchStep &step, int hitsOn, const QString &nobody)
{
    const MatchEvent &e = step.event;
    if (e.numbers.isEmpty() && e.awayNumbers.isEmpty())
        step.log << nobody;
    for (const int number : e.numbers)
        strike(step, Side::Home, number, hitsOn);
    for (const int number : e.awayNumbers)
        strike(step, Side::Away, number, hitsOn);
}

void PlayerStrike::strike(MatchStep &step, Side side, int number, int hitsOn, KnockDownCause cause)
{
    const QString who = MatchFlow::playerName(step, side, number);
    if (cause == KnockDownCause::Landing) {
        step.log << tr("%1 fails his landing.").arg(who);
    } else if (hitsOn == 0) {
        step.log << tr("%1 is knocked down.").arg(who);
    } else {
        const int die = step.roll(6, DiceKeys::forPlayer(side, QString(DiceKeys::spell), number));
        if (die < hitsOn) {
            step.log << tr("%1: %2, not hit.").arg(who).arg(die);
            return;
        }
        step.log << tr("%1: %2, hit and knocked down.").arg(who).arg(die);
    }
    ArmourReading armour;
    InjuryRules::rollArmour(step, side, number, 0, QString(), false, &armour);
    if (armour.broken) {
        InjuryRules::injure(step, side, number, InjuryContext{cause, nullptr, false, 0});
        return;
    }
    if (MatchPlayer *p = step.state.team(side).player(number))
        p->state = PlayerState::Prone;
}

void PlayerStrike::landedOn(MatchStep &step, Side side, int number)
{
    MatchPlayer *p = step.state.team(side).player(number);
    if (!p)
        return;
    step.log
        << tr("%1 is landed on and knocked down.").arg(MatchFlow::playerName(step, side, number));
    ArmourReading armour;
    InjuryRules::rollArmour(step, side, number, 0, QString(), false, &armour);
    if (armour.broken) {
        InjuryRules::injure(step, side, number,
                            InjuryContext{KnockDownCause::Other, nullptr, false, 0});
        return;
    }
    if (p->state == PlayerState::Standing)
        p->state = PlayerState::Prone;
}

bool PlayerStrike::diceKeyedByTeam(const MatchEvent &e)
{
    for (const Side side : {Side::Home, Side::Away}) {
        for (const QLatin1StringView what :
             {DiceKeys::armour, DiceKeys::injury, DiceKeys::casualty, DiceKeys::regeneration}) {
            if (e.dice.contains(DiceKeys::forSide(side, what)))
                return true;
        }
    }
    return false;
}

void PlayerStrike::intoCrowd(MatchStep &step, Side side, int number)
{
    step.log << tr("%1 lands in the crowd.").arg(MatchFlow::playerName(step, side, number));
    InjuryRules::injure(step, side, number,
                        InjuryContext{KnockDownCause::Crowd, nullptr, false, 0});
}

} // namespace dugout
