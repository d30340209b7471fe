#pragma once

#include "CommandContext.h"

namespace dugout::cli {

// `dugout league create FILE.json`: a league with every option the New league dialog has, read
// by LeagueFile; stored in one transaction, its id printed. A bad file stores nothing.
class LeagueCreateAction
{
    Q_DECLARE_TR_FUNCTIONS(LeagueCreateAction)

public:
    static int run(const QString &path, CommandContext &context);
};

} // namespace dugout::cli
