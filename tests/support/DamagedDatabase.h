#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

namespace dugout::test {

// Damages a database the way a failing disk or a program writing into the file does: an index
// loses its entries while the table keeps its rows, so SQLite still opens the file and answers
// simple queries, and only its integrity check ("row … missing from index") finds the damage.
// Two indexes on `table` trade their b-trees: the one meant to hold every row gets the empty
// one of an index that holds none. Needs at least one row in `table`. The indexes may be added
// beforehand (addIndexesToDamage) so that the damage itself changes no file size. Returns
// SQLite's message when it could not, empty on success.
inline QString runOn(const QString &path, const QStringList &statements)
{
    using namespace Qt::StringLiterals;
    QString failure;
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"damage"_s);
        raw.setDatabaseName(path);
        if (!raw.open())
            return raw.lastError().text();
        QSqlQuery query(raw);
        for (const QString &statement : statements) {
            if (!query.exec(statement)) {
                failure = query.lastError().text();
                break;
            }
        }
        raw.close();
    }
    QSqlDatabase::removeDatabase(u"damage"_s);
    return failure;
}

inline QString addIndexesToDamage(const QString &path, const QString &table, const QString &column)
{
    using namespace Qt::StringLiterals;
    return runOn(
        path, {u"CREATE INDEX IF NOT EXISTS test_every_row ON %1(%2)"_s.arg(table, column),
               u"CREATE INDEX IF NOT EXISTS test_no_row ON %1(%2) WHERE 0"_s.arg(table, column)});
}

inline QString damageAnIndex(const QString &path, const QString &table, const QString &column)
{
    using namespace Qt::StringLiterals;
    if (const QString failure = addIndexesToDamage(path, table, column); !failure.isEmpty())
        return failure;
    // Both roots are read first: an UPDATE reading them row by row would see its own change.
    return runOn(path, {u"CREATE TEMP TABLE roots AS SELECT name, rootpage FROM sqlite_master "
                        "WHERE name IN ('test_every_row', 'test_no_row')"_s,
                        u"PRAGMA writable_schema = ON"_s,
                        u"UPDATE sqlite_master SET rootpage = (SELECT rootpage FROM roots WHERE "
                        u"roots.name <> sqlite_master.name) "
                        "WHERE name IN ('test_every_row', 'test_no_row')"_s,
                        u"PRAGMA writable_schema = OFF"_s});
}

} // namespace dugout::test
