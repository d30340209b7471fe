#pragma once

#include "core/odds/Fraction.h"
#include "core/odds/OddsSkills.h"
#include "core/odds/OddsStep.h"

namespace dugout {

// The chance of one roll, before any re-roll: the building blocks of OddsChain.
namespace StepOdds {

// One D6 against "target+" with modifiers; a natural 1 fails and a natural 6 succeeds.
Fraction agilityRoll(int target, int modifier);

// The block dice as the chooser picks them, for the coach's goal, given both players' skills.
Fraction block(const OddsStep &step, const OddsSkills &attacker);

// How many of the six block die faces give the coach what he wants.
int goodBlockFaces(const OddsStep &step, const OddsSkills &attacker);

// 2D6 distribution: the chance of exactly `total` (2..12).
Fraction twoDice(int total);

// Armour breaks on this 2D6 total, with `bonus` (Mighty Blow) added, with or without Claw.
bool armourBreaks(int total, int bonus, int armourValue, bool claw);

// The injury roll reaches the goal on this 2D6 total plus `bonus`.
bool injuryReaches(int total, int bonus, InjuryGoal goal);

} // namespace StepOdds

} // namespace dugout
