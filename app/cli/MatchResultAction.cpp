#include "MatchResultAction.h"

#include "CommandArguments.h"
#include "CommandTransaction.h"
#include "core/dice/RandomDice.h"
#include "core/league/MatchRecordJson.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/ResultRecorder.h"
#include "core/storage/TrackedMatchHandover.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace dugout::cli {

namespace {

QString indented(const MatchRecord &record)
{
    return QString::fromUtf8(
        QJsonDocument(MatchRecordJson::toJson(record)).toJson(QJsonDocument::Indented));
}

} // namespace

int MatchResultAction::run(const QString &id, bool dryRun, bool json, CommandContext &context)
{
    const qint64 trackedId = CommandArguments::positiveId(id);
    if (trackedId == 0)
        return context.fail(tr("'%1' is not a tracked match id (see 'dugout match list').").arg(id),
                            UsageError);
    if (dryRun && json)
        return context.fail(tr("'match result' takes --dry-run or --json, not both: --json "
                               "already writes nothing."),
                            UsageError);
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    // The tracked match is read, the teams previewed and both written by the confirmation in
    // one transaction, so no window or other command records it in between. Reading only
    // (--json, --dry-run) takes no lock.
    const bool writes = !dryRun && !json;
    std::optional<CommandTransaction> transaction;
    if (writes) {
        transaction.emplace(context);
        if (!transaction->isOpen())
            return Failure;
    }
    Database *database = writes ? &transaction->database() : context.database(false);
    if (!database)
        return Failure;
    QString error;
    const std::optional<TrackedMatchHandover> handover =
        TrackedMatchHandover::load(*database, *rules, trackedId, &error);
    if (!handover)
        return context.fail(error); // each reason names the tracked match
    if (json) {
        context.out << indented(handover->record);
        context.out.flush();
        return Success;
    }
    RandomDice dice; // the dice the table does not roll during the match: MVP, winnings…
    const ResultRecorder recorder(*database, *rules);
    ResultRecorder::Preview preview = recorder.preview(handover->record, dice);
    if (!preview.ok())
        return context.fail(tr("Tracked match %1 was not recorded:\n  %2")
                                .arg(trackedId)
                                .arg(preview.errors.join(u"\n  "_s)));
    if (dryRun) {
        context.out << preview.result.logText() << '\n';
        context.out << tr("Dry run: nothing was recorded. The dice used:") << '\n'
                    << indented(preview.result.record);
        context.out.flush();
        return Success;
    }
    qint64 matchId = 0;
    if (!recorder.confirm(preview, &matchId, &error) ||
        !TrackedMatchHandover::markRecorded(*database, trackedId, matchId, &error))
        return context.fail(error);
    if (!transaction->commit())
        return Failure;
    context.out << preview.result.logText() << '\n';
    context.out << tr("Recorded as match %1; tracked match %2 is finished with it.")
                       .arg(matchId)
                       .arg(trackedId)
                << Qt::endl;
    return Success;
}

} // namespace dugout::cli
