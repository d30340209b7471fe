#include "MatchRelay.h"

#include "MatchDeliveryWorker.h"
#include "MatchSession.h"
#include "core/log/Logging.h"
#include "core/storage/Database.h"
#include "core/storage/MatchOutbox.h"

namespace dugout {

MatchRelay::MatchRelay(QString serverAddress, QString localPath, QObject *parent)
    : QObject(parent), m_address(std::move(serverAddress)),
      m_localPath(localPath.isEmpty() ? MatchOutbox::localFileFor(m_address) : std::move(localPath))
{
    m_retry.setInterval(5000);
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &MatchRelay::sendLater);
}

MatchRelay::~MatchRelay()
{
    m_thread.quit();
    m_thread.wait();
}

bool MatchRelay::open(QString *error)
{
    DatabaseError opened;
    m_local = Database::open(m_localPath, &opened);
    if (!m_local) {
        if (error)
            *error = opened.message;
        return false;
    }
    m_outbox = std::make_unique<MatchOutbox>(*m_local);
    m_worker = new MatchDeliveryWorker(m_address, m_local->path());
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(this, &MatchRelay::deliveryRequested, m_worker, &MatchDeliveryWorker::deliver);
    connect(m_worker, &MatchDeliveryWorker::delivered, this, &MatchRelay::finished);
    m_thread.setObjectName(QStringLiteral("match delivery"));
    m_thread.start();
    return true;
}

void MatchRelay::follow(MatchSession *session)
{
    // While a try is planned (the server did not answer), changes wait for it rather than
    // each trying again.
    connect(session, &MatchSession::changed, this, [this] {
        if (m_retry.isActive())
            Q_EMIT deliveryChanged(); // one more change waits
        else
            sendLater();
    });
}

void MatchRelay::sendLater()
{
    if (!m_worker)
        return;
    m_retry.stop();
    if (m_sending) {
        m_again = true;
        return;
    }
    m_sending = true;
    Q_EMIT deliveryRequested();
}

void MatchRelay::finished(bool ok, const QString &error)
{
    m_sending = false;
    m_lastError = ok ? QString() : error;
    if (!ok)
        qCInfo(lcStorage) << "tracked match changes wait for the server:" << error;
    if (m_again) {
        m_again = false;
        sendLater();
    } else if (!ok) {
        m_retry.start();
    }
    Q_EMIT deliveryChanged();
}

bool MatchRelay::sendNow()
{
    if (!m_outbox)
        return false;
    if (m_outbox->pending() == 0) {
        m_lastError.clear();
        Q_EMIT deliveryChanged();
        return true;
    }
    if (!m_server) {
        DatabaseError error;
        DatabaseOpenOptions options;
        options.createIfMissing = false;
        m_server = Database::open(m_address, &error, options);
        if (!m_server)
            m_lastError = error.message;
    }
    bool delivered = false;
    if (m_server) {
        const MatchOutbox::Delivery delivery = m_outbox->deliver(*m_server);
        delivered = delivery.ok;
        m_lastError = delivered ? QString() : delivery.error;
        if (!delivered)
            m_server.reset();
    }
    if (!delivered && !m_retry.isActive() && !m_sending)
        m_retry.start();
    Q_EMIT deliveryChanged();
    return delivered;
}

int MatchRelay::pending() const
{
    return m_outbox ? m_outbox->pending() : 0;
}

qint64 MatchRelay::localMatchId(qint64 serverId) const
{
    return m_outbox ? m_outbox->localMatchId(serverId) : 0;
}

qint64 MatchRelay::serverMatchId(qint64 localId) const
{
    return m_outbox ? m_outbox->serverMatchId(localId) : 0;
}

} // namespace dugout
