#pragma once

#include "CommandContext.h"

namespace dugout::cli {

// `dugout league export LEAGUE_ID`: the league's whole history as JSON on standard output, for
// other programs (LeagueHistoryExport). Reads only.
class LeagueExportAction
{
    Q_DECLARE_TR_FUNCTIONS(LeagueExportAction)

public:
    static int run(const QString &leagueText, CommandContext &context);
};

} // namespace dugout::cli
