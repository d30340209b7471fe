#pragma once

#include "core/league/League.h"
#include "core/spreadsheet/Sheet.h"

#include <QCoreApplication>

#include <optional>

namespace dugout {

class Database;

// A season's standings and the league's leaders as sheets for a spreadsheet (issue 22.4), the
// same for `dugout league standings --xlsx` and the Standings tab's Export…:
// - "Standings": a line per team and division, the columns of `league standings --csv`
//   (division, rank, team id and name, played, won, drawn, lost, touchdowns and casualties for,
//   against and their difference, points), ranked by core's Standings with the league's
//   tie-breakers;
// - "Leaders": for each statistic of the Statistics tab (touchdowns, casualties, completions,
//   interceptions, SPP) its ten leaders among the league's players, tied players sharing a rank.
class StandingsWorkbook
{
    Q_DECLARE_TR_FUNCTIONS(StandingsWorkbook)

public:
    static constexpr int LeadersPerStatistic = 10;

    // nullopt with `error` when the database could not be read.
    static std::optional<QList<Sheet>> sheets(Database &database, const League &league,
                                              const Season &season, QString *error);
    // The "Leaders" sheet alone (career totals: no season needed), for `league leaders`.
    static std::optional<Sheet> leaders(Database &database, const League &league, QString *error);
    // A sheet as CSV text (RFC 4180, the keys as header), as `league standings --csv` prints.
    static QString csv(const Sheet &sheet);
};

} // namespace dugout
