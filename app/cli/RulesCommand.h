#pragma once

#include "Command.h"

namespace dugout::cli {

// `dugout rules --json [--lang en|fr]`: the loaded ruleset on stdout.
class RulesCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(RulesCommand)

public:
    QString name() const override;
    QList<QPair<QString, QString>> synopsis() const override;
    void addOptions(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

} // namespace dugout::cli
