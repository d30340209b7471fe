#include "RulebookTableView.h"

#include "PaddedItemDelegate.h"

#include <QHeaderView>
#include <QScrollBar>

#include <algorithm>
#include <numeric>

namespace dugout {

namespace {
// A stretched column never gets narrower than this, whatever the window's width.
constexpr int MinimumStretchedWidth = 120;
} // namespace

RulebookTableView::RulebookTableView(QWidget *parent) : QTableView(parent)
{
    setItemDelegate(new PaddedItemDelegate(this));
    setEditTriggers(NoEditTriggers);
    setSelectionBehavior(SelectRows);
    setSelectionMode(SingleSelection);
    setAlternatingRowColors(true);
    setShowGrid(false);
    setWordWrap(true);
    setCornerButtonEnabled(false);
    // Rows of wrapped text are tall; scrolling by pixel keeps a half-visible row readable.
    setVerticalScrollMode(ScrollPerPixel);
    setHorizontalScrollMode(ScrollPerPixel);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    horizontalHeader()->setStretchLastSection(false);

    // Columns fitted to their contents change width when the model changes; the stretched
    // ones then take what is left.
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column) {
        if (!m_distributing && !m_stretched.contains(column))
            distributeSpareWidth();
    });
    // Rows change height as their text wraps, and come and go with the model.
    const auto rowsChanged = [this] {
        if (m_fitToRows)
            updateGeometry();
    };
    connect(verticalHeader(), &QHeaderView::sectionResized, this, rowsChanged);
    connect(verticalHeader(), &QHeaderView::sectionCountChanged, this, rowsChanged);
}

void RulebookTableView::setStretchedColumns(const QList<int> &columns, const QList<int> &weights)
{
    m_stretched = columns;
    m_weights = weights.size() == columns.size() ? weights : QList<int>(columns.size(), 1);
    QHeaderView *header = horizontalHeader();
    for (int column = 0; column < header->count(); ++column)
        header->setSectionResizeMode(column, columns.contains(column)
                                                 ? QHeaderView::Interactive
                                                 : QHeaderView::ResizeToContents);
    distributeSpareWidth();
}

void RulebookTableView::setFitToRows(bool fit)
{
    m_fitToRows = fit;
    // Maximum, not Fixed: in a small window the table still shrinks and scrolls.
    setSizePolicy(sizePolicy().horizontalPolicy(),
                  fit ? QSizePolicy::Maximum : QSizePolicy::Expanding);
    updateGeometry();
}

QSize RulebookTableView::sizeHint() const
{
    QSize hint = QTableView::sizeHint();
    if (m_fitToRows) {
        int height = horizontalHeader()->sizeHint().height() + 2 * frameWidth();
        for (int row = 0; row < verticalHeader()->count(); ++row)
            height += rowHeight(row);
        if (horizontalScrollBar()->isVisible())
            height += horizontalScrollBar()->sizeHint().height();
        hint.setHeight(height);
    }
    return hint;
}

void RulebookTableView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    distributeSpareWidth();
}

void RulebookTableView::distributeSpareWidth()
{
    QHeaderView *header = horizontalHeader();
    if (m_stretched.isEmpty() || header->count() == 0)
        return;
    int fitted = 0;
    for (int column = 0; column < header->count(); ++column) {
        if (!m_stretched.contains(column) && !header->isSectionHidden(column))
            fitted += header->sectionSize(column);
    }
    const int spare = std::max(0, viewport()->width() - fitted);
    const int totalWeight = std::max(1, std::accumulate(m_weights.cbegin(), m_weights.cend(), 0));
    m_distributing = true;
    for (qsizetype i = 0; i < m_stretched.size(); ++i) {
        if (m_stretched.at(i) < header->count())
            header->resizeSection(
                m_stretched.at(i),
                std::max(MinimumStretchedWidth, spare * m_weights.at(i) / totalWeight));
    }
    m_distributing = false;
}

} // namespace dugout
