#include "Transaction.h"

#include "SqliteCodes.h"

#include <QSqlError>
#include <QSqlQuery>

namespace dugout {

Transaction::Transaction(QSqlDatabase db, QString *error) : m_db(std::move(db)), m_error(error)
{
    // BEGIN IMMEDIATE takes the write lock at once, waiting up to the busy timeout while
    // another program writes. A deferred transaction that reads and then writes cannot wait:
    // SQLite answers "database is locked" at once when it finds another writer there.
    QSqlQuery begin(m_db);
    m_open = begin.exec(QStringLiteral("BEGIN IMMEDIATE"));
    if (!m_open && sqlite::primaryCode(begin.lastError()) == sqlite::ReadOnly) {
        // A read-only database takes no write lock: begin anyway, and the store's first write
        // says what could not be saved and why.
        m_open = m_db.transaction();
    }
    if (m_open || !m_error)
        return;
    const int code = sqlite::primaryCode(begin.lastError());
    *m_error = code == sqlite::Busy || code == sqlite::Locked
        ? tr("The database is locked by another program; close it and try again.")
        : tr("The database could not begin the change: %1").arg(begin.lastError().text());
}

Transaction::~Transaction()
{
    if (m_open)
        m_db.rollback();
}

bool Transaction::commit()
{
    if (!m_open)
        return false;
    if (!m_db.commit()) {
        if (m_error)
            *m_error = tr("The database could not save the change: %1").arg(m_db.lastError().text());
        return false;  // the destructor rolls back
    }
    m_open = false;
    return true;
}

bool Transaction::fail(QString *error, const QSqlQuery &query)
{
    const QSqlError sqlError = query.lastError();
    const QString why = sqlError.databaseText().isEmpty() ? sqlError.text() : sqlError.databaseText();
    return fail(error, tr("The database refused the change: %1").arg(why));
}

bool Transaction::fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace dugout
