#pragma once

#include "Command.h"
#include "core/storage/StoredTrackedMatch.h"

#include <optional>

namespace dugout::cli {

// `dugout match …`: confirmed league results (record FILE.json [--dry-run], result TRACKED_ID
// [--dry-run] [--json] in MatchResultAction, undo MATCH_ID) and
// tracked matches, the event logs the tracker keeps (list, show TRACKED_ID [--json], export
// TRACKED_ID [--output FILE], replay FILE [--store] [--json]).
class MatchCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(MatchCommand)

public:
    QString name() const override;
    QList<QPair<QString, QString>> synopsis() const override;
    void addOptions(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;

private:
    int record(const QString &path, bool dryRun, CommandContext &context);
    int undo(const QString &id, CommandContext &context);
    // Tracked matches (MatchCommandLog.cpp).
    int list(CommandContext &context);
    std::optional<StoredTrackedMatch> loadTracked(const QString &id, CommandContext &context,
                                                  int *code);
    int show(const QString &id, bool json, CommandContext &context);
    int exportLog(const QString &id, const QString &output, CommandContext &context);
    int replay(const QString &path, bool store, bool json, CommandContext &context);
};

} // namespace dugout::cli
