#include "InjuryRules.h"

#include "CardLasting.h"
#include "DiceKeys.h"
#include "FoulRules.h"
#include "InjuryAftercare.h"
#include "KnockDownRules.h"
#include "MatchFlow.h"
#include "core/rules/Ruleset.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

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
    const QString key = InjuryRules::purpose(step, side, victim.number, DiceKeys::casualty);
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
    if (effect.isEmpty() || effect == name) // "Dead (Dead)" says nothing more
        step.log
            << InjuryRules::tr("%1: casualty roll %2, %3.").arg(who, QString::number(d68), name);
    else
        step.log << InjuryRules::tr("%1: casualty roll %2, %3 (%4).")
                        .arg(who, QString::number(d68), name, effect);
    return true;
}

// The name of the casualty table's mildest row, Badly Hurt.
QString badlyHurtName(const MatchStep &step)
{
    for (const CasualtyRow &row : step.rules.casualtyTable()) {
        if (row.effect == CasualtyEffect::None)
            return row.name.current();
    }
    return InjuryRules::tr("Badly hurt");
}

} // namespace

void InjuryRules::regenerate(MatchStep &step, Side side, MatchPlayer &victim, bool igor)
{
    victim.regenerationPending = false;
    const int die = step.roll(
        6, igor ? InjuryRules::purpose(side, DiceKeys::igor)
                : InjuryRules::purpose(step, side, victim.number, DiceKeys::regeneration));
    const QString who = MatchFlow::playerName(step, side, victim.number);
    const QString roll =
        igor ? InjuryRules::tr("Igor re-rolls Regeneration") : InjuryRules::tr("Regeneration");
    if (die < regenerationHealsOn) {
        step.log << InjuryRules::tr("%1: %2 %3, failed.").arg(who, roll, QString::number(die));
        return;
    }
    // Healed: back to the reserves with no casualty to record (the attacker keeps his SPP).
    victim.state = PlayerState::Reserves;
    victim.casualtyD68.reset();
    step.log << InjuryRules::tr("%1: %2 %3, healed: back to the reserves.")
                    .arg(who, roll, QString::number(die));
}

namespace {

// Casualties earn SPP only when inflicted by a block (not crowd, foul, stab…) on an opponent
// (l.3348–3355: not on a team-mate, as a player under Blackmail may), and never by a player
// with a chainsaw (skills l.348), even one an opponent knocked himself over blocking.
void creditCasualty(MatchStep &step, Side victimSide, const InjuryContext &context)
{
    if (context.cause != KnockDownCause::Block || context.foul || !context.attacker ||
        context.teamMate)
        return;
    if (context.attacker->hasSkill(u"chainsaw"_s))
        return;
    if (MatchPlayer *attacker =
            step.state.team(opponent(victimSide)).player(context.attacker->number))
        ++attacker->casualtiesInflicted;
}

} // namespace

RuleCheck InjuryRules::apply(MatchStep &step)
{
    switch (step.event.type) {
    case MatchEventType::KnockDown:
        return KnockDownRules::knockDown(step);
    case MatchEventType::PlacedProne:
        return KnockDownRules::placeProne(step);
    case MatchEventType::Foul:
        return FoulRules::foul(step);
    case MatchEventType::Bribe:
        return FoulRules::bribe(step);
    case MatchEventType::Apothecary:
        return InjuryAftercare::apothecary(step);
    case MatchEventType::RaiseDead:
        return InjuryAftercare::raiseDead(step);
    case MatchEventType::Regeneration:
        return InjuryAftercare::regeneration(step);
    case MatchEventType::Igor:
        return InjuryAftercare::igor(step);
    default:
        break;
    }
    return RuleCheck::refused(tr("Not an injury event."));
}

void InjuryRules::injure(MatchStep &step, Side side, int number, const InjuryContext &context)
{
    injureWith(step, side, number, context, 0);
}

TwoDice InjuryRules::injureWith(MatchStep &step, Side side, int number,
                                const InjuryContext &context, int extraModifier)
{
    TwoDice dice;
    MatchPlayer *victim = step.state.team(side).player(number);
    if (!victim)
        return dice;
    const QString who = MatchFlow::playerName(step, side, number);
    const TeamMatchState &team = step.state.team(side);
    // Special play cards that turn an injury into a stun without a roll: Iron Man on the
    // victim, Kid Gloves on his attacker, Friendly Fans for a push into the crowd.
    const CardMark *noRoll = CardLasting::find(team, u"injury_stunned"_s, number);
    if (!noRoll && context.attacker)
        noRoll = CardLasting::find(step.state.team(context.teamMate ? side : opponent(side)),
                                   u"breaks_only_stun"_s, context.attacker->number);
    if (!noRoll && context.cause == KnockDownCause::Crowd)
        noRoll = CardLasting::find(team, u"crowd_stunned"_s);
    if (noRoll) {
        step.log << tr("%1: %2, stunned without an injury roll.")
                        .arg(who, CardLasting::cardName(step.rules, noRoll->card));
        if (context.cause == KnockDownCause::Crowd)
            victim->state = PlayerState::Reserves;
        else
            stun(step, side, *victim);
        return dice;
    }
    const QString key = purpose(step, side, number, DiceKeys::injury);
    dice.first = step.roll(6, key);
    dice.second = step.roll(6, key);
    // Good Old Magic Codpiece: no modifier at all on his injury rolls.
    const CardMark *unmodified = CardLasting::find(team, u"injury_unmodified"_s, number);
    // A stab's injury roll is never modified, niggling injuries included (skills: Poignard).
    const bool stab =
        context.cause == KnockDownCause::Stab || context.cause == KnockDownCause::SpikedBall;
    const int niggling = stab || unmodified ? 0 : victim->niggling;
    if (niggling > 0)
        step.log << tr("Niggling injuries: +%1 on the injury roll.").arg(niggling);
    if (unmodified) {
        extraModifier = 0;
        step.log << tr("%1: the injury roll is not modified.")
                        .arg(CardLasting::cardName(step.rules, unmodified->card));
    }
    // Mysterious Old Medicine Man: −1 on injury rolls against the team's players.
    const int cardModifier = unmodified ? 0 : CardLasting::sum(team, u"injury_modifier"_s);
    if (cardModifier)
        step.log << tr("A special play card: %1 on the injury roll.")
                        .arg(QString::asprintf("%+d", cardModifier));
    const int total = dice.sum() + niggling + extraModifier + cardModifier;
    if (cardModifier < 0 && total < 2) {
        // Below the table: placed prone rather than stunned (Mysterious Old Medicine Man).
        victim->state = PlayerState::Prone;
        step.log << tr("%1: injury %2, placed prone.").arg(who, QString::number(total));
        return dice;
    }
    const InjuryReading reading = InjuryRoll::injury(
        step.rules, total, victim->hasSkill(u"thick_skull"_s),
        victim->hasSkill(u"stunty"_s) && !unmodified, victim->hasSkill(u"ball_and_chain"_s));
    const QString result = reading.outcome == InjuryOutcome::BadlyHurt
                               ? badlyHurtName(step)
                               : injuryRowName(step, reading.tableRowId);
    if (reading.changedBy.isEmpty())
        step.log << tr("%1: injury %2, %3.").arg(who, QString::number(total), result);
    else
        step.log << tr("%1: injury %2, %3 (%4).")
                        .arg(who, QString::number(total), result,
                             skillName(step, reading.changedBy));

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
    case InjuryOutcome::BadlyHurt:
        // A casualty with no casualty roll: no D68 to record, nothing lasts after the match.
        victim->state = PlayerState::Casualty;
        victim->casualtyD68.reset();
        creditCasualty(step, side, context);
        afterCasualty(step, side, *victim);
        break;
    case InjuryOutcome::Casualty:
        if (!rollCasualty(step, side, *victim))
            break;
        creditCasualty(step, side, context);
        afterCasualty(step, side, *victim);
        break;
    }
    return dice;
}

bool InjuryRules::regeneratesAtOnce(const MatchState &state, Side side, const MatchPlayer &victim)
{
    return victim.hasSkill(u"regeneration"_s) && state.team(side).apothecaries <= 0;
}

void InjuryRules::afterCasualty(MatchStep &step, Side side, MatchPlayer &victim)
{
    if (!victim.hasSkill(u"regeneration"_s))
        return;
    if (!regeneratesAtOnce(step.state, side, victim)) {
        victim.regenerationPending = true;
        step.log << tr("%1: Regeneration is rolled once the apothecary is used or declined.")
                        .arg(MatchFlow::playerName(step, side, victim.number));
        return;
    }
    regenerate(step, side, victim);
}

TwoDice InjuryRules::rollArmour(MatchStep &step, Side side, int number, int modifier,
                                const QString &bonusSkill, bool claw, ArmourReading *reading)
{
    TwoDice dice;
    const MatchPlayer *player = step.state.team(side).player(number);
    const QString key = purpose(step, side, number, DiceKeys::armour);
    dice.first = step.roll(6, key);
    dice.second = step.roll(6, key);
    const int av = player ? player->av : 0;
    const QString who = MatchFlow::playerName(step, side, number);
    // Belt of Invulnerability: no modifier, bonus or Claw on armour rolls against him.
    if (const CardMark *belt =
            CardLasting::find(step.state.team(side), u"armour_unmodified"_s, number);
        belt && (modifier || !bonusSkill.isEmpty() || claw)) {
        step.log << tr("%1: the armour roll is not modified.")
                        .arg(CardLasting::cardName(step.rules, belt->card));
        modifier = 0;
        claw = false;
    }
    ArmourReading r =
        InjuryRoll::armour(dice.sum(), av, modifier,
                           bonusSkill.isEmpty() || CardLasting::find(step.state.team(side),
                                                                     u"armour_unmodified"_s, number)
                               ? 0
                               : 1,
                           claw);
    if (r.bonusUsed)
        step.log << tr("%1: +%2 on the armour roll.").arg(skillName(step, bonusSkill)).arg(1);
    if (!r.broken)
        step.log << tr("%1: armour %2 against AV %3, held.")
                        .arg(who, QString::number(r.total), QString::number(av));
    else if (r.byClaw)
        step.log << tr("%1: armour %2 against AV %3, broken by %4.")
                        .arg(who, QString::number(r.total), QString::number(av),
                             skillName(step, u"claw"_s));
    else
        step.log << tr("%1: armour %2 against AV %3, broken.")
                        .arg(who, QString::number(r.total), QString::number(av));
    // Lucky Charm: the first armour roll that breaks his armour only places him prone.
    if (CardMark *charm = CardLasting::find(step.state.team(side), u"first_break_prone"_s, number);
        r.broken && charm && charm->value > 0) {
        --charm->value;
        r.broken = false;
        step.log << tr("%1: %2 keeps him from harm, he is placed prone.")
                        .arg(who, CardLasting::cardName(step.rules, charm->card));
    }
    if (reading)
        *reading = r;
    return dice;
}

QString InjuryRules::purpose(Side side, const QString &what)
{
    return DiceKeys::forSide(side, what);
}

QString InjuryRules::purpose(const MatchStep &step, Side side, int number, const QString &what)
{
    return step.injuryDicePerPlayer ? DiceKeys::forPlayer(side, what, number)
                                    : DiceKeys::forSide(side, what);
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
