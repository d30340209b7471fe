#pragma once

#include "core/tournament/Tournament.h"

#include <QByteArray>

namespace dugout {

// A tournament's standings and a round's pairings as CSV (RFC 4180, UTF-8, a header line of
// fixed English keys, so a spreadsheet or a script reads them whatever the interface
// language). `dugout tournament standings --csv`, `pairings --csv` and the Tournaments area's
// exports all write through here.
class TournamentCsv
{
public:
    // rank, entrant_id, coach, naf, race, points, played, won, drawn, lost, byes, td_for,
    // td_against, cas_for, cas_against, opponents_score, active
    static QByteArray standings(const Tournament &tournament);
    // A team tournament's squads: rank, team, points, team_points, coach_points, played, won,
    // drawn, lost, byes, coach_won, coach_drawn, coach_lost, td_for, td_against, cas_for,
    // cas_against, opponents_score, coaches (their names, separated by "; ")
    static QByteArray teamStandings(const Tournament &tournament);
    // round, table, home_id, home_coach, home_naf, home_race, away_id, away_coach, away_naf,
    // away_race, played, home_td, away_td, home_cas, away_cas (a bye: away fields empty); a team
    // tournament adds home_team, away_team
    static QByteArray pairings(const Tournament &tournament, int round);
    // A field, quoted when it holds a separator, a quote or a line break.
    static QString field(const QString &text);
};

} // namespace dugout
