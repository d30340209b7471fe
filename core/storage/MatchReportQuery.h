#pragma once

#include "core/league/LeagueOptions.h"
#include "core/league/MatchReport.h"

#include <QCoreApplication>
#include <QHash>

#include <optional>

namespace dugout {

class Database;
class Ruleset;

// Reads what the report of a confirmed match needs (MatchReport) in one go, and the opponent
// of each match a team played, for its ledger. Reads only; an unreadable row is an error with
// the database's reason, never a report with parts silently missing.
class MatchReportQuery
{
    Q_DECLARE_TR_FUNCTIONS(MatchReportQuery)

public:
    MatchReportQuery(Database &database, const Ruleset &rules)
        : m_database(database), m_rules(rules)
    {
    }

    std::optional<MatchReport> load(qint64 matchId, QString *error = nullptr) const;
    // The opponent's name (as it is now) of every confirmed match of the team, by match id.
    QHash<qint64, QString> opponents(qint64 teamId, QString *error = nullptr) const;

private:
    // The post-match sequence again over the stored dice: the money and fans of each team.
    void replay(MatchReport &report, const LeagueOptions &options) const;
    bool readTrackedEvents(MatchReport &report, QString *error) const;

    Database &m_database;
    const Ruleset &m_rules;
};

} // namespace dugout
