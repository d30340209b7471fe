#pragma once

#include "League.h"

#include <QList>
#include <QString>

namespace dugout {

// What a team took with it when it left a league (the Teams tab's Remove), so that Edit → Undo
// can put each piece back where it was.
struct LeagueLeaving
{
    // A line-up the team was taken out of, and where it stood in it.
    struct Place
    {
        qint64 seasonId = 0;
        qsizetype position = 0;
        SeasonEntry entry;
        bool operator==(const Place &) const = default;
    };

    qint64 leagueId = 0;
    qint64 teamId = 0;
    QString teamName;
    qsizetype position = 0; // in League::teamIds
    QList<Place> places;
    QList<Fixture> fixtures; // its fixtures still to play, removed with it

    bool operator==(const LeagueLeaving &) const = default;
};

} // namespace dugout
