#include "InjuryRules.h"

#include "FoulRules.h"
#include "InjuryAftercare.h"
#include "MatchFlow.h"
#include "core/rules/Ruleset.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Chainsaw (skills: Tronçonneuse): +3 on the armour roll of its victim, and of its wielder
// whenever he is knocked down.
constexpr int chainsawArmourBonus = 3;
// Regeneration heals a casualty on a D6 of 4 or more.
constexpr int regenerationHealsOn = 4;

QString injuryRowName(const MatchStep &step, const QString &rowId)
{
    for (const TableRow &row : step.rules.injuryTable()) {
        if (row.id == rowId)
            return row.name.current();
    }
    return rowId;
}

// The D68 casualty roll; answers false when the dice make no casualty (impossible dice, which
// the fold then refuses anyway).
bool rollCasualty(MatchStep &step, Side side, MatchPlayer &victim)
{
    const QString key = InjuryRules::purpose(side, u"casualty"_s);
    const int d6 = step.roll(6, key);
    const int d8 = step.roll(8, key);
    const int d68 = InjuryRoll::d68(d6, d8);
    const CasualtyRow *row = step.rules.casualtyResult(d68);
    if (!row) {
        if (step.diceError.isEmpty())
            step.diceError = InjuryRules::tr("%1 is not on the casualty table.").arg(d68);
        return false;
    }
    victim.casualtyD68 = d68;
    victim.state = PlayerState::Casualty;
    const QString who = MatchFlow::playerName(step, side, victim.number);
    const QString name = row->name.current();
    const QString effect = row->effectText.current();
    if (effect.isEmpty() || effect == name)  // "Dead (Dead)" says nothing more
        step.log << InjuryRules::tr("%1: casualty roll %2, %3.").arg(who, QString::number(d68), name);
    else
        step.log << InjuryRules::tr("%1: casualty roll %2, %3 (%4).").arg(who, QString::number(d68), name, effect);
    return true;
}

void regenerate(MatchStep &step, Side side, MatchPlayer &victim)
{
    const int die = step.roll(6, InjuryRules::purpose(side, u"regeneration"_s));
    const QString who = MatchFlow::playerName(step, side, victim.number);
    if (die < regenerationHealsOn) {
        step.log << InjuryRules::tr("%1: Regeneration %2, failed.").arg(who, QString::number(die));
        return;
    }
    // Healed: back to the reserves with no casualty to record (the attacker keeps his SPP).
    victim.state = PlayerState::Reserves;
    victim.casualtyD68.reset();
    step.log << InjuryRules::tr("%1: Regeneration %2, healed: back to the reserves.").arg(who, QString::number(die));
}

// Casualties earn SPP only when inflicted by a block (not crowd, chainsaw, foul…).
void creditCasualty(MatchStep &step, Side victimSide, const InjuryContext &context)
{
    if (context.cause != KnockDownCause::Block || context.foul || !context.attacker)
        return;
    if (MatchPlayer *attacker = step.state.team(opponent(victimSide)).player(context.attacker->number))
        ++attacker->casualtiesInflicted;
}

QString knockDownLine(const MatchStep &step, const QString &who, const MatchPlayer *attacker)
{
    const Side attackerSide = opponent(step.event.side);
    switch (step.event.cause) {
    case KnockDownCause::Block:
        return InjuryRules::tr("%1 is knocked down by %2.").arg(who, MatchFlow::playerName(step, attackerSide, attacker->number));
    case KnockDownCause::Chainsaw:
        return InjuryRules::tr("%1 is attacked with the chainsaw of %2.").arg(who, MatchFlow::playerName(step, attackerSide, attacker->number));
    case KnockDownCause::Fall:
        return InjuryRules::tr("%1 falls.").arg(who);
    case KnockDownCause::Crowd:
        return InjuryRules::tr("%1 is pushed into the crowd.").arg(who);
    case KnockDownCause::Rock:
    case KnockDownCause::Other:
        break;
    }
    return InjuryRules::tr("%1 is knocked down.").arg(who);
}

RuleCheck knockDown(MatchStep &step)
{
    const MatchEvent &e = step.event;
    if (e.cause == KnockDownCause::Rock)
        return RuleCheck::refused(InjuryRules::tr("A rock is part of the kick-off result, not a knock-down of its own."));
    if (step.state.phase != MatchPhase::Turn)
        return RuleCheck::refused(InjuryRules::tr("Players are knocked down only during a team turn."));
    MatchPlayer *victim = step.team().player(e.number);
    if (!victim)
        return RuleCheck::refused(InjuryRules::tr("%1 has no player #%2.").arg(step.team().name, QString::number(e.number)));
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    if (!isOnPitch(victim->state))
        return RuleCheck::refused(InjuryRules::tr("%1 is not on the pitch.").arg(who));
    // Only a bomb, a stab and the like ("Other") reach players already on the ground.
    if (e.cause != KnockDownCause::Other && victim->state != PlayerState::Standing)
        return RuleCheck::refused(InjuryRules::tr("%1 is already down.").arg(who));

    const MatchPlayer *attacker = nullptr;
    if (e.cause == KnockDownCause::Block || e.cause == KnockDownCause::Chainsaw) {
        // On the pitch rather than standing: after "both down" the second player goes down
        // by the hand of one already lying there.
        attacker = step.otherTeam().player(e.target);
        if (!attacker || !isOnPitch(attacker->state))
            return RuleCheck::refused(InjuryRules::tr("Choose the attacker among the players of %1 on the pitch.")
                                          .arg(step.otherTeam().name));
        if (e.cause == KnockDownCause::Chainsaw && !attacker->hasSkill(u"chainsaw"_s))
            return RuleCheck::refused(InjuryRules::tr("%1 has no chainsaw.")
                                          .arg(MatchFlow::playerName(step, opponent(e.side), e.target)));
    }
    step.log << knockDownLine(step, who, attacker);

    const InjuryContext context{e.cause, attacker, false, 0};
    bool wentDown = true;
    if (e.cause == KnockDownCause::Crowd) {
        InjuryRules::injure(step, e.side, e.number, context);  // no armour roll into the crowd
    } else {
        int modifier = 0;
        if (e.cause == KnockDownCause::Chainsaw || victim->hasSkill(u"chainsaw"_s)) {
            modifier = chainsawArmourBonus;
            step.log << InjuryRules::tr("%1: +%2 on the armour roll.")
                            .arg(InjuryRules::skillName(step, u"chainsaw"_s))
                            .arg(chainsawArmourBonus);
        }
        const bool block = e.cause == KnockDownCause::Block;
        const QString bonusSkill = block && attacker->hasSkill(u"mighty_blow"_s) ? u"mighty_blow"_s : QString();
        const bool claw = block && attacker->hasSkill(u"claw"_s);
        ArmourReading armour;
        InjuryRules::rollArmour(step, e.side, e.number, modifier, bonusSkill, claw, &armour);
        if (armour.broken) {
            const int extra = !bonusSkill.isEmpty() && !armour.bonusUsed ? 1 : 0;
            if (extra)
                step.log << InjuryRules::tr("%1: +%2 on the injury roll.").arg(InjuryRules::skillName(step, bonusSkill)).arg(extra);
            InjuryRules::injureWith(step, e.side, e.number, context, extra);
        } else if (e.cause == KnockDownCause::Chainsaw) {
            // A chainsaw that does not beat the armour has no effect at all.
            wentDown = false;
            step.log << InjuryRules::tr("%1 shrugs off the chainsaw and stays on his feet.").arg(who);
        } else {
            victim->state = PlayerState::Prone;
        }
    }
    if (wentDown && e.side == step.state.active)
        MatchFlow::turnover(step, TurnoverReason::KnockedDown);
    return RuleCheck::ok();
}

// Diving tackle, wrestle and the like: down without an armour roll, and no turnover (the
// coach declares one if the ball-carrier went down).
RuleCheck placeProne(MatchStep &step)
{
    const MatchEvent &e = step.event;
    if (step.state.phase != MatchPhase::Turn)
        return RuleCheck::refused(InjuryRules::tr("Players are placed prone only during a team turn."));
    MatchPlayer *player = step.team().player(e.number);
    if (!player)
        return RuleCheck::refused(InjuryRules::tr("%1 has no player #%2.").arg(step.team().name, QString::number(e.number)));
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    if (player->state != PlayerState::Standing)
        return RuleCheck::refused(isOnPitch(player->state) ? InjuryRules::tr("%1 is already down.").arg(who)
                                                           : InjuryRules::tr("%1 is not on the pitch.").arg(who));
    player->state = PlayerState::Prone;
    step.log << InjuryRules::tr("%1 is placed prone.").arg(who);
    return RuleCheck::ok();
}

} // namespace

RuleCheck InjuryRules::apply(MatchStep &step)
{
    switch (step.event.type) {
    case MatchEventType::KnockDown:
        return knockDown(step);
    case MatchEventType::PlacedProne:
        return placeProne(step);
    case MatchEventType::Foul:
        return FoulRules::foul(step);
    case MatchEventType::Bribe:
        return FoulRules::bribe(step);
    case MatchEventType::Apothecary:
        return InjuryAftercare::apothecary(step);
    case MatchEventType::RaiseDead:
        return InjuryAftercare::raiseDead(step);
    default:
        break;
    }
    return RuleCheck::refused(tr("Not an injury event."));
}

void InjuryRules::injure(MatchStep &step, Side side, int number, const InjuryContext &context)
{
    injureWith(step, side, number, context, 0);
}

TwoDice InjuryRules::injureWith(MatchStep &step, Side side, int number, const InjuryContext &context,
                                int extraModifier)
{
    TwoDice dice;
    MatchPlayer *victim = step.state.team(side).player(number);
    if (!victim)
        return dice;
    const QString who = MatchFlow::playerName(step, side, number);
    const QString key = purpose(side, u"injury"_s);
    dice.first = step.roll(6, key);
    dice.second = step.roll(6, key);
    if (victim->niggling > 0)
        step.log << tr("Niggling injuries: +%1 on the injury roll.").arg(victim->niggling);
    const int total = dice.sum() + victim->niggling + extraModifier;
    const InjuryReading reading = InjuryRoll::injury(step.rules, total, victim->hasSkill(u"thick_skull"_s),
                                                     victim->hasSkill(u"stunty"_s));
    const QString result = injuryRowName(step, reading.tableRowId);
    if (reading.changedBy.isEmpty())
        step.log << tr("%1: injury %2, %3.").arg(who, QString::number(total), result);
    else
        step.log << tr("%1: injury %2, %3 (%4).").arg(who, QString::number(total), result, skillName(step, reading.changedBy));

    if (reading.outcome != InjuryOutcome::Stunned) {
        step.state.lastHurtSide = side;
        step.state.lastHurtNumber = number;
        step.state.lastHurtCause = context.cause;
    }
    switch (reading.outcome) {
    case InjuryOutcome::Stunned:
        if (context.cause == KnockDownCause::Crowd) {
            victim->state = PlayerState::Reserves;
            step.log << tr("%1 goes to the reserves.").arg(who);
        } else {
            stun(step, side, *victim);
        }
        break;
    case InjuryOutcome::KnockedOut:
        victim->state = PlayerState::KnockedOut;
        break;
    case InjuryOutcome::Casualty:
        if (!rollCasualty(step, side, *victim))
            break;
        creditCasualty(step, side, context);
        if (victim->hasSkill(u"regeneration"_s))
            regenerate(step, side, *victim);
        break;
    }
    return dice;
}

TwoDice InjuryRules::rollArmour(MatchStep &step, Side side, int number, int modifier, const QString &bonusSkill,
                                bool claw, ArmourReading *reading)
{
    TwoDice dice;
    const MatchPlayer *player = step.state.team(side).player(number);
    const QString key = purpose(side, u"armour"_s);
    dice.first = step.roll(6, key);
    dice.second = step.roll(6, key);
    const int av = player ? player->av : 0;
    const ArmourReading r = InjuryRoll::armour(dice.sum(), av, modifier, bonusSkill.isEmpty() ? 0 : 1, claw);
    const QString who = MatchFlow::playerName(step, side, number);
    if (r.bonusUsed)
        step.log << tr("%1: +%2 on the armour roll.").arg(skillName(step, bonusSkill)).arg(1);
    if (!r.broken)
        step.log << tr("%1: armour %2 against AV %3, held.").arg(who, QString::number(r.total), QString::number(av));
    else if (r.byClaw)
        step.log << tr("%1: armour %2 against AV %3, broken by %4.").arg(who, QString::number(r.total), QString::number(av), skillName(step, u"claw"_s));
    else
        step.log << tr("%1: armour %2 against AV %3, broken.").arg(who, QString::number(r.total), QString::number(av));
    if (reading)
        *reading = r;
    return dice;
}

QString InjuryRules::purpose(Side side, const QString &what)
{
    return (side == Side::Home ? u"home."_s : u"away."_s) + what;
}

QString InjuryRules::skillName(const MatchStep &step, const QString &id)
{
    const Skill *skill = step.rules.skill(id);
    return skill ? skill->name.current() : id;
}

void InjuryRules::stun(MatchStep &step, Side side, MatchPlayer &player)
{
    player.state = PlayerState::Stunned;
    player.stunnedThisTurn = step.state.phase == MatchPhase::Turn && step.state.active == side;
}

} // namespace dugout
