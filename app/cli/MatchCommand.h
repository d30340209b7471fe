#pragma once

#include "Command.h"

namespace dugout::cli {

// `dugout match record FILE.json [--dry-run]` and `dugout match undo MATCH_ID`.
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
};

} // namespace dugout::cli
