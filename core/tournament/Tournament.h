#pragma once

#include "core/tournament/Entrant.h"
#include "core/tournament/TournamentGame.h"
#include "core/tournament/TournamentRules.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace dugout {

// An open tournament (swiss rounds): its entrants, its rules, and every game of every round
// paired so far. Standings are never stored: TournamentStandings computes them from the games.
struct Tournament
{
    qint64 id = 0;
    QString name;
    QString organiser;
    QString venue;
    QDate startDate;
    TournamentRules rules;
    QList<Entrant> entrants;
    QList<TournamentGame> games;

    // The last round paired (0 before the first).
    int roundsPaired() const;
    QList<TournamentGame> gamesOfRound(int round) const;
    const Entrant *entrant(qint64 entrantId) const;
    // The game at `table` of `round`, or nullptr.
    const TournamentGame *game(int round, int table) const;
    TournamentGame *game(int round, int table);
};

} // namespace dugout
