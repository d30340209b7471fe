#pragma once

#include "core/tournament/Tournament.h"

#include <QCoreApplication>
#include <QTextStream>

namespace dugout {
class Ruleset;
}

namespace dugout::cli {

// How the tournament commands print: a round's pairings (table, coaches, race, result) as text
// or JSON, grouped by squad match in a team tournament; the standings (and a team tournament's
// team standings) as a table or CSV.
class TournamentOutput
{
    Q_DECLARE_TR_FUNCTIONS(TournamentOutput)

public:
    static void pairings(QTextStream &out, const Tournament &tournament, int round,
                         const Ruleset &rules, bool json);
    static void standings(QTextStream &out, const Tournament &tournament, const Ruleset &rules,
                          bool csv);
    // A team tournament's squads, ranked (TeamStandings), as a table or CSV.
    static void teamStandings(QTextStream &out, const Tournament &tournament, const Ruleset &rules,
                              bool csv);
    // "Ana Martin (Humans)": the coach and the race in the interface language.
    static QString coachText(const Tournament &tournament, qint64 entrantId, const Ruleset &rules);
};

} // namespace dugout::cli
