#pragma once

#include <QDateTime>
#include <QString>

namespace dugout {

// A copy of a database that Dugout can offer when the database itself is damaged.
struct GoodBackup
{
    QString path;
    QDateTime written;

    bool isValid() const { return !path.isEmpty(); }
};

// Finds the newest backup copy beside a database that is whole: a file in the same folder whose
// name starts with the database's name and says "backup" (the copies written before a schema
// update, and the ones people name that way with `db backup`), that SQLite reads as a Dugout
// database and whose integrity check passes. Copies are only read, never changed.
class BackupFinder
{
public:
    static GoodBackup lastGoodBackup(const QString &databasePath);
    // Whether `path` is a Dugout database that SQLite reads whole (opened read-only).
    static bool isWholeDugoutDatabase(const QString &path);
};

} // namespace dugout
