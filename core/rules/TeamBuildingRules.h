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
    int rerollMax = 0;
    int fanFactorMax = 0; // the post-match roll cannot carry it higher (README of the ruleset)
    // What advancements and lasting injuries may do to MA, ST, AG and AV (rulebook l.3272–3470,
    // l.3093–3200).
    int characteristicMin = 1;
    int characteristicMax = 0;
    int characteristicMaxGain = 0;
    int characteristicMaxLoss = 0;
};

} // namespace dugout
