#include "LeagueTables.h"

#include <QHeaderView>
#include <QTableView>

#include <algorithm>

namespace dugout {

int leagueRowHeight(const QAbstractItemView *view)
{
    return view->fontMetrics().height() + 10;
}

void styleLeagueTable(QTableView *table)
{
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setAlternatingRowColors(true);
    table->setShowGrid(false);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(leagueRowHeight(table));
    table->horizontalHeader()->setHighlightSections(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
}

void fitColumns(QHeaderView *header, const QList<QPair<int, QString>> &samples)
{
    const QFontMetrics metrics = header->fontMetrics();
    for (const auto &[column, sample] : samples) {
        const QString title = header->model()
                                  ? header->model()->headerData(column, Qt::Horizontal).toString()
                                  : QString();
        header->resizeSection(
            column,
            std::max(metrics.horizontalAdvance(sample), metrics.horizontalAdvance(title)) + 24);
    }
}

} // namespace dugout
