#pragma once

#include <QDir>
#include <QString>

namespace dugout {
class MainWindow;
}

// Tracks an exhibition between two teams of the window's database (the League screenshots
// build them) to the middle of the second half, every die typed: a kick-off result, players
// prone, stunned, knocked out and hurt, a Blitz declared and a re-roll used in the turn under
// way. Captures the tracker at 1366×768 and 1920×1080. Returns false on failure.
bool captureMatchScreenshots(dugout::MainWindow &window, const QDir &output,
                             const QString &language);
