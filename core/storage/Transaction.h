#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

#include <functional>

class QSqlQuery;

namespace dugout {

// One write transaction for the length of a scope: rolled back unless commit() succeeds, so
// every early return of a store leaves the database exactly as it was. It takes the write lock
// when it begins (BEGIN IMMEDIATE), so two programs writing to one database wait for each
// other instead of failing.
//
// Transactions nest: a Transaction opened while another is open on the same connection is a
// savepoint of it. Its commit() only keeps its work inside the outer one, and its rollback
// undoes only its own work. Nothing reaches the disk before the outermost commit(), so a
// command that opens one Transaction around many store calls is all or nothing, whatever
// kills it or fills the disk on the way (issue 13).
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
    // True for the outermost transaction of its connection: its commit() is the one that writes.
    bool isOutermost() const { return m_depth == 1; }
    bool commit();

    // Told each time another program has held the write lock for a whole busy timeout and the
    // transaction tries again (attempt 1, 2, …), so the window and the command line can say
    // that Dugout is waiting rather than look frozen. Set once by the application.
    using WaitReporter = std::function<void(int attempt)>;
    static void setWaitReporter(WaitReporter reporter);
    // How many more busy timeouts a transaction waits through before it gives up.
    static constexpr int BusyRetries = 5;

    // How many Transactions are open on `db`'s connection now (0: none).
    static int depth(const QSqlDatabase &db);

    // Puts the database's own message about `query` into `error`; always false, so a store
    // can `return Transaction::fail(error, query);`.
    static bool fail(QString *error, const QSqlQuery &query);
    // The same with a message of the store's own (already translated).
    static bool fail(QString *error, const QString &message);

private:
    void beginOutermost();
    void beginSavepoint();
    void rollback();
    void close();

    QSqlDatabase m_db;
    QString *m_error;
    int m_depth = 0; // 1 for the outermost transaction, 2 and more for savepoints inside it
    bool m_open = false;
};

} // namespace dugout
