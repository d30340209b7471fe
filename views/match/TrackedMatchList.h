#pragma once

#include "core/storage/TrackedMatchSummary.h"

#include <QTreeWidget>

namespace dugout {

// The tracked matches of the database: those in progress first, then the newest; teams, score,
// status, league or exhibition and the date each started.
class TrackedMatchList : public QTreeWidget
{
    Q_OBJECT

public:
    enum Column { Status, Home, Score, Away, Kind, Started, ColumnCount };

    explicit TrackedMatchList(QWidget *parent = nullptr);

    void setMatches(QList<TrackedMatchSummary> matches);
    qint64 currentMatchId() const;
    bool selectMatch(qint64 matchId);
    int rowOf(qint64 matchId) const;
    const TrackedMatchSummary *summary(qint64 matchId) const;

Q_SIGNALS:
    void matchActivated(qint64 matchId);

private:
    QList<TrackedMatchSummary> m_matches;
};

} // namespace dugout
