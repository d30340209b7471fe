#include "IntegrityCheck.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

QStringList IntegrityCheck::problems(const QSqlDatabase &connection, int limit)
{
    QSqlQuery query(connection);
    if (!query.exec(u"PRAGMA integrity_check(%1)"_s.arg(limit))) {
        const QSqlError error = query.lastError();
        return {error.databaseText().isEmpty() ? error.text() : error.databaseText()};
    }
    QStringList found;
    while (query.next()) {
        const QString line = query.value(0).toString();
        if (line != u"ok"_s)
            found << line;
    }
    if (query.lastError().isValid())
        found << query.lastError().databaseText();
    return found;
}

} // namespace dugout
