#pragma once

#include "MatchStep.h"

#include <QCoreApplication>

namespace dugout {

// The Halfling master chef (inducement facts, resources/rules/lrb6/inducements.json): at the
// start of each half the team that hired him rolls 3D6 ("<side>.chef"); each 4+ gives it one
// more team re-roll for that half and takes one from the opponent while it has any. The half's
// reset of the re-rolls ends the effect.
class MasterChef
{
    Q_DECLARE_TR_FUNCTIONS(MasterChef)

public:
    static constexpr int Dice = 3;
    static constexpr int StealsOn = 4;

    // Rolls for every team that hired a chef; called when a half starts (the pre-match sequence
    // for the first, the drive after half time for the second).
    static void startOfHalf(MatchStep &step);
};

} // namespace dugout
