#pragma once

#include <QObject>

class QWidget;

namespace dugout {

// The benchmark hook of tests/bench/bench_startup (issue 18; README, `make bench`), not a user
// option: DUGOUT_QUIT_AFTER_FIRST_PAINT=1 writes "first paint" on stdout once the window has
// really been painted, and quits; =content writes "database shown" once the database is open
// and its content painted, with any layout or paint still pending then done too, and quits.
// Start-up to each can then be timed from outside the process, against the bare window of
// tests/bench/yardstick_window, which announces its first paint the same way.
//
// "Painted" is a paint event seen by the window and the end of that paint pass (a zero timer
// runs once the pass has drawn and flushed every widget). A repaint() asked for before the
// platform has exposed the window is discarded by Qt, so it cannot serve as the mark.
class StartupBenchmark : public QObject
{
public:
    enum class Mode { Off, FirstPaint, Content };

    // Reads DUGOUT_QUIT_AFTER_FIRST_PAINT; watches `window` unless it is unset. Lives beside
    // the window, not as its child (it is made on the stack).
    explicit StartupBenchmark(QWidget *window);

    // The database is open: in content mode, the next paint of the window ends the run.
    void databaseOpened();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void finish();

    QWidget *m_window;
    Mode m_mode = Mode::Off;
    bool m_opened = false;
    bool m_finishing = false;
};

} // namespace dugout
