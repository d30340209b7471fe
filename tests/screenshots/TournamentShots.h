#pragma once

// What the Tournaments area's screenshots share: the same coaches, the page opened on the
// tournament just stored, and each tab saved at the two window sizes.

#include "core/tournament/Entrant.h"

#include <QDir>
#include <QList>
#include <QPair>
#include <QString>

#include <functional>

class QTabWidget;
class QWidget;

namespace dugout {
class MainWindow;
class TournamentsPage;
} // namespace dugout

namespace tournamentshots {

// The first `count` (at most 13) of a fixed field of coaches from France, each with another
// race, their NAF numbers counting up from `firstNaf`.
QList<dugout::Entrant> coaches(int count, int firstNaf);

// The Tournaments area shown and reloaded from the database, with tournament `id` chosen in
// its list (the list's own choice kept when `id` is 0); null when the page is missing.
dugout::TournamentsPage *openPage(dugout::MainWindow &window, qint64 id);

// Chooses tournament `id` in the page's list.
void choose(dugout::TournamentsPage *page, qint64 id);

// At 1366×768 then 1920×1080, each of `tabs`' pages in `shots` shown (then `prepare` called
// with its name, when given) and the window saved as "PREFIX-NAME-WxH-LANGUAGE.png"; the
// window is left at 1366×768.
bool saveTabs(dugout::MainWindow &window, QTabWidget *tabs,
              const QList<QPair<QString, QWidget *>> &shots, const QDir &output,
              const QString &prefix, const QString &language,
              const std::function<void(const QString &)> &prepare = {});

} // namespace tournamentshots
