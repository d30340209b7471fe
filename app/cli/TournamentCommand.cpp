#include "TournamentCommand.h"

#include "CommandArguments.h"
#include "TournamentActions.h"
#include "TournamentBracketOutput.h"
#include "TournamentOutput.h"
#include "TournamentPrintAction.h"
#include "TournamentRosterAction.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/TournamentStore.h"
#include "core/tournament/RoundPairing.h"
#include "core/tournament/TournamentCsv.h"

using namespace Qt::StringLiterals;

namespace dugout::cli {

namespace {

// A tournament and the rules it was read with, for the commands that only print it.
struct Read
{
    Tournament tournament;
    std::shared_ptr<const Ruleset> rules;
};

// The tournament ID names, or nothing after saying why, with `*code` the exit code.
std::optional<Read> readTournament(const QString &id, CommandContext &context, int *code)
{
    const qint64 tournamentId =
        TournamentActions::idArgument(id, TournamentCommand::tr("The tournament's id"), context);
    Database *database = tournamentId ? context.database(false) : nullptr;
    const auto rules = RulesetLoader::builtIn();
    if (!database || !rules) {
        *code = tournamentId ? Failure : UsageError;
        return std::nullopt;
    }
    QString error;
    std::optional<Tournament> tournament =
        TournamentStore(*database, *rules).load(tournamentId, &error);
    if (!tournament) {
        *code = context.fail(error);
        return std::nullopt;
    }
    return Read{std::move(*tournament), rules};
}

} // namespace

QString TournamentCommand::name() const
{
    return u"tournament"_s;
}

QList<QPair<QString, QString>> TournamentCommand::synopsis() const
{
    return {
        {u"tournament list"_s, tr("List the open tournaments: id, name, date, coaches, rounds")},
        {u"tournament create FILE.json"_s,
         tr("Add a tournament with the name and rules of a tournament file; print its id")},
        {u"tournament register ID FILE.csv"_s,
         tr("Register the coaches of a CSV list (coach, naf, nation, club, team, race)")},
        {u"tournament entrants ID"_s, tr("List the registered coaches with their ids")},
        {u"tournament drop ID ENTRANT_ID"_s,
         tr("A coach drops out: no longer paired ('tournament return' brings them back)")},
        {u"tournament pair ID [--at \"YYYY-MM-DD HH:MM\"] [--json]"_s,
         tr("Pair the next round (swiss: exactly, no rematch; knockout: the bracket's next "
            "round), store it and print it")},
        {u"tournament pairings ID [ROUND] [--json|--csv]"_s,
         tr("Print a round's tables (the last round by default)")},
        {u"tournament unpair ID"_s, tr("Take the last round back while it has no result")},
        {u"tournament result ID ROUND TABLE HOME_TD AWAY_TD [HOME_CAS AWAY_CAS] "
         "[--through home|away] [--details FILE.json]"_s,
         tr("Enter or correct a table's result (a level knockout game names who went through; "
            "in progression, what the players did goes through the post-match sequence)")},
        {u"tournament roster ID COACH [FILE]"_s,
         tr("Give a coach (id or name) a roster from a team file, CSV roster or OBBLM export; "
            "without FILE, print the coach's roster as it stands")},
        {u"tournament bracket ID"_s,
         tr("Print a knockout's bracket: every stage, the byes, results and the winner")},
        {u"tournament standings ID [--teams] [--csv]"_s,
         tr("Print the standings with the tournament's tie-breakers (--teams: a team "
            "tournament's team standings)")},
        {u"tournament naf-report ID -o FILE.xml"_s, tr("Write the report to upload to the NAF")},
        {u"tournament print ID --pairings ROUND|--slips ROUND|--standings -o FILE.pdf"_s,
         tr("Print a round's pairings with table numbers, its result slips (one a table) or "
            "the standings as a PDF")}};
}

bool TournamentCommand::needsGui(const QStringList &arguments) const
{
    return arguments.contains(u"print"_s);
}

void TournamentCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(
        u"action"_s, tr("list, create, register, entrants, drop, return, pair, "
                        "pairings, unpair, result, roster, standings, bracket, naf-report or "
                        "print"));
    parser.addPositionalArgument(u"arguments"_s, tr("the action's arguments"), u"[…]"_s);
    parser.addOption({u"json"_s, tr("pair, pairings: write the round as JSON.")});
    parser.addOption({u"csv"_s, tr("standings, pairings: write comma-separated values.")});
    parser.addOption({u"teams"_s, tr("standings: a team tournament's teams, not its coaches.")});
    parser.addOption(
        {u"at"_s, tr("pair: when the round starts (default: now)."), u"YYYY-MM-DD HH:MM"_s});
    parser.addOption({{u"o"_s, u"output"_s},
                      tr("naf-report, print: the XML or PDF file to write."),
                      tr("file")});
    parser.addOption({u"pairings"_s, tr("print: a round's pairings."), tr("round")});
    parser.addOption({u"slips"_s, tr("print: a round's result slips."), tr("round")});
    parser.addOption({u"standings"_s, tr("print: the standings.")});
    parser.addOption({u"through"_s,
                      tr("result: who went through a level knockout game (sudden death)."),
                      u"home|away"_s});
    parser.addOption(
        {u"details"_s, tr("result: what each player did (progression), a JSON file."), tr("file")});
}

int TournamentCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (const int code =
            CommandArguments::checkOptionOwners(parser, name(), action,
                                                {{u"json"_s, {u"pair"_s, u"pairings"_s}},
                                                 {u"csv"_s, {u"standings"_s, u"pairings"_s}},
                                                 {u"teams"_s, {u"standings"_s}},
                                                 {u"at"_s, {u"pair"_s}},
                                                 {u"output"_s, {u"naf-report"_s, u"print"_s}},
                                                 {u"pairings"_s, {u"print"_s}},
                                                 {u"slips"_s, {u"print"_s}},
                                                 {u"standings"_s, {u"print"_s}},
                                                 {u"through"_s, {u"result"_s}},
                                                 {u"details"_s, {u"result"_s}}},
                                                context);
        code != Success)
        return code;
    const qsizetype count = positional.size();
    auto usage = [&](const QString &form) {
        return context.fail(tr("use 'tournament %1'.").arg(form), UsageError);
    };
    if (action == u"list"_s)
        return count == 1 ? list(context) : usage(u"list"_s);
    if (action == u"create"_s)
        return count == 2 ? TournamentActions::create(positional.at(1), context)
                          : usage(u"create FILE.json"_s);
    if (action == u"register"_s)
        return count == 3
                   ? TournamentActions::registerCoaches(positional.at(1), positional.at(2), context)
                   : usage(u"register ID FILE.csv"_s);
    if (action == u"entrants"_s)
        return count == 2 ? entrants(positional.at(1), context) : usage(u"entrants ID"_s);
    if (action == u"drop"_s || action == u"return"_s)
        return count == 3 ? TournamentActions::setActive(positional.at(1), positional.at(2),
                                                         action == u"return"_s, context)
                          : usage(action + u" ID ENTRANT_ID"_s);
    if (action == u"pair"_s)
        return count == 2 ? TournamentActions::pair(positional.at(1), parser.value(u"at"_s),
                                                    parser.isSet(u"json"_s), context)
                          : usage(u"pair ID"_s);
    if (action == u"pairings"_s)
        return count == 2 || count == 3
                   ? pairings(positional.at(1), positional.value(2), parser.isSet(u"json"_s),
                              context, parser.isSet(u"csv"_s))
                   : usage(u"pairings ID [ROUND]"_s);
    if (action == u"unpair"_s)
        return count == 2 ? TournamentActions::unpair(positional.at(1), context)
                          : usage(u"unpair ID"_s);
    if (action == u"result"_s)
        return count >= 2 ? TournamentActions::result(positional.at(1), positional.mid(2),
                                                      parser.value(u"through"_s), context,
                                                      parser.value(u"details"_s))
                          : usage(u"result ID ROUND TABLE HOME_TD AWAY_TD [HOME_CAS AWAY_CAS]"_s);
    if (action == u"roster"_s)
        return count == 3 || count == 4
                   ? TournamentRosterAction::run(positional.at(1), positional.at(2),
                                                 positional.value(3), context)
                   : usage(u"roster ID COACH [FILE]"_s);
    if (action == u"standings"_s)
        return count == 2 ? standings(positional.at(1), parser.isSet(u"csv"_s),
                                      parser.isSet(u"teams"_s), context)
                          : usage(u"standings ID [--teams] [--csv]"_s);
    if (action == u"bracket"_s)
        return count == 2 ? bracket(positional.at(1), context) : usage(u"bracket ID"_s);
    if (action == u"naf-report"_s)
        return count == 2 ? TournamentActions::nafReport(positional.at(1),
                                                         parser.value(u"output"_s), context)
                          : usage(u"naf-report ID -o FILE.xml"_s);
    if (action == u"print"_s)
        return count == 2
                   ? TournamentPrintAction::run(
                         positional.at(1), parser.value(u"pairings"_s), parser.value(u"slips"_s),
                         parser.isSet(u"standings"_s), parser.value(u"output"_s), context)
                   : usage(u"print ID --pairings ROUND|--slips ROUND|--standings -o FILE.pdf"_s);
    if (action.isEmpty())
        return context.fail(tr("'tournament' needs an action: list, create, register, entrants, "
                               "drop, return, pair, pairings, unpair, result, roster, standings, "
                               "bracket, naf-report or print."),
                            UsageError);
    return context.fail(tr("unknown 'tournament' action '%1'.").arg(action), UsageError);
}

int TournamentCommand::list(CommandContext &context)
{
    Database *database = context.database(false);
    const auto rules = RulesetLoader::builtIn();
    if (!database || !rules)
        return Failure;
    QString error;
    const auto list = TournamentStore(*database, *rules).overviews(&error);
    if (!list)
        return context.fail(error);
    for (const TournamentOverview &t : *list)
        context.out << u"%1  %2  %3  "_s.arg(t.id, 4)
                           .arg(t.name, -30)
                           .arg(t.startDate.toString(Qt::ISODate), -10)
                    << tr("%n coach(es)", nullptr, t.entrants) << u", "_s
                    << tr("%n round(s)", nullptr, t.rounds) << '\n';
    context.out.flush();
    return Success;
}

int TournamentCommand::entrants(const QString &id, CommandContext &context)
{
    int code = Success;
    const std::optional<Read> read = readTournament(id, context, &code);
    if (!read)
        return code;
    const Tournament &t = read->tournament;
    const Ruleset &rules = *read->rules;
    for (const Entrant &e : t.entrants) {
        QString line =
            u"%1  %2  %3"_s.arg(e.id, 5)
                .arg(TournamentOutput::coachText(t, e.id, rules), -34)
                .arg(e.nafNumber.isEmpty() ? tr("no NAF number") : u"NAF "_s + e.nafNumber);
        if (e.firstRound > 1)
            line += u"  "_s + tr("from round %1").arg(e.firstRound);
        if (!e.active)
            line += u"  "_s + tr("dropped out");
        context.out << line << '\n';
    }
    context.out.flush();
    return Success;
}

int TournamentCommand::pairings(const QString &id, const QString &round, bool json,
                                CommandContext &context, bool csv)
{
    int code = Success;
    const std::optional<Read> read = readTournament(id, context, &code);
    if (!read)
        return code;
    const Tournament &t = read->tournament;
    const Ruleset &rules = *read->rules;
    int which = t.roundsPaired();
    if (!round.isEmpty()) {
        bool ok = false;
        which = round.toInt(&ok);
        if (!ok || which < 1 || which > t.roundsPaired())
            return context.fail(tr("Tournament %1 has %n round(s); there is no round '%2'.",
                                   nullptr, t.roundsPaired())
                                    .arg(t.id)
                                    .arg(round));
    }
    if (which == 0)
        return context.fail(tr("No round has been paired yet."));
    if (json && csv)
        return context.fail(tr("--json and --csv do not go together."), UsageError);
    if (csv)
        context.out << QString::fromUtf8(TournamentCsv::pairings(t, which));
    else
        TournamentOutput::pairings(context.out, t, which, rules, json);
    context.out.flush();
    return Success;
}

int TournamentCommand::standings(const QString &id, bool csv, bool teams, CommandContext &context)
{
    int code = Success;
    const std::optional<Read> read = readTournament(id, context, &code);
    if (!read)
        return code;
    const Tournament &t = read->tournament;
    const Ruleset &rules = *read->rules;
    if (teams && t.rules.format != TournamentFormat::Teams)
        return context.fail(
            tr("Tournament %1 is not a team tournament: it has no team standings.").arg(t.id));
    if (teams)
        TournamentOutput::teamStandings(context.out, t, rules, csv);
    else
        TournamentOutput::standings(context.out, t, rules, csv);
    context.out.flush();
    return Success;
}

int TournamentCommand::bracket(const QString &id, CommandContext &context)
{
    int code = Success;
    const std::optional<Read> read = readTournament(id, context, &code);
    if (!read)
        return code;
    if (!RoundPairing::hasBracket(read->tournament))
        return context.fail(
            tr("Tournament %1 is not a knockout: it has no bracket.").arg(read->tournament.id));
    TournamentBracketOutput::write(context.out, read->tournament, *read->rules);
    context.out.flush();
    return Success;
}

} // namespace dugout::cli
