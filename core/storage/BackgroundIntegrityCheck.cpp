#include "BackgroundIntegrityCheck.h"

#include "IntegrityCheck.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QThread>

#include <memory>

using namespace Qt::StringLiterals;

namespace dugout {

BackgroundIntegrityCheck::BackgroundIntegrityCheck(QObject *parent) : QObject(parent) {}

BackgroundIntegrityCheck::~BackgroundIntegrityCheck()
{
    // The owner is going away: nobody is left to hear the result.
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void BackgroundIntegrityCheck::start(const QString &path)
{
    wait();
    auto result = std::make_shared<QStringList>();
    m_thread = QThread::create([path, result] { *result = checkFile(path); });
    connect(m_thread, &QThread::finished, this, [this, path, result] {
        m_thread->deleteLater();
        m_thread = nullptr;
        Q_EMIT finished(path, *result);
    });
    m_thread->start(QThread::LowPriority);
}

bool BackgroundIntegrityCheck::isRunning() const
{
    return m_thread != nullptr;
}

void BackgroundIntegrityCheck::wait()
{
    if (!m_thread)
        return;
    m_thread->wait();
    // The result waits in this thread's queue: deliver it now, so it is never lost.
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

QStringList BackgroundIntegrityCheck::checkFile(const QString &path)
{
    static QAtomicInt counter;
    const QString name = u"dugout-background-check-%1"_s.arg(counter.fetchAndAddRelaxed(1));
    QStringList problems;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"_s);
        if (db.open())
            problems = IntegrityCheck::problems(db);
        else
            problems << db.lastError().text();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return problems;
}

} // namespace dugout
