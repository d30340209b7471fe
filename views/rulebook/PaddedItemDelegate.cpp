#include "PaddedItemDelegate.h"

namespace dugout {

namespace {
constexpr int VerticalPadding = 6;
} // namespace

QSize PaddedItemDelegate::sizeHint(const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    return QStyledItemDelegate::sizeHint(option, index) + QSize(0, VerticalPadding);
}

} // namespace dugout
