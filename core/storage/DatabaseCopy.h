#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

namespace dugout {

class Database;

// Moves a whole league from one database to another, whatever their engines: an SQLite file to
// a PostgreSQL league server and back (issue 21, point 5). Both databases are open and at the
// same schema (Database::open migrated them). The target must hold nothing yet: the copy is
// one transaction on it, which also checks that every table reads back exactly as the source
// holds it before committing, so a refused or interrupted copy leaves the target as it was.
//
// The rows keep their ids, so every reference between tables stays true. Tables are filled in
// the order their foreign keys need; where two tables point at each other (a fixture names its
// match, a match its fixture) the column that closes the circle is filled after both. Each
// database's own identity (dugout_info: its creation time, schema version, commissioner) stays.
class DatabaseCopy
{
    Q_DECLARE_TR_FUNCTIONS(DatabaseCopy)

public:
    struct Result
    {
        bool ok = false;
        QString error;                        // translated, when !ok
        QList<QPair<QString, qint64>> tables; // rows copied per table, by table name
    };

    static Result copy(const Database &source, Database &target);

    // The tables a copy carries (every table but dugout_info), sorted by name.
    static QStringList copiedTables(const Database &database);
};

} // namespace dugout
