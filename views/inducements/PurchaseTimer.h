#pragma once

#include <QDeadlineTimer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTimer;

namespace dugout {

// The optional time limit the rulebook suggests for choosing inducements (l.3655–3658: four
// minutes), started by a click and counted down in minutes and seconds. It only informs: when time
// is up the coaches decide what to do. The time left is read from a deadline, not counted in
// ticks: a one-second timer fires late now and then, and 240 late ticks made a long four minutes.
class PurchaseTimer : public QWidget
{
    Q_OBJECT

public:
    static constexpr int Seconds = 4 * 60;

    // `seconds`: the time allowed, the rulebook's four minutes unless a test wants less.
    explicit PurchaseTimer(QWidget *parent = nullptr, int seconds = Seconds);

    void start();
    void stop();
    bool isRunning() const;
    int secondsLeft() const;

    QPushButton *startButton() const { return m_start; }
    QLabel *countdown() const { return m_countdown; }

private:
    void tick();
    void display();

    int m_seconds;
    QDeadlineTimer m_deadline;
    int m_left; // shown; the time left when stopped
    QTimer *m_timer;
    QPushButton *m_start;
    QLabel *m_countdown;
};

} // namespace dugout
