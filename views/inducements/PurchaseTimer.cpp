#include "PurchaseTimer.h"

#include "models/Palette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace dugout {

PurchaseTimer::PurchaseTimer(QWidget *parent, int seconds)
    : QWidget(parent), m_seconds(seconds), m_left(seconds), m_timer(new QTimer(this)),
      m_start(new QPushButton(tr("Start the 4-minute timer"), this)), m_countdown(new QLabel(this))
{
    m_start->setObjectName(u"purchaseTimerStart"_s);
    m_start->setToolTip(tr("The rulebook suggests four minutes to choose inducements"));
    m_countdown->setObjectName(u"purchaseTimerCountdown"_s);
    m_countdown->setFont(Palette::font(font(), Palette::Text::Marker, true));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_start);
    layout->addWidget(m_countdown);
    layout->addStretch();
    // Read the deadline four times a second, so the display turns within a quarter of a second.
    m_timer->setInterval(250);
    m_timer->setTimerType(Qt::PreciseTimer);
    connect(m_timer, &QTimer::timeout, this, &PurchaseTimer::tick);
    connect(m_start, &QPushButton::clicked, this, [this] { isRunning() ? stop() : start(); });
    display();
}

bool PurchaseTimer::isRunning() const
{
    return m_timer->isActive();
}

int PurchaseTimer::secondsLeft() const
{
    if (!isRunning())
        return m_left;
    // Rounded up: "0:01" until the very end, "Time is up" at 0.
    return int((m_deadline.remainingTime() + 999) / 1000);
}

void PurchaseTimer::start()
{
    m_deadline = QDeadlineTimer(qint64(m_seconds) * 1000, Qt::PreciseTimer);
    m_left = m_seconds;
    m_timer->start();
    m_start->setText(tr("Stop the timer"));
    display();
}

void PurchaseTimer::stop()
{
    m_left = secondsLeft();
    m_timer->stop();
    m_start->setText(tr("Start the 4-minute timer"));
    display();
}

void PurchaseTimer::tick()
{
    m_left = secondsLeft();
    if (m_left > 0) {
        display();
        return;
    }
    // Time is up: the button offers to start again (it said "Stop the timer" while stopped).
    stop();
}

void PurchaseTimer::display()
{
    if (!isRunning() && m_left == m_seconds) {
        m_countdown->clear();
        return;
    }
    if (m_left == 0) {
        m_countdown->setText(tr("Time is up"));
        m_countdown->setStyleSheet(u"color: %1;"_s.arg(Palette::css(Palette::Color::Danger)));
        return;
    }
    m_countdown->setStyleSheet(QString());
    m_countdown->setText(u"%1:%2"_s.arg(m_left / 60).arg(m_left % 60, 2, 10, QLatin1Char('0')));
}

} // namespace dugout
