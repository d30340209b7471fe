#include "MatchClock.h"
#include "models/Palette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace dugout {

MatchClock::MatchClock(QWidget *parent)
    : QWidget(parent), m_check(new QToolButton(this)), m_caption(new QLabel(this)),
      m_time(new QLabel(this)), m_ticker(new QTimer(this))
{
    setObjectName(u"matchClock"_s);
    m_check->setObjectName(u"matchClockToggle"_s);
    //: A toggle on the scoreboard: the match clock.
    m_check->setText(tr("Clock"));
    m_check->setCheckable(true);
    m_check->setToolTip(tr("Show how long the match has been going since the pre-match"));
    m_check->setFocusPolicy(Qt::NoFocus);
    m_time->setObjectName(u"matchClockTime"_s);
    m_caption->setObjectName(u"matchClockCaption"_s);
    m_check->setWhatsThis(tr("Shows or hides how long the match has lasted since the "
                             "pre-match, for leagues that play to a time."));
    //: Before the match clock's time on the scoreboard (beside the turn's countdown).
    m_caption->setText(tr("Match time"));
    m_caption->setToolTip(m_check->toolTip());
    m_fonts.add(m_caption, Palette::factor(Palette::Text::Caption));
    m_fonts.add(m_check, Palette::factor(Palette::Text::Body));
    m_fonts.add(m_time, Palette::factor(Palette::Text::Marker));
    m_ticker->setInterval(1000);
    connect(m_ticker, &QTimer::timeout, this, &MatchClock::refresh);
    connect(m_check, &QToolButton::toggled, this, [this](bool on) {
        refresh();
        Q_EMIT enabledByCoachChanged(on);
    });
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_check);
    layout->addWidget(m_caption);
    layout->addWidget(m_time);
}

bool MatchClock::isEnabledByCoach() const
{
    return m_check->isChecked();
}

void MatchClock::setEnabledByCoach(bool enabled)
{
    m_check->setChecked(enabled);
}

void MatchClock::setTimes(const QDateTime &start, const QDateTime &end)
{
    m_start = start;
    m_end = end;
    refresh();
}

QString MatchClock::text() const
{
    return m_time->text();
}

void MatchClock::refresh()
{
    const bool ticking = isEnabledByCoach() && m_start.isValid() && !m_end.isValid();
    if (ticking && !m_ticker->isActive())
        m_ticker->start();
    else if (!ticking)
        m_ticker->stop();
    m_caption->setVisible(isEnabledByCoach() && m_start.isValid());
    if (!isEnabledByCoach() || !m_start.isValid()) {
        m_time->clear();
        return;
    }
    const QDateTime until = m_end.isValid() ? m_end : QDateTime::currentDateTimeUtc();
    const qint64 seconds = qMax<qint64>(0, m_start.secsTo(until));
    m_time->setText(u"%1:%2:%3"_s.arg(seconds / 3600)
                        .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
                        .arg(seconds % 60, 2, 10, QLatin1Char('0')));
}

} // namespace dugout
