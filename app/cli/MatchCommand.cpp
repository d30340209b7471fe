#include "MatchCommand.h"

#include "core/dice/RandomDice.h"
#include "core/league/MatchRecordJson.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/ResultRecorder.h"

#include <QFile>
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
             tr("Record a played league match and run its post-match sequence (--dry-run: print only)")},
            {u"match undo MATCH_ID"_s, tr("Undo a confirmed result, restoring both teams")}};
}

void MatchCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(u"action"_s, tr("record or undo"));
    parser.addPositionalArgument(u"argument"_s, tr("FILE.json for record, MATCH_ID for undo"), u"FILE|MATCH_ID"_s);
    parser.addOption({u"dry-run"_s, tr("Print the post-match sequence without applying it.")});
}

int MatchCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (action == u"record"_s && positional.size() == 2)
        return record(positional.at(1), parser.isSet(u"dry-run"_s), context);
    if (action == u"undo"_s && positional.size() == 2)
        return undo(positional.at(1), context);
    if (action == u"record"_s || action == u"undo"_s)
        return context.fail(tr("'match %1' takes exactly one argument.").arg(action), UsageError);
    if (action.isEmpty())
        return context.fail(tr("'match' needs an action: record or undo."), UsageError);
    return context.fail(tr("unknown 'match' action '%1' (use record or undo).").arg(positional.join(u' ')), UsageError);
}

int MatchCommand::record(const QString &path, bool dryRun, CommandContext &context)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return context.fail(tr("Cannot read %1: %2").arg(path, file.errorString()));
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    QStringList errors;
    const std::optional<MatchRecord> record = MatchRecordJson::fromBytes(file.readAll(), *rules, &errors);
    if (!record)
        return context.fail(tr("%1 was not recorded:\n  %2").arg(path, errors.join(u"\n  "_s)));
    Database *database = context.database(false);
    if (!database)
        return Failure;
    RandomDice dice;  // only for the dice the file leaves out
    const ResultRecorder recorder(*database, *rules);
    ResultRecorder::Preview preview = recorder.preview(*record, dice);
    if (!preview.ok())
        return context.fail(tr("%1 was not recorded:\n  %2").arg(path, preview.errors.join(u"\n  "_s)));
    context.out << preview.result.logText() << '\n';
    if (dryRun) {
        context.out << tr("Dry run: nothing was recorded. The dice used:") << '\n'
                    << QString::fromUtf8(QJsonDocument(MatchRecordJson::toJson(preview.result.record)).toJson(QJsonDocument::Indented));
        context.out.flush();
        return Success;
    }
    qint64 matchId = 0;
    QString error;
    if (!recorder.confirm(preview, &matchId, &error))
        return context.fail(error);
    context.out << tr("Recorded as match %1.").arg(matchId) << Qt::endl;
    return Success;
}

int MatchCommand::undo(const QString &id, CommandContext &context)
{
    bool ok = false;
    const qint64 matchId = id.toLongLong(&ok);
    if (!ok || matchId <= 0)
        return context.fail(tr("'%1' is not a match id.").arg(id), UsageError);
    Database *database = context.database(false);
    if (!database)
        return Failure;
    LeagueStore store(*database);
    if (!store.match(matchId))
        return context.fail(tr("There is no match %1.").arg(matchId));
    const RuleCheck check = store.canUndo(matchId);
    if (!check)
        return context.fail(check.reason);
    QString error;
    if (!store.undoResult(matchId, &error))
        return context.fail(error);
    context.out << tr("Match %1 was undone; both teams are as they were before it.").arg(matchId) << Qt::endl;
    return Success;
}

} // namespace dugout::cli
