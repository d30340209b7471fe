#include "TeamScreenshots.h"
#include "ShotFile.h"

#include "core/rules/RulesetLoader.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"
#include "print/TeamSheetRenderer.h"
#include "session/TeamDocument.h"
#include "views/MainWindow.h"
#include "views/team/AdvancementDialog.h"
#include "views/team/HirePlayerDialog.h"
#include "views/team/NewTeamDialog.h"
#include "views/team/PlayerNames.h"
#include "views/team/TeamActions.h"
#include "views/team/TeamView.h"
#include "views/team/TeamsPage.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QProcess>
#include <QStandardPaths>
#include <QTabWidget>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

bool save(QWidget *widget, const QDir &output, const QString &name, const QString &language)
{
    return saveShot(widget, output, u"%1-%2.png"_s.arg(name, language));
}

// The Reavers after a few matches: 13 players, a star blitzer, injuries, a roll waiting.
Team reavers(const Ruleset &rules)
{
    Team team;
    team.name = u"Altdorf Reavers"_s;
    team.rosterId = u"human"_s;
    team.coach = u"Anna"_s;
    team.color = u"#1f4e9c"_s;
    const TeamRules teamRules(rules);
    const QList<QPair<QString, QString>> hires = {
        {u"human.blitzer"_s, u"Hans Brenner"_s},     {u"human.blitzer"_s, u"Otto Kessler"_s},
        {u"human.blitzer"_s, u"Karl Stahlhand"_s},   {u"human.catcher"_s, u"Lukas Eisner"_s},
        {u"human.catcher"_s, u"Felix Grau"_s},       {u"human.thrower"_s, u"Matthias Roth"_s},
        {u"human.lineman"_s, u"Jürgen Falk"_s},      {u"human.lineman"_s, u"Wilhelm Dunkel"_s},
        {u"human.lineman"_s, u"Stefan Wolfsblut"_s}, {u"human.lineman"_s, u"Ulrich Brandt"_s},
        {u"human.lineman"_s, u"Konrad Weiss"_s},     {u"human.lineman"_s, u"Ernst Bauer"_s},
    };
    for (const auto &[position, name] : hires)
        teamRules.hire(team, position, name, team.nextFreeNumber());
    teamRules.buyReroll(team);
    teamRules.buyReroll(team);
    teamRules.setFanFactor(team, 3);
    teamRules.hireApothecary(team);
    teamRules.hireCheerleader(team);
    teamRules.confirm(team);
    Player &hans = team.players[0];
    hans.spp = 34;
    hans.advancementsTaken = 2;
    hans.gainedSkills = {GainedSkill{u"guard"_s, false}, GainedSkill{u"dodge"_s, true}};
    hans.touchdowns = 6;
    hans.casualties = 4;
    hans.mvps = 1;
    hans.matchesPlayed = 7;
    Player &otto = team.players[1];
    otto.spp = 8;
    otto.advancementsTaken = 1;
    otto.maGain = 1;
    otto.niggling = 1;
    otto.avLoss = 1;
    otto.matchesPlayed = 6;
    team.players[3].spp = 7; // a catcher with a roll waiting
    team.players[3].completions = 1;
    team.players[3].touchdowns = 2;
    team.players[5].completions = 9;
    team.players[5].spp = 12;
    team.players[5].advancementsTaken = 1;
    team.players[5].gainedSkills = {GainedSkill{u"accurate"_s, false}};
    team.players[8].missNextGame = true;
    team.ledger << LedgerEntry{0, 70000, LedgerEntry::Kind::Winnings,
                               u"Altdorf Reavers 2 – 1 Orcland Raiders"_s, 0,
                               // a fixed date: two runs give the same pictures
                               QDateTime(QDate(2026, 3, 14), QTime(20, 0), Qt::UTC)};
    teamRules.hire(team, u"human.lineman"_s, u"Rudi Schreck"_s, team.nextFreeNumber());
    // The creation and the hires are stamped with the time of the run: fixed dates in their
    // order instead, so two runs give the same Treasury picture.
    QDateTime when(QDate(2026, 3, 1), QTime(18, 0), Qt::UTC);
    for (LedgerEntry &entry : team.ledger) {
        if (entry.kind != LedgerEntry::Kind::Winnings)
            entry.time = when;
        when = when.addDays(7);
    }
    return team;
}

} // namespace

bool captureTeamScreenshots(MainWindow &window, const QDir &output, const QString &language)
{
    std::shared_ptr<const Ruleset> rules = RulesetLoader::builtIn();
    auto *teams = window.teamsPage();
    if (!rules || !teams || !window.database())
        return false;
    Team team = reavers(*rules);
    if (!TeamStore(*window.database()).save(team))
        return false;
    teams->setDatabase(window.database());
    window.showArea(MainWindow::Area::Teams);
    if (!teams->showTeam(team.id))
        return false;
    TeamView *view = teams->teamView();
    view->selectPlayer(team.players[0].id);
    if (!save(&window, output, u"team"_s, language))
        return false;

    auto *tabs = view->findChild<QTabWidget *>(u"teamTabs"_s);
    tabs->setCurrentIndex(1);
    if (!save(&window, output, u"team-ledger"_s, language))
        return false;
    tabs->setCurrentIndex(0);

    view->selectPlayer(team.players[0].id);
    view->actions()->advance->trigger();
    auto *advancement = view->findChild<AdvancementDialog *>();
    if (!advancement)
        return false;
    advancement->setDice(4, 4);
    advancement->adjustSize();
    if (!save(advancement, output, u"advancement"_s, language))
        return false;
    advancement->reject();

    NewTeamDialog *newTeam = teams->newTeam();
    newTeam->setTeamName(u"Bögenhafen Barons"_s);
    newTeam->setCoach(u"Bruno"_s);
    newTeam->setRosterId(u"undead"_s);
    newTeam->adjustSize();
    if (!save(newTeam, output, u"new-team"_s, language))
        return false;
    newTeam->reject();

    QMenu *menu = view->actions()->hireMenu();
    menu->popup(view->mapToGlobal(QPoint(10, 100)));
    if (!save(menu, output, u"hire-menu"_s, language))
        return false;
    menu->hide();

    view->findChild<QAction *>(u"hire:human.lineman"_s)->trigger();
    auto *hire = view->findChild<HirePlayerDialog *>();
    if (!hire)
        return false;
    hire->setPlayerName(u"Anselm Krieger"_s);
    hire->adjustSize();
    if (!save(hire, output, u"hire-player"_s, language))
        return false;
    hire->reject();

    // A team being built: the header says what is missing, Confirm says why not yet.
    Team barons;
    barons.name = u"Bögenhafen Barons"_s;
    barons.rosterId = u"dwarf"_s;
    barons.coach = u"Bruno"_s;
    barons.color = u"#a31f2b"_s;
    const TeamRules teamRules(*rules);
    for (const QString &position :
         {u"dwarf.blocker"_s, u"dwarf.blocker"_s, u"dwarf.blocker"_s, u"dwarf.runner"_s,
          u"dwarf.blitzer"_s, u"dwarf.troll_slayer"_s, u"dwarf.deathroller"_s})
        teamRules.hire(barons, position, PlayerNames::suggest(barons), barons.nextFreeNumber());
    teamRules.buyReroll(barons);
    if (!teams->createTeam(barons))
        return false;
    teams->teamView()->selectPlayer(0);
    if (!save(&window, output, u"team-creation"_s, language))
        return false;
    // A refusal, as the message bar shows it.
    teams->teamView()->hire(u"dwarf.deathroller"_s, u"Second Roller"_s, 8);
    if (!save(&window, output, u"team-refusal"_s, language))
        return false;
    teams->showTeam(team.id);

    const QString pdf = output.filePath(u"team-sheet-%1.pdf"_s.arg(language));
    QString error;
    if (!exportTeamSheetPdf(view->document()->team(), *rules, pdf, &error)) {
        fprintf(stderr, "%s\n", qPrintable(error));
        return false;
    }
    printf("%s\n", qPrintable(pdf));
    if (!QStandardPaths::findExecutable(u"pdftoppm"_s).isEmpty()) {
        const QString png = output.filePath(u"team-sheet-%1"_s.arg(language));
        if (QProcess::execute(u"pdftoppm"_s,
                              {u"-png"_s, u"-r"_s, u"80"_s, u"-singlefile"_s, pdf, png}) != 0)
            return false;
        printf("%s.png\n", qPrintable(png));
    }
    return true;
}
