#pragma once

#include <QObject>
#include <QString>

#include <memory>

namespace dugout {

class Database;

// MatchRelay's sending, on a thread of its own (issue 21, point 4): connecting to a server that
// has gone (a pulled cable waits for the connection timeout) and sending over a slow link never
// freeze the match tracker. The worker has its own connections, to the laptop's file and to the
// server, made and used on its thread only; the server's is opened again after a failure.
class MatchDeliveryWorker : public QObject
{
    Q_OBJECT

public:
    MatchDeliveryWorker(QString serverAddress, QString localPath);
    ~MatchDeliveryWorker() override;

public Q_SLOTS:
    // Sends everything waiting; answers with delivered().
    void deliver();

Q_SIGNALS:
    void delivered(bool ok, const QString &error);

private:
    QString m_address;
    QString m_localPath;
    std::unique_ptr<Database> m_local;
    std::unique_ptr<Database> m_server;
};

} // namespace dugout
