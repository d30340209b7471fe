#include "KnockoutScreenshots.h"

#include "core/rules/RulesetLoader.h"
#include "core/storage/TournamentStore.h"
#include "views/MainWindow.h"
#include "views/tournament/TournamentsPage.h"

#include <QApplication>
#include <QListWidget>
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
            {0, coaches[i], QString::number(2000 + i), u"FR"_s, {}, {}, races[i], true, 1});
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

    window.showArea(MainWindow::Area::Tournaments);
    auto *page = window.findChild<TournamentsPage *>();
    if (!page)
        return false;
    page->reload();
    auto *list = page->findChild<QListWidget *>(u"tournamentList"_s);
    auto *tabs = page->findChild<QTabWidget *>(u"tournamentTabs"_s);
    QWidget *bracket = page->findChild<QWidget *>(u"bracketTab"_s);
    if (!list || !tabs || !bracket)
        return false;
    for (int row = 0; row < list->count(); ++row) {
        if (list->item(row)->data(Qt::UserRole).toLongLong() == id)
            list->setCurrentRow(row);
    }
    const QList<QPair<QString, QWidget *>> shots = {{u"bracket"_s, bracket},
                                                    {u"rounds"_s, tabs->widget(1)}};
    for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        window.resize(size);
        for (const auto &[name, tab] : shots) {
            tabs->setCurrentWidget(tab);
            QCoreApplication::processEvents();
            const QString file = output.filePath(u"knockout-%1-%2x%3-%4.png"_s.arg(name)
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
