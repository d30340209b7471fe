#include "StoreFailure.h"

#include "Transaction.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString reasonOnFreshConnection(const QSqlDatabase &db, const QString &statement, QString fallback)
{
    const QString name = db.connectionName() + u"-reason"_s;
    {
        QSqlDatabase clone = QSqlDatabase::cloneDatabase(db, name);
        if (clone.open()) {
            QSqlQuery probe(clone);
            if (!probe.prepare(statement))
                fallback = probe.lastError().text();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return fallback;
}

// SQLite's own words for a query that failed. A statement SQLite refused to prepare (a table
// gone, a damaged schema) reaches exec() unprepared, and Qt then reports only "Parameter count
// mismatch"; preparing it again on its connection brings back the reason ("no such table").
// Qt's PostgreSQL driver runs such a statement as a bare EXECUTE, whose syntax error hides the
// server's reason ("relation does not exist") the same way.
QString reasonOf(const QSqlQuery &query)
{
    const QSqlError error = query.lastError();
    const bool unprepared =
        error.nativeErrorCode().isEmpty() ||
        (error.nativeErrorCode() == u"42601"_s && error.databaseText().contains(u"EXECUTE "_s));
    if (!unprepared || query.lastQuery().isEmpty())
        return error.text();
    for (const QString &name : QSqlDatabase::connectionNames()) {
        const QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.driver() != query.driver() || db.driver()->thread() != QThread::currentThread())
            continue;
        QSqlQuery probe(db);
        if (probe.prepare(query.lastQuery()))
            continue;
        // A server's transaction that met an error refuses every statement after it: ask a
        // second, short-lived connection instead (only ever on this path of a failure).
        if (probe.lastError().nativeErrorCode() == u"25P02"_s)
            return reasonOnFreshConnection(db, query.lastQuery(), error.text());
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
