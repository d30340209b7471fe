#pragma once

#include <QDateTime>
#include <QtGlobal>

namespace dugout {

// One table of one round: two entrants, or one entrant and the bye (awayId 0). The result is
// entered after the game and may be corrected; standings are always computed from the games.
struct TournamentGame
{
    int round = 1;
    int table = 1;
    qint64 homeId = 0;
    qint64 awayId = 0; // 0: a bye
    bool played = false;
    int homeTouchdowns = 0;
    int awayTouchdowns = 0;
    int homeCasualties = 0;
    int awayCasualties = 0;
    // In a knockout, who went through a level game (the sudden death the organiser saw); 0
    // otherwise.
    qint64 wentThroughId = 0;
    QDateTime startsAt; // local time the round began (the NAF report's game time)

    bool isBye() const { return awayId == 0; }
    // The entrant who won (or went through), 0 for a game not yet played or level without one.
    qint64 winnerId() const
    {
        if (!played || isBye())
            return played ? homeId : 0;
        if (homeTouchdowns != awayTouchdowns)
            return homeTouchdowns > awayTouchdowns ? homeId : awayId;
        return wentThroughId;
    }
    bool involves(qint64 entrantId) const { return homeId == entrantId || awayId == entrantId; }
};

} // namespace dugout
