#pragma once

#include <QStyledItemDelegate>

namespace dugout {

// Adds a little air above and below each cell: rows of two or three wrapped lines otherwise
// run into each other.
class PaddedItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace dugout
