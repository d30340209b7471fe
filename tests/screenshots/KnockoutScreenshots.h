#pragma once

#include <QDir>
#include <QString>

namespace dugout {
class MainWindow;
}

// Fills the window's database with a 13-coach knockout with a consolation bracket, two rounds
// played (a level game decided by who went through) and round 3 paired, then captures its
// Bracket and Rounds tabs at 1366×768 and 1920×1080. Returns false on failure.
bool captureKnockoutScreenshots(dugout::MainWindow &window, const QDir &output,
                                const QString &language);
