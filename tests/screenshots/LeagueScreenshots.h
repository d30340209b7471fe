#pragma once

#include <QDir>
#include <QString>

namespace dugout {
class MainWindow;
}

// Fills the window's database with a league of six teams three rounds into its season (until
// the demo league can be loaded instead), then captures the League area's tabs, the New
// league, League options, New season, Round robin and Add teams dialogs, and a refusal in the
// message bar. Returns false on failure.
bool captureLeagueScreenshots(dugout::MainWindow &window, const QDir &output,
                              const QString &language);
