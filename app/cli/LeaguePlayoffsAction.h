#pragma once

#include "CommandContext.h"

#include <QCommandLineParser>

namespace dugout::cli {

// `dugout league playoffs LEAGUE_ID [--by CRITERION] [--season ID]`: the four semi-finalists of a
// season by the chosen criterion (PlayoffSelection), each with the figure that chose it, and the
// semi-finals drawn at random. It prints the draw and stores nothing: the commissioner adds the
// two semi-finals with `league fixture add`.
class LeaguePlayoffsAction
{
    Q_DECLARE_TR_FUNCTIONS(LeaguePlayoffsAction)

public:
    static int run(const QString &leagueId, const QCommandLineParser &parser,
                   CommandContext &context);
};

} // namespace dugout::cli
