#pragma once

#include "Command.h"
#include "core/league/League.h"

#include <QHash>

namespace dugout::cli {

// `dugout league list`, `league standings LEAGUE_ID [--season ID] [--csv | --xlsx FILE]`,
// `league leaders LEAGUE_ID [--csv]`,
// `league schedule LEAGUE_ID [--season ID]`, `league demo`, and the commissioner's scripted
// operations, each in a class of its own: `league create` (LeagueCreateAction), `league
// add-team` (LeagueJoinAction), `league season new` (LeagueSeasonAction), `league schedule
// --generate` (LeagueScheduleAction), `league fixture add` (LeagueFixtureAction).
class LeagueCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(LeagueCommand)

public:
    QString name() const override;
    QList<QPair<QString, QString>> synopsis() const override;
    void addOptions(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;

private:
    int list(CommandContext &context);
    int standings(const QString &id, const QCommandLineParser &parser, CommandContext &context);
    // --xlsx: the standings and leaders (StandingsWorkbook) as an Excel workbook.
    int writeWorkbook(const League &league, const Season &season, const QString &path,
                      CommandContext &context);
    int schedule(const QString &id, const QCommandLineParser &parser, CommandContext &context);
    // The Statistics tab's leaders (StandingsWorkbook::leaders), as a table or CSV.
    int leaders(const QString &id, bool csv, CommandContext &context);
    int demo(CommandContext &context);
};

} // namespace dugout::cli
