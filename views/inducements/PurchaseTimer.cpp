#include "PurchaseTimer.h"

#include "models/Palette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace dugout {

PurchaseTimer::PurchaseTimer(QWidget *parent)
    : QWidget(parent), m_timer(new QTimer(this)),
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
    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, &PurchaseTimer::tick);
    connect(m_start, &QPushButton::clicked, this, [this] { isRunning() ? stop() : start(); });
    display();
}

bool PurchaseTimer::isRunning() const
{
    return m_timer->isActive();
}

void PurchaseTimer::start()
{
    m_left = Seconds;
    m_timer->start();
    m_start->setText(tr("Stop the timer"));
    display();
}

void PurchaseTimer::stop()
{
    m_timer->stop();
    m_start->setText(tr("Start the 4-minute timer"));
    display();
}

void PurchaseTimer::tick()
{
    m_left = qMax(0, m_left - 1);
    if (m_left == 0)
        m_timer->stop();
    display();
}

void PurchaseTimer::display()
{
    if (!isRunning() && m_left == Seconds) {
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
