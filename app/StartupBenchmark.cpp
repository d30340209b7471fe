#include "StartupBenchmark.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace dugout {

StartupBenchmark::StartupBenchmark(QWidget *window) : m_window(window)
{
    const QString mode = qEnvironmentVariable("DUGOUT_QUIT_AFTER_FIRST_PAINT");
    m_mode = mode == u"1"_s ? Mode::FirstPaint : mode == u"content"_s ? Mode::Content : Mode::Off;
    if (m_mode != Mode::Off)
        window->installEventFilter(this);
}

void StartupBenchmark::databaseOpened()
{
    m_opened = true;
}

bool StartupBenchmark::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && !m_finishing &&
        (m_mode == Mode::FirstPaint || (m_mode == Mode::Content && m_opened))) {
        m_finishing = true;
        QTimer::singleShot(0, this, &StartupBenchmark::finish);
    }
    return QObject::eventFilter(watched, event);
}

void StartupBenchmark::finish()
{
    if (m_mode == Mode::Content) {
        // What the open left to do still counts: a layout it posted, and the paint that follows.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::sendPostedEvents(m_window, QEvent::UpdateRequest);
    }
    std::fputs(m_mode == Mode::Content ? "database shown\n" : "first paint\n", stdout);
    std::fflush(stdout);
    QCoreApplication::quit();
}

} // namespace dugout
