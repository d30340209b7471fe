#pragma once

#include "CommandContext.h"

namespace dugout {
struct Team;
struct Tournament;
class Ruleset;
} // namespace dugout

namespace dugout::cli {

// `dugout tournament roster ID COACH [FILE]`: gives a coach of an open tournament a roster (a
// team file, CSV roster or OBBLM export, checked against the tournament's team rules), or
// prints the coach's roster as it stands after the games played (progression, issue 17.2).
class TournamentRosterAction
{
    Q_DECLARE_TR_FUNCTIONS(TournamentRosterAction)

public:
    static int run(const QString &id, const QString &coach, const QString &file,
                   CommandContext &context);
    // The entrant a command names, by id or by the coach's name (any case); 0 if none.
    static qint64 entrantNamed(const Tournament &tournament, const QString &coach);
    // One line a player: number, name, position, MA ST AG AV, skills, SPP, injuries.
    static void print(const Team &team, const Ruleset &rules, QTextStream &out);
};

} // namespace dugout::cli
