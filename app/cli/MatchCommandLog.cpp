// The tracked-match actions of `dugout match`: list, show, export and replay (MatchCommand.h).
#include "MatchCommand.h"

#include "CommandArguments.h"
#include "CommandTransaction.h"
#include "MatchStateReport.h"
#include "core/match/Match.h"
#include "core/match/MatchLogFile.h"
#include "core/match/MatchStateJson.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/OutputPath.h"
#include "core/storage/WriteFailure.h"
#include "models/MatchText.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace dugout::cli {

namespace {

// The last lines of the match's readable log, at most `count`.
QStringList lastLogLines(const Match &match, int count)
{
    QStringList lines;
    const QList<QStringList> &logs = match.eventLogs();
    for (auto it = logs.crbegin(); it != logs.crend() && lines.size() < count; ++it) {
        for (auto line = it->crbegin(); line != it->crend() && lines.size() < count; ++line)
            lines.prepend(*line);
    }
    return lines;
}

// The state as JSON, or the report (then `note`) with the last lines of the log.
void writeState(QTextStream &out, const Ruleset &rules, const Match &match, bool json,
                const QString &note = {})
{
    if (json) {
        out << QString::fromUtf8(
            QJsonDocument(MatchStateJson::toJson(match.state())).toJson(QJsonDocument::Indented));
        return;
    }
    MatchStateReport::write(out, rules, match.state());
    if (!note.isEmpty())
        out << '\n' << note << '\n';
    const QStringList lines = lastLogLines(match, 8);
    if (!lines.isEmpty()) {
        out << '\n' << MatchCommand::tr("The last lines of the log:") << '\n';
        for (const QString &line : lines)
            out << u"  "_s << line << '\n';
    }
}

} // namespace

// The tracked match TRACKED_ID from the database, or nothing with `*code` set to the exit code.
std::optional<StoredTrackedMatch> MatchCommand::loadTracked(const QString &id,
                                                            CommandContext &context, int *code)
{
    const qint64 matchId = CommandArguments::positiveId(id);
    if (matchId == 0) {
        *code = context.fail(
            tr("'%1' is not a tracked match id (see 'dugout match list').").arg(id), UsageError);
        return std::nullopt;
    }
    Database *database = context.database(false);
    if (!database) {
        *code = Failure;
        return std::nullopt;
    }
    QString error;
    std::optional<StoredTrackedMatch> stored = MatchLogStore(*database).load(matchId, &error);
    if (!stored)
        *code = context.fail(error);
    return stored;
}

int MatchCommand::show(const QString &id, bool json, CommandContext &context)
{
    int code = Success;
    const std::optional<StoredTrackedMatch> stored = loadTracked(id, context, &code);
    if (!stored)
        return code;
    const qint64 matchId = stored->id;
    QString error;
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    const Match match = Match::replay(*rules, stored->setup, stored->events, &error);
    writeState(context.out, *rules, match, json);
    context.out.flush();
    if (!error.isEmpty())
        return context.fail(
            tr("Tracked match %1 does not replay to the end: %2").arg(matchId).arg(error));
    return Success;
}

int MatchCommand::list(CommandContext &context)
{
    Database *database = context.database(false);
    if (!database)
        return Failure;
    QString error;
    const QList<TrackedMatchSummary> matches = MatchLogStore(*database).list(&error);
    if (!error.isEmpty())
        return context.fail(error);
    if (matches.isEmpty()) {
        context.out << tr("No tracked match yet.") << Qt::endl;
        return Success;
    }
    context.out << u"%1  %2  %3  %4  %5"_s.arg(tr("ID"), 4)
                       .arg(tr("Started (UTC)"), -16)
                       .arg(tr("Match"), -48)
                       .arg(tr("Events"), 6)
                       .arg(tr("Status"))
                << '\n';
    for (const TrackedMatchSummary &m : matches) {
        const QString teams =
            u"%1 %2–%3 %4"_s.arg(m.homeName).arg(m.homeScore).arg(m.awayScore).arg(m.awayName);
        QString status = MatchLogStore::statusText(m.status);
        if (m.exhibition)
            status += u", "_s + tr("exhibition");
        if (m.resultMatchId > 0)
            status += u", "_s + tr("result %1").arg(m.resultMatchId);
        context.out << u"%1  %2  %3  %4  %5"_s.arg(m.id, 4)
                           .arg(m.createdAt.toUTC().toString(u"yyyy-MM-dd HH:mm"_s), -16)
                           .arg(teams, -48)
                           .arg(m.eventCount, 6)
                           .arg(status)
                    << '\n';
    }
    context.out.flush();
    return Success;
}

int MatchCommand::exportLog(const QString &id, const QString &output, CommandContext &context)
{
    int code = Success;
    const std::optional<StoredTrackedMatch> stored = loadTracked(id, context, &code);
    if (!stored)
        return code;
    const qint64 matchId = stored->id;
    const QByteArray bytes = MatchLogFile::toBytes(stored->setup, stored->events);
    if (output.isEmpty()) {
        context.out << QString::fromUtf8(bytes);
        context.out.flush();
        return Success;
    }
    if (const RuleCheck where = OutputPath::check(output, context.database(false)->path()); !where)
        return context.fail(where.reason);
    QSaveFile file(output);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return context.fail(tr("Cannot write %1: %2")
                                .arg(QDir::toNativeSeparators(output), WriteFailure::reason(file)));
    context.out << tr("Wrote tracked match %1 (%2 events) to %3.")
                       .arg(matchId)
                       .arg(stored->events.size())
                       .arg(QDir::toNativeSeparators(QDir(output).absolutePath()))
                << Qt::endl;
    return Success;
}

int MatchCommand::replay(const QString &path, bool store, bool json, CommandContext &context)
{
    const std::optional<QByteArray> bytes = context.readFile(path);
    if (!bytes)
        return Failure;
    QString error;
    const std::optional<MatchLog> log = MatchLogFile::fromBytes(*bytes, &error);
    if (!log)
        return context.fail(tr("%1 cannot be read: %2").arg(path, error));
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    const Match match = Match::replay(*rules, log->setup, log->events, &error);
    const MatchState &state = match.state();

    writeState(context.out, *rules, match, json,
               tr("%1 of %2 events replayed.").arg(match.events().size()).arg(log->events.size()));
    context.out.flush();
    if (!error.isEmpty())
        return context.fail(tr("%1 does not replay to the end: %2").arg(path, error));
    if (!store)
        return Success;

    // The match, all its events and its status are one change: stopped anywhere, by a full disk
    // or a kill, no half-stored match is left behind.
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    MatchLogStore matches(transaction.database());
    const qint64 id = matches.create(log->setup, &error);
    if (id <= 0)
        return context.fail(error);
    for (const MatchEvent &event : match.events()) {
        if (!matches.append(id, event, &error))
            return context.fail(error);
    }
    if (state.phase == MatchPhase::Finished &&
        !matches.setStatus(id, TrackedMatchStatus::Finished, 0, &error))
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    context.out << tr("Stored as tracked match %1.").arg(id) << Qt::endl;
    return Success;
}

} // namespace dugout::cli
