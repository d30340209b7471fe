#pragma once

#include "core/storage/Database.h"

#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

namespace dugout::test {

// Every row of every table, to prove a refused change wrote nothing.
inline QStringList databaseDump(const Database &database)
{
    using namespace Qt::StringLiterals;
    QStringList rows;
    for (const auto &[table, count] : database.tableRowCounts()) {
        QSqlQuery query(database.connection());
        query.exec(u"SELECT * FROM "_s + table + u" ORDER BY rowid"_s);
        while (query.next()) {
            QStringList row{table};
            for (int i = 0; i < query.record().count(); ++i)
                row << query.value(i).toString();
            rows << row.join(u'|');
        }
    }
    return rows;
}

} // namespace dugout::test
