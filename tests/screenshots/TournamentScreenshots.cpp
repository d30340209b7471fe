#include "TournamentScreenshots.h"

#include "core/rules/RulesetLoader.h"
#include "core/storage/TournamentStore.h"
#include "views/MainWindow.h"
#include "views/tournament/TournamentsPage.h"

#include <QApplication>
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
    const QStringList coaches = {
        u"Ana Martin"_s,   u"Bruno Keller"_s, u"John Smith"_s,   u"Daria Novak"_s, u"Émile Roux"_s,
        u"Farid Haddad"_s, u"Greta Olsen"_s,  u"Hugo Lambert"_s, u"Inès Duval"_s,  u"Jonas Berg"_s,
        u"Karim Benali"_s, u"Lena Vogel"_s,   u"Marc Petit"_s};
    const QStringList races = {u"human"_s,     u"dwarf"_s,  u"orc"_s,    u"dark_elf"_s,
                               u"wood_elf"_s,  u"skaven"_s, u"norse"_s,  u"chaos"_s,
                               u"lizardman"_s, u"undead"_s, u"amazon"_s, u"high_elf"_s,
                               u"goblin"_s};
    for (int i = 0; i < coaches.size(); ++i)
        t.entrants.append(
            {0, coaches[i], QString::number(1000 + i), u"FR"_s, {}, {}, races[i], true, 1});
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

    window.showArea(MainWindow::Area::Tournaments);
    auto *page = window.findChild<TournamentsPage *>();
    if (!page)
        return false;
    page->reload();
    auto *tabs = page->findChild<QTabWidget *>(u"tournamentTabs"_s);
    if (!tabs)
        return false;
    const QStringList names = {u"coaches"_s, u"rounds"_s, u"standings"_s};
    for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        window.resize(size);
        for (int i = 0; i < names.size(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            const QString file = output.filePath(u"tournament-%1-%2x%3-%4.png"_s.arg(names[i])
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
