#pragma once

#include "CommandContext.h"

#include <QStringList>

namespace dugout::cli {

// The tournament commands that write, each one transaction: create, register, drop, pair,
// unpair, result, and naf-report (which writes a file, whole, and nothing in the database).
class TournamentActions
{
    Q_DECLARE_TR_FUNCTIONS(TournamentActions)

public:
    static int create(const QString &path, CommandContext &context);
    static int registerCoaches(const QString &id, const QString &path, CommandContext &context);
    static int setActive(const QString &id, const QString &entrantId, bool active,
                         CommandContext &context);
    static int pair(const QString &id, const QString &at, bool json, CommandContext &context);
    static int unpair(const QString &id, CommandContext &context);
    // ROUND TABLE HOME_TD AWAY_TD [HOME_CAS AWAY_CAS]; `through` ("home", "away" or empty) names
    // who went through a level knockout game.
    // `details`, when given, is a TournamentGameDetails file: what the players did, for a
    // tournament in progression.
    static int result(const QString &id, const QStringList &numbers, const QString &through,
                      CommandContext &context, const QString &details = {});
    static int nafReport(const QString &id, const QString &output, CommandContext &context);

    // A positive id from the command line, or 0 after printing why not.
    static qint64 idArgument(const QString &text, const QString &what, CommandContext &context);
};

} // namespace dugout::cli
