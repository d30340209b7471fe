#include "StatusChipDelegate.h"
#include "models/Palette.h"

#include <QApplication>
#include <QPainter>

namespace dugout {

void StatusChipDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                               const QModelIndex &index) const
{
    // The row background (selection, alternate colour) first, without the text.
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const QString text = index.data(Qt::DisplayRole).toString();
    const QColor color = index.data(ChipColorRole).value<QColor>();
    if (text.isEmpty() || !color.isValid())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = option.font;
    font.setBold(true);
    painter->setFont(font);
    const QFontMetrics metrics(font);
    const int padding = metrics.height() / 2;
    const int width = qMin(option.rect.width() - 4, metrics.horizontalAdvance(text) + 2 * padding);
    const int height = qMin(option.rect.height() - 4, metrics.height() + 4);
    const QRect chip(option.rect.left() + 3, option.rect.center().y() - height / 2, width, height);
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    painter->drawRoundedRect(chip, height / 2.0, height / 2.0);
    painter->setPen(Palette::textOn(color, 0.6));
    painter->drawText(chip, Qt::AlignCenter,
                      metrics.elidedText(text, Qt::ElideRight, chip.width() - padding));
    painter->restore();
}

QSize StatusChipDelegate::sizeHint(const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    QFont font = option.font;
    font.setBold(true);
    const QFontMetrics metrics(font);
    size.setWidth(metrics.horizontalAdvance(index.data(Qt::DisplayRole).toString()) +
                  metrics.height() + 8);
    size.setHeight(qMax(size.height(), metrics.height() + 8));
    return size;
}

} // namespace dugout
