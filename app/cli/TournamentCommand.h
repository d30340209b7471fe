#pragma once

#include "Command.h"

namespace dugout::cli {

// `dugout tournament …`: an open tournament run from a script. The reads (list, entrants,
// pairings, standings) are here; the writes, each one CommandTransaction, are in
// TournamentActions; the text, JSON and CSV they print in TournamentOutput.
class TournamentCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(TournamentCommand)

public:
    QString name() const override;
    QList<QPair<QString, QString>> synopsis() const override;
    void addOptions(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
    // Only 'print' paints (the PDF sheets need fonts).
    bool needsGui(const QStringList &arguments) const override;

private:
    int list(CommandContext &context);
    int entrants(const QString &id, CommandContext &context);
    int pairings(const QString &id, const QString &round, bool json, CommandContext &context,
                 bool csv = false);
    int standings(const QString &id, bool csv, bool teams, CommandContext &context);
    int bracket(const QString &id, CommandContext &context);
};

} // namespace dugout::cli
