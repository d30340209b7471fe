#pragma once

#include <QString>
#include <QStringList>

namespace dugout {

// Names and clean-up of the temporary files Dugout makes beside a database while it builds a
// new one. A temporary name carries the process id, so a leftover is removed only once the
// process that made it is gone, never while another Dugout is still building it.
class LeftoverFiles
{
public:
    // ".<name>.new-<pid>" in the database's folder: hidden, and never mistaken for a league.
    static QString newDatabaseName(const QString &databasePath);
    // ".<name>.partial-<pid>" beside `target`: where a backup copy is written before it is
    // synced and renamed to `target`, so a copy under the real name is always whole.
    static QString partialName(const QString &target);
    // Removes, from the database's folder, the new databases and partial backup copies that
    // killed processes left half-made; returns the names of the files removed.
    static QStringList removeAbandoned(const QString &databasePath);
    // Removes a database file with its -wal, -shm and -journal.
    static void removeWithSideFiles(const QString &path);
    static bool isProcessRunning(qint64 pid);
};

} // namespace dugout
