#pragma once

#include <QDir>
#include <QString>

namespace dugout {
class MainWindow;
}

// Fills the window's database with a Human team that has played a season, then captures
// the team view, its ledger, the New team, Hire and Advancement dialogs, and the printed
// sheet (PDF, and PNG through pdftoppm when it is installed). Returns false on failure.
bool captureTeamScreenshots(dugout::MainWindow &window, const QDir &output,
                            const QString &language);
