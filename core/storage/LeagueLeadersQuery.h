#pragma once

#include "core/league/Leaders.h"

#include <optional>

namespace dugout {

class Database;

// The league's leaders for one statistic, read by one aggregate query instead of loading every
// team whole: a league of hundreds of teams answers in milliseconds. The same answer as
// Leaders::leaders over the league's teams in their league order (tested side by side).
class LeagueLeadersQuery
{
    Q_DECLARE_TR_FUNCTIONS(LeagueLeadersQuery)

public:
    // nullopt with `error` set when the database could not be read.
    static std::optional<QList<LeaderEntry>> leaders(const Database &database, qint64 leagueId,
                                                     LeaderStat stat, int limit, QString *error);
};

} // namespace dugout
