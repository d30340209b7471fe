#pragma once

#include "CommandContext.h"

#include <QCommandLineParser>

namespace dugout::cli {

// The database side of `dugout bloodyball` (issue 20, part 5): Bloody Ball teams typed in or
// drawn from an LRB6 team, finished games kept, and the league table. A command that writes
// is one CommandTransaction and prints only after it is committed.
class BloodyBallLeagueActions
{
    Q_DECLARE_TR_FUNCTIONS(BloodyBallCommand)

public:
    // bloodyball teams
    static int teams(CommandContext &context);
    // bloodyball add-team NAME PLAYER1 … PLAYER5 [--champion N] [--figures A,B,C,D,E]
    static int addTeam(const QCommandLineParser &parser, const QStringList &args,
                       CommandContext &context);
    // bloodyball draw TEAM_ID [--players 7,3,1,2,9] [--champion 7]
    static int draw(const QCommandLineParser &parser, const QStringList &args,
                    CommandContext &context);
    // bloodyball record FILE
    static int record(const QStringList &args, CommandContext &context);
    // bloodyball table
    static int table(CommandContext &context);
};

} // namespace dugout::cli
