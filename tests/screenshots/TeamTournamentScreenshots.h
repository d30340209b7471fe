#pragma once

#include <QDir>
#include <QString>

namespace dugout {
class MainWindow;
}

// Fills the window's database with a team tournament of five teams of five coaches (an odd
// count: one team on a bye each round), round 1 played and round 2 paired, then captures its
// Rounds, Team standings and Coaches tabs at 1366×768 and 1920×1080. Returns false on failure.
bool captureTeamTournamentScreenshots(dugout::MainWindow &window, const QDir &output,
                                      const QString &language);
