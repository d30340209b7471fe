#include "ActionButton.h"
#include "models/Palette.h"

#include <QApplication>
#include <QPainter>
#include <QStyleOptionButton>
#include <QStylePainter>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
constexpr int LabelMargin = 6; // between the label and the button's sides
} // namespace

ActionButton::ActionButton(const QString &action, const QString &keyHint, QWidget *parent)
    : QPushButton(parent), m_action(action), m_keyHint(keyHint)
{
    //: A tracker button's label: the action, then the key that does it (“Block (B)”).
    setText(keyHint.isEmpty() ? action : tr("%1 (%2)").arg(action, keyHint));
    setScale(1.0);
    setFocusPolicy(Qt::NoFocus); // keys belong to the tracker's shortcuts, not to a focused button
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void ActionButton::setScale(qreal scale)
{
    QFont big = QApplication::font();
    big.setPointSizeF(big.pointSizeF() * Palette::factor(Palette::Text::Figures) * scale);
    setFont(big);
    updateGeometry();
}

QSize ActionButton::sizeHint() const
{
    const QFontMetrics metrics(font());
    return QSize(metrics.horizontalAdvance(text()) + 22, 2 * metrics.height() + 8);
}

QSize ActionButton::minimumSizeHint() const
{
    // As narrow as the label stays whole: the action over its key, in the smaller font
    // paintEvent falls back to. A layout never squeezes a button below this, so no label is
    // ever cut short (issue 15 point 4); the action alone is cut only if the window itself
    // is narrower than the tracker's minimum.
    const QFontMetrics metrics(font());
    const QFontMetrics small(smallerFont());
    const QString key = m_keyHint.isEmpty() ? QString() : u"(%1)"_s.arg(m_keyHint);
    return QSize(std::max(small.horizontalAdvance(m_action), small.horizontalAdvance(key)) +
                     2 * LabelMargin + 2,
                 2 * metrics.height() + 8);
}

QFont ActionButton::smallerFont() const
{
    QFont smaller = font();
    smaller.setPointSizeF(smaller.pointSizeF() * Palette::factor(Palette::Text::Smaller));
    return smaller;
}

void ActionButton::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text.clear(); // the label is drawn below, on two lines when one is too short
    painter.drawControl(QStyle::CE_PushButton, option);

    const QColor ink =
        palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText);
    painter.setPen(ink);
    const QRect area = rect().adjusted(LabelMargin, 2, -LabelMargin, -2);
    const QFontMetrics metrics(font());
    if (metrics.horizontalAdvance(text()) <= area.width()) {
        painter.drawText(area, Qt::AlignCenter, text());
        return;
    }
    // Too narrow for one line: the key goes under the action, in a slightly smaller font; past
    // that the action is cut short but its key stays whole.
    const QFont smaller = smallerFont();
    const QFontMetrics small(smaller);
    const QRect needed = small.boundingRect(area, Qt::AlignCenter | Qt::TextWordWrap, text());
    painter.setFont(smaller);
    if (needed.height() <= area.height() && needed.width() <= area.width()) {
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, text());
        return;
    }
    const QString key = m_keyHint.isEmpty() ? QString() : u"(%1)"_s.arg(m_keyHint);
    const QString action = small.elidedText(m_action, Qt::ElideRight, area.width());
    painter.drawText(area, Qt::AlignCenter, key.isEmpty() ? action : action + u'\n' + key);
}

} // namespace dugout
