#pragma once

#include <QObject>
#include <QString>
#include <QThread>
#include <QTimer>

#include <memory>

namespace dugout {

class Database;
class MatchDeliveryWorker;
class MatchOutbox;
class MatchSession;

// A match tracked beside the pitch while the league lives on a server (issue 21, point 4):
// the match is written to a file on this computer first (MatchOutbox::localFileFor), so the
// coaches go on whatever the connection does, and every stored change is sent to the server at
// once, or waits in the outbox and is sent when the server answers again (tried every few
// seconds). What follows a change or the retry timer is sent on a thread of its own
// (MatchDeliveryWorker), so a server that has gone never freezes the tracker; sendNow() sends
// and waits, for when the answer is needed at once (recording the result).
class MatchRelay : public QObject
{
    Q_OBJECT

public:
    // `localPath` empty: the file MatchOutbox::localFileFor(serverAddress) names.
    explicit MatchRelay(QString serverAddress, QString localPath = {}, QObject *parent = nullptr);
    ~MatchRelay() override;

    // Opens (or makes) the file on this computer; false with the reason.
    bool open(QString *error);
    // The file the matches are tracked in: give it to the MatchSession.
    Database &local() const { return *m_local; }
    QString serverAddress() const { return m_address; }

    // Sends what the session stores as soon as it is stored, in the background.
    void follow(MatchSession *session);

    // Sends everything waiting in the background; deliveryChanged() tells the outcome.
    void sendLater();
    // Sends everything waiting now and waits: true when the server holds it all.
    bool sendNow();
    // Changes not yet on the server (events and statuses); 0 when all are there.
    int pending() const;
    // Why the last try did not reach the server (empty after a try that did).
    QString lastError() const { return m_lastError; }
    // The server's id of the local match `localId` (0 before it was first sent).
    qint64 serverMatchId(qint64 localId) const;
    // The local match the server's match `serverId` came from (0: not from this computer).
    qint64 localMatchId(qint64 serverId) const;

    // How long to wait before trying again (5 s; tests shorten it).
    void setRetryInterval(int milliseconds) { m_retry.setInterval(milliseconds); }

Q_SIGNALS:
    // A try ended, or one more change waits: pending() and lastError() may have changed.
    void deliveryChanged();
    // Internal: asks the worker to send (queued to its thread).
    void deliveryRequested();

private:
    void finished(bool ok, const QString &error);

    QString m_address;
    QString m_localPath;
    std::unique_ptr<Database> m_local;
    std::unique_ptr<Database> m_server; // sendNow()'s own connection
    std::unique_ptr<MatchOutbox> m_outbox;
    QThread m_thread;
    MatchDeliveryWorker *m_worker = nullptr; // lives on m_thread
    bool m_sending = false;                  // the worker is sending
    bool m_again = false;                    // a change came while it was
    QTimer m_retry;
    QString m_lastError;
};

} // namespace dugout
