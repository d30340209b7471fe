#pragma once

#include <QString>

namespace dugout {

// Every random number of the rules comes from a Dice (docs/architecture.md, "Dice"): Dugout rolls
// them, a coach types what the physical dice show, or a test scripts them. `purpose` names the roll
// ("home.winnings", "away.fan_factor"…) so typed dice can be matched to the roll they are for.
class Dice
{
public:
    virtual ~Dice() = default;
    // One die with `sides` faces. Implementations may return a value outside 1..sides when a
    // coach typed one; callers check it with isValid() and report the impossible die.
    virtual int roll(int sides, const QString &purpose) = 0;

    static bool isValid(int value, int sides) { return value >= 1 && value <= sides; }
};

} // namespace dugout
