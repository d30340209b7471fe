#pragma once

#include <QSqlDatabase>
#include <QStringList>

namespace dugout {

// SQLite's full integrity check (PRAGMA integrity_check): pages, free list, and every index
// against its table. quick_check skips the indexes, and a damaged index is exactly what lets
// a write land on the wrong row, so Dugout always asks for the full check.
class IntegrityCheck
{
public:
    // What SQLite found wrong, at most `limit` lines; empty when the database is whole.
    // A database too damaged to be read at all reports SQLite's own error as the one line.
    static QStringList problems(const QSqlDatabase &connection, int limit = 10);
};

} // namespace dugout
