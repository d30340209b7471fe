#include "WindowPlacement.h"

#include "core/settings/Settings.h"

#include <QEvent>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QTimer>
#include <QWidget>

#include <algorithm>

namespace dugout {

QSize WindowPlacement::firstSize(const QSize &available)
{
    const auto side = [](int room, int comfortable, int largest) {
        const int share = static_cast<int>(room * ScreenShare);
        return std::min({room, std::max(share, comfortable), largest});
    };
    return {side(available.width(), SmallestComfortable.width(), LargestFirstSize.width()),
            side(available.height(), SmallestComfortable.height(), LargestFirstSize.height())};
}

QRect WindowPlacement::firstGeometry(const QRect &available)
{
    QRect geometry(QPoint(), firstSize(available.size()));
    geometry.moveCenter(available.center());
    return geometry;
}

WindowPlacement::WindowPlacement(QWidget *window, Settings &settings)
    : QObject(window), m_window(window), m_settings(settings), m_saveTimer(new QTimer(this))
{
    if (!m_window->restoreGeometry(m_settings.mainWindowGeometry())) {
        const QScreen *screen =
            m_window->screen() ? m_window->screen() : QGuiApplication::primaryScreen();
        const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1366, 768);
        m_window->setGeometry(firstGeometry(available));
    }
    if (auto *main = qobject_cast<QMainWindow *>(m_window))
        main->restoreState(m_settings.mainWindowState());
    // One write a little after the last of a burst of resize events, not one per event.
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(SaveDelayMs);
    connect(m_saveTimer, &QTimer::timeout, this, &WindowPlacement::saveNow);
    m_window->installEventFilter(this);
}

void WindowPlacement::saveNow()
{
    m_saveTimer->stop();
    m_settings.setMainWindowGeometry(m_window->saveGeometry());
    if (auto *main = qobject_cast<QMainWindow *>(m_window))
        m_settings.setMainWindowState(main->saveState());
    m_settings.sync();
}

bool WindowPlacement::isSavePending() const
{
    return m_saveTimer->isActive();
}

bool WindowPlacement::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && m_window->isVisible()) {
        switch (event->type()) {
        case QEvent::Resize:
        case QEvent::Move:
        case QEvent::WindowStateChange:
            m_saveTimer->start();
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace dugout
