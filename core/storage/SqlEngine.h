#pragma once

#include <QSqlDatabase>
#include <QSqlError>

namespace dugout::engine {

// Which engine a connection talks to: the embedded SQLite file or a PostgreSQL league server
// (issue 21). Only core/storage asks, for the few statements the two dialects say differently.
inline bool isServer(const QSqlDatabase &db)
{
    return db.driverName() == QStringLiteral("QPSQL");
}

// PostgreSQL's SQLSTATE codes Dugout reacts to.
namespace sqlstate {
inline const QString SerializationFailure = QStringLiteral("40001");
inline const QString DeadlockDetected = QStringLiteral("40P01");
inline const QString LockNotAvailable = QStringLiteral("55P03");
inline const QString InsufficientPrivilege = QStringLiteral("42501");
inline const QString CheckViolation = QStringLiteral("23514");
inline const QString RaiseException = QStringLiteral("P0001");
} // namespace sqlstate

// True when the server refused because another client's change crossed this one: a
// serialization failure, a deadlock or a lock that could not be taken in time.
inline bool isServerConflict(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    return code == sqlstate::SerializationFailure || code == sqlstate::DeadlockDetected ||
           code == sqlstate::LockNotAvailable;
}

} // namespace dugout::engine
