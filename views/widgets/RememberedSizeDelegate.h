#pragma once

#include <QHash>
#include <QStyledItemDelegate>

namespace dugout {

// An item delegate that measures each item's text once. A list asks its delegate for every
// item's size at each layout pass; measuring means laying the text out again (shaping it), and
// the window's area list asked about 200 times before its first paint (issue 18: start-up). For
// lists whose items are one line of text: the size depends only on the text and the font, which
// form the key, so a new text or font is measured afresh.
class RememberedSizeDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    mutable QHash<QString, QSize> m_sizes;
};

} // namespace dugout
