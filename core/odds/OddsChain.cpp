#include "core/odds/OddsChain.h"

#include "core/odds/StepOdds.h"

#include <utility>

namespace dugout {

namespace {

bool isReRollable(OddsStepKind kind)
{
    return kind != OddsStepKind::Armour && kind != OddsStepKind::Injury;
}

} // namespace

OddsChain::OddsChain(QList<OddsStep> steps, OddsSkills skills)
    : m_steps(std::move(steps)), m_skills(skills)
{
}

int OddsChain::skillBit(OddsStepKind kind)
{
    switch (kind) {
    case OddsStepKind::Dodge:
        return 1;
    case OddsStepKind::GoingForIt:
        return 2;
    case OddsStepKind::PickUp:
        return 4;
    case OddsStepKind::Pass:
        return 8;
    case OddsStepKind::Catch:
        return 16;
    case OddsStepKind::Block:
    case OddsStepKind::Armour:
    case OddsStepKind::Injury:
        return 0;
    }
    return 0;
}

bool OddsChain::hasSkillReRollFor(const OddsStep &step) const
{
    switch (step.kind) {
    case OddsStepKind::Dodge:
        return m_skills.dodge && !step.opponentHasTackle;
    case OddsStepKind::GoingForIt:
        return m_skills.sureFeet;
    case OddsStepKind::PickUp:
        return m_skills.sureHands;
    case OddsStepKind::Pass:
        return m_skills.pass;
    case OddsStepKind::Catch:
        return m_skills.catchSkill;
    case OddsStepKind::Block:
    case OddsStepKind::Armour:
    case OddsStepKind::Injury:
        return false;
    }
    return false;
}

Fraction OddsChain::stepChance(qsizetype index) const
{
    const OddsStep &step = m_steps.at(index);
    const int bonus = m_skills.mightyBlow ? 1 : 0;
    Fraction chance;
    switch (step.kind) {
    case OddsStepKind::Block:
        return StepOdds::block(step, m_skills);
    case OddsStepKind::Armour:
        for (int total = 2; total <= 12; ++total) {
            if (StepOdds::armourBreaks(total, bonus, step.armourValue, m_skills.claw))
                chance += StepOdds::twoDice(total);
        }
        return chance;
    case OddsStepKind::Injury:
        for (int total = 2; total <= 12; ++total) {
            if (StepOdds::injuryReaches(total, bonus, step.injuryGoal))
                chance += StepOdds::twoDice(total);
        }
        return chance;
    case OddsStepKind::Dodge:
    case OddsStepKind::GoingForIt:
    case OddsStepKind::PickUp:
    case OddsStepKind::Pass:
    case OddsStepKind::Catch:
        return StepOdds::agilityRoll(step.target, step.modifier);
    }
    return chance;
}

// Mighty Blow is kept for the injury roll when the armour breaks without it (l.6070-6075).
Fraction OddsChain::armourValue(qsizetype index, State state) const
{
    const OddsStep &step = m_steps.at(index);
    Fraction total;
    for (int dice = 2; dice <= 12; ++dice) {
        if (StepOdds::armourBreaks(dice, 0, step.armourValue, m_skills.claw)) {
            total += StepOdds::twoDice(dice) * value(index + 1, state);
        } else if (state.mightyBlow &&
                   StepOdds::armourBreaks(dice, 1, step.armourValue, m_skills.claw)) {
            State spent = state;
            spent.mightyBlow = false;
            total += StepOdds::twoDice(dice) * value(index + 1, spent);
        }
    }
    return total;
}

Fraction OddsChain::injuryValue(qsizetype index, State state) const
{
    const OddsStep &step = m_steps.at(index);
    Fraction total;
    for (int dice = 2; dice <= 12; ++dice) {
        if (StepOdds::injuryReaches(dice, 0, step.injuryGoal)) {
            total += StepOdds::twoDice(dice) * value(index + 1, state);
        } else if (state.mightyBlow && StepOdds::injuryReaches(dice, 1, step.injuryGoal)) {
            State spent = state;
            spent.mightyBlow = false;
            total += StepOdds::twoDice(dice) * value(index + 1, spent);
        }
    }
    return total;
}

OddsChain::Best OddsChain::bestAfterFailure(qsizetype index, State state,
                                            const Fraction &chance) const
{
    const OddsStep &step = m_steps.at(index);
    const Fraction half(1, 2);
    // A catch is the receiver's roll: the thrower's Pro and Loner do not follow the ball, and
    // the Catch box stands for the receiver's skill (the receiver is taken as no Pro, no Loner).
    const bool receiverRolls = step.kind == OddsStepKind::Catch;
    const Fraction lonerFactor = m_skills.loner && !receiverRolls ? half : Fraction(1);
    Best best; // None: the roll stays failed, the chain fails

    const int bit = skillBit(step.kind);
    if (hasSkillReRollFor(step) && (state.skillsUsed & bit) == 0) {
        State next = state;
        next.skillsUsed |= bit;
        const Fraction v = chance * value(index + 1, next);
        if (best.value < v)
            best = {v, ReRollChoice::SkillReRoll};
    }
    if (state.team) {
        State next = state;
        next.team = false;
        // A Loner's 1-3 loses the team re-roll and the failure stands.
        const Fraction v = lonerFactor * chance * value(index + 1, next);
        if (best.value < v)
            best = {v, ReRollChoice::TeamReRoll};
    }
    if (m_skills.pro && !state.proUsed && !receiverRolls) {
        State next = state;
        next.proUsed = true;
        Fraction v = half * chance * value(index + 1, next);
        if (state.team) {
            // The Pro's failed 4+ may itself be re-rolled with the team re-roll.
            State noTeam = next;
            noTeam.team = false;
            v += half * lonerFactor * half * chance * value(index + 1, noTeam);
        }
        if (best.value < v)
            best = {v, ReRollChoice::Pro};
    }
    return best;
}

Fraction OddsChain::value(qsizetype index, State state) const
{
    if (index >= m_steps.size())
        return Fraction(1);
    const int key = int(index) << 8 | (state.team ? 1 : 0) | state.skillsUsed << 1 |
                    (state.proUsed ? 64 : 0) | (state.mightyBlow ? 128 : 0);
    const auto known = m_memo.constFind(key);
    if (known != m_memo.constEnd())
        return *known;
    const OddsStep &step = m_steps.at(index);
    Fraction result;
    if (step.kind == OddsStepKind::Armour) {
        result = armourValue(index, state);
    } else if (step.kind == OddsStepKind::Injury) {
        result = injuryValue(index, state);
    } else {
        const Fraction chance = stepChance(index);
        result = chance * value(index + 1, state) +
                 (Fraction(1) - chance) * bestAfterFailure(index, state, chance).value;
    }
    m_memo.insert(key, result);
    return result;
}

ChainOdds OddsChain::compute() const
{
    m_memo.clear();
    ChainOdds odds;
    State start;
    start.team = m_skills.teamReRoll;
    start.mightyBlow = m_skills.mightyBlow;
    odds.success = value(0, start);

    // Nothing left to spend: every re-roll used, Mighty Blow still once for armour or injury.
    State bare;
    bare.skillsUsed = 31;
    bare.proUsed = true;
    bare.mightyBlow = m_skills.mightyBlow;
    odds.withoutReRolls = value(0, bare);

    for (qsizetype i = 0; i < m_steps.size(); ++i) {
        const Fraction chance = stepChance(i);
        odds.stepChance.append(chance);
        const bool reRollable = isReRollable(m_steps.at(i).kind);
        odds.ifFails.append(reRollable ? bestAfterFailure(i, start, chance).choice
                                       : ReRollChoice::None);
        State teamSpent = start;
        teamSpent.team = false;
        odds.ifFailsWithoutTeam.append(reRollable && start.team
                                           ? bestAfterFailure(i, teamSpent, chance).choice
                                           : ReRollChoice::None);
    }
    return odds;
}

} // namespace dugout
