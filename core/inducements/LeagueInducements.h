#pragma once

#include "InducementOptions.h"

#include "core/league/LeagueOptions.h"

namespace dugout {

// The inducement rules' view of a league's options.
inline InducementOptions inducementOptions(const LeagueOptions &league)
{
    InducementOptions options;
    options.allowedInducements = league.allowedInducements;
    options.cards = league.cards;
    options.maxCards = league.maxCards;
    options.cardBudget = league.cardBudget;
    return options;
}

} // namespace dugout
