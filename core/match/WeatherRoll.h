#pragma once

#include "MatchStep.h"

#include <QCoreApplication>

namespace dugout {

// The weather table (rulebook l.2501–2530): 2D6 ("weather") read through the ruleset into
// state.weatherId, with a line for the log. Rolled before the match and again on the kick-off
// result Changing weather.
class WeatherRoll
{
    Q_DECLARE_TR_FUNCTIONS(WeatherRoll)

public:
    // False only when the ruleset has no row for the total (broken rule data).
    static bool roll(MatchStep &step);
};

} // namespace dugout
