#pragma once

#include <QDir>
#include <QString>

namespace dugout {
class MainWindow;
}

// Plays a Bloody Ball game some way into its first quarter with seeded dice, then shows the
// hand of the coach to play with a card and a player chosen, so the lit squares show. Captures
// the page at 1366×768 and 1920×1080. Returns false on failure.
bool captureBloodyBallScreenshots(dugout::MainWindow &window, const QDir &output,
                                  const QString &language);
// Then teams drawn into the database, a whole game between two of them to its end (the page
// with "Keep the result"), and the teams and league table dialog once the result is kept.
bool captureBloodyLeagueScreenshots(dugout::MainWindow &window, const QDir &output,
                                    const QString &language);
