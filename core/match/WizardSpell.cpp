#include "WizardSpell.h"

#include "DiceKeys.h"
#include "InjuryRules.h"
#include "MatchFlow.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QString Fireball = u"fireball"_s;
const QString LightningBolt = u"lightning_bolt"_s;

bool nobodyActed(const TeamMatchState &team)
{
    return std::none_of(team.players.cbegin(), team.players.cend(),
                        [](const MatchPlayer &p) { return p.acted; });
}

} // namespace

RuleCheck WizardSpell::canCast(const MatchState &s, Side side)
{
    const TeamMatchState &team = s.team(side);
    if (team.bought.count(u"wizard"_s) == 0)
        return RuleCheck::refused(tr("%1 has not hired a wizard.").arg(team.name));
    if (team.spellCast)
        return RuleCheck::refused(tr("The wizard casts one spell per match: it is cast."));
    const bool ownTurnStart =
        s.active == side && ((s.phase == MatchPhase::AwaitTurn) ||
                             (s.phase == MatchPhase::Turn && !s.turnover && nobodyActed(team)));
    const bool ownTurnJustEnded = s.turnJustEnded == side && (s.phase == MatchPhase::AwaitTurn ||
                                                              s.phase == MatchPhase::DriveOver);
    if (!ownTurnStart && !ownTurnJustEnded)
        return RuleCheck::refused(
            tr("The wizard casts at the start of %1's own turn, before any of its players acts, "
               "or right after its turn ends.")
                .arg(team.name));
    return RuleCheck::ok();
}

RuleCheck WizardSpell::cast(MatchStep &step)
{
    const MatchEvent &e = step.event;
    if (const RuleCheck check = canCast(step.state, e.side); !check)
        return check;
    const bool fireball = e.item == Fireball;
    if (!fireball && e.item != LightningBolt)
        return RuleCheck::refused(
            tr("The wizard's spell is \"%1\" or \"%2\".").arg(Fireball, LightningBolt));
    const qsizetype named = e.numbers.size() + e.awayNumbers.size();
    if (!fireball && named != 1)
        return RuleCheck::refused(tr("A lightning bolt strikes exactly one player."));
    if (named > FireballMaxPlayers)
        return RuleCheck::refused(
            tr("A fireball reaches at most %1 squares: name at most %1 players.")
                .arg(FireballMaxPlayers));
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
                    tr("%1 is not standing on the pitch: only standing players are hit.").arg(who));
        }
    }
    step.team().spellCast = true;
    step.log << (fireball ? tr("%1's wizard casts a fireball.")
                          : tr("%1's wizard casts a lightning bolt."))
                    .arg(step.team().name);
    if (named == 0)
        step.log << tr("The fireball hits nobody.");
    const int hitsOn = fireball ? FireballHitsOn : LightningHitsOn;
    for (const int number : e.numbers)
        strike(step, Side::Home, number, hitsOn);
    for (const int number : e.awayNumbers)
        strike(step, Side::Away, number, hitsOn);
    return RuleCheck::ok();
}

void WizardSpell::strike(MatchStep &step, Side side, int number, int hitsOn)
{
    const QString who = MatchFlow::playerName(step, side, number);
    if (hitsOn == 0) {
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
        InjuryRules::injure(step, side, number,
                            InjuryContext{KnockDownCause::Other, nullptr, false, 0});
        return;
    }
    if (MatchPlayer *p = step.state.team(side).player(number))
        p->state = PlayerState::Prone;
}

} // namespace dugout
