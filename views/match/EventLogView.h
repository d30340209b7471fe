#pragma once

#include "FontScaler.h"

#include <QStringList>
#include <QTreeWidget>

namespace dugout {

struct MatchEvent;

// The match as it was entered, newest at the top: one row per event with the time it was
// confirmed and what the rules made of it (Match::eventLogs()).
class EventLogView : public QTreeWidget
{
    Q_OBJECT

public:
    explicit EventLogView(QWidget *parent = nullptr);

    void setLog(const QList<MatchEvent> &events, const QList<QStringList> &logs);
    // One event applied: its line goes on top; the others stay as they are.
    void addNewest(const MatchEvent &event, const QStringList &lines);
    // The last event undone: its line goes.
    void removeNewest();
    // The text of row `row` (0 is the newest event).
    QString rowText(int row) const;
    int rowCount() const { return topLevelItemCount(); }
    void setScale(qreal scale) { m_fonts.setScale(scale); }

private:
    static QTreeWidgetItem *itemFor(const MatchEvent &event, const QStringList &lines);

    FontScaler m_fonts;
};

} // namespace dugout
