#include "core/odds/StepOdds.h"

namespace dugout::StepOdds {

Fraction agilityRoll(int target, int modifier)
{
    int good = 0;
    for (int die = 1; die <= 6; ++die) {
        if (die == 6 || (die != 1 && die + modifier >= target))
            ++good;
    }
    return Fraction(good, 6);
}

int goodBlockFaces(const OddsStep &step, const OddsSkills &attacker)
{
    const bool wantDown = step.blockGoal == BlockGoal::DefenderDown;
    int good = 0;
    // Attacker Down (1 face): the attacker is knocked down, a turnover whatever the goal.
    // Both Down (1 face): the attacker stays up only with Block; a defender with Wrestle puts
    // both players prone instead (no armour roll, so the defender is not knocked down and the
    // attacker lies prone); otherwise the defender goes down unless he has Block too.
    const bool attackerUpOnBothDown = attacker.block && !step.defenderHasWrestle;
    const bool defenderDownOnBothDown = !step.defenderHasBlock && !step.defenderHasWrestle;
    if (attackerUpOnBothDown && (!wantDown || defenderDownOnBothDown))
        good += 1;
    // Pushed (2 faces): nobody falls.
    if (!wantDown)
        good += 2;
    // Defender Stumbles (1 face): a push if the defender uses Dodge, unless the attacker has
    // Tackle; otherwise the defender is knocked down (l.1217-1220).
    const bool stumbleIsPush = step.defenderHasDodge && !attacker.tackle;
    if (!wantDown || !stumbleIsPush)
        good += 1;
    // Defender Down (1 face).
    good += 1;
    return good;
}

Fraction block(const OddsStep &step, const OddsSkills &attacker)
{
    const Fraction one(1);
    const Fraction face(goodBlockFaces(step, attacker), 6);
    const int dice = step.blockDice < 1 ? 1 : (step.blockDice > 3 ? 3 : step.blockDice);
    // The attacker picks a good die if any die is good; the defender picks a bad one if any is.
    Fraction allGood(1);
    Fraction allBad(1);
    for (int i = 0; i < dice; ++i) {
        allGood *= face;
        allBad *= one - face;
    }
    return step.chooser == BlockChooser::Attacker ? one - allBad : allGood;
}

Fraction twoDice(int total)
{
    if (total < 2 || total > 12)
        return Fraction(0);
    return Fraction(6 - (total > 7 ? total - 7 : 7 - total), 36);
}

bool armourBreaks(int total, int bonus, int armourValue, bool claw)
{
    const int modified = total + bonus;
    return modified > armourValue || (claw && modified >= 8);
}

bool injuryReaches(int total, int bonus, InjuryGoal goal)
{
    const int modified = total + bonus;
    return goal == InjuryGoal::Casualty ? modified >= 10 : modified >= 8;
}

} // namespace dugout::StepOdds
