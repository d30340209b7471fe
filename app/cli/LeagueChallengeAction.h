#pragma once

#include "CommandContext.h"

#include <QCommandLineParser>

namespace dugout::cli {

// `dugout league challenge LEAGUE_ID CHALLENGER_ID CHALLENGED_ID --accept | --refuse |
// --substitute TEAM_ID [--challenger-refuses] [--season ID]` (ChallengeRules): accepted, the
// match is added to the season's schedule; refused, a 2–0 win for the challenger is recorded and
// nothing else changes; a substitute named, the challenger's match against him is added, or with
// --challenger-refuses the substitute wins 2–0. One transaction; the fixture or match id printed.
class LeagueChallengeAction
{
    Q_DECLARE_TR_FUNCTIONS(LeagueChallengeAction)

public:
    static int run(const QStringList &positional, const QCommandLineParser &parser,
                   CommandContext &context);
};

} // namespace dugout::cli
