#include "ProgressionScreenshots.h"
#include "ShotFile.h"
#include "TournamentShots.h"

#include "core/dice/RandomDice.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/TournamentRosterStore.h"
#include "core/storage/TournamentStore.h"
#include "core/team/TeamFile.h"
#include "core/tournament/TournamentGameDetails.h"
#include "views/MainWindow.h"
#include "views/tournament/GameDetailsDialog.h"
#include "views/tournament/TournamentRosterDialog.h"
#include "views/tournament/TournamentsPage.h"

#include <QApplication>
#include <QComboBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace {

using namespace dugout;

const char *const Reavers = "team,Altdorf Reavers\nroster,human\ncoach,Ana Martin\nrerolls,3\n"
                            "apothecary,yes\nnumber,name,position\n1,Karl Blitz,Blitzer\n"
                            "2,Otto Hammer,Blitzer\n3,Lena Fang,Catcher\n4,Hans Thrower,Thrower\n"
                            "5,Ulf,Lineman\n6,Gregor,Lineman\n7,Stefan,Lineman\n8,Dieter,Lineman\n"
                            "9,Rolf,Lineman\n10,Wim,Lineman\n11,Klaus,Lineman\n";
const char *const Tuskers = "team,Red Tuskers\nroster,orc\ncoach,John Smith\nrerolls,3\n"
                            "apothecary,yes\nnumber,name,position\n1,Grak,Blitzer\n2,Zug,Blitzer\n"
                            "3,Morg,Black Orc Blocker\n4,Brog,Black Orc Blocker\n5,Snag,Thrower\n"
                            "6,Urk,Lineman\n7,Drek,Lineman\n8,Gash,Lineman\n9,Krod,Lineman\n"
                            "10,Mub,Lineman\n11,Ruk,Lineman\n";

} // namespace

bool captureProgressionScreenshots(MainWindow &window, const QDir &output, const QString &language)
{
    const auto rules = RulesetLoader::builtIn();
    if (!rules || !window.database())
        return false;
    Database &database = *window.database();
    TournamentStore store(database, *rules);
    QString error;

    // Pools then a knockout: eight coaches, two pools of four, the pools played.
    Tournament pools;
    pools.name = u"Trophée des Poules 2026"_s;
    pools.startDate = QDate(2026, 12, 19);
    pools.rules.format = TournamentFormat::Pools;
    pools.rules.pools = {2, 2};
    pools.entrants = tournamentshots::coaches(8, 3000);
    const qint64 poolsId = store.create(pools, &error);
    if (poolsId == 0)
        return false;
    for (int round = 1; round <= 3; ++round) {
        SwissPairingOutcome outcome;
        if (!store.pairNextRound(poolsId, QDateTime(pools.startDate, QTime(7 + 3 * round, 0)),
                                 &outcome, &error))
            return false;
        for (const TournamentGame &g : outcome.games) {
            if (!g.isBye() && !store.recordResult(poolsId, round, g.table, (g.table + round) % 3,
                                                  g.table % 2, round % 2, 1, &error))
                return false;
        }
    }

    // Progression: two coaches with rosters, round 1 with the players' details, round 2 paired.
    Tournament cup;
    cup.name = u"Progression Cup 2026"_s;
    cup.startDate = QDate(2026, 12, 12);
    cup.rules.allowRematches = true;
    cup.rules.team.progression = RosterProgression::Progression;
    cup.entrants = {{0, u"Ana Martin"_s, u"12345"_s, u"FR"_s, {}, {}, u"human"_s, true, 1},
                    {0, u"John Smith"_s, u"34567"_s, u"UK"_s, {}, {}, u"orc"_s, true, 1}};
    const qint64 cupId = store.create(cup, &error);
    const std::optional<Tournament> stored = store.load(cupId, &error);
    if (!stored)
        return false;
    TournamentRosterStore rosters(database, *rules);
    for (int i = 0; i < 2; ++i) {
        QStringList problems;
        const std::optional<Team> team = TeamFile::fromBytes(
            QByteArray(i == 0 ? Reavers : Tuskers), TeamFile::Format::Csv, *rules, &problems);
        if (!team || !rosters.setRoster(cupId, stored->entrants.at(i).id, *team, &error))
            return false;
    }
    SwissPairingOutcome outcome;
    if (!store.pairNextRound(cupId, QDateTime(cup.startDate, QTime(10, 0)), &outcome, &error))
        return false;
    const bool anaHome = outcome.games.first().homeId == stored->entrants.at(0).id;
    const QString ana =
        u"{\"players\": [{\"number\": 1, \"touchdowns\": 1}, {\"number\": 4, \"completions\": "
        "1}], \"casualties\": [{\"number\": 5, \"d68\": 41}], \"mvp\": [1]}"_s;
    const QString john = u"{\"players\": [{\"number\": 3, \"casualties\": 1}], \"mvp\": [6]}"_s;
    QStringList problems;
    TournamentResultEntry entry;
    entry.round = 1;
    entry.table = 1;
    entry.homeTouchdowns = anaHome ? 1 : 0;
    entry.awayTouchdowns = anaHome ? 0 : 1;
    entry.details = TournamentGameDetails::fromBytes(
        u"{\"home\": %1, \"away\": %2}"_s.arg(anaHome ? ana : john, anaHome ? john : ana).toUtf8(),
        *rules, &problems);
    RandomDice dice(7);
    if (!entry.details || !rosters.recordResult(cupId, entry, dice, nullptr, &error) ||
        !store.pairNextRound(cupId, QDateTime(cup.startDate, QTime(13, 0)), &outcome, &error))
        return false;

    TournamentsPage *page = tournamentshots::openPage(window, 0);
    if (!page)
        return false;
    auto *tabs = page->findChild<QTabWidget *>(u"tournamentTabs"_s);
    QWidget *poolsTab = page->findChild<QWidget *>(u"poolsTab"_s);
    auto *format = page->findChild<QComboBox *>(u"newTournamentFormat"_s);
    auto *progression = page->findChild<QComboBox *>(u"newTournamentProgression"_s);
    if (!tabs || !poolsTab || !format || !progression)
        return false;
    format->setCurrentIndex(format->findData(3));
    progression->setCurrentIndex(1);
    for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        window.resize(size);
        tournamentshots::choose(page, poolsId);
        tabs->setCurrentWidget(poolsTab);
        if (!saveShot(&window, output,
                      u"pools-%1x%2-%3.png"_s.arg(size.width()).arg(size.height()).arg(language)))
            return false;
        tournamentshots::choose(page, cupId);
        tabs->setCurrentIndex(1);
        auto *pairings = page->findChild<QTableWidget *>(u"pairingsTable"_s);
        if (!pairings || pairings->rowCount() == 0)
            return false;
        pairings->selectRow(0);
        if (!saveShot(&window, output,
                      u"progression-rounds-%1x%2-%3.png"_s.arg(size.width())
                          .arg(size.height())
                          .arg(language)))
            return false;
    }
    window.resize(1366, 768);
    // The players' dialog of round 2 (Ulf misses it), and Ana's roster.
    auto *players = page->findChild<QPushButton *>(u"resultWithPlayersButton"_s);
    if (!players || !players->isEnabled())
        return false;
    players->click();
    QCoreApplication::processEvents();
    auto *dialog = page->findChild<GameDetailsDialog *>();
    if (!dialog || !saveShot(dialog, output, u"progression-players-%1.png"_s.arg(language)))
        return false;
    dialog->reject();
    tabs->setCurrentIndex(0);
    auto *entrants = page->findChild<QTableWidget *>(u"entrantsTable"_s);
    auto *rosterButton = page->findChild<QPushButton *>(u"rosterButton"_s);
    if (!entrants || !rosterButton)
        return false;
    entrants->selectRow(0);
    rosterButton->click();
    QCoreApplication::processEvents();
    auto *roster = page->findChild<TournamentRosterDialog *>();
    if (!roster || !saveShot(roster, output, u"progression-roster-%1.png"_s.arg(language)))
        return false;
    roster->reject();
    QCoreApplication::processEvents();
    return true;
}
