#include "DemoLeague.h"

#include "DemoMatch.h"
#include "core/dice/RandomDice.h"
#include "core/league/RoundRobin.h"
#include "core/league/SeasonPlan.h"
#include "core/rules/Ruleset.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/ResultRecorder.h"
#include "core/storage/TeamStore.h"
#include "core/storage/Transaction.h"
#include "core/team/Advancement.h"
#include "core/team/TeamRules.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

struct DemoTeam
{
    const char *name;
    const char *roster;
    const char *coach;
    const char *color;
    QList<QPair<const char *, int>> positions; // position id suffix, how many
    int rerolls;
    int fanFactor;
    bool apothecary;
};

// Eight classic rosters, each spending exactly 1,000,000 gold.
const QList<DemoTeam> &demoTeams()
{
    static const QList<DemoTeam> teams = {
        {"Altdorf Reavers",
         "human",
         "Anna",
         "#1f4e9c",
         {{"blitzer", 4}, {"catcher", 2}, {"thrower", 1}, {"lineman", 5}},
         2,
         3,
         true},
        {"Orcland Raiders",
         "orc",
         "Bruno",
         "#3f7d20",
         {{"black_orc_blocker", 4}, {"blitzer", 4}, {"thrower", 1}, {"lineman", 2}},
         2,
         2,
         true},
        {"Karak Hammers",
         "dwarf",
         "Camille",
         "#8c5a2b",
         {{"blocker", 6}, {"blitzer", 2}, {"runner", 1}, {"troll_slayer", 2}},
         2,
         1,
         true},
        {"Skavenblight Scramblers",
         "skaven",
         "Dimitri",
         "#6b6b2a",
         {{"gutter_runner", 4}, {"blitzer", 2}, {"thrower", 1}, {"lineman", 5}},
         2,
         1,
         true},
        {"Athelorn Avengers",
         "wood_elf",
         "Élodie",
         "#2e8b57",
         {{"wardancer", 2}, {"catcher", 2}, {"thrower", 1}, {"lineman", 6}},
         1,
         2,
         false},
        {"Chaos All-Stars",
         "chaos",
         "Frank",
         "#8b1a1a",
         {{"chaos_warrior", 4}, {"beastman", 7}},
         2,
         1,
         true},
        {"Champions of Death",
         "undead",
         "Gabrielle",
         "#4b3b6b",
         {{"mummy", 2}, {"wight", 2}, {"ghoul", 2}, {"skeleton", 3}, {"zombie", 3}},
         2,
         6,
         false},
        {"Lustria Croakers",
         "lizardman",
         "Hugo",
         "#1c7c7c",
         {{"kroxigor", 1}, {"saurus", 6}, {"skink", 5}},
         1,
         2,
         false},
    };
    return teams;
}

const QStringList FirstNames = {u"Griff"_s,    u"Hans"_s,   u"Urgash"_s, u"Borin"_s,  u"Skritt"_s,
                                u"Elandril"_s, u"Khorn"_s,  u"Mort"_s,   u"Kroak"_s,  u"Dieter"_s,
                                u"Gorbag"_s,   u"Thrain"_s, u"Snikch"_s, u"Lorien"_s, u"Varag"_s,
                                u"Sethra"_s,   u"Zlatan"_s, u"Ulf"_s,    u"Rolf"_s,   u"Brakka"_s};
const QStringList LastNames = {
    u"Oberwald"_s,  u"Brenner"_s,    u"Ironfist"_s,      u"Stonebeard"_s,
    u"Quickpaw"_s,  u"Leafsong"_s,   u"Skullsplitter"_s, u"Graveborn"_s,
    u"Swampfoot"_s, u"Hammerhand"_s, u"Bonecrusher"_s,   u"Redbeard"_s,
    u"Gnawtail"_s,  u"Moonshadow"_s, u"Gutrender"_s,     u"Dustwalker"_s};

// The team as its coach would have built it, through the same rules as the New team dialog.
std::optional<Team> buildTeam(const DemoTeam &demo, const QString &name, const Ruleset &rules,
                              RandomDice &dice, QString *error)
{
    const TeamRules teamRules(rules);
    Team team;
    team.name = name;
    team.rosterId = QString::fromLatin1(demo.roster);
    team.coach = QString::fromUtf8(demo.coach);
    team.color = QString::fromLatin1(demo.color);
    QList<RuleCheck> checks;
    for (const auto &[position, count] : demo.positions) {
        for (int i = 0; i < count; ++i) {
            const QString playerName = FirstNames.at(dice.roll(int(FirstNames.size()), {}) - 1) +
                                       u' ' +
                                       LastNames.at(dice.roll(int(LastNames.size()), {}) - 1);
            checks << teamRules.hire(team, team.rosterId + u'.' + QString::fromLatin1(position),
                                     playerName, team.nextFreeNumber());
        }
    }
    for (int i = 0; i < demo.rerolls; ++i)
        checks << teamRules.buyReroll(team);
    checks << teamRules.setFanFactor(team, demo.fanFactor);
    if (demo.apothecary)
        checks << teamRules.hireApothecary(team);
    checks << teamRules.confirm(team);
    for (const RuleCheck &check : checks) {
        if (!check) {
            *error =
                DemoLeague::tr("The demo team %1 breaks a rule: %2").arg(team.name, check.reason);
            return std::nullopt;
        }
    }
    return team;
}

// Takes every advancement roll a team's players earned, as a coach keen on characteristics
// would: a characteristic when the dice allow it, otherwise one of the skills offered.
void takeAdvancements(Team &team, const Ruleset &rules, RandomDice &dice)
{
    for (Player &player : team.players) {
        while (player.isActive() && player.pendingAdvancements(rules) > 0) {
            const int die1 = dice.roll(6, {});
            const int die2 = dice.roll(6, {});
            const QList<AdvancementOption> options =
                Advancement::options(rules, player, die1, die2);
            if (options.isEmpty())
                break;
            AdvancementOption choice = options.at(dice.roll(int(options.size()), {}) - 1);
            for (const AdvancementOption &option : options) {
                if (option.kind != AdvancementOption::Kind::Skill &&
                    option.kind != AdvancementOption::Kind::DoubleSkill)
                    choice = option;
            }
            Advancement::apply(rules, player, die1, die2, choice);
        }
    }
}

} // namespace

qint64 DemoLeague::create(Database &database, const Ruleset &rules, QString *error)
{
    return create(database, rules, Shape{}, error);
}

qint64 DemoLeague::create(Database &database, const Ruleset &rules, const Shape &shape,
                          QString *error)
{
    // The whole demo is one transaction (issue 13): eight teams, the league, its season, the
    // schedule and four rounds of results appear together or not at all, whatever stops the
    // program or fills the disk halfway. Every store call below is a savepoint inside it.
    std::optional<Transaction> transaction;
    if (shape.oneTransaction) {
        transaction.emplace(database.connection(), error);
        if (!transaction->isOpen())
            return 0;
    }
    RandomDice dice(shape.seed);
    TeamStore teams(database);
    LeagueStore leagues(database);
    League league;
    league.name = shape.name.isEmpty() ? tr("Old World Demo League") : shape.name;
    league.commissioner = tr("Demo commissioner");
    const QList<DemoTeam> &rosters = demoTeams();
    for (int i = 0; i < shape.teams; ++i) {
        const DemoTeam &demo = rosters.at(i % rosters.size());
        // Past the eighth team the rosters come round again; a number keeps the names apart.
        const QString name =
            i < rosters.size()
                ? QString::fromUtf8(demo.name)
                : u"%1 %2"_s.arg(QString::fromUtf8(demo.name)).arg(i / rosters.size() + 1);
        std::optional<Team> team = buildTeam(demo, name, rules, dice, error);
        if (!team || !teams.save(*team, error))
            return 0;
        league.teamIds << team->id;
    }
    if (!leagues.save(league, error))
        return 0;
    for (int number = 1; number <= shape.seasons; ++number) {
        if (!playSeason(database, rules, league, number, shape.roundsPlayed, dice, error))
            return 0;
    }
    return !transaction || transaction->commit() ? league.id : 0;
}

bool DemoLeague::playSeason(Database &database, const Ruleset &rules, const League &league,
                            int number, int roundsPlayed, RandomDice &dice, QString *error)
{
    TeamStore teams(database);
    LeagueStore leagues(database);
    Season season;
    season.leagueId = league.id;
    season.name = number == 1 ? tr("Season 1") : SeasonPlan::defaultName(number - 1);
    for (qint64 teamId : league.teamIds)
        season.entries << SeasonEntry{teamId, 0};
    if (!leagues.saveSeason(season, error))
        return false;
    QList<Fixture> fixtures = RoundRobin::schedule(league.teamIds, false, season.id);
    if (!leagues.replaceUnplayedFixtures(season.id, fixtures, error))
        return false;

    const ResultRecorder recorder(database, rules);
    for (const Fixture &fixture : leagues.fixtures(season.id)) {
        if (fixture.round > roundsPlayed)
            continue;
        // A savepoint inside the demo's transaction; a transaction of its own otherwise.
        Transaction match(database.connection(), error);
        if (!match.isOpen())
            return false;
        const std::optional<Team> home = teams.load(fixture.homeTeamId, error);
        const std::optional<Team> away = teams.load(fixture.awayTeamId, error);
        if (!home || !away)
            return false;
        MatchRecord record = DemoMatch::play(*home, *away, dice);
        record.leagueId = league.id;
        record.seasonId = season.id;
        record.fixtureId = fixture.id;
        ResultRecorder::Preview preview = recorder.preview(record, dice);
        qint64 matchId = 0;
        if (!recorder.confirm(preview, &matchId, error))
            return false;
        for (qint64 teamId : {fixture.homeTeamId, fixture.awayTeamId}) {
            std::optional<Team> team = teams.load(teamId, error);
            if (!team)
                return false;
            takeAdvancements(*team, rules, dice);
            if (!teams.save(*team, error))
                return false;
        }
        if (!match.commit())
            return false;
    }
    return true;
}

} // namespace dugout
