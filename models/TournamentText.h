#pragma once

#include "core/tournament/TeamMatch.h"
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
    // A team tournament's match: "Lutèce BB v Helvetia  2–1 in coach wins, Lutèce BB wins
    // (team points 2–0)", "… to play", or "Albion: bye (2 team points)".
    static QString teamMatch(const Tournament &tournament, const TeamMatch &match);
};

} // namespace dugout
