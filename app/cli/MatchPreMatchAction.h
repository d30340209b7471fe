#pragma once

#include "CommandContext.h"

#include <QCommandLineParser>

namespace dugout::cli {

// `dugout match pre-match LEAGUE_ID FIXTURE_ID [--petty-cash-home N] [--petty-cash-away N]`:
// the pre-match money sequence of a league fixture (core/inducements/PreMatchMoney) — both
// match team values, who declares petty cash first, the handicap and who buys first. Reads only.
class MatchPreMatchAction
{
    Q_DECLARE_TR_FUNCTIONS(MatchPreMatchAction)

public:
    static int run(const QString &leagueText, const QString &fixtureText,
                   const QCommandLineParser &parser, CommandContext &context);
};

} // namespace dugout::cli
