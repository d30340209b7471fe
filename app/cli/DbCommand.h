#pragma once

#include "Command.h"

namespace dugout::cli {

// `dugout db info`, `db init`, `db check`, `db backup PATH`, `db restore BACKUP` and
// `db copy SOURCE DESTINATION`.
class DbCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(DbCommand)

public:
    QString name() const override;
    QList<QPair<QString, QString>> synopsis() const override;
    void addOptions(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;

private:
    int info(CommandContext &context);
    int init(CommandContext &context);
    int check(CommandContext &context);
    int backup(const QString &target, CommandContext &context);
    int restore(const QString &backupPath, CommandContext &context);
    int copy(const QString &source, const QString &destination, CommandContext &context);
};

} // namespace dugout::cli
