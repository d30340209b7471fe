#pragma once

#include "DatabaseError.h"

#include <QCoreApplication>
#include <QString>

namespace dugout {

struct DatabaseOpenOptions;

// What can be said of a database path before SQLite touches it: whether it is a regular file
// (a named pipe would block the open for ever, a device is never a league), whether it is empty
// (a 0-byte file is not a database, and turning it into one silently could hide a lost file),
// whether it is an SQLite file at all, and whether it can be written.
class DatabaseFileCheck
{
    Q_DECLARE_TR_FUNCTIONS(DatabaseFileCheck)

public:
    static DatabaseError check(const QString &path, const DatabaseOpenOptions &options);
};

} // namespace dugout
