#pragma once

#include "core/tournament/Tournament.h"

#include <QCoreApplication>
#include <QTextStream>

namespace dugout {
class Ruleset;
}

namespace dugout::cli {

// `dugout tournament bracket ID`: a knockout's bracket as text, one block per stage (the round
// it is played in, each game with the seeds, the result and who went through), the champion,
// then the consolation bracket.
class TournamentBracketOutput
{
    Q_DECLARE_TR_FUNCTIONS(TournamentBracketOutput)

public:
    static void write(QTextStream &out, const Tournament &tournament, const Ruleset &rules);
};

} // namespace dugout::cli
