#pragma once

#include <QObject>
#include <QRect>
#include <QSize>

class QTimer;
class QWidget;

namespace dugout {

class Settings;

// Where the main window opens and how its place is kept. The first time, it takes most of the
// screen it opens on rather than a size fit for a small laptop; afterwards it comes back where
// the user left it, and that place is written to the settings shortly after every move or
// resize, so a crash does not lose it (closing is not the only moment it is saved).
class WindowPlacement : public QObject
{
    Q_OBJECT

public:
    // Share of the screen's available area a first window takes, and the largest it takes.
    static constexpr double ScreenShare = 0.85;
    static constexpr QSize LargestFirstSize{1920, 1200};
    // Below this the whole available area is used: every page is laid out for 1366×768.
    static constexpr QSize SmallestComfortable{1280, 720};
    static constexpr int SaveDelayMs = 600;

    // The first size of a window on a screen whose available area is `available`.
    static QSize firstSize(const QSize &available);
    // The first geometry: firstSize, centred on `available`.
    static QRect firstGeometry(const QRect &available);

    // Restores `window`'s saved geometry (or places it for the first time) and watches it.
    WindowPlacement(QWidget *window, Settings &settings);

    // Writes the geometry now (the window closes, or the delay ran out).
    void saveNow();
    bool isSavePending() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
    Settings &m_settings;
    QTimer *m_saveTimer;
};

} // namespace dugout
