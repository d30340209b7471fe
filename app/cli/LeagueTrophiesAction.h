#pragma once

#include "CommandContext.h"

#include <QCommandLineParser>

namespace dugout::cli {

// `dugout league trophies LEAGUE_ID [--player-of-the-year on|off]`: each major's trophy, the team
// holding it (the winner of its latest final in the league, TrophyQuery), what it gives and what
// its final gave for good; the option first gives or stops Spike!'s Player of the Year
// (LeagueOptions::playerOfTheYear, which may change after the first match).
class LeagueTrophiesAction
{
    Q_DECLARE_TR_FUNCTIONS(LeagueTrophiesAction)

public:
    static int run(const QString &leagueId, const QCommandLineParser &parser,
                   CommandContext &context);
};

} // namespace dugout::cli
