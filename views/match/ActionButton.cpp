#include "ActionButton.h"

#include <QApplication>
#include <QPainter>
#include <QStyleOptionButton>
#include <QStylePainter>

using namespace Qt::StringLiterals;

namespace dugout {

ActionButton::ActionButton(const QString &text, const QString &keyHint, QWidget *parent)
    : QPushButton(text, parent), m_keyHint(keyHint)
{
    setScale(1.0);
    setFocusPolicy(Qt::NoFocus);  // keys belong to the tracker's shortcuts, not to a focused button
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void ActionButton::setScale(qreal scale)
{
    QFont big = QApplication::font();
    big.setPointSizeF(big.pointSizeF() * 1.15 * scale);
    setFont(big);
    updateGeometry();
}

QFont ActionButton::hintFont() const
{
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.72);
    return small;
}

QSize ActionButton::sizeHint() const
{
    const QFontMetrics metrics(font());
    const QFontMetrics hint(hintFont());
    return QSize(metrics.horizontalAdvance(text()) + hint.horizontalAdvance(m_keyHint) + 22,
                 metrics.height() + hint.height() + 16);
}

QSize ActionButton::minimumSizeHint() const
{
    // Narrow windows cut the label short rather than growing the whole tracker.
    const QFontMetrics metrics(font());
    const QFontMetrics hint(hintFont());
    return QSize(metrics.horizontalAdvance(u"Xxx…"_s) + 12, metrics.height() + hint.height() + 16);
}

void ActionButton::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text.clear();  // the label is drawn below, on two lines when one is too short
    painter.drawControl(QStyle::CE_PushButton, option);

    const QColor ink = palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText);
    painter.setPen(ink);
    const QFontMetrics hint(hintFont());
    const QRect area = rect().adjusted(6, hint.height() / 2, -6, -2);
    const QFontMetrics metrics(font());
    if (metrics.horizontalAdvance(text()) <= area.width()) {
        painter.drawText(area, Qt::AlignCenter, text());
    } else {
        QFont smaller = font();
        smaller.setPointSizeF(smaller.pointSizeF() * 0.85);
        const QFontMetrics small(smaller);
        const QRect needed = small.boundingRect(area, Qt::AlignCenter | Qt::TextWordWrap, text());
        if (needed.height() <= area.height() && needed.width() <= area.width()) {
            painter.setFont(smaller);
            painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, text());
        } else {
            painter.drawText(area, Qt::AlignCenter, metrics.elidedText(text(), Qt::ElideRight, area.width()));
        }
    }
    if (m_keyHint.isEmpty())
        return;
    painter.setFont(hintFont());
    painter.setOpacity(0.75);
    painter.drawText(rect().adjusted(4, 3, -6, -3), Qt::AlignRight | Qt::AlignTop, m_keyHint);
}

} // namespace dugout
