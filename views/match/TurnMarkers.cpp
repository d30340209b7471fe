#include "TurnMarkers.h"
#include "models/Palette.h"

#include <QPainter>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr int Turns = 8;

} // namespace

TurnMarkers::TurnMarkers(QWidget *parent)
    : QWidget(parent), m_filled(palette().color(QPalette::Highlight)),
      m_text(palette().color(QPalette::WindowText))
{
    setObjectName(u"turnMarkers"_s);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void TurnMarkers::setTurn(int turn)
{
    m_turn = turn;
    //: Accessible text and tooltip of the turn marker; %1 is the turn number.
    setToolTip(turn > 0 ? tr("Turn %1 of 8").arg(turn) : tr("No turn played yet this half"));
    update();
}

void TurnMarkers::setColors(const QColor &filled, const QColor &text)
{
    m_filled = filled;
    m_text = text;
    update();
}

int TurnMarkers::dotSize() const
{
    return qMax(14, fontMetrics().height());
}

QSize TurnMarkers::sizeHint() const
{
    const int dot = dotSize();
    const int gap = dot / 3;
    QFont number = font();
    number.setBold(true);
    number.setPointSizeF(number.pointSizeF() * Palette::factor(Palette::Text::TurnNumber));
    const int numberWidth = QFontMetrics(number).horizontalAdvance(u"(8)"_s);
    return QSize(Turns * (dot + gap) + gap + numberWidth,
                 qMax(dot, QFontMetrics(number).height()) + 2);
}

void TurnMarkers::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const int dot = dotSize();
    const int gap = dot / 3;
    const qreal y = (height() - dot) / 2.0;
    for (int i = 0; i < Turns; ++i) {
        const QRectF circle(i * (dot + gap) + 1.0, y, dot, dot);
        painter.setPen(QPen(m_text, 1.6));
        painter.setBrush(i < m_turn ? QBrush(m_filled) : Qt::NoBrush);
        painter.drawEllipse(circle.adjusted(1, 1, -1, -1));
    }
    QFont number = font();
    number.setBold(true);
    number.setPointSizeF(number.pointSizeF() * Palette::factor(Palette::Text::TurnNumber));
    painter.setFont(number);
    painter.setPen(m_text);
    const QRectF text(Turns * (dot + gap) + gap, 0, width() - Turns * (dot + gap) - gap, height());
    painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter, u"(%1)"_s.arg(m_turn));
}

} // namespace dugout
