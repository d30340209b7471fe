#pragma once

#include <QStyledItemDelegate>

namespace dugout {

// Paints a player's status as a small coloured chip (its colour in ChipColorRole), so a prone
// or stunned player stands out at a glance.
class StatusChipDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    static constexpr int ChipColorRole = Qt::UserRole + 1;

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace dugout
