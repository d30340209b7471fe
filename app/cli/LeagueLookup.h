#pragma once

#include "CommandContext.h"
#include "core/league/League.h"

#include <QCommandLineParser>
#include <QHash>

namespace dugout::cli {

// Finds what a `dugout league …` command names: ids typed on the command line, the league,
// the season. Each returns an exit code and has printed why when it is not Success.
class LeagueLookup
{
    // The messages moved here from LeagueCommand keep its context, and their translations.
    Q_DECLARE_TR_FUNCTIONS(LeagueCommand)

public:
    // A positive whole number; otherwise a usage error saying `text` is not `what`.
    static int id(const QString &text, const QString &what, CommandContext &context, qint64 *id);
    // LEAGUE_ID as typed, checked before the database is opened: a usage error comes first.
    static int leagueId(const QString &text, CommandContext &context, qint64 *id);
    // The stored league LEAGUE_ID.
    static int league(const QString &text, CommandContext &context, League *league);
    // The season of --season, or the league's latest.
    static int season(const League &league, const QCommandLineParser &parser,
                      CommandContext &context, Season *season);
    // The stored league LEAGUE_ID and its season of --season, or its latest: what most league
    // actions work on.
    static int leagueSeason(const QString &leagueText, const QCommandLineParser &parser,
                            CommandContext &context, League *league, Season *season);
    static QHash<qint64, QString> teamNames(CommandContext &context);
};

} // namespace dugout::cli
