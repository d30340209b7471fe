#include "WrappedLabel.h"

#include <QEvent>
#include <QFontMetrics>
#include <QStyle>

#include <algorithm>

namespace dugout {

WrappedLabel::WrappedLabel(QWidget *parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
}

void WrappedLabel::setMinimumTextWidth(int width)
{
    m_minimumTextWidth = std::max(1, width);
    updateGeometry();
}

QSize WrappedLabel::margins() const
{
    const QMargins contents = contentsMargins();
    return {contents.left() + contents.right() + 2 * margin(),
            contents.top() + contents.bottom() + 2 * margin()};
}

int WrappedLabel::heightForWidth(int width) const
{
    if (text() != m_measured || margin() != m_measuredMargin) {
        m_measured = text();
        m_measuredMargin = margin();
        m_heights.clear();
    }
    if (const auto known = m_heights.constFind(width); known != m_heights.cend())
        return *known;
    const QSize around = margins();
    const int textWidth = std::max(1, width - around.width());
    // The same flags QLabel paints plain text with, so the height is the painted one.
    const int flags = static_cast<int>(QStyle::visualAlignment(layoutDirection(), alignment())) |
                      Qt::TextWordWrap;
    const int height = m_measured.isEmpty()
                           ? 0
                           : fontMetrics()
                                 .boundingRect(QRect(0, 0, textWidth, 1 << 20), flags, m_measured)
                                 .height();
    m_heights.insert(width, height + around.height());
    return height + around.height();
}

QSize WrappedLabel::sizeHint() const
{
    // As wide as allowed, or about 80 characters: QLabel's own choice for a wrapped text.
    int width = fontMetrics().averageCharWidth() * 80 + margins().width();
    if (maximumWidth() < QWIDGETSIZE_MAX)
        width = maximumWidth();
    width = std::max(width, m_minimumTextWidth + margins().width());
    return {width, heightForWidth(width)};
}

QSize WrappedLabel::minimumSizeHint() const
{
    // One line high, as QLabel's: a layout asks heightForWidth() for the real height.
    return {m_minimumTextWidth + margins().width(), fontMetrics().height() + margins().height()};
}

void WrappedLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange ||
        event->type() == QEvent::LayoutDirectionChange ||
        event->type() == QEvent::ContentsRectChange)
        m_heights.clear();
    QLabel::changeEvent(event);
}

} // namespace dugout
