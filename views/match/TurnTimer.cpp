#include "TurnTimer.h"
#include "models/Palette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace dugout {

TurnTimer::TurnTimer(QWidget *parent)
    : QWidget(parent), m_check(new QToolButton(this)), m_countdown(new QLabel(this)),
      m_ticker(new QTimer(this))
{
    setObjectName(u"turnTimer"_s);
    m_check->setObjectName(u"turnTimerToggle"_s);
    //: A toggle on the scoreboard: the four-minute turn timer.
    m_check->setText(tr("4 min"));
    m_check->setCheckable(true);
    m_check->setToolTip(
        tr("Count down four minutes from the start of each team turn and offer the turnover when "
           "time is up"));
    m_check->setFocusPolicy(Qt::NoFocus); // the tracker's keys stay with the tracker
    m_countdown->setObjectName(u"turnTimerCountdown"_s);
    m_check->setWhatsThis(tr("Turns the four-minute turn timer on or off. When a turn's time "
                             "is up, the tracker offers the turnover; the coach decides."));
    m_countdown->setWhatsThis(tr("The time left in the active team's turn."));
    m_fonts.add(m_check, Palette::factor(Palette::Text::Body));
    m_fonts.add(m_countdown, Palette::factor(Palette::Text::PageTitle), true);
    m_countdown->setMinimumWidth(QFontMetrics(m_countdown->font()).horizontalAdvance(u"88:88"_s));
    m_countdown->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_ticker->setInterval(250);
    connect(m_ticker, &QTimer::timeout, this, &TurnTimer::tick);
    connect(m_check, &QToolButton::toggled, this, [this](bool on) {
        if (!on) {
            m_ticker->stop();
            m_countdown->clear();
        } else if (m_running) {
            startTurn(m_startedAt);
        }
        Q_EMIT enabledByCoachChanged(on);
    });
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_check);
    layout->addWidget(m_countdown);
}

void TurnTimer::setScale(qreal scale)
{
    m_fonts.setScale(scale);
    m_countdown->setMinimumWidth(QFontMetrics(m_countdown->font()).horizontalAdvance(u"88:88"_s));
}

bool TurnTimer::isEnabledByCoach() const
{
    return m_check->isChecked();
}

void TurnTimer::setEnabledByCoach(bool enabled)
{
    m_check->setChecked(enabled);
}

void TurnTimer::setDuration(milliseconds duration)
{
    m_duration = duration;
}

void TurnTimer::startTurn(const QDateTime &startedAt)
{
    m_running = true;
    m_expired = false;
    m_startedAt = startedAt.isValid() ? startedAt : QDateTime::currentDateTimeUtc();
    if (!isEnabledByCoach())
        return;
    const milliseconds elapsed(
        qMax<qint64>(0, m_startedAt.msecsTo(QDateTime::currentDateTimeUtc())));
    const milliseconds remaining = qMax(milliseconds(0), m_duration - elapsed);
    m_deadline.setRemainingTime(remaining);
    showRemaining(remaining);
    m_ticker->start();
}

void TurnTimer::stop()
{
    m_running = false;
    m_expired = false;
    m_startedAt = QDateTime();
    m_ticker->stop();
    m_countdown->clear();
}

QString TurnTimer::text() const
{
    return m_countdown->text();
}

void TurnTimer::tick()
{
    const auto remaining = duration_cast<milliseconds>(m_deadline.remainingTimeAsDuration());
    showRemaining(remaining);
    if (remaining.count() > 0 || m_expired)
        return;
    m_expired = true;
    m_ticker->stop();
    Q_EMIT expired();
}

void TurnTimer::showRemaining(milliseconds remaining)
{
    // Rounded up, so "0:00" means the time is really up.
    const auto seconds = duration_cast<std::chrono::seconds>(remaining + milliseconds(999)).count();
    QPalette p = m_countdown->palette();
    p.setColor(QPalette::WindowText, seconds <= 30 ? Palette::color(Palette::Color::Danger)
                                                   : palette().color(QPalette::WindowText));
    m_countdown->setPalette(p);
    m_countdown->setText(
        remaining.count() > 0
            ? u"%1:%2"_s.arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'))
            : tr("Time!"));
}

} // namespace dugout
