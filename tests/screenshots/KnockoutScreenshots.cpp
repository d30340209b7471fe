#include "KnockoutScreenshots.h"
#include "TournamentShots.h"

#include "core/rules/RulesetLoader.h"
#include "core/storage/TournamentStore.h"
#include "views/MainWindow.h"
#include "views/tournament/TournamentsPage.h"

#include <QTabWidget>

using namespace Qt::StringLiterals;

bool captureKnockoutScreenshots(dugout::MainWindow &window, const QDir &output,
                                const QString &language)
{
    using namespace dugout;
    const auto rules = RulesetLoader::builtIn();
    if (!rules || !window.database())
        return false;
    TournamentStore store(*window.database(), *rules);
    Tournament t;
    t.name = u"Coupe de Lutèce 2026"_s;
    t.startDate = QDate(2026, 12, 5);
    t.rules.format = TournamentFormat::Knockout;
    t.rules.knockout.consolation = true;
    t.entrants = tournamentshots::coaches(13, 2000);
    QString error;
    const qint64 id = store.create(t, &error);
    if (id == 0)
        return false;
    for (int round = 1; round <= 3; ++round) {
        SwissPairingOutcome outcome;
        if (!store.pairNextRound(id, QDateTime(t.startDate, QTime(7 + 3 * round, 0)), &outcome,
                                 &error))
            return false;
        if (round == 3)
            break;
        for (const TournamentGame &g : outcome.games) {
            if (g.isBye())
                continue;
            // The first table of each round is level, decided by the sudden death.
            const bool level = g.table == 1;
            if (!store.recordResult(id, round, g.table, level ? 1 : 2 + g.table % 2,
                                    level ? 1 : g.table % 2, g.table % 3, 1, level ? g.awayId : 0,
                                    &error))
                return false;
        }
    }

    auto *page = tournamentshots::openPage(window, id);
    if (!page)
        return false;
    auto *tabs = page->findChild<QTabWidget *>(u"tournamentTabs"_s);
    QWidget *bracket = page->findChild<QWidget *>(u"bracketTab"_s);
    if (!tabs || !bracket)
        return false;
    return tournamentshots::saveTabs(window, tabs,
                                     {{u"bracket"_s, bracket}, {u"rounds"_s, tabs->widget(1)}},
                                     output, u"knockout"_s, language);
}
