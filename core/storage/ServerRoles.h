#pragma once

#include "ServerAccess.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace dugout {

class Database;

// The league server's roles (issue 21), enforced by PostgreSQL itself so that a coach
// connecting with psql can do no more than in Dugout:
// - the commissioner is the role that owns the league's tables (the one that ran `dugout
//   server init` on the empty database); as owner, row-level security does not restrain it;
// - each coach is a login role, member of the league's coaches group, named in the coach
//   table's `role` column. The group may read every table and write only teams, players,
//   gained skills and ledger entries, and tracked matches; row-level security (migration 8)
//   lets a coach's writes reach only the rows of teams whose coach row is theirs;
// - nobody else may connect to the league's database.
class ServerRoles
{
    Q_DECLARE_TR_FUNCTIONS(ServerRoles)

public:
    // The group role of the league's coaches: "<database>_coaches".
    static QString coachesGroup(const Database &database);

    // Creates the coaches group and its rights, and shuts everyone else out. Run by the
    // commissioner (the owner of the tables), on a server only; safe to run again.
    static bool init(Database &database, QString *error);
    // A login role NAME in the coaches group, and the coach row NAME whose teams it may
    // change. Returns the new role's password (random, shown once), or nothing with the
    // reason in `error`.
    static std::optional<QString> addCoach(Database &database, const QString &name, QString *error);
    // What the person logged in may change.
    static ServerAccess access(const Database &database, QString *error = nullptr);

    // Words a person can act on for the server's refusal of a change (a missing right or a
    // row-level security policy), or empty when `databaseText` is not one.
    static QString refusal(const QString &nativeCode);
};

} // namespace dugout
