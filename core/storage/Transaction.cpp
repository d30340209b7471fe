#include "Transaction.h"

#include <QSqlError>
#include <QSqlQuery>

namespace dugout {

Transaction::Transaction(QSqlDatabase db, QString *error) : m_db(std::move(db)), m_error(error)
{
    m_open = m_db.transaction();
    if (!m_open && m_error)
        *m_error = tr("The database is busy: %1").arg(m_db.lastError().text());
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
