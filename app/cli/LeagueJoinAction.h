#pragma once

#include "CommandContext.h"

namespace dugout::cli {

// `dugout league add-team LEAGUE_ID TEAM_ID`: LeagueStore::join, so the rules of joining (and
// the free fan factor terms) are core's, and the league, its latest season and the team
// change in one transaction.
class LeagueJoinAction
{
    Q_DECLARE_TR_FUNCTIONS(LeagueJoinAction)

public:
    static int run(const QString &leagueText, const QString &teamText, CommandContext &context);
};

} // namespace dugout::cli
