#pragma once

#include "StoredTrackedMatch.h"
#include "TrackedMatchSummary.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace dugout {

class Database;

// The log of each tracked match in SQLite (docs/architecture.md, "A tracked match is an event log"
// and "Database files"): the setup once, then one row per confirmed event, each appended in its own
// transaction, so a crash loses nothing the coaches confirmed. Events are stored as MatchEventJson
// lines, numbered 1, 2, 3…; undo removes the last one. The store does not fold: Match::replay does,
// from load().
class MatchLogStore
{
    Q_DECLARE_TR_FUNCTIONS(MatchLogStore)

public:
    explicit MatchLogStore(Database &database) : m_database(database) {}
    Database &database() const { return m_database; }

    // A new tracked match, in progress, with no event yet; its id, or 0 with the reason.
    // The team and fixture columns link to rows of this database only when they exist.
    qint64 create(const MatchSetup &setup, QString *error = nullptr);
    // Appends `event` after the last one, in one transaction. Refused for a match that is
    // not in progress.
    bool append(qint64 matchId, const MatchEvent &event, QString *error = nullptr);
    // Removes the last event (undo). Refused when there is none or the match is not in progress.
    bool removeLast(qint64 matchId, QString *error = nullptr);

    // The setup and every event in order. A row that cannot be read is an error naming the
    // match and the event's number, never a silently shorter log.
    std::optional<StoredTrackedMatch> load(qint64 matchId, QString *error = nullptr) const;
    // Every tracked match, the newest first. Empty with the reason in `error` when the
    // matches cannot be read (StoreFailure); `error` is cleared when they can.
    QList<TrackedMatchSummary> list(QString *error = nullptr) const;
    // How many events the match's log holds; -1 with the reason when it cannot be read.
    int eventCount(qint64 matchId, QString *error = nullptr) const;

    // `resultMatchId`: the confirmed result (0 for none).
    bool setStatus(qint64 matchId, TrackedMatchStatus status, qint64 resultMatchId = 0,
                   QString *error = nullptr);
    // Deletes the match and its log; a match that is not there is an error.
    bool remove(qint64 matchId, QString *error = nullptr);

    // "in progress", "finished", "abandoned", translated.
    static QString statusText(TrackedMatchStatus status);

private:
    bool checkInProgress(qint64 matchId, QString *error) const;
    // Whether the one-id query `sql` finds a row for `id`; nullopt with the reason when it
    // cannot be read.
    std::optional<bool> exists(const QString &sql, qint64 id, QString *error) const;

    Database &m_database;
};

} // namespace dugout
