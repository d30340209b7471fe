#pragma once

#include "Command.h"

namespace dugout::cli {

// `dugout server init` and `dugout server add-coach NAME`: set up a league on a PostgreSQL
// server, its commissioner and its coaches' logins (issue 21, core/storage/ServerRoles).
class ServerCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ServerCommand)

public:
    QString name() const override;
    QList<QPair<QString, QString>> synopsis() const override;
    void addOptions(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;

private:
    int init(CommandContext &context);
    int addCoach(const QString &coach, CommandContext &context);
};

} // namespace dugout::cli
