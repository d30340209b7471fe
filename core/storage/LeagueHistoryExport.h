#pragma once

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace dugout {

class Database;

// A league's whole history as one JSON document for other programs (issue 22.4),
// `dugout league export LEAGUE_ID`: the league and its options, its teams, every season with
// its divisions, entries, fixtures and final standings (the league's points and tie-breakers),
// and every confirmed match with its score, casualties, concession, the full record (every
// player's SPP events and every die, MatchRecordJson) and the post-match log. Read in one go;
// nothing is written.
class LeagueHistoryExport
{
    Q_DECLARE_TR_FUNCTIONS(LeagueHistoryExport)

public:
    static constexpr int FormatVersion = 1;

    // nullopt with the reason (no such league, a read that failed).
    static std::optional<QJsonObject> toJson(Database &database, qint64 leagueId,
                                             QString *error = nullptr);
};

} // namespace dugout
