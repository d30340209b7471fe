#pragma once

#include <QDir>
#include <QString>

namespace dugout {
class MainWindow;
}

// Fills the window's database with a 13-coach open tournament two rounds in (results of round
// 1 entered, round 2 paired), then captures the Tournaments area's three tabs at 1366×768 and
// 1920×1080. Returns false on failure.
bool captureTournamentScreenshots(dugout::MainWindow &window, const QDir &output,
                                  const QString &language);
