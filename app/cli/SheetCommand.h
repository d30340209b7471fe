#pragma once

#include "Command.h"

namespace dugout::cli {

// `dugout sheet TEAM_ID -o FILE.pdf`: the team sheet, printed to PDF without a window;
// `dugout sheet --league LEAGUE_ID -o FILE.pdf`: every team's, in one PDF.
class SheetCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(SheetCommand)

public:
    QString name() const override;
    QList<QPair<QString, QString>> synopsis() const override;
    void addOptions(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
    // Painting text needs a QGuiApplication (on the offscreen platform when headless).
    bool needsGui(const QStringList &) const override { return true; }

private:
    int runLeague(const QCommandLineParser &parser, CommandContext &context);
};

} // namespace dugout::cli
