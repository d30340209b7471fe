#pragma once

#include "CommandContext.h"

#include <QCommandLineParser>

namespace dugout::cli {

// `dugout league schedule LEAGUE_ID --generate single|double [--season ID]`: a round robin
// for the season, when ScheduleRules::canGenerate allows it; stored in one transaction.
class LeagueScheduleAction
{
    Q_DECLARE_TR_FUNCTIONS(LeagueScheduleAction)

public:
    static int generate(const QString &leagueText, const QCommandLineParser &parser,
                        CommandContext &context);
};

} // namespace dugout::cli
