#include "TeamTournamentScreenshots.h"
#include "TournamentShots.h"

#include "core/rules/RulesetLoader.h"
#include "core/storage/TournamentStore.h"
#include "views/MainWindow.h"
#include "views/tournament/TournamentsPage.h"

#include <QComboBox>
#include <QTabWidget>

using namespace Qt::StringLiterals;

bool captureTeamTournamentScreenshots(dugout::MainWindow &window, const QDir &output,
                                      const QString &language)
{
    using namespace dugout;
    const auto rules = RulesetLoader::builtIn();
    if (!rules || !window.database())
        return false;
    TournamentStore store(*window.database(), *rules);
    Tournament t;
    t.name = u"Eurobowl de Lutèce 2027"_s;
    t.startDate = QDate(2027, 5, 15);
    t.rules.format = TournamentFormat::Teams;
    t.rules.squads.size = 5;
    const QStringList teams = {u"France"_s, u"Deutschland"_s, u"España"_s, u"Italia"_s,
                               u"Nederland"_s};
    const QStringList races = {u"human"_s,    u"dwarf"_s,  u"orc"_s,      u"dark_elf"_s,
                               u"wood_elf"_s, u"skaven"_s, u"norse"_s,    u"chaos"_s,
                               u"undead"_s,   u"amazon"_s, u"high_elf"_s, u"goblin"_s};
    const QStringList first = {u"Ana"_s, u"Bruno"_s, u"Chloé"_s, u"Dario"_s, u"Eva"_s};
    const QStringList last = {u"Martin"_s, u"Keller"_s, u"Ruiz"_s, u"Conti"_s, u"de Vries"_s};
    for (int s = 0; s < teams.size(); ++s) {
        for (int c = 0; c < 5; ++c)
            t.entrants.append({0,
                               u"%1 %2"_s.arg(first[c], last[s]),
                               QString::number(3000 + s * 10 + c),
                               teams[s].left(2).toUpper(),
                               teams[s],
                               {},
                               races[(s * 5 + c) % races.size()],
                               true,
                               1});
    }
    QString error;
    const qint64 id = store.create(t, &error);
    if (id == 0)
        return false;
    for (int round = 1; round <= 2; ++round) {
        SwissPairingOutcome outcome;
        if (!store.pairNextRound(id, QDateTime(t.startDate, QTime(6 + 4 * round, 0)), &outcome,
                                 &error))
            return false;
        if (round == 2)
            break;
        for (const TournamentGame &g : outcome.games) {
            if (g.isBye())
                continue;
            if (!store.recordResult(id, round, g.table, (g.table * 7) % 3, (g.table * 5) % 3,
                                    g.table % 3, (g.table + 1) % 2, &error))
                return false;
        }
    }

    auto *page = tournamentshots::openPage(window, id);
    if (!page)
        return false;
    auto *tabs = page->findChild<QTabWidget *>(u"tournamentTabs"_s);
    QWidget *teamTab = page->findChild<QWidget *>(u"teamStandingsTab"_s);
    if (!tabs || !teamTab)
        return false;
    auto *roundBox = page->findChild<QComboBox *>(u"roundBox"_s);
    return tournamentshots::saveTabs(window, tabs,
                                     {{u"rounds"_s, tabs->widget(1)},
                                      {u"standings"_s, teamTab},
                                      {u"coaches"_s, tabs->widget(0)}},
                                     output, u"team-tournament"_s, language,
                                     [&](const QString &name) {
                                         if (roundBox && name == u"rounds"_s)
                                             roundBox->setCurrentIndex(0); // round 1, played
                                     });
}
