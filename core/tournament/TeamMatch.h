#pragma once

#include <QList>
#include <QString>

namespace dugout {

// One squad against another in one round of a team tournament: the tables where their coaches
// met, and what those games add up to. A whole squad's bye has no away squad.
struct TeamMatch
{
    int round = 1;
    QString home; // the better ranked squad when paired; its coaches play at home
    QString away; // empty: the home squad's bye
    QList<int> tables;
    bool played = false; // every table has its result
    int homeWins = 0;    // coach games won by the home squad
    int awayWins = 0;
    int draws = 0;
    int homeCoachPoints = 0; // the coaches' own ranking points earned at these tables
    int awayCoachPoints = 0;
    int homeTouchdowns = 0;
    int awayTouchdowns = 0;
    int homeCasualties = 0;
    int awayCasualties = 0;
    // Once played: 1 the home squad won, -1 the away squad won, 0 level.
    int outcome = 0;

    bool isBye() const { return away.isEmpty(); }
};

} // namespace dugout
