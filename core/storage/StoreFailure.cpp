#include "StoreFailure.h"

#include "Transaction.h"

#include <QSqlError>
#include <QSqlQuery>

namespace dugout {

bool StoreFailure::fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool StoreFailure::readFailed(QString *error, const QSqlQuery &query)
{
    return fail(error, tr("The database could not be read: %1").arg(query.lastError().text()));
}

bool StoreFailure::writeFailed(QString *error, const QSqlQuery &query)
{
    // Transaction says "the disk is full" when it is, which SQLite words less plainly.
    return Transaction::fail(error, query);
}

} // namespace dugout
