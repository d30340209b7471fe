#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QThread;

namespace dugout {

// Runs SQLite's full integrity check on a database file in a thread of its own, with its own
// read-only connection, so the window opens at once and still learns within seconds when the
// file it trusted is damaged. In WAL mode the check reads a snapshot and never blocks a write.
class BackgroundIntegrityCheck : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundIntegrityCheck(QObject *parent = nullptr);
    // Waits for a check still running: a thread may not outlive its owner.
    ~BackgroundIntegrityCheck() override;

    // Starts checking `path`; a check already running for another file finishes unheard.
    void start(const QString &path);
    bool isRunning() const;
    // Blocks until the running check (if any) has finished; for tests and shutdown.
    void wait();

    // Runs the check in the calling thread: what SQLite found wrong, empty when whole.
    static QStringList checkFile(const QString &path);

Q_SIGNALS:
    // `problems` is empty when the file is whole.
    void finished(const QString &path, const QStringList &problems);

private:
    QThread *m_thread = nullptr;
};

} // namespace dugout
