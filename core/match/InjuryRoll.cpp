#include "InjuryRoll.h"

#include "core/rules/Ruleset.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Claw breaks any armour on a modified 8 or more (skills: Griffes).
constexpr int clawBreaksOn = 8;

bool breaks(int total, int av, bool claw)
{
    return total > av || (claw && total >= clawBreaksOn);
}

InjuryOutcome outcomeOf(const QString &rowId)
{
    if (rowId == u"ko"_s)
        return InjuryOutcome::KnockedOut;
    if (rowId == u"casualty"_s)
        return InjuryOutcome::Casualty;
    return InjuryOutcome::Stunned;
}

} // namespace

ArmourReading InjuryRoll::armour(int dice, int av, int modifier, int bonus, bool claw)
{
    ArmourReading reading;
    reading.total = dice + modifier;
    reading.broken = breaks(reading.total, av, claw);
    if (!reading.broken && bonus > 0 && breaks(reading.total + bonus, av, claw)) {
        reading.total += bonus;
        reading.broken = true;
        reading.bonusUsed = true;
    }
    reading.byClaw = reading.broken && reading.total <= av;
    return reading;
}

InjuryReading InjuryRoll::injury(const Ruleset &rules, int total, bool thickSkull, bool stunty,
                                 bool ballAndChain)
{
    InjuryReading reading;
    reading.tableRowId = rules.injuryResult(total).id;
    // The skill texts name the modified totals themselves: Stunty 7 → KO, 9 → Badly Hurt (the
    // rulebook's Stunty, l.6306–6308, which the issue list takes over the skill card's
    // "casualty"); Thick Skull 8 → stunned. With both, the KO band moves up by one like Thick
    // Skull alone does: 7 is stunned and 8 KO (the LRB6 texts do not say how they combine).
    if (stunty && total == 7) {
        reading.tableRowId = thickSkull ? u"stunned"_s : u"ko"_s;
        reading.changedBy = thickSkull ? u"thick_skull"_s : u"stunty"_s;
    } else if (stunty && total == 9) {
        reading.tableRowId = u"casualty"_s;
        reading.changedBy = u"stunty"_s;
    } else if (thickSkull && !stunty && total == 8) {
        reading.tableRowId = u"stunned"_s;
        reading.changedBy = u"thick_skull"_s;
    }
    reading.outcome = outcomeOf(reading.tableRowId);
    if (stunty && total == 9)
        reading.outcome = InjuryOutcome::BadlyHurt;
    if (ballAndChain && reading.outcome == InjuryOutcome::Stunned) {
        reading.tableRowId = u"ko"_s;
        reading.outcome = InjuryOutcome::KnockedOut;
        reading.changedBy = u"ball_and_chain"_s;
    }
    return reading;
}

} // namespace dugout
