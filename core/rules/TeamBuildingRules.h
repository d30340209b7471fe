#pragma once

#include <QtGlobal>

namespace dugout {

struct TeamBuildingRules
{
    qint64 budget = 0;
    int minPlayers = 0;
    int maxPlayers = 0;
    qint64 apothecaryCost = 0;
    int apothecaryMax = 0;
    qint64 assistantCoachCost = 0;
    qint64 cheerleaderCost = 0;
    qint64 fanFactorCost = 0;
    int fanFactorMaxAtCreation = 0;
    int rerollCostMultiplierAfterCreation = 1;
};

} // namespace dugout
