#pragma once

#include "CommandContext.h"

namespace dugout::cli {

// `dugout league trophies LEAGUE_ID`: each major's trophy, the team holding it (the winner of its
// latest final in the league, TrophyQuery) and what it gives.
class LeagueTrophiesAction
{
    Q_DECLARE_TR_FUNCTIONS(LeagueTrophiesAction)

public:
    static int run(const QString &leagueId, CommandContext &context);
};

} // namespace dugout::cli
