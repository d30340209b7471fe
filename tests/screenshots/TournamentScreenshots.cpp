#include "TournamentScreenshots.h"
#include "TournamentShots.h"

#include "core/rules/RulesetLoader.h"
#include "core/storage/TournamentStore.h"
#include "views/MainWindow.h"
#include "views/tournament/TournamentsPage.h"

#include <QTabWidget>

using namespace Qt::StringLiterals;

bool captureTournamentScreenshots(dugout::MainWindow &window, const QDir &output,
                                  const QString &language)
{
    using namespace dugout;
    const auto rules = RulesetLoader::builtIn();
    if (!rules || !window.database())
        return false;
    TournamentStore store(*window.database(), *rules);
    Tournament t;
    t.name = u"Spike Open 2026"_s;
    t.organiser = u"Lutèce BB"_s;
    t.startDate = QDate(2026, 11, 28);
    t.rules.seed = 7;
    t.entrants = tournamentshots::coaches(13, 1000);
    QString error;
    const qint64 id = store.create(t, &error);
    SwissPairingOutcome outcome;
    if (id == 0 || !store.pairNextRound(id, QDateTime(t.startDate, QTime(10, 0)), &outcome, &error))
        return false;
    int table = 0;
    for (const TournamentGame &g : outcome.games) {
        ++table;
        if (!g.isBye())
            store.recordResult(id, 1, g.table, table % 3, (table + 1) % 2, table % 2, 1);
    }
    if (!store.pairNextRound(id, QDateTime(t.startDate, QTime(13, 30)), &outcome, &error))
        return false;
    store.recordResult(id, 2, 1, 2, 1, 0, 2);

    auto *page = tournamentshots::openPage(window, 0);
    if (!page)
        return false;
    auto *tabs = page->findChild<QTabWidget *>(u"tournamentTabs"_s);
    if (!tabs)
        return false;
    return tournamentshots::saveTabs(window, tabs,
                                     {{u"coaches"_s, tabs->widget(0)},
                                      {u"rounds"_s, tabs->widget(1)},
                                      {u"standings"_s, tabs->widget(2)}},
                                     output, u"tournament"_s, language);
}
