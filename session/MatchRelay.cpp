#include "MatchRelay.h"

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
    connect(&m_retry, &QTimer::timeout, this, &MatchRelay::sendNow);
}

MatchRelay::~MatchRelay() = default;

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
    return true;
}

void MatchRelay::follow(MatchSession *session)
{
    // While a try is planned (the server did not answer), changes wait for it rather than
    // each trying again and keeping the coaches waiting for a server that is away.
    connect(session, &MatchSession::changed, this, [this] {
        if (m_retry.isActive())
            Q_EMIT deliveryChanged(); // one more change waits
        else
            sendNow();
    });
}

bool MatchRelay::sendNow()
{
    if (!m_outbox)
        return false;
    m_retry.stop();
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
        if (delivered) {
            m_lastError.clear();
        } else {
            m_lastError = delivery.error;
            // The connection may be gone for good (a restarted server never answers it
            // again): the next try opens a new one.
            m_server.reset();
        }
    }
    if (!delivered) {
        qCInfo(lcStorage) << "tracked match changes wait for the server:" << m_lastError;
        m_retry.start();
    }
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
