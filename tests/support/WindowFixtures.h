#pragma once

#include "core/settings/Settings.h"
#include "views/MainWindow.h"

#include <QString>
#include <QtGlobal>

#include <memory>

namespace dugout::test {

// The main window as a person first sees it on a laptop: 1366×768, shown, on the database at
// `path` (the test stops at once if it cannot be opened).
inline std::unique_ptr<MainWindow> openMainWindow(Settings &settings, const QString &path)
{
    auto window = std::make_unique<MainWindow>(settings);
    window->resize(1366, 768);
    window->show();
    if (!window->openDatabase(path))
        qFatal("cannot open %s", qPrintable(path));
    return window;
}

} // namespace dugout::test
