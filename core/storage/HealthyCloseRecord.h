#pragma once

#include <QString>

namespace dugout {

// Remembers, outside the database, the size and modification time each database file had when
// Dugout last closed it whole (checked, and with no other program still using it). When a file
// is opened unchanged since, the full integrity check can be skipped: the start stays fast on
// a big healthy league. Anything else (a kill, a power cut, another program or a disk that
// changed the bytes) changes the file, and the check runs before anything is written.
// Kept in the user's cache folder: losing it only costs one check.
class HealthyCloseRecord
{
public:
    static bool matches(const QString &databasePath);
    static void remember(const QString &databasePath);
    static void forget(const QString &databasePath);
};

} // namespace dugout
