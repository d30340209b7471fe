#include "Transaction.h"

#include "ServerRoles.h"
#include "SqlEngine.h"
#include "SqliteCodes.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The nesting state lives on the connection's driver, so every QSqlDatabase copy of one
// connection shares it and a new connection, even under the same name, starts afresh.
constexpr const char *DepthProperty = "dugoutTransactionDepth";
// Set when SQLite ended the whole transaction behind our back: after a full disk, an I/O
// error or running out of memory it rolls everything back itself, and a savepoint begun
// after that would start a new transaction of its own, committing half of the work.
constexpr const char *LostProperty = "dugoutTransactionLost";

QString savepointName(int depth)
{
    return u"dugout_s%1"_s.arg(depth);
}

// SQLite's own words for an error, or words a user can act on where SQLite's are obscure.
QString reason(const QSqlError &error)
{
    if (sqlite::primaryCode(error) == sqlite::Full)
        return Transaction::tr("the disk is full");
    // A league server's refusal of a right (issue 21) in words, not its SQL.
    if (const QString refused = ServerRoles::refusal(error.nativeErrorCode()); !refused.isEmpty())
        return refused;
    return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

Transaction::WaitReporter &waitReporter()
{
    static Transaction::WaitReporter reporter;
    return reporter;
}

bool isBusy(const QSqlError &error)
{
    if (engine::isServerConflict(error))
        return true;
    const int code = sqlite::primaryCode(error);
    return code == sqlite::Busy || code == sqlite::Locked;
}

} // namespace

void Transaction::setWaitReporter(WaitReporter reporter)
{
    waitReporter() = std::move(reporter);
}

Transaction::Transaction(QSqlDatabase db, QString *error) : m_db(std::move(db)), m_error(error)
{
    if (depth(m_db) > 0)
        beginSavepoint();
    else
        beginOutermost();
    if (m_open)
        m_db.driver()->setProperty(DepthProperty, m_depth);
}

void Transaction::beginOutermost()
{
    m_depth = 1;
    // BEGIN IMMEDIATE takes the write lock at once, waiting up to the busy timeout while
    // another program writes. A deferred transaction that reads and then writes cannot wait:
    // SQLite answers "database is locked" at once when it finds another writer there.
    QSqlQuery begin(m_db);
    // A league server has no database-wide write lock: its rows lock as they are written,
    // and a change that crosses another client's is refused (and its reason shown).
    if (engine::isServer(m_db)) {
        m_open = begin.exec(u"BEGIN"_s);
        if (m_open) {
            m_db.driver()->setProperty(LostProperty, false);
        } else if (m_error) {
            *m_error = tr("The league server could not begin the change: %1")
                           .arg(begin.lastError().text());
        }
        return;
    }
    m_open = begin.exec(u"BEGIN IMMEDIATE"_s);
    // A long write of another program (a big backup, a migration) may outlast one busy
    // timeout: wait again, saying so, rather than lose the user's change.
    for (int attempt = 1; !m_open && isBusy(begin.lastError()) && attempt <= BusyRetries;
         ++attempt) {
        // Only the application's own thread reports: the window's status line is not for a
        // background sender (MatchRelay's) to paint.
        if (waitReporter() && QCoreApplication::instance() &&
            QThread::currentThread() == QCoreApplication::instance()->thread())
            waitReporter()(attempt);
        m_open = begin.exec(u"BEGIN IMMEDIATE"_s);
    }
    if (!m_open && sqlite::primaryCode(begin.lastError()) == sqlite::ReadOnly) {
        // A read-only database takes no write lock: begin anyway, and the store's first write
        // says what could not be saved and why.
        m_open = m_db.transaction();
    }
    if (m_open) {
        m_db.driver()->setProperty(LostProperty, false);
        return;
    }
    if (!m_error)
        return;
    *m_error =
        isBusy(begin.lastError())
            ? tr("The database is locked by another program; close it and try again.")
            : tr("The database could not begin the change: %1").arg(begin.lastError().text());
}

void Transaction::beginSavepoint()
{
    m_depth = depth(m_db) + 1;
    if (m_db.driver()->property(LostProperty).toBool()) {
        fail(m_error, tr("The database could not begin the change: an earlier step of it failed, "
                         "and all of it was undone."));
        return;
    }
    QSqlQuery savepoint(m_db);
    m_open = savepoint.exec(u"SAVEPOINT "_s + savepointName(m_depth));
    if (!m_open && m_error)
        *m_error =
            tr("The database could not begin the change: %1").arg(savepoint.lastError().text());
}

Transaction::~Transaction()
{
    if (m_open)
        rollback();
}

void Transaction::rollback()
{
    if (isOutermost()) {
        m_db.rollback(); // fails harmlessly when SQLite already rolled back by itself
    } else {
        // ROLLBACK TO undoes the savepoint's work but keeps it open; RELEASE then closes it.
        QSqlQuery query(m_db);
        const QString name = savepointName(m_depth);
        if (!query.exec(u"ROLLBACK TO "_s + name) || !query.exec(u"RELEASE "_s + name))
            m_db.driver()->setProperty(LostProperty, true);
    }
    close();
}

bool Transaction::commit()
{
    if (!m_open)
        return false;
    if (!isOutermost()) {
        // RELEASE of an inner savepoint writes nothing; it fails only when the savepoint is
        // gone, that is when SQLite rolled the whole transaction back.
        QSqlQuery release(m_db);
        if (!release.exec(u"RELEASE "_s + savepointName(m_depth))) {
            m_db.driver()->setProperty(LostProperty, true);
            if (m_error)
                *m_error = tr("The database could not save the change: %1")
                               .arg(release.lastError().text());
            return false; // the destructor rolls back
        }
        close();
        return true;
    }
    if (m_db.driver()->property(LostProperty).toBool()) {
        fail(m_error, tr("The database could not save the change: an earlier step of it failed, "
                         "and all of it was undone."));
        return false;
    }
    // COMMIT by hand rather than QSqlDatabase::commit(), whose error has lost SQLite's code
    // (so a full disk could not be told from any other failure).
    QSqlQuery commit(m_db);
    if (!commit.exec(u"COMMIT"_s)) {
        if (m_error)
            *m_error =
                tr("The database could not save the change: %1").arg(reason(commit.lastError()));
        return false; // the destructor rolls back
    }
    close();
    return true;
}

void Transaction::close()
{
    // Transactions end in the reverse order they began, as scopes do.
    Q_ASSERT(depth(m_db) == m_depth);
    m_open = false;
    m_db.driver()->setProperty(DepthProperty, m_depth - 1);
    if (isOutermost())
        m_db.driver()->setProperty(LostProperty, false);
}

int Transaction::depth(const QSqlDatabase &db)
{
    const QSqlDriver *driver = db.driver();
    return driver ? driver->property(DepthProperty).toInt() : 0;
}

bool Transaction::fail(QString *error, const QSqlQuery &query)
{
    return fail(error, tr("The database refused the change: %1").arg(reason(query.lastError())));
}

bool Transaction::fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace dugout
