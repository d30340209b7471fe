#include "MessageBar.h"
#include "models/Palette.h"

#include <QEvent>
#include <QGraphicsDropShadowEffect>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent), m_icon(new QLabel(this)), m_text(new QLabel(this)),
      m_close(new QToolButton(this)), m_timer(new QTimer(this))
{
    setObjectName(u"messageBar"_s);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setObjectName(u"messageBarText"_s);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Close"));
    m_close->setFocusPolicy(Qt::NoFocus);
    connect(m_close, &QToolButton::clicked, this, &MessageBar::dismiss);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &MessageBar::dismiss);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    hide();
}

void MessageBar::showMessage(const QString &text, Kind kind, int timeoutMs)
{
    m_kind = kind;
    m_text->setText(text);
    // Soft tints that read on light and dark themes alike, with the text colour kept.
    QColor tint;
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
    switch (kind) {
    case Kind::Information:
        tint = Palette::color(Palette::Color::InformationTint);
        break;
    case Kind::Positive:
        tint = Palette::color(Palette::Color::PositiveTint);
        icon = QStyle::SP_DialogApplyButton;
        break;
    case Kind::Warning:
        tint = Palette::color(Palette::Color::WarningTint);
        icon = QStyle::SP_MessageBoxWarning;
        break;
    case Kind::Error:
        tint = Palette::color(Palette::Color::ErrorTint);
        icon = QStyle::SP_MessageBoxCritical;
        break;
    }
    QPalette palette = parentWidget() ? parentWidget()->palette() : QPalette();
    const QColor base = palette.color(QPalette::Window);
    const qreal mix = 0.18;
    palette.setColor(QPalette::Window, Palette::mix(base, tint, mix));
    setPalette(palette);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(icon).pixmap(size, size));
    place();
    show();
    if (m_anchor)
        raise();
    if (timeoutMs > 0)
        m_timer->start(timeoutMs);
    else
        m_timer->stop();
}

void MessageBar::dismiss()
{
    m_timer->stop();
    hide();
}

void MessageBar::floatOver(QWidget *anchor)
{
    if (m_anchor)
        m_anchor->removeEventFilter(this);
    m_anchor = anchor;
    if (!anchor)
        return;
    // A sibling of the anchor: it shows and hides with the anchor's page, and its place is
    // the anchor's geometry, whatever the layout around does.
    const bool wasVisible = isVisible();
    setParent(anchor->parentWidget());
    setVisible(wasVisible);
    anchor->installEventFilter(this);
    auto *shadow = new QGraphicsDropShadowEffect(this);
    shadow->setBlurRadius(12);
    shadow->setOffset(0, 2);
    shadow->setColor(Palette::color(Palette::Color::BarShadow));
    setGraphicsEffect(shadow);
    place();
}

void MessageBar::reserveSpace(int lines)
{
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    setSizePolicy(policy);
    const QMargins margins = layout()->contentsMargins();
    setMinimumHeight(lines * m_text->fontMetrics().lineSpacing() + margins.top() +
                     margins.bottom() + 2 * frameWidth());
}

void MessageBar::place()
{
    if (!m_anchor)
        return;
    constexpr int Inset = 6; // the banner floats a little inside the anchor's edges
    const QRect area = m_anchor->geometry();
    const int width = std::max(area.width() - 2 * Inset, 0);
    const int height = hasHeightForWidth() ? heightForWidth(width) : sizeHint().height();
    setGeometry(area.left() + Inset, area.top() + Inset, width, height);
}

bool MessageBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_anchor && (event->type() == QEvent::Move || event->type() == QEvent::Resize))
        place();
    return QFrame::eventFilter(watched, event);
}

QString MessageBar::text() const
{
    return m_text->text();
}

} // namespace dugout
