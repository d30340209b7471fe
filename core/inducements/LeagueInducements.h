#pragma once

#include "InducementOptions.h"

#include "core/league/LeagueOptions.h"

namespace dugout {

// The inducement rules' view of a league's options.
inline InducementOptions inducementOptions(const LeagueOptions &league)
{
    InducementOptions options;
    options.allowedInducements = league.allowedInducements;
    return options;
}

} // namespace dugout
