#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

class QSqlQuery;

namespace dugout {

// One write transaction for the length of a scope: rolled back unless commit() succeeds, so
// every early return of a store leaves the database exactly as it was. It takes the write lock
// when it begins (BEGIN IMMEDIATE), so two programs writing to one database wait for each
// other instead of failing.
class Transaction
{
    Q_DECLARE_TR_FUNCTIONS(Transaction)

public:
    // Begins; on failure isOpen() is false and `error` says why.
    Transaction(QSqlDatabase db, QString *error);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool isOpen() const { return m_open; }
    bool commit();

    // Puts the database's own message about `query` into `error`; always false, so a store
    // can `return Transaction::fail(error, query);`.
    static bool fail(QString *error, const QSqlQuery &query);
    // The same with a message of the store's own (already translated).
    static bool fail(QString *error, const QString &message);

private:
    QSqlDatabase m_db;
    QString *m_error;
    bool m_open = false;
};

} // namespace dugout
