#pragma once

#include <QSqlQuery>
#include <QVariant>

namespace dugout {

// The id of the row that `INSERT … RETURNING id` just made, or 0 when none came back. Both
// engines say RETURNING; QSqlQuery::lastInsertId() knows nothing of a league server's
// identity columns (issue 21). The statement is finished so that it holds nothing open.
inline qint64 insertedId(QSqlQuery &query)
{
    const qint64 id = query.next() ? query.value(0).toLongLong() : 0;
    query.finish();
    return id;
}

} // namespace dugout
