#pragma once

#include "CommandContext.h"

#include <QCommandLineParser>

namespace dugout::cli {

// `dugout league fixture add LEAGUE_ID --home TEAM_ID --away TEAM_ID [--round N] [--season ID]`:
// one fixture, when ScheduleRules::canAddToSeason allows it; its id printed.
class LeagueFixtureAction
{
    Q_DECLARE_TR_FUNCTIONS(LeagueFixtureAction)

public:
    static int add(const QString &leagueText, const QCommandLineParser &parser,
                   CommandContext &context);
};

} // namespace dugout::cli
