#include "InjuryAftercare.h"

#include "InjuryRoll.h"
#include "InjuryRules.h"
#include "MatchFlow.h"
#include "core/rules/Ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The Necromancer raises only players of ST 4 or less (l.2177).
constexpr int raisableStrength = 4;

bool justHurt(const MatchState &s, Side side, int number)
{
    return s.lastHurtSide && *s.lastHurtSide == side && s.lastHurtNumber == number;
}

RuleCheck treatKnockOut(MatchStep &step, MatchPlayer &player, const QString &who)
{
    // A KO stays on the pitch as merely stunned, unless he was off the pitch already (crowd).
    if (step.state.lastHurtCause == KnockDownCause::Crowd) {
        player.state = PlayerState::Reserves;
        step.log << InjuryAftercare::tr("The apothecary treats %1: back to the reserves.").arg(who);
    } else {
        InjuryRules::stun(step, step.event.side, player);
        step.log
            << InjuryAftercare::tr("The apothecary treats %1: stunned instead of KO.").arg(who);
    }
    return RuleCheck::ok();
}

RuleCheck treatCasualty(MatchStep &step, MatchPlayer &player, const QString &who)
{
    if (!player.casualtyD68) {
        // Badly hurt with no casualty roll (Stunty's 9): nothing to re-roll, he is patched up.
        player.state = PlayerState::Reserves;
        player.badlyHurtTreated = true;
        step.log
            << InjuryAftercare::tr(
                   "The apothecary treats %1: badly hurt, patched up and back to the reserves.")
                   .arg(who);
        return RuleCheck::ok();
    }
    const CasualtyRow *first = step.rules.casualtyResult(player.casualtyD68.value_or(0));
    if (!first)
        return RuleCheck::refused(
            InjuryAftercare::tr("%1 has no casualty roll to treat.").arg(who));
    const QString key = InjuryRules::purpose(step.event.side, u"apothecary"_s);
    const int d6 = step.roll(6, key);
    const int d8 = step.roll(8, key);
    const int reroll = InjuryRoll::d68(d6, d8);
    const CasualtyRow *second = step.rules.casualtyResult(reroll);
    if (!second)
        return RuleCheck::refused(
            InjuryAftercare::tr("%1 is not on the casualty table.").arg(reroll));
    step.log << InjuryAftercare::tr("The apothecary treats %1: casualty re-rolled, %2, %3.")
                    .arg(who, QString::number(reroll), second->name.current());
    const bool keepSecond = step.event.flag;
    const CasualtyRow *kept = keepSecond ? second : first;
    player.casualtyD68 = keepSecond ? reroll : *player.casualtyD68;
    step.log << InjuryAftercare::tr("%1 keeps %2, %3.")
                    .arg(who, QString::number(*player.casualtyD68), kept->name.current());
    if (kept->effect == CasualtyEffect::None) {
        player.state = PlayerState::Reserves;
        player.badlyHurtTreated = true;
        step.log << InjuryAftercare::tr("%1 is patched up and goes back to the reserves.").arg(who);
    }
    return RuleCheck::ok();
}

const Position *zombiePosition(const Ruleset &rules, const QString &rosterId)
{
    const Roster *roster = rules.roster(rosterId);
    if (!roster)
        return nullptr;
    const auto it = std::find_if(roster->positions.cbegin(), roster->positions.cend(),
                                 [](const Position &p) { return p.id.endsWith(u".zombie"_s); });
    return it == roster->positions.cend() ? nullptr : &*it;
}

} // namespace

RuleCheck InjuryAftercare::apothecary(MatchStep &step)
{
    const MatchEvent &e = step.event;
    TeamMatchState &team = step.team();
    if (team.apothecaries <= 0)
        return RuleCheck::refused(tr("No apothecary left."));
    if (!justHurt(step.state, e.side, e.number))
        return RuleCheck::refused(tr("The apothecary treats only the player hurt just now."));
    MatchPlayer *player = team.player(e.number);
    if (!player)
        return RuleCheck::refused(
            tr("%1 has no player #%2.").arg(team.name, QString::number(e.number)));
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    RuleCheck check;
    if (player->state == PlayerState::KnockedOut)
        check = treatKnockOut(step, *player, who);
    else if (player->state == PlayerState::Casualty)
        check = treatCasualty(step, *player, who);
    else if (player->state == PlayerState::Reserves && player->hasSkill(u"regeneration"_s))
        return RuleCheck::refused(tr("%1 regenerated: there is nothing to treat.").arg(who));
    else
        return RuleCheck::refused(tr("%1 is neither KO nor a casualty.").arg(who));
    if (!check)
        return check;
    --team.apothecaries;
    // l.6419–6421: Regeneration comes after the apothecary, for a player still hurt.
    if (player->regenerationPending) {
        if (player->state == PlayerState::Casualty)
            InjuryRules::regenerate(step, e.side, *player);
        player->regenerationPending = false;
    }
    return check;
}

RuleCheck InjuryAftercare::regeneration(MatchStep &step)
{
    const MatchEvent &e = step.event;
    MatchPlayer *player = step.team().player(e.number);
    if (!player || !player->regenerationPending)
        return RuleCheck::refused(tr("No Regeneration roll is waiting for %1.")
                                      .arg(MatchFlow::playerName(step, e.side, e.number)));
    step.log << tr("%1 does not use the apothecary.").arg(step.team().name);
    InjuryRules::regenerate(step, e.side, *player);
    return RuleCheck::ok();
}

RuleCheck InjuryAftercare::igor(MatchStep &step)
{
    const MatchEvent &e = step.event;
    TeamMatchState &team = step.team();
    if (team.bought.count(u"igor"_s) == 0)
        return RuleCheck::refused(tr("%1 has not hired Igor.").arg(team.name));
    if (team.igorUsed)
        return RuleCheck::refused(tr("Igor has already re-rolled a Regeneration this match."));
    MatchPlayer *player = team.player(e.number);
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    // Still a casualty with Regeneration and nothing pending: his Regeneration was rolled and
    // failed, just now.
    if (!player || !justHurt(step.state, e.side, e.number) ||
        player->state != PlayerState::Casualty || !player->hasSkill(u"regeneration"_s) ||
        player->regenerationPending)
        return RuleCheck::refused(
            tr("Igor re-rolls only a Regeneration that has just failed (%1).").arg(who));
    team.igorUsed = true;
    InjuryRules::regenerate(step, e.side, *player, true);
    return RuleCheck::ok();
}

RuleCheck InjuryAftercare::raiseDead(MatchStep &step)
{
    const MatchEvent &e = step.event;
    TeamMatchState &team = step.team();
    if (!team.necromancer)
        return RuleCheck::refused(tr("%1 has no Necromancer.").arg(team.name));
    if (team.raisedDead)
        return RuleCheck::refused(tr("The Necromancer has already raised the dead this match."));
    const Side victimSide = opponent(e.side);
    if (!justHurt(step.state, victimSide, e.target))
        return RuleCheck::refused(tr("Only right after an opposing player is killed."));
    const MatchPlayer *victim = step.otherTeam().player(e.target);
    const QString who = MatchFlow::playerName(step, victimSide, e.target);
    const CasualtyRow *row =
        victim ? step.rules.casualtyResult(victim->casualtyD68.value_or(0)) : nullptr;
    if (!victim || victim->state != PlayerState::Casualty || !row ||
        row->effect != CasualtyEffect::Dead)
        return RuleCheck::refused(tr("%1 is not dead.").arg(who));
    if (victim->st > raisableStrength || victim->hasSkill(u"regeneration"_s) ||
        victim->hasSkill(u"stunty"_s))
        return RuleCheck::refused(
            tr("%1 cannot be raised: only players of ST 4 or less without Regeneration or Stunty.")
                .arg(who));
    const Position *position = zombiePosition(step.rules, team.rosterId);
    if (!position)
        return RuleCheck::refused(tr("%1 has no Zombie position.").arg(team.name));

    MatchPlayer zombie = MatchFlow::newcomer(step, e.side, *position);
    zombie.name = position->name.current();
    zombie.raisedFromDead = true;
    zombie.state = PlayerState::Reserves;
    MatchFlow::addPlayer(step, e.side, zombie);
    team.raisedDead = true;
    step.log << tr("The Necromancer raises %1: a Zombie joins %2 as #%3.")
                    .arg(who, team.name, QString::number(zombie.number));
    return RuleCheck::ok();
}

} // namespace dugout
