#include "MatchCommand.h"

#include "CommandArguments.h"
#include "CommandTransaction.h"
#include "MatchPreMatchAction.h"
#include "MatchResultAction.h"
#include "core/dice/RandomDice.h"
#include "core/league/MatchRecordJson.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/ResultRecorder.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace dugout::cli {

QString MatchCommand::name() const
{
    return u"match"_s;
}

QList<QPair<QString, QString>> MatchCommand::synopsis() const
{
    return {{u"match record FILE.json [--dry-run]"_s,
             tr("Record a played league match and run its post-match sequence (--dry-run: print "
                "only)")},
            {u"match result TRACKED_ID [--dry-run] [--json]"_s,
             tr("Record a finished tracked league match and run its post-match sequence, as "
                "the window's 'Go to post-match sequence' (--dry-run: print only; --json: the "
                "match record it makes, for 'match record')")},
            {u"match undo MATCH_ID"_s, tr("Undo a confirmed result, restoring both teams")},
            {u"match pre-match LEAGUE_ID FIXTURE_ID [--petty-cash-home N] [--petty-cash-away N] "
             u"[--buy-home ITEM]... [--buy-away ITEM]... [--json]"_s,
             tr("The pre-match sequence of a league fixture: match team values, who declares "
                "first, the handicap, each team's inducements checked and paid (--json: a match "
                "record holding them, for 'match record')")},
            {u"match list"_s, tr("List the tracked matches: teams, score, status")},
            {u"match show TRACKED_ID [--json]"_s,
             tr("Show where a tracked match stands: half, turn markers, re-rolls, this turn's "
                "actions, every player")},
            {u"match export TRACKED_ID [--output FILE]"_s,
             tr("Write a tracked match as JSON lines: its setup, then one event per line")},
            {u"match replay FILE [--store] [--json]"_s,
             tr("Replay an exported match and show where it stands (--store: save it as a new "
                "tracked match)")}};
}

void MatchCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(
        u"action"_s, tr("record, result, undo, pre-match, list, show, export or replay"));
    parser.addPositionalArgument(
        u"argument"_s,
        tr("FILE for record and replay, MATCH_ID for undo, TRACKED_ID for result, show and "
           "export"),
        u"FILE|MATCH_ID|TRACKED_ID"_s);
    parser.addOption(
        {u"json"_s,
         tr("show, replay: write the match state as JSON; pre-match, result: write the match "
            "record as JSON.")});
    parser.addOption(
        {u"dry-run"_s, tr("record, result: print the post-match sequence without applying it.")});
    parser.addOption({{u"o"_s, u"output"_s},
                      tr("export: the file to write (default: the standard output)."),
                      tr("file")});
    parser.addOption(
        {u"store"_s,
         tr("replay: save the replayed match in the database as a new tracked match.")});
    parser.addOption({u"petty-cash-home"_s,
                      tr("pre-match: gold the home team moves from its treasury."), tr("gold")});
    parser.addOption({u"petty-cash-away"_s,
                      tr("pre-match: gold the away team moves from its treasury."), tr("gold")});
    parser.addOption(
        {u"buy-home"_s,
         tr("pre-match: an inducement the home team buys (an id such as bribe, star:ID, "
            "mercenary:POSITION[+SKILL] or card:DECK); repeat for more."),
         tr("item")});
    parser.addOption({u"buy-away"_s,
                      tr("pre-match: an inducement the away team buys; repeat for more."),
                      tr("item")});
}

int MatchCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (const int code = CommandArguments::checkOptionOwners(
            parser, name(), action,
            {{u"dry-run"_s, {u"record"_s, u"result"_s}},
             {u"output"_s, {u"export"_s}},
             {u"store"_s, {u"replay"_s}},
             {u"petty-cash-home"_s, {u"pre-match"_s}},
             {u"petty-cash-away"_s, {u"pre-match"_s}},
             {u"buy-home"_s, {u"pre-match"_s}},
             {u"buy-away"_s, {u"pre-match"_s}},
             {u"json"_s, {u"show"_s, u"replay"_s, u"pre-match"_s, u"result"_s}}},
            context);
        code != Success)
        return code;
    const QStringList takesOne = {u"record"_s, u"result"_s, u"undo"_s,
                                  u"show"_s,   u"export"_s, u"replay"_s};
    if (takesOne.contains(action) && positional.size() != 2)
        return context.fail(tr("'match %1' takes exactly one argument.").arg(action), UsageError);
    if (action == u"record"_s)
        return record(positional.at(1), parser.isSet(u"dry-run"_s), context);
    if (action == u"result"_s)
        return MatchResultAction::run(positional.at(1), parser.isSet(u"dry-run"_s),
                                      parser.isSet(u"json"_s), context);
    if (action == u"undo"_s)
        return undo(positional.at(1), context);
    if (action == u"show"_s)
        return show(positional.at(1), parser.isSet(u"json"_s), context);
    if (action == u"export"_s)
        return exportLog(positional.at(1), parser.value(u"output"_s), context);
    if (action == u"replay"_s)
        return replay(positional.at(1), parser.isSet(u"store"_s), parser.isSet(u"json"_s), context);
    if (action == u"pre-match"_s) {
        if (positional.size() != 3)
            return context.fail(tr("'match pre-match' takes LEAGUE_ID and FIXTURE_ID."),
                                UsageError);
        return MatchPreMatchAction::run(positional.at(1), positional.at(2), parser, context);
    }
    if (action == u"list"_s) {
        if (positional.size() != 1)
            return context.fail(tr("'match list' takes no argument."), UsageError);
        return list(context);
    }
    if (action.isEmpty())
        return context.fail(tr("'match' needs an action: record, result, undo, pre-match, list, "
                               "show, export or replay."),
                            UsageError);
    return context.fail(
        tr("unknown 'match' action '%1' (use record, result, undo, pre-match, list, "
           "show, export or replay).")
            .arg(positional.join(u' ')),
        UsageError);
}

int MatchCommand::record(const QString &path, bool dryRun, CommandContext &context)
{
    const std::optional<QByteArray> bytes = context.readFile(path);
    if (!bytes)
        return Failure;
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    QStringList errors;
    const std::optional<MatchRecord> record = MatchRecordJson::fromBytes(*bytes, *rules, &errors);
    if (!record)
        return context.fail(tr("%1 was not recorded:\n  %2").arg(path, errors.join(u"\n  "_s)));
    // The teams are read for the preview and written by the confirmation in one transaction,
    // so no other program changes them in between. A dry run writes nothing and takes no lock.
    std::optional<CommandTransaction> transaction;
    if (!dryRun) {
        transaction.emplace(context);
        if (!transaction->isOpen())
            return Failure;
    }
    Database *database = context.database(false);
    if (!database)
        return Failure;
    RandomDice dice; // only for the dice the file leaves out
    const ResultRecorder recorder(*database, *rules);
    ResultRecorder::Preview preview = recorder.preview(*record, dice);
    if (!preview.ok())
        return context.fail(
            tr("%1 was not recorded:\n  %2").arg(path, preview.errors.join(u"\n  "_s)));
    if (dryRun) {
        context.out << preview.result.logText() << '\n';
        context.out << tr("Dry run: nothing was recorded. The dice used:") << '\n'
                    << QString::fromUtf8(
                           QJsonDocument(MatchRecordJson::toJson(preview.result.record))
                               .toJson(QJsonDocument::Indented));
        context.out.flush();
        return Success;
    }
    qint64 matchId = 0;
    QString error;
    if (!recorder.confirm(preview, &matchId, &error))
        return context.fail(error);
    if (!transaction->commit())
        return Failure;
    context.out << preview.result.logText() << '\n';
    context.out << tr("Recorded as match %1.").arg(matchId) << Qt::endl;
    return Success;
}

int MatchCommand::undo(const QString &id, CommandContext &context)
{
    const qint64 matchId = CommandArguments::positiveId(id);
    if (matchId == 0)
        return context.fail(tr("'%1' is not a match id.").arg(id), UsageError);
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    LeagueStore store(transaction.database());
    if (!store.match(matchId))
        return context.fail(tr("There is no match %1.").arg(matchId));
    const RuleCheck check = store.canUndo(matchId);
    if (!check)
        return context.fail(check.reason);
    QString error;
    if (!store.undoResult(matchId, &error))
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    context.out << tr("Match %1 was undone; both teams are as they were before it.").arg(matchId)
                << Qt::endl;
    return Success;
}

} // namespace dugout::cli
