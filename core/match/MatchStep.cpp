#include "MatchStep.h"

#include "MatchFold.h"
#include "core/dice/Dice.h"

namespace dugout {

int MatchStep::roll(int sides, const QString &purpose)
{
    const int value = dice.roll(sides, purpose);
    if (Dice::isValid(value, sides))
        return value;
    if (diceError.isEmpty())
        diceError = MatchFold::tr("%1 is not a possible result of a %2-sided die (%3).")
                        .arg(value)
                        .arg(sides)
                        .arg(purpose);
    return 1;
}

} // namespace dugout
