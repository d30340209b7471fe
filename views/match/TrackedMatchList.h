#pragma once

#include "core/storage/TrackedMatchSummary.h"

#include <QTreeWidget>

namespace dugout {

// The tracked matches of the database: those in progress first, then the newest; teams, score,
// status, league or exhibition and the date each started. A click on a column header sorts by
// that column (again: the other way round); a filter shows the matches of a team only.
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
    // Shows only the matches whose teams, status or kind contain `text`, accents and case aside.
    void setFilterText(const QString &text);
    // How many matches the filter lets through.
    int shownCount() const;

Q_SIGNALS:
    void matchActivated(qint64 matchId);

private:
    void sortByHeader(int column);
    void applyFilter();

    QList<TrackedMatchSummary> m_matches;
    QString m_filter;      // folded
    int m_sortColumn = -1; // none chosen: in progress first, then the newest
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace dugout
