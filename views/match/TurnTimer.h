#pragma once

#include "FontScaler.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QWidget>

#include <chrono>

class QToolButton;
class QLabel;
class QTimer;

namespace dugout {

// The optional four-minute turn limit: a checkbox to use it and a countdown that starts with
// each team turn. When time is up it says so once with expired(); the tracker then offers the
// turnover. Tests shorten the limit with setDuration().
class TurnTimer : public QWidget
{
    Q_OBJECT

public:
    explicit TurnTimer(QWidget *parent = nullptr);

    bool isEnabledByCoach() const;
    void setEnabledByCoach(bool enabled);
    void setDuration(std::chrono::milliseconds duration);

    // A team turn under way since `startedAt` (invalid: now): the countdown runs from there
    // (if the timer is used), so a match resumed after a restart goes on where it was.
    void startTurn(const QDateTime &startedAt = QDateTime());
    // No team turn under way (turnover, between turns, between drives).
    void stop();
    bool isRunning() const { return m_running; }
    bool hasExpired() const { return m_expired; }
    QString text() const;
    QToolButton *toggle() const { return m_check; }
    void setScale(qreal scale);

Q_SIGNALS:
    void expired();
    void enabledByCoachChanged(bool enabled);

private:
    void tick();
    void showRemaining(std::chrono::milliseconds remaining);

    FontScaler m_fonts;
    QToolButton *m_check;
    QLabel *m_countdown;
    QTimer *m_ticker;
    QDeadlineTimer m_deadline;
    QDateTime m_startedAt;
    std::chrono::milliseconds m_duration{std::chrono::minutes(4)};
    bool m_running = false;
    bool m_expired = false;
};

} // namespace dugout
