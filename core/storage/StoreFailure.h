#pragma once

#include <QCoreApplication>
#include <QString>

class QSqlQuery;

namespace dugout {

// The stores' one way to fail (issue 14.4): a function that can fail takes `QString *error`
// (may be null) and answers false, nullopt or an empty list with the reason put there, read
// or write alike, inside a transaction or not. Never an exception, never an ignored exec().
class StoreFailure
{
    Q_DECLARE_TR_FUNCTIONS(StoreFailure)

public:
    // Puts `message` (already translated) into `error`; always false, so a store can
    // `return StoreFailure::fail(error, tr("…"));`.
    static bool fail(QString *error, const QString &message);
    // A query that could not read: the database's own reason.
    static bool readFailed(QString *error, const QSqlQuery &query);
    // A statement that could not write: the database's own reason.
    static bool writeFailed(QString *error, const QSqlQuery &query);
};

} // namespace dugout
