#include "LeagueCommand.h"

#include "CommandArguments.h"
#include "LeagueChallengeAction.h"
#include "LeagueCreateAction.h"
#include "LeagueExportAction.h"
#include "LeagueFixtureAction.h"
#include "LeagueJoinAction.h"
#include "LeagueLookup.h"
#include "LeaguePlayoffsAction.h"
#include "LeagueScheduleAction.h"
#include "LeagueSeasonAction.h"
#include "LeagueTrophiesAction.h"
#include "core/league/PlayoffRules.h"

#include "core/demo/DemoLeague.h"
#include "core/league/Standings.h"
#include "core/rules/RulesetLoader.h"
#include "core/spreadsheet/XlsxFile.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/OutputPath.h"
#include "core/storage/StandingsWorkbook.h"
#include "core/storage/TeamStore.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace dugout::cli {

namespace {

// A CSV field, quoted when it holds a separator, a quote or a line break (RFC 4180).
QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
        return text;
    return u'"' + QString(text).replace(u"\""_s, u"\"\""_s) + u'"';
}

} // namespace

QString LeagueCommand::name() const
{
    return u"league"_s;
}

QList<QPair<QString, QString>> LeagueCommand::synopsis() const
{
    return {
        {u"league list"_s, tr("List the leagues: id, name, teams, seasons")},
        {u"league standings LEAGUE_ID [--season ID] [--csv]"_s,
         tr("Print a season's standings (the latest season by default)")},
        {u"league standings LEAGUE_ID [--season ID] --xlsx FILE.xlsx"_s,
         tr("Write a season's standings and the league's leaders as an Excel workbook")},
        {u"league leaders LEAGUE_ID [--csv]"_s,
         tr("Print the ten best players of each statistic (touchdowns, casualties, "
            "completions, interceptions, SPP)")},
        {u"league schedule LEAGUE_ID [--season ID]"_s,
         tr("Print a season's fixtures: id, round, teams (with their ids), score")},
        {u"league demo"_s, tr("Add the demo league: 8 teams, a season half played")},
        {u"league create FILE.json"_s,
         tr("Add a league with the options of a league file; print its id")},
        {u"league export LEAGUE_ID"_s,
         tr("Print the league's whole history as JSON: seasons, fixtures, standings, matches")},
        {u"league add-team LEAGUE_ID TEAM_ID"_s,
         tr("A team joins a league (and its latest season when it can)")},
        {u"league season new LEAGUE_ID [--name NAME] [--divisions N]"_s,
         tr("Start a season of every team of the league; print its id")},
        {u"league schedule LEAGUE_ID --generate single|double [--season ID]"_s,
         tr("Schedule a round robin, single or double, in a season without fixtures")},
        {u"league fixture add LEAGUE_ID --home TEAM_ID --away TEAM_ID [--round N] [--season ID] "
         "[--playoff-round]"_s,
         tr("Add one fixture to a season (a play-off round's with --playoff-round); print its id")},
        {u"league playoffs LEAGUE_ID [--by CRITERION] [--season ID] [--create [--major MAJOR]]"_s,
         tr("Choose the four semi-finalists of a season and draw the semi-finals; --create "
            "stores them as fixtures")},
        {u"league playoffs LEAGUE_ID --final [--season ID]"_s,
         tr("Add the final between the winners of the two semi-finals")},
        {u"league challenge LEAGUE_ID CHALLENGER_ID CHALLENGED_ID --accept|--refuse|--substitute "
         "TEAM_ID [--challenger-refuses] [--season ID]"_s,
         tr("A league challenge answered: the match scheduled, a 2–0 win for the challenger, or "
            "a substitute")},
        {u"league trophies LEAGUE_ID [--player-of-the-year on|off]"_s,
         tr("Each major's trophy: who holds it in the league and what it gives")}};
}

void LeagueCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(
        u"action"_s,
        tr("list, standings, schedule, demo, create, add-team, season new or fixture add"));
    parser.addPositionalArgument(u"league"_s, tr("LEAGUE_ID for standings and schedule"),
                                 u"[LEAGUE_ID]"_s);
    parser.addOption({u"season"_s, tr("The season's id (default: the latest)."), tr("id")});
    parser.addOption({u"csv"_s, tr("Write comma-separated values instead of a table.")});
    parser.addOption({u"xlsx"_s,
                      tr("standings: write them, with the leaders, to an Excel workbook (.xlsx)."),
                      tr("file")});
    parser.addOption(
        {u"name"_s, tr("season new: the season's name (default: Season N)."), tr("name")});
    parser.addOption(
        {u"divisions"_s, tr("season new: how many divisions (default: none)."), tr("N")});
    parser.addOption({u"generate"_s, tr("schedule: generate a round robin, single or double."),
                      u"single|double"_s});
    parser.addOption({u"home"_s, tr("fixture add: the home team's id."), tr("id")});
    parser.addOption({u"away"_s, tr("fixture add: the away team's id."), tr("id")});
    parser.addOption(
        {u"round"_s, tr("fixture add: the round (default: after the last one)."), tr("N")});
    parser.addOption({u"by"_s,
                      tr("playoffs: team_value, win_rate, team_value_times_win_rate, points_3_1_0 "
                         "(default), points_5_3_1 or playoff_rounds."),
                      tr("criterion")});
    parser.addOption(
        {u"create"_s, tr("playoffs: store the semi-finals drawn as fixtures of the season.")});
    parser.addOption({u"major"_s,
                      tr("playoffs --create: the major whose edition this is: chaos_cup, "
                         "blood_bowl, spike or dungeonbowl."),
                      tr("major")});
    parser.addOption(
        {u"final"_s, tr("playoffs: add the final between the winners of the semi-finals.")});
    parser.addOption(
        {u"accept"_s, tr("challenge: the challenged team accepts; schedule the match.")});
    parser.addOption({u"refuse"_s, tr("challenge: the challenged team refuses: 2–0 for the "
                                      "challenger, nothing else changes.")});
    parser.addOption({u"substitute"_s,
                      tr("challenge: the team that plays the challenger in place of the "
                         "challenged."),
                      tr("id")});
    parser.addOption({u"challenger-refuses"_s,
                      tr("challenge --substitute: the challenger will not play the substitute, "
                         "who wins 2–0.")});
    parser.addOption(
        {u"playoff-round"_s, tr("fixture add: a match of the play-off rounds, not the season.")});
    parser.addOption({u"player-of-the-year"_s,
                      tr("trophies: on to give Spike! Magazine's Player of the Year after the "
                         "Spike! final, off to stop."),
                      tr("on|off")});
}

int LeagueCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (const int code = CommandArguments::checkOptionOwners(
            parser, name(), action,
            {{u"csv"_s, {u"standings"_s, u"leaders"_s}},
             {u"xlsx"_s, {u"standings"_s}},
             {u"season"_s,
              {u"standings"_s, u"schedule"_s, u"fixture"_s, u"playoffs"_s, u"challenge"_s}},
             {u"by"_s, {u"playoffs"_s}},
             {u"create"_s, {u"playoffs"_s}},
             {u"major"_s, {u"playoffs"_s}},
             {u"final"_s, {u"playoffs"_s}},
             {u"playoff-round"_s, {u"fixture"_s}},
             {u"accept"_s, {u"challenge"_s}},
             {u"refuse"_s, {u"challenge"_s}},
             {u"substitute"_s, {u"challenge"_s}},
             {u"challenger-refuses"_s, {u"challenge"_s}},
             {u"player-of-the-year"_s, {u"trophies"_s}},
             {u"name"_s, {u"season"_s}},
             {u"divisions"_s, {u"season"_s}},
             {u"generate"_s, {u"schedule"_s}},
             {u"home"_s, {u"fixture"_s}},
             {u"away"_s, {u"fixture"_s}},
             {u"round"_s, {u"fixture"_s}}},
            context);
        code != Success)
        return code;
    if (action == u"create"_s)
        return positional.size() == 2
                   ? LeagueCreateAction::run(positional.at(1), context)
                   : context.fail(tr("'league create' takes exactly one FILE."), UsageError);
    if (action == u"export"_s)
        return positional.size() == 2
                   ? LeagueExportAction::run(positional.at(1), context)
                   : context.fail(tr("'league export' takes exactly one LEAGUE_ID."), UsageError);
    if (action == u"add-team"_s)
        return positional.size() == 3
                   ? LeagueJoinAction::run(positional.at(1), positional.at(2), context)
                   : context.fail(tr("'league add-team' takes a LEAGUE_ID and a TEAM_ID."),
                                  UsageError);
    if (action == u"season"_s)
        return positional.size() == 3 && positional.at(1) == u"new"_s
                   ? LeagueSeasonAction::run(positional.at(2), parser, context)
                   : context.fail(tr("use 'league season new LEAGUE_ID'."), UsageError);
    if (action == u"fixture"_s)
        return positional.size() == 3 && positional.at(1) == u"add"_s
                   ? LeagueFixtureAction::add(positional.at(2), parser, context)
                   : context.fail(
                         tr("use 'league fixture add LEAGUE_ID --home TEAM_ID --away TEAM_ID'."),
                         UsageError);
    if (action == u"schedule"_s && positional.size() == 2 && parser.isSet(u"generate"_s))
        return LeagueScheduleAction::generate(positional.at(1), parser, context);
    if (action == u"challenge"_s)
        return LeagueChallengeAction::run(positional, parser, context);
    if (action == u"trophies"_s)
        return positional.size() == 2
                   ? LeagueTrophiesAction::run(positional.at(1), parser, context)
                   : context.fail(tr("'league trophies' takes exactly one LEAGUE_ID."), UsageError);
    if (action == u"playoffs"_s)
        return positional.size() == 2
                   ? LeaguePlayoffsAction::run(positional.at(1), parser, context)
                   : context.fail(tr("'league playoffs' takes exactly one LEAGUE_ID."), UsageError);
    if (action == u"list"_s && positional.size() == 1)
        return list(context);
    if (action == u"demo"_s && positional.size() == 1)
        return demo(context);
    if (action == u"standings"_s && positional.size() == 2)
        return standings(positional.at(1), parser, context);
    if (action == u"schedule"_s && positional.size() == 2)
        return schedule(positional.at(1), parser, context);
    if (action == u"leaders"_s && positional.size() == 2)
        return leaders(positional.at(1), parser.isSet(u"csv"_s), context);
    if (action == u"standings"_s || action == u"schedule"_s || action == u"leaders"_s)
        return context.fail(tr("'league %1' takes exactly one LEAGUE_ID.").arg(action), UsageError);
    if (action.isEmpty())
        return context.fail(tr("'league' needs an action: list, standings, schedule, demo, create, "
                               "add-team, season or "
                               "fixture."),
                            UsageError);
    return context.fail(tr("unknown 'league' action '%1' (use list, standings, schedule, demo, "
                           "create, add-team, season "
                           "or fixture).")
                            .arg(positional.join(u' ')),
                        UsageError);
}

int LeagueCommand::list(CommandContext &context)
{
    Database *database = context.database(false);
    if (!database)
        return Failure;
    LeagueStore store(*database);
    for (const League &league : store.leagues()) {
        context.out << u"%1  %2  "_s.arg(league.id, 4).arg(league.name, -30)
                    << tr("%n team(s)", nullptr, int(league.teamIds.size())) << u", "_s
                    << tr("%n season(s)", nullptr, int(store.seasons(league.id).size())) << '\n';
    }
    context.out.flush();
    return Success;
}

int LeagueCommand::schedule(const QString &id, const QCommandLineParser &parser,
                            CommandContext &context)
{
    League league;
    Season season;
    if (const int code = LeagueLookup::leagueSeason(id, parser, context, &league, &season);
        code != Success)
        return code;
    const QHash<qint64, QString> names = LeagueLookup::teamNames(context);
    LeagueStore store(*context.database(false));
    context.out << u"%1 — %2"_s.arg(league.name, season.name) << '\n';
    for (const Fixture &fixture : store.fixtures(season.id)) {
        QString result = tr("to play");
        if (fixture.isPlayed()) {
            const std::optional<StoredMatch> match = store.match(fixture.matchId);
            result = match ? tr("%1–%2 (match %3)")
                                 .arg(match->summary.homeScore)
                                 .arg(match->summary.awayScore)
                                 .arg(fixture.matchId)
                           : tr("played");
        }
        context.out
            << u"%1  %2  %3  v  %4  %5"_s.arg(fixture.id, 4)
                   .arg(tr("round %1").arg(fixture.round), -9)
                   .arg(u"%1 (%2)"_s.arg(names.value(fixture.homeTeamId)).arg(fixture.homeTeamId),
                        -30)
                   .arg(u"%1 (%2)"_s.arg(names.value(fixture.awayTeamId)).arg(fixture.awayTeamId),
                        -30)
                   .arg(fixture.stage == FixtureStage::Regular
                            ? result
                            : u"%1 — %2"_s.arg(result, PlayoffRules::stageName(fixture)))
            << '\n';
    }
    context.out.flush();
    return Success;
}

int LeagueCommand::standings(const QString &id, const QCommandLineParser &parser,
                             CommandContext &context)
{
    League foundLeague;
    Season season;
    if (const int code = LeagueLookup::leagueSeason(id, parser, context, &foundLeague, &season);
        code != Success)
        return code;
    const League *league = &foundLeague;
    if (parser.isSet(u"xlsx"_s))
        return writeWorkbook(*league, season, parser.value(u"xlsx"_s), context);
    const QHash<qint64, QString> names = LeagueLookup::teamNames(context);
    LeagueStore store(*context.database(false));
    const QList<MatchSummary> matches = store.summaries(league->id, season.id);
    // One table per division; a season without divisions has one table of all its teams.
    QList<Division> divisions = season.divisions;
    if (divisions.isEmpty())
        divisions << Division{0, QString()};
    const bool csv = parser.isSet(u"csv"_s);
    if (csv)
        context.out
            << "division,rank,team_id,team,played,won,drawn,lost,td_for,td_against,td_difference,"
               "cas_for,cas_against,cas_difference,points\n";
    for (const Division &division : divisions) {
        QList<qint64> teamIds;
        for (const SeasonEntry &entry : season.entries) {
            if (entry.divisionId == division.id || division.id == 0)
                teamIds << entry.teamId;
        }
        const QList<StandingsRow> rows = Standings::compute(teamIds, matches, league->options);
        if (!csv) {
            context.out << (division.name.isEmpty()
                                ? u"%1 — %2"_s.arg(league->name, season.name)
                                : u"%1 — %2 — %3"_s.arg(league->name, season.name, division.name))
                        << '\n'
                        << u"%1  %2 %3 %4 %5 %6  %7 %8 %9"_s.arg(tr("#"), 2)
                               .arg(tr("Team"), -28)
                               .arg(tr("P"), 3)
                               .arg(tr("W"), 3)
                               .arg(tr("D"), 3)
                               .arg(tr("L"), 3)
                               .arg(tr("TD"), 9)
                               .arg(tr("CAS"), 9)
                               .arg(tr("Pts"), 4)
                        << '\n';
        }
        for (const StandingsRow &row : rows) {
            const QString name = names.value(row.teamId);
            if (csv) {
                context.out << QStringList{csvField(division.name),
                                           QString::number(row.rank),
                                           QString::number(row.teamId),
                                           csvField(name),
                                           QString::number(row.played),
                                           QString::number(row.wins),
                                           QString::number(row.draws),
                                           QString::number(row.losses),
                                           QString::number(row.touchdownsFor),
                                           QString::number(row.touchdownsAgainst),
                                           QString::number(row.touchdownDifference()),
                                           QString::number(row.casualtiesFor),
                                           QString::number(row.casualtiesAgainst),
                                           QString::number(row.casualtyDifference()),
                                           QString::number(row.points)}
                                   .join(u',')
                            << '\n';
            } else {
                context.out
                    << u"%1  %2 %3 %4 %5 %6  %7 %8 %9"_s.arg(row.rank, 2)
                           .arg(name.left(28), -28)
                           .arg(row.played, 3)
                           .arg(row.wins, 3)
                           .arg(row.draws, 3)
                           .arg(row.losses, 3)
                           .arg(u"%1-%2"_s.arg(row.touchdownsFor).arg(row.touchdownsAgainst), 9)
                           .arg(u"%1-%2"_s.arg(row.casualtiesFor).arg(row.casualtiesAgainst), 9)
                           .arg(row.points, 4)
                    << '\n';
            }
        }
        if (!csv)
            context.out << '\n';
    }
    if (!csv) {
        QStringList order;
        for (TieBreaker tieBreaker : league->options.tieBreakers)
            order << Standings::tieBreakerName(tieBreaker);
        context.out << tr("Ranked by: %1.").arg(order.join(u", "_s)) << '\n';
    }
    context.out.flush();
    return Success;
}

int LeagueCommand::writeWorkbook(const League &league, const Season &season, const QString &path,
                                 CommandContext &context)
{
    Database *database = context.database(false);
    if (!database)
        return Failure;
    if (const RuleCheck where = OutputPath::check(path, database->path()); !where)
        return context.fail(where.reason);
    QString error;
    const std::optional<QList<Sheet>> sheets =
        StandingsWorkbook::sheets(*database, league, season, &error);
    if (!sheets || !XlsxFile::write(path, *sheets, &error))
        return context.fail(error);
    context.out << tr("Wrote the standings of %1 — %2 to %3")
                       .arg(league.name, season.name,
                            QDir::toNativeSeparators(QDir(path).absolutePath()))
                << Qt::endl;
    return Success;
}

int LeagueCommand::leaders(const QString &id, bool csv, CommandContext &context)
{
    League league;
    if (const int code = LeagueLookup::league(id, context, &league); code != Success)
        return code;
    Database *database = context.database(false);
    if (!database)
        return Failure;
    QString error;
    const std::optional<Sheet> table = StandingsWorkbook::leaders(*database, league, &error);
    if (!table)
        return context.fail(error);
    if (csv) {
        context.out << StandingsWorkbook::csv(*table);
    } else {
        context.out << u"%1 — %2"_s.arg(league.name, table->name) << '\n';
        for (const QVariantList &row : table->rows)
            context.out << u"%1  %2  %3 %4 %5"_s.arg(row.at(0).toString(), -20)
                               .arg(row.at(1).toInt(), 2)
                               .arg(row.at(2).toString().left(26), -26)
                               .arg(row.at(3).toString().left(26), -26)
                               .arg(row.at(4).toInt(), 4)
                        << '\n';
    }
    context.out.flush();
    return Success;
}

int LeagueCommand::demo(CommandContext &context)
{
    Database *database = context.database(true);
    const auto rules = RulesetLoader::builtIn();
    if (!database || !rules)
        return Failure;
    QString error;
    const qint64 leagueId = DemoLeague::create(*database, *rules, &error);
    if (leagueId == 0)
        return context.fail(error);
    context.out << tr("Added the demo league as league %1.").arg(leagueId) << Qt::endl;
    return Success;
}

} // namespace dugout::cli
