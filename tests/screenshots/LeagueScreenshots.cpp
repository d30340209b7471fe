#include "LeagueScreenshots.h"
#include "ShotFile.h"

#include "core/dice/RandomDice.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/ResultRecorder.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"
#include "views/MainWindow.h"
#include "views/league/AddTeamsDialog.h"
#include "views/league/FixtureDialog.h"
#include "views/league/LeaguePage.h"
#include "views/league/LeagueSession.h"
#include "views/league/LeagueTeamsTab.h"
#include "views/league/LeagueView.h"
#include "views/league/NewLeagueDialog.h"
#include "views/league/NewSeasonDialog.h"
#include "views/league/PlayoffsDialog.h"
#include "views/league/RoundRobinDialog.h"
#include "views/league/ScheduleTab.h"
#include "views/league/StatisticsTab.h"
#include "views/team/PlayerNames.h"
#include "views/widgets/MessageBar.h"

#include <QApplication>
#include <QComboBox>
#include <QMap>
#include <QTabWidget>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

bool save(QWidget *widget, const QDir &output, const QString &name, const QString &language)
{
    return saveShot(widget, output, u"%1-%2.png"_s.arg(name, language));
}

struct TeamPlan
{
    QString name;
    QString rosterId;
    QString coach;
    QString color;
    QStringList positions; // hired first; the roster's first position fills up to 12
};

// A confirmed team as a coach would build it: the named positions, linemen up to 12
// players, then re-rolls and fan factor while the gold lasts.
std::optional<Team> buildTeam(const Ruleset &rules, const TeamPlan &plan)
{
    const TeamRules teamRules(rules);
    const Roster *roster = rules.roster(plan.rosterId);
    if (!roster)
        return std::nullopt;
    Team team;
    team.name = plan.name;
    team.rosterId = plan.rosterId;
    team.coach = plan.coach;
    team.color = plan.color;
    for (const QString &position : plan.positions)
        teamRules.hire(team, position, PlayerNames::suggest(team), team.nextFreeNumber());
    while (team.activePlayers().size() < 12 &&
           teamRules.canHire(team, roster->positions.first().id))
        teamRules.hire(team, roster->positions.first().id, PlayerNames::suggest(team),
                       team.nextFreeNumber());
    while (teamRules.canBuyReroll(team) && team.rerolls < 3)
        teamRules.buyReroll(team);
    for (int fans = 1; fans <= 4 && teamRules.canSetFanFactor(team, fans); ++fans)
        teamRules.setFanFactor(team, fans);
    if (!teamRules.confirm(team))
        return std::nullopt;
    return team;
}

// One result through the core recorder, as the result dialog does it: touchdowns, one
// completion, casualties (badly hurt only, so every player plays on).
bool recordResult(Database &database, const Ruleset &rules, const League &league,
                  const Fixture &fixture, int homeScore, int awayScore, int homeCasualties,
                  int awayCasualties, quint32 seed)
{
    MatchRecord record;
    record.leagueId = league.id;
    record.seasonId = fixture.seasonId;
    record.fixtureId = fixture.id;
    record.home.teamId = fixture.homeTeamId;
    record.away.teamId = fixture.awayTeamId;
    record.home.score = homeScore;
    record.away.score = awayScore;
    const auto events = [](TeamMatchRecord &side, TeamMatchRecord &other, int score, int casualties,
                           int scorer) {
        QMap<int, PlayerMatchEvents> players;
        const auto player = [&players](int number) -> PlayerMatchEvents & {
            players[number].number = number;
            return players[number];
        };
        for (int i = 0; i < score; ++i) {
            ++player(scorer + i % 2).touchdowns;
            if (i == 0)
                ++player(4).completions; // the thrower's pass for the first one
        }
        if (score > 2)
            ++player(1).interceptions;
        for (int i = 0; i < casualties; ++i) {
            ++player(1 + i % 2).casualties;
            CasualtyRecord casualty;
            casualty.number = 5 + i;
            casualty.d68 = 21 + i; // badly hurt
            other.casualties << casualty;
        }
        side.players = players.values();
    };
    events(record.home, record.away, homeScore, homeCasualties, 2 + static_cast<int>(seed % 3));
    events(record.away, record.home, awayScore, awayCasualties, 3);
    RandomDice dice(seed);
    const ResultRecorder recorder(database, rules);
    ResultRecorder::Preview preview = recorder.preview(record, dice);
    qint64 matchId = 0;
    QString error;
    if (!preview.ok() || !recorder.confirm(preview, &matchId, &error)) {
        fprintf(stderr, "result refused: %s %s\n", qPrintable(preview.errors.join(u"; "_s)),
                qPrintable(error));
        return false;
    }
    return true;
}

bool buildLeague(MainWindow &window, const Ruleset &rules, LeaguePage *page)
{
    const QList<TeamPlan> plans = {
        {u"Middenheim Wolves"_s,
         u"norse"_s,
         u"Ulrike"_s,
         u"#37474f"_s,
         {u"norse.blitzer"_s, u"norse.blitzer"_s, u"norse.catcher"_s, u"norse.thrower"_s,
          u"norse.werewolf"_s}},
        {u"Orcland Raiders"_s,
         u"orc"_s,
         u"Grimgor"_s,
         u"#2e7d32"_s,
         {u"orc.black_orc_blocker"_s, u"orc.black_orc_blocker"_s, u"orc.blitzer"_s,
          u"orc.blitzer"_s, u"orc.thrower"_s}},
        {u"Karak Ironbeards"_s,
         u"dwarf"_s,
         u"Thorgrim"_s,
         u"#5d4037"_s,
         {u"dwarf.blitzer"_s, u"dwarf.blitzer"_s, u"dwarf.troll_slayer"_s, u"dwarf.runner"_s}},
        {u"Skavenblight Scramblers"_s,
         u"skaven"_s,
         u"Queek"_s,
         u"#6a1b9a"_s,
         {u"skaven.gutter_runner"_s, u"skaven.gutter_runner"_s, u"skaven.blitzer"_s,
          u"skaven.thrower"_s}},
        {u"Athel Loren Avengers"_s,
         u"wood_elf"_s,
         u"Orion"_s,
         u"#00838f"_s,
         {u"wood_elf.wardancer"_s, u"wood_elf.catcher"_s, u"wood_elf.thrower"_s}},
        {u"Naggaroth Nightmares"_s,
         u"dark_elf"_s,
         u"Malus"_s,
         u"#a31f2b"_s,
         {u"dark_elf.blitzer"_s, u"dark_elf.blitzer"_s, u"dark_elf.witch_elf"_s,
          u"dark_elf.runner"_s}},
    };
    Database &database = *window.database();
    TeamStore teams(database);
    League league;
    league.name = u"Old World Classic"_s;
    league.commissioner = u"Greta Hoffmann"_s;
    for (const TeamPlan &plan : plans) {
        std::optional<Team> team = buildTeam(rules, plan);
        if (!team || !teams.save(*team)) {
            fprintf(stderr, "cannot build %s\n", qPrintable(plan.name));
            return false;
        }
        league.teamIds << team->id;
    }
    if (!page->createLeague(league))
        return false;
    LeagueView *view = page->leagueView();
    if (!view->scheduleTab()->generateRoundRobin(false, 1))
        return false;
    // Three rounds played.
    const QList<std::array<int, 4>> scores = {{2, 1, 2, 0}, {1, 1, 1, 2}, {0, 2, 0, 1},
                                              {3, 0, 3, 1}, {1, 0, 0, 0}, {2, 2, 1, 1},
                                              {1, 2, 2, 3}, {2, 0, 1, 0}, {1, 1, 0, 0}};
    quint32 seed = 11;
    int index = 0;
    const League stored = page->session()->league();
    for (const Fixture &fixture : page->session()->fixtures()) {
        if (fixture.round > 3 || index >= scores.size())
            break;
        const auto &[home, away, homeCas, awayCas] = scores.at(index++);
        if (!recordResult(database, rules, stored, fixture, home, away, homeCas, awayCas, seed++))
            return false;
    }
    page->resultsChanged(stored.teamIds);
    return true;
}

} // namespace

bool captureLeagueScreenshots(MainWindow &window, const QDir &output, const QString &language)
{
    std::shared_ptr<const Ruleset> rules = RulesetLoader::builtIn();
    auto *page = window.leaguePage();
    if (!rules || !page || !window.database())
        return false;
    window.showArea(MainWindow::Area::League);
    if (!save(&window, output, u"league-empty"_s, language))
        return false;
    if (!buildLeague(window, *rules, page))
        return false;
    LeagueView *view = page->leagueView();
    view->messageBar()->dismiss();

    view->showTab(LeagueView::Tab::Teams);
    view->teamsTab()->selectTeam(page->session()->league().teamIds.value(1));
    if (!save(&window, output, u"league-teams"_s, language))
        return false;

    view->showTab(LeagueView::Tab::Schedule);
    view->scheduleTab()->selectFixture(page->session()->fixtures().value(7).id);
    if (!save(&window, output, u"league-schedule"_s, language))
        return false;

    view->showTab(LeagueView::Tab::Standings);
    if (!save(&window, output, u"league-standings"_s, language))
        return false;

    view->showTab(LeagueView::Tab::Statistics);
    StatisticsTab *statistics = view->statisticsTab();
    statistics->teamChooser()->setCurrentIndex(1);
    if (!save(&window, output, u"league-statistics"_s, language))
        return false;
    statistics->pages()->setCurrentIndex(1); // the season's charts
    if (!save(&window, output, u"league-charts"_s, language))
        return false;
    statistics->pages()->setCurrentIndex(0);

    // End-of-season playoffs…: the teams ranked by the league's points, who is level at the
    // cut; nothing drawn, so the screens after are as before. The button in the bar at both
    // window sizes, the dialog at its own size and wider beside the 1920 window.
    view->showTab(LeagueView::Tab::Standings);
    if (!save(&window, output, u"league-playoffs-window"_s, language))
        return false;
    PlayoffsDialog *playoffs = view->openPlayoffs();
    if (!playoffs || !save(playoffs, output, u"league-playoffs"_s, language))
        return false;
    window.resize(1920, 1080);
    playoffs->resize(900, 640);
    if (!save(&window, output, u"league-playoffs-window-1920"_s, language) ||
        !save(playoffs, output, u"league-playoffs-1920"_s, language))
        return false;
    playoffs->reject();
    window.resize(1366, 768);

    // A refusal: a team cannot play itself.
    view->showTab(LeagueView::Tab::Schedule);
    const qint64 wolves = page->session()->league().teamIds.first();
    Fixture self;
    self.round = 6;
    self.homeTeamId = self.awayTeamId = wolves;
    view->scheduleTab()->addFixture(self);
    if (!save(&window, output, u"league-refusal"_s, language))
        return false;
    view->messageBar()->dismiss();

    NewLeagueDialog *options = view->editOptions();
    options->adjustSize();
    if (!save(options, output, u"league-options"_s, language))
        return false;
    options->reject();

    NewLeagueDialog *newLeague = page->newLeague();
    newLeague->setLeagueName(u"Bretonnian Open"_s);
    newLeague->setCommissioner(u"Louis"_s);
    newLeague->adjustSize();
    if (!save(newLeague, output, u"new-league"_s, language))
        return false;
    newLeague->reject();

    AddTeamsDialog *add = view->teamsTab()->addTeams();
    add->adjustSize();
    if (!save(add, output, u"league-add-teams"_s, language))
        return false;
    add->reject();

    FixtureDialog *fixture = view->scheduleTab()->addFixture();
    fixture->adjustSize();
    if (!save(fixture, output, u"league-add-fixture"_s, language))
        return false;
    fixture->reject();

    NewSeasonDialog *season = view->newSeason();
    season->setDivisionCount(2);
    season->setDivisionName(0, u"Middenland"_s);
    season->setDivisionName(1, u"Reikland"_s);
    season->adjustSize();
    if (!save(season, output, u"new-season"_s, language))
        return false;
    season->accept();

    RoundRobinDialog *roundRobin = view->scheduleTab()->roundRobin();
    roundRobin->setDoubleLeg(true);
    roundRobin->adjustSize();
    if (!save(roundRobin, output, u"round-robin"_s, language))
        return false;
    roundRobin->accept();
    view->messageBar()->dismiss();
    if (!save(&window, output, u"league-schedule-divisions"_s, language))
        return false;
    view->showTab(LeagueView::Tab::Standings);
    if (!save(&window, output, u"league-standings-divisions"_s, language))
        return false;
    return true;
}
