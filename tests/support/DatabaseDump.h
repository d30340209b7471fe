#pragma once

#include "core/storage/Database.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

namespace dugout::test {

// Every row of every table, to prove a refused change wrote nothing (or an undo undid all).
inline QStringList databaseDump(const Database &database)
{
    using namespace Qt::StringLiterals;
    QStringList rows;
    for (const auto &[table, count] : database.tableRowCounts()) {
        QSqlQuery query(database.connection());
        // A server's rows have no rowid: they are sorted by their whole text instead.
        const QString order = database.isServer() ? u"dumped::text"_s : u"rowid"_s;
        if (!query.exec(u"SELECT * FROM %1 AS dumped ORDER BY %2"_s.arg(table, order)))
            qFatal("cannot dump %s: %s", qPrintable(table), qPrintable(query.lastError().text()));
        while (query.next()) {
            QStringList row{table};
            for (int i = 0; i < query.record().count(); ++i) {
                // A team's row version counts its writes: an undo writes, yet leaves the team
                // as it was, which is what a dump compares.
                if (table == u"team"_s && query.record().fieldName(i) == u"version"_s)
                    continue;
                row << query.value(i).toString();
            }
            rows << row.join(u'|');
        }
    }
    return rows;
}

} // namespace dugout::test
