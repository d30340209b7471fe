#include "TeamTournamentScreenshots.h"

#include "core/rules/RulesetLoader.h"
#include "core/storage/TournamentStore.h"
#include "views/MainWindow.h"
#include "views/tournament/TournamentsPage.h"

#include <QApplication>
#include <QComboBox>
#include <QListWidget>
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

    window.showArea(MainWindow::Area::Tournaments);
    auto *page = window.findChild<TournamentsPage *>();
    if (!page)
        return false;
    page->reload();
    auto *list = page->findChild<QListWidget *>(u"tournamentList"_s);
    auto *tabs = page->findChild<QTabWidget *>(u"tournamentTabs"_s);
    QWidget *teamTab = page->findChild<QWidget *>(u"teamStandingsTab"_s);
    if (!list || !tabs || !teamTab)
        return false;
    for (int row = 0; row < list->count(); ++row) {
        if (list->item(row)->data(Qt::UserRole).toLongLong() == id)
            list->setCurrentRow(row);
    }
    auto *roundBox = page->findChild<QComboBox *>(u"roundBox"_s);
    const QList<QPair<QString, QWidget *>> shots = {
        {u"rounds"_s, tabs->widget(1)}, {u"standings"_s, teamTab}, {u"coaches"_s, tabs->widget(0)}};
    for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        window.resize(size);
        for (const auto &[name, tab] : shots) {
            tabs->setCurrentWidget(tab);
            if (roundBox && name == u"rounds"_s)
                roundBox->setCurrentIndex(0); // round 1, played
            QCoreApplication::processEvents();
            const QString file = output.filePath(u"team-tournament-%1-%2x%3-%4.png"_s.arg(name)
                                                     .arg(size.width())
                                                     .arg(size.height())
                                                     .arg(language));
            if (!window.grab().save(file))
                return false;
            printf("%s\n", qPrintable(file));
        }
    }
    window.resize(1366, 768);
    return true;
}
