#pragma once

#include "Command.h"

namespace dugout::cli {

// `dugout bloodyball simulate` plays whole games with the computer coach (BloodySimulation).
// `dugout bloodyball replay FILE`: folds a Bloody Ball game file (JSON lines,
// core/bloodyball/BloodyGameFile.h) through the rules and prints what happened, the score
// sheet and what the game waits for; the first event the rules refuse is named with why.
// teams, add-team, draw, record and table: the database side (BloodyBallLeagueActions).
class BloodyBallCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(BloodyBallCommand)

public:
    QString name() const override;
    QList<QPair<QString, QString>> synopsis() const override;
    void addOptions(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;

private:
    // `dugout bloodyball simulate`: computer against random (or computer), the results.
    int simulate(const QCommandLineParser &parser, CommandContext &context);
};

} // namespace dugout::cli
