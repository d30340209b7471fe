#include "TournamentShots.h"

#include "ShotFile.h"

#include "views/MainWindow.h"
#include "views/tournament/TournamentsPage.h"

#include <QApplication>
#include <QListWidget>
#include <QTabWidget>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace tournamentshots {

QList<dugout::Entrant> coaches(int count, int firstNaf)
{
    const QStringList names = {
        u"Ana Martin"_s,   u"Bruno Keller"_s, u"John Smith"_s,   u"Daria Novak"_s, u"Émile Roux"_s,
        u"Farid Haddad"_s, u"Greta Olsen"_s,  u"Hugo Lambert"_s, u"Inès Duval"_s,  u"Jonas Berg"_s,
        u"Karim Benali"_s, u"Lena Vogel"_s,   u"Marc Petit"_s};
    const QStringList races = {u"human"_s,     u"dwarf"_s,  u"orc"_s,    u"dark_elf"_s,
                               u"wood_elf"_s,  u"skaven"_s, u"norse"_s,  u"chaos"_s,
                               u"lizardman"_s, u"undead"_s, u"amazon"_s, u"high_elf"_s,
                               u"goblin"_s};
    QList<dugout::Entrant> entrants;
    for (int i = 0; i < std::min(count, int(names.size())); ++i)
        entrants.append(
            {0, names[i], QString::number(firstNaf + i), u"FR"_s, {}, {}, races[i], true, 1});
    return entrants;
}

dugout::TournamentsPage *openPage(dugout::MainWindow &window, qint64 id)
{
    window.showArea(dugout::MainWindow::Area::Tournaments);
    auto *page = window.findChild<dugout::TournamentsPage *>();
    if (!page)
        return nullptr;
    page->reload();
    if (id != 0)
        choose(page, id);
    return page;
}

void choose(dugout::TournamentsPage *page, qint64 id)
{
    auto *list = page->findChild<QListWidget *>(u"tournamentList"_s);
    if (!list)
        return;
    for (int row = 0; row < list->count(); ++row) {
        if (list->item(row)->data(Qt::UserRole).toLongLong() == id)
            list->setCurrentRow(row);
    }
}

bool saveTabs(dugout::MainWindow &window, QTabWidget *tabs,
              const QList<QPair<QString, QWidget *>> &shots, const QDir &output,
              const QString &prefix, const QString &language,
              const std::function<void(const QString &)> &prepare)
{
    for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        window.resize(size);
        for (const auto &[name, tab] : shots) {
            tabs->setCurrentWidget(tab);
            if (prepare)
                prepare(name);
            if (!saveShot(&window, output,
                          u"%1-%2-%3x%4-%5.png"_s.arg(prefix, name)
                              .arg(size.width())
                              .arg(size.height())
                              .arg(language)))
                return false;
        }
    }
    window.resize(1366, 768);
    return true;
}

} // namespace tournamentshots
