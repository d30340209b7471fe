#include "RememberedSizeDelegate.h"

namespace dugout {

QSize RememberedSizeDelegate::sizeHint(const QStyleOptionViewItem &option,
                                       const QModelIndex &index) const
{
    const QString key = index.data(Qt::DisplayRole).toString() + QChar(u'\n') + option.font.key();
    if (const auto known = m_sizes.constFind(key); known != m_sizes.cend())
        return *known;
    const QSize size = QStyledItemDelegate::sizeHint(option, index);
    m_sizes.insert(key, size);
    return size;
}

} // namespace dugout
