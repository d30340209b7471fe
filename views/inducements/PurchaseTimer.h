#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTimer;

namespace dugout {

// The optional time limit the rulebook suggests for choosing inducements (l.3655–3658: four
// minutes), started by a click and counted down in minutes and seconds. It only informs: when time
// is up the coaches decide what to do.
class PurchaseTimer : public QWidget
{
    Q_OBJECT

public:
    static constexpr int Seconds = 4 * 60;

    explicit PurchaseTimer(QWidget *parent = nullptr);

    void start();
    void stop();
    bool isRunning() const;
    int secondsLeft() const { return m_left; }

    QPushButton *startButton() const { return m_start; }
    QLabel *countdown() const { return m_countdown; }

private:
    void tick();
    void display();

    int m_left = Seconds;
    QTimer *m_timer;
    QPushButton *m_start;
    QLabel *m_countdown;
};

} // namespace dugout
