#include "WeatherRoll.h"

#include "DiceKeys.h"

#include "core/rules/Ruleset.h"

using namespace Qt::StringLiterals;

namespace dugout {

bool WeatherRoll::roll(MatchStep &step)
{
    const int first = step.roll(6, DiceKeys::weather);
    const int second = step.roll(6, DiceKeys::weather);
    const TableRow *row = step.rules.weatherResult(first + second);
    if (!row)
        return false;
    step.state.weatherId = row->id;
    step.log << tr("Weather: %1 (2D6 %2 + %3 = %4).")
                    .arg(row->name.current())
                    .arg(first)
                    .arg(second)
                    .arg(first + second);
    return true;
}

} // namespace dugout
