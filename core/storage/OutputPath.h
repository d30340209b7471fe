#pragma once

#include "core/team/RuleCheck.h"

#include <QCoreApplication>
#include <QString>

namespace dugout {

// Where a file Dugout writes (a team sheet, a match export, a backup) may go: never onto the
// open database or one of the side files SQLite keeps beside it (-wal, -shm, -journal), which
// would destroy the league or be deleted at the next open; never over another SQLite database
// (a command cannot ask first). Paths are compared once links are resolved.
class OutputPath
{
    Q_DECLARE_TR_FUNCTIONS(OutputPath)

public:
    static RuleCheck check(const QString &target, const QString &databasePath);
    // Only the first part: not the open database nor one of its side files.
    static RuleCheck outsideDatabase(const QString &target, const QString &databasePath);
    // Whether `target` (links resolved) is an existing SQLite database file.
    static bool isSqliteDatabase(const QString &target);
};

} // namespace dugout
