#pragma once

#include "core/tournament/Tournament.h"

#include <QCoreApplication>

namespace dugout {

class Ruleset;

// How an open tournament's coaches and tables are worded on screen.
class TournamentText
{
    Q_DECLARE_TR_FUNCTIONS(TournamentText)

public:
    // The race in the interface language ("Human", "Humains").
    static QString race(const Entrant &entrant, const Ruleset &rules);
    // "Ana Martin (Human)".
    static QString coach(const Tournament &tournament, qint64 entrantId, const Ruleset &rules);
    // "2–1", or "to play".
    static QString score(const TournamentGame &game);
    static QString casualties(const TournamentGame &game);
};

} // namespace dugout
