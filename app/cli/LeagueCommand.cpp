#include "LeagueCommand.h"

#include "core/demo/DemoLeague.h"
#include "core/league/Standings.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"

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
    return {{u"league list"_s, tr("List the leagues: id, name, teams, seasons")},
            {u"league standings LEAGUE_ID [--season ID] [--csv]"_s, tr("Print a season's standings (the latest season by default)")},
            {u"league schedule LEAGUE_ID [--season ID]"_s, tr("Print a season's fixtures: id, round, teams (with their ids), score")},
            {u"league demo"_s, tr("Add the demo league: 8 teams, a season half played")}};
}

void LeagueCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(u"action"_s, tr("list, standings, schedule or demo"));
    parser.addPositionalArgument(u"league"_s, tr("LEAGUE_ID for standings and schedule"), u"[LEAGUE_ID]"_s);
    parser.addOption({u"season"_s, tr("The season's id (default: the latest)."), tr("id")});
    parser.addOption({u"csv"_s, tr("Write comma-separated values instead of a table.")});
}

int LeagueCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (action == u"list"_s && positional.size() == 1)
        return list(context);
    if (action == u"demo"_s && positional.size() == 1)
        return demo(context);
    if (action == u"standings"_s && positional.size() == 2)
        return standings(positional.at(1), parser, context);
    if (action == u"schedule"_s && positional.size() == 2)
        return schedule(positional.at(1), parser, context);
    if (action == u"standings"_s || action == u"schedule"_s)
        return context.fail(tr("'league %1' takes exactly one LEAGUE_ID.").arg(action), UsageError);
    if (action.isEmpty())
        return context.fail(tr("'league' needs an action: list, standings, schedule or demo."), UsageError);
    return context.fail(tr("unknown 'league' action '%1' (use list, standings, schedule or demo).").arg(positional.join(u' ')),
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

int LeagueCommand::findSeason(const QString &id, const QCommandLineParser &parser, CommandContext &context,
                              League *league, Season *season)
{
    bool ok = false;
    const qint64 leagueId = id.toLongLong(&ok);
    if (!ok || leagueId <= 0)
        return context.fail(tr("'%1' is not a league id (see 'dugout league list').").arg(id), UsageError);
    Database *database = context.database(false);
    if (!database)
        return Failure;
    LeagueStore store(*database);
    QString error;
    const std::optional<League> found = store.load(leagueId, &error);
    if (!found)
        return context.fail(error.isEmpty() ? tr("There is no league %1 (see 'dugout league list').").arg(leagueId) : error);
    *league = *found;
    const QList<Season> seasons = store.seasons(leagueId);
    if (seasons.isEmpty())
        return context.fail(tr("%1 has no season yet.").arg(league->name));
    *season = seasons.last();
    if (parser.isSet(u"season"_s)) {
        const qint64 seasonId = parser.value(u"season"_s).toLongLong();
        auto match = std::find_if(seasons.cbegin(), seasons.cend(), [&](const Season &s) { return s.id == seasonId; });
        if (match == seasons.cend())
            return context.fail(tr("'%1' is not a season of %2.").arg(parser.value(u"season"_s), league->name), UsageError);
        *season = *match;
    }
    return Success;
}

QHash<qint64, QString> LeagueCommand::teamNames(CommandContext &context)
{
    QHash<qint64, QString> names;
    for (const TeamStore::Summary &summary : TeamStore(*context.database(false)).list())
        names.insert(summary.id, summary.name);
    return names;
}

int LeagueCommand::schedule(const QString &id, const QCommandLineParser &parser, CommandContext &context)
{
    League league;
    Season season;
    if (const int code = findSeason(id, parser, context, &league, &season); code != Success)
        return code;
    const QHash<qint64, QString> names = teamNames(context);
    LeagueStore store(*context.database(false));
    context.out << u"%1 — %2"_s.arg(league.name, season.name) << '\n';
    for (const Fixture &fixture : store.fixtures(season.id)) {
        QString result = tr("to play");
        if (fixture.isPlayed()) {
            const std::optional<StoredMatch> match = store.match(fixture.matchId);
            result = match ? tr("%1–%2 (match %3)").arg(match->summary.homeScore).arg(match->summary.awayScore).arg(fixture.matchId)
                           : tr("played");
        }
        context.out << u"%1  %2  %3  v  %4  %5"_s.arg(fixture.id, 4)
                           .arg(tr("round %1").arg(fixture.round), -9)
                           .arg(u"%1 (%2)"_s.arg(names.value(fixture.homeTeamId)).arg(fixture.homeTeamId), -30)
                           .arg(u"%1 (%2)"_s.arg(names.value(fixture.awayTeamId)).arg(fixture.awayTeamId), -30)
                           .arg(result)
                    << '\n';
    }
    context.out.flush();
    return Success;
}

int LeagueCommand::standings(const QString &id, const QCommandLineParser &parser, CommandContext &context)
{
    League foundLeague;
    Season season;
    if (const int code = findSeason(id, parser, context, &foundLeague, &season); code != Success)
        return code;
    const League *league = &foundLeague;
    const QHash<qint64, QString> names = teamNames(context);
    LeagueStore store(*context.database(false));
    const QList<MatchSummary> matches = store.summaries(league->id, season.id);
    // One table per division; a season without divisions has one table of all its teams.
    QList<Division> divisions = season.divisions;
    if (divisions.isEmpty())
        divisions << Division{0, QString()};
    const bool csv = parser.isSet(u"csv"_s);
    if (csv)
        context.out << "division,rank,team_id,team,played,won,drawn,lost,td_for,td_against,td_difference,"
                       "cas_for,cas_against,cas_difference,points\n";
    for (const Division &division : divisions) {
        QList<qint64> teamIds;
        for (const SeasonEntry &entry : season.entries) {
            if (entry.divisionId == division.id || division.id == 0)
                teamIds << entry.teamId;
        }
        const QList<StandingsRow> rows = Standings::compute(teamIds, matches, league->options);
        if (!csv) {
            context.out << (division.name.isEmpty() ? u"%1 — %2"_s.arg(league->name, season.name)
                                                    : u"%1 — %2 — %3"_s.arg(league->name, season.name, division.name))
                        << '\n'
                        << u"%1  %2 %3 %4 %5 %6  %7 %8 %9"_s.arg(tr("#"), 2).arg(tr("Team"), -28).arg(tr("P"), 3)
                               .arg(tr("W"), 3).arg(tr("D"), 3).arg(tr("L"), 3).arg(tr("TD"), 9).arg(tr("CAS"), 9).arg(tr("Pts"), 4)
                        << '\n';
        }
        for (const StandingsRow &row : rows) {
            const QString name = names.value(row.teamId);
            if (csv) {
                context.out << QStringList{csvField(division.name), QString::number(row.rank), QString::number(row.teamId),
                                           csvField(name), QString::number(row.played), QString::number(row.wins),
                                           QString::number(row.draws), QString::number(row.losses),
                                           QString::number(row.touchdownsFor), QString::number(row.touchdownsAgainst),
                                           QString::number(row.touchdownDifference()), QString::number(row.casualtiesFor),
                                           QString::number(row.casualtiesAgainst), QString::number(row.casualtyDifference()),
                                           QString::number(row.points)}.join(u',')
                            << '\n';
            } else {
                context.out << u"%1  %2 %3 %4 %5 %6  %7 %8 %9"_s.arg(row.rank, 2).arg(name.left(28), -28).arg(row.played, 3)
                                   .arg(row.wins, 3).arg(row.draws, 3).arg(row.losses, 3)
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
