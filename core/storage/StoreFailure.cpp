#include "StoreFailure.h"

#include "Transaction.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

namespace dugout {

namespace {

// SQLite's own words for a query that failed. A statement SQLite refused to prepare (a table
// gone, a damaged schema) reaches exec() unprepared, and Qt then reports only "Parameter count
// mismatch"; preparing it again on its connection brings back the reason ("no such table").
QString reasonOf(const QSqlQuery &query)
{
    const QSqlError error = query.lastError();
    if (!error.nativeErrorCode().isEmpty() || query.lastQuery().isEmpty())
        return error.text();
    for (const QString &name : QSqlDatabase::connectionNames()) {
        const QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.driver() != query.driver() || db.driver()->thread() != QThread::currentThread())
            continue;
        QSqlQuery probe(db);
        if (!probe.prepare(query.lastQuery()))
            return probe.lastError().text();
    }
    return error.text();
}

} // namespace

bool StoreFailure::fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool StoreFailure::readFailed(QString *error, const QSqlQuery &query)
{
    return fail(error, tr("The database could not be read: %1").arg(reasonOf(query)));
}

bool StoreFailure::writeFailed(QString *error, const QSqlQuery &query)
{
    // Transaction says "the disk is full" when it is, which SQLite words less plainly.
    return Transaction::fail(error, query);
}

} // namespace dugout
