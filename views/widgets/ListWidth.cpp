#include "ListWidth.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTreeView>

#include <algorithm>

namespace dugout {

int ListWidth::wholeRows(const QTreeView *view)
{
    const QAbstractItemModel *model = view->model();
    if (!model)
        return 0;
    const QHeaderView *header = view->header();
    const int rows = std::min(model->rowCount(), MeasuredRows);
    int width = 2 * view->frameWidth() + view->verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < model->columnCount(); ++column) {
        if (view->isColumnHidden(column))
            continue;
        int widest = header->sectionSizeHint(column);
        for (int row = 0; row < rows; ++row)
            widest = std::max(widest, view->sizeHintForIndex(model->index(row, column)).width());
        width += widest;
    }
    return width;
}

} // namespace dugout
