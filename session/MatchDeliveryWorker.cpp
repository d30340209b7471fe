#include "MatchDeliveryWorker.h"

#include "core/storage/Database.h"
#include "core/storage/MatchOutbox.h"

namespace dugout {

MatchDeliveryWorker::MatchDeliveryWorker(QString serverAddress, QString localPath)
    : m_address(std::move(serverAddress)), m_localPath(std::move(localPath))
{
}

MatchDeliveryWorker::~MatchDeliveryWorker() = default;

void MatchDeliveryWorker::deliver()
{
    DatabaseError error;
    if (!m_local) {
        DatabaseOpenOptions options;
        options.createIfMissing = false;
        m_local = Database::open(m_localPath, &error, options);
        if (!m_local) {
            Q_EMIT delivered(false, error.message);
            return;
        }
    }
    if (!m_server) {
        DatabaseOpenOptions options;
        options.createIfMissing = false;
        m_server = Database::open(m_address, &error, options);
        if (!m_server) {
            Q_EMIT delivered(false, error.message);
            return;
        }
    }
    const MatchOutbox::Delivery delivery = MatchOutbox(*m_local).deliver(*m_server);
    // The connection may be gone for good (a restarted server never answers it again): the
    // next try opens a new one.
    if (!delivery.ok)
        m_server.reset();
    Q_EMIT delivered(delivery.ok, delivery.error);
}

} // namespace dugout
