#pragma once

#include "core/team/RuleCheck.h"

#include <QCoreApplication>
#include <QString>

namespace dugout {

// What the person logged in may change (issue 21). On a file, everything. On a league server
// the server itself enforces it (roles and row-level security, ServerRoles); this is only so
// the window can say so before a change is refused rather than after.
struct ServerAccess
{
    Q_DECLARE_TR_FUNCTIONS(ServerAccess)

public:
    enum class Role {
        Everything,   // an SQLite file: whoever can write the file may change anything
        Commissioner, // owns the league's tables: options, seasons, schedules, results
        Coach,        // changes their own teams only; reads the rest
        Reader,       // logged in, but neither: reads only
    };

    Role role = Role::Everything;
    QString user;       // the server role logged in (empty for a file)
    qint64 coachId = 0; // for Role::Coach: the coach row whose teams they may change
    QString coachName;

    bool mayRunLeague() const { return role == Role::Everything || role == Role::Commissioner; }
    // The same with the reason a refused login reads beside what it may not do.
    RuleCheck runLeague() const;
    // Whether the team `teamName` of coach `teamCoachName` may be changed, and why not.
    RuleCheck changeTeam(const QString &teamCoachName, const QString &teamName) const;
    // Whether a team of `teamCoachName` (its coach as the team names it) may be changed.
    bool mayChangeTeamOf(const QString &teamCoachName) const;
    // One line for the window: who is logged in and what they may do.
    QString describe() const;
};

} // namespace dugout
