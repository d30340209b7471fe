#include "RerollPips.h"

#include <QPainter>

using namespace Qt::StringLiterals;

namespace dugout {

RerollPips::RerollPips(QWidget *parent)
    : QWidget(parent), m_filled(palette().color(QPalette::Highlight)),
      m_outline(palette().color(QPalette::WindowText))
{
    setObjectName(u"rerollPips"_s);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void RerollPips::setRerolls(int left, int total)
{
    m_left = left;
    m_total = total;
    //: Tooltip of the re-roll pips; %1 re-rolls left of %2 at the start of the half.
    setToolTip(tr("%1 team re-rolls left (%2 at the start of the half)").arg(left).arg(total));
    updateGeometry();
    update();
}

void RerollPips::setColors(const QColor &filled, const QColor &outline)
{
    m_filled = filled;
    m_outline = outline;
    update();
}

QSize RerollPips::sizeHint() const
{
    const int h = qMax(14, fontMetrics().height());
    const int w = h * 2 / 3;
    return QSize(pips() * (w + w / 2) + 2, h + 2);
}

void RerollPips::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const int h = qMax(14, fontMetrics().height());
    const int w = h * 2 / 3;
    const qreal y = (height() - h) / 2.0;
    for (int i = 0; i < pips(); ++i) {
        const QRectF pip(1 + i * (w + w / 2), y, w, h);
        painter.setPen(QPen(m_outline, 1.6));
        painter.setBrush(i < m_left ? QBrush(m_filled) : Qt::NoBrush);
        painter.drawRoundedRect(pip.adjusted(0.8, 0.8, -0.8, -0.8), 2, 2);
    }
}

} // namespace dugout
