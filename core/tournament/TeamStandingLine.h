#pragma once

#include <QList>
#include <QString>

namespace dugout {

// One squad's line in a team tournament's standings.
struct TeamStandingLine
{
    QString squad;
    QList<qint64> members; // every coach registered in it
    int rank = 0;          // never shared (the seeded draw settles the last tie)
    int points = 0;        // ranking points: team points, plus coach points when the rules add them
    int teamPoints = 0;    // from squad matches and byes (SquadSettings)
    int coachPoints = 0;   // the sum of its coaches' ranking points, byes included
    int played = 0;        // squad matches against another squad
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int byes = 0;
    int coachWins = 0;
    int coachDraws = 0;
    int coachLosses = 0;
    int touchdownsFor = 0;
    int touchdownsAgainst = 0;
    int casualtiesFor = 0;
    int casualtiesAgainst = 0;
    int opponentsScore = 0; // the ranking points of every squad met
};

} // namespace dugout
