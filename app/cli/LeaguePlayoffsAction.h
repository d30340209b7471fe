#pragma once

#include "CommandContext.h"

#include <QCommandLineParser>

namespace dugout::cli {

// `dugout league playoffs LEAGUE_ID [--by CRITERION] [--season ID] [--create [--major MAJOR]]`:
// the four semi-finalists of a season by the chosen criterion (PlayoffSelection), each with the
// figure that chose it, and the semi-finals drawn at random. Without --create it only prints a
// draw; with it the two semi-finals are stored as fixtures of the season (stage semi_final,
// optionally an edition of a major), in one transaction.
// `dugout league playoffs LEAGUE_ID --final [--season ID]`: the final between the winners of the
// two semi-finals, stored as a fixture (PlayoffRules::finalFrom).
class LeaguePlayoffsAction
{
    Q_DECLARE_TR_FUNCTIONS(LeaguePlayoffsAction)

public:
    static int run(const QString &leagueId, const QCommandLineParser &parser,
                   CommandContext &context);

private:
    static int final(const QString &leagueId, const QCommandLineParser &parser,
                     CommandContext &context);
};

} // namespace dugout::cli
