#include "EventLogView.h"

#include "core/match/MatchEvent.h"
#include "models/MatchText.h"
#include "models/Palette.h"

#include <QHeaderView>

using namespace Qt::StringLiterals;

namespace dugout {

EventLogView::EventLogView(QWidget *parent) : QTreeWidget(parent)
{
    setObjectName(u"eventLog"_s);
    setWhatsThis(tr("Everything entered in this match, in order, with the dice of each event. "
                    "Undo removes the last line; the match is always the sum of these lines, "
                    "saved one by one."));
    setColumnCount(2);
    setHeaderLabels({tr("Time"), tr("Event")});
    setRootIsDecorated(false);
    setUniformRowHeights(false);
    setWordWrap(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus); // the tracker's keys stay with the tracker
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
    m_fonts.add(this, Palette::factor(Palette::Text::Roomy));
}

void EventLogView::setLog(const QList<MatchEvent> &events, const QList<QStringList> &logs)
{
    clear();
    QList<QTreeWidgetItem *> items;
    for (qsizetype i = events.size() - 1; i >= 0; --i)
        items << itemFor(events.at(i), logs.value(i));
    addTopLevelItems(items);
}

void EventLogView::addNewest(const MatchEvent &event, const QStringList &lines)
{
    insertTopLevelItem(0, itemFor(event, lines));
}

void EventLogView::removeNewest()
{
    delete takeTopLevelItem(0);
}

QTreeWidgetItem *EventLogView::itemFor(const MatchEvent &event, const QStringList &lines)
{
    const QString text = lines.isEmpty() ? MatchText::eventName(event.type) : lines.join(u" "_s);
    auto *item = new QTreeWidgetItem({event.at.toLocalTime().toString(u"HH:mm"_s), text});
    item->setToolTip(1, lines.isEmpty() ? text : lines.join(u"\n"_s));
    item->setToolTip(0, QLocale().toString(event.at.toLocalTime(), QLocale::LongFormat));
    item->setTextAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    return item;
}

QString EventLogView::rowText(int row) const
{
    const QTreeWidgetItem *item = topLevelItem(row);
    return item ? item->text(1) : QString();
}

} // namespace dugout
