#pragma once

#include <QDir>
#include <QString>

namespace dugout {
class MainWindow;
}

// Fills the window's database with an 8-coach "pools then a knockout" tournament (two pools of
// four, the pools played) and a two-coach tournament in progression (rosters, round 1 entered
// with the players' details, round 2 paired), then captures the Pools tab with the New
// tournament form set to pools and progression at 1366×768 and 1920×1080, the Result with
// players dialog and the roster dialog. Returns false on failure.
bool captureProgressionScreenshots(dugout::MainWindow &window, const QDir &output,
                                   const QString &language);
