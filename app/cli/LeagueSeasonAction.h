#pragma once

#include "CommandContext.h"

#include <QCommandLineParser>

namespace dugout::cli {

// `dugout league season new LEAGUE_ID [--name NAME] [--divisions N]`: the season SeasonPlan
// makes (every team of the league, spread over the divisions), stored in one transaction;
// its id printed.
class LeagueSeasonAction
{
    Q_DECLARE_TR_FUNCTIONS(LeagueSeasonAction)

public:
    static int run(const QString &leagueText, const QCommandLineParser &parser,
                   CommandContext &context);
};

} // namespace dugout::cli
