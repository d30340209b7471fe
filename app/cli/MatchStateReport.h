#pragma once

#include "core/match/MatchState.h"

#include <QCoreApplication>
#include <QTextStream>

namespace dugout {
class Ruleset;
}

namespace dugout::cli {

// The full state of a tracked match for a person at a terminal (`dugout match show`, and
// `match replay` once the log is folded): score, half, phase, both teams' turn markers,
// re-rolls left and used this turn, this turn's once-per-turn actions, FAME and gate, weather,
// kick-off result, then every player's status and SPP events, and on La Forge de Sigmar the
// terrain (ForgeText).
class MatchStateReport
{
    Q_DECLARE_TR_FUNCTIONS(MatchStateReport)

public:
    static void write(QTextStream &out, const Ruleset &rules, const MatchState &state);
};

} // namespace dugout::cli
