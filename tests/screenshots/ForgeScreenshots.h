#pragma once

#include <QDir>
#include <QString>

namespace dugout {
class MainWindow;
}

// Tracks an exhibition on La Forge de Sigmar between two teams of the window's database: tokens
// placed before the kick-off, the start of a turn waiting for its D8s, then a strike on the ice
// and a bomb that wakes a genestealer. Captures the tracker at 1366×768 (turn start, actions)
// and 1920×1080, and the strike dialog with its dice typed. Returns false on failure.
bool captureForgeScreenshots(dugout::MainWindow &window, const QDir &output,
                             const QString &language);
