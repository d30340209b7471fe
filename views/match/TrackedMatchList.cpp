#include "TrackedMatchList.h"

#include "core/storage/MatchLogStore.h"
#include "models/DisplayText.h"
#include "models/Palette.h"

#include <QHeaderView>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout {

TrackedMatchList::TrackedMatchList(QWidget *parent) : QTreeWidget(parent)
{
    setObjectName(u"trackedMatchList"_s);
    setColumnCount(ColumnCount);
    setHeaderLabels(
        {tr("Status"), tr("Home"), tr("Score"), tr("Away"), tr("Match"), tr("Started")});
    setRootIsDecorated(false);
    setAlternatingRowColors(true);
    setUniformRowHeights(true);
    QFont bigger = font();
    bigger.setPointSizeF(bigger.pointSizeF() * Palette::factor(Palette::Text::Larger));
    setFont(bigger);
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(Home, QHeaderView::Stretch);
    header()->setSectionResizeMode(Away, QHeaderView::Stretch);
    // Not setSortingEnabled: until a header is clicked the list keeps its own order.
    header()->setSectionsClickable(true);
    connect(header(), &QHeaderView::sectionClicked, this, &TrackedMatchList::sortByHeader);
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        Q_EMIT matchActivated(item->data(0, Qt::UserRole).toLongLong());
    });
}

void TrackedMatchList::setMatches(QList<TrackedMatchSummary> matches)
{
    const qint64 current = currentMatchId();
    // In progress first (the one to resume), then the newest.
    std::stable_sort(matches.begin(), matches.end(),
                     [](const TrackedMatchSummary &a, const TrackedMatchSummary &b) {
                         const bool aLive = a.status == TrackedMatchStatus::InProgress;
                         const bool bLive = b.status == TrackedMatchStatus::InProgress;
                         if (aLive != bLive)
                             return aLive;
                         return a.createdAt > b.createdAt;
                     });
    m_matches = matches;
    clear();
    for (const TrackedMatchSummary &m : std::as_const(m_matches)) {
        auto *item = new QTreeWidgetItem(this);
        item->setData(0, Qt::UserRole, m.id);
        item->setText(Status, MatchLogStore::statusText(m.status));
        item->setText(Home, m.homeName);
        item->setText(Score, u"%1 – %2"_s.arg(m.homeScore).arg(m.awayScore));
        item->setTextAlignment(Score, Qt::AlignCenter);
        item->setText(Away, m.awayName);
        item->setText(Kind, m.exhibition ? tr("Exhibition") : tr("League fixture"));
        // A date, not its text, so the column sorts by time; the delegate writes it as the locale
        // does.
        item->setData(Started, Qt::DisplayRole, m.createdAt.toLocalTime());
        if (m.status == TrackedMatchStatus::InProgress) {
            QFont bold = font();
            bold.setBold(true);
            item->setFont(Status, bold);
        }
    }
    if (m_sortColumn >= 0)
        sortItems(m_sortColumn, m_sortOrder);
    applyFilter();
    if (!selectMatch(current) && topLevelItemCount() > 0)
        setCurrentItem(topLevelItem(0));
}

void TrackedMatchList::sortByHeader(int column)
{
    m_sortOrder = column == m_sortColumn && m_sortOrder == Qt::AscendingOrder ? Qt::DescendingOrder
                                                                              : Qt::AscendingOrder;
    m_sortColumn = column;
    header()->setSortIndicatorShown(true);
    header()->setSortIndicator(column, m_sortOrder);
    sortItems(column, m_sortOrder);
}

void TrackedMatchList::setFilterText(const QString &text)
{
    m_filter = foldForSearch(text.trimmed());
    applyFilter();
}

void TrackedMatchList::applyFilter()
{
    for (int row = 0; row < topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = topLevelItem(row);
        const QString searched = foldForSearch(
            QStringList{item->text(Home), item->text(Away), item->text(Status), item->text(Kind)}
                .join(u'\n'));
        item->setHidden(!m_filter.isEmpty() && !searched.contains(m_filter));
    }
}

int TrackedMatchList::shownCount() const
{
    int shown = 0;
    for (int row = 0; row < topLevelItemCount(); ++row)
        shown += topLevelItem(row)->isHidden() ? 0 : 1;
    return shown;
}

qint64 TrackedMatchList::currentMatchId() const
{
    const QTreeWidgetItem *item = currentItem();
    return item ? item->data(0, Qt::UserRole).toLongLong() : 0;
}

int TrackedMatchList::rowOf(qint64 matchId) const
{
    for (int row = 0; row < topLevelItemCount(); ++row) {
        if (topLevelItem(row)->data(0, Qt::UserRole).toLongLong() == matchId)
            return row;
    }
    return -1;
}

bool TrackedMatchList::selectMatch(qint64 matchId)
{
    const int row = rowOf(matchId);
    if (row < 0)
        return false;
    setCurrentItem(topLevelItem(row));
    return true;
}

const TrackedMatchSummary *TrackedMatchList::summary(qint64 matchId) const
{
    for (const TrackedMatchSummary &m : m_matches) {
        if (m.id == matchId)
            return &m;
    }
    return nullptr;
}

} // namespace dugout
