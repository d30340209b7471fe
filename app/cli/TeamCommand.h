#pragma once

#include "Command.h"

namespace dugout::cli {

// `dugout team list`, `dugout team export TEAM_ID`, `dugout team import FILE`.
class TeamCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(TeamCommand)

public:
    QString name() const override;
    QList<QPair<QString, QString>> synopsis() const override;
    void addOptions(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;

private:
    int list(CommandContext &context);
    int exportTeam(const QString &id, CommandContext &context);
    int importTeam(const QString &file, CommandContext &context);
};

} // namespace dugout::cli
