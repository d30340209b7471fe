#pragma once

#include <QtGlobal>

namespace dugout {

// One coach's line in the standings.
struct StandingLine
{
    qint64 entrantId = 0;
    int rank = 0; // 1 for the leader; never shared (the seeded draw settles the last tie)
    int points = 0;
    int played = 0; // games against an opponent, byes not counted
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int byes = 0;
    int touchdownsFor = 0;
    int touchdownsAgainst = 0;
    int casualtiesFor = 0;
    int casualtiesAgainst = 0;
    int opponentsScore = 0;
    int bonusPoints = 0; // counted in points: wide touchdown or casualty margins (BonusPoints)
};

} // namespace dugout
