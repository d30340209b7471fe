#pragma once

#include "core/dice/Dice.h"

namespace dugout {

// Dice for folding stored events again: every die must already be in the event, so any roll
// asked of these is a missing die, remembered in `missing` and answered with an impossible 0.
class ReplayDice : public Dice
{
public:
    int roll(int, const QString &purpose) override
    {
        missing = purpose;
        return 0;
    }
    QString missing;
};

} // namespace dugout
