#pragma once

#include "core/team/Team.h"
#include "core/tournament/Entrant.h"
#include "core/tournament/TournamentTeamRules.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace dugout {

class Ruleset;

// The rosters a registration list names (its "roster" column), each read from its team file
// and checked against the tournament's team rules (TournamentRosterCheck) and against the race
// the list gives. The command line and the Tournaments area both register through here, so a
// roster over budget is refused the same way everywhere.
class RegistrationRosters
{
    Q_DECLARE_TR_FUNCTIONS(RegistrationRosters)

public:
    // Every problem, one line each naming the coach; empty when every roster may play. A
    // relative roster path is read from `folder` (the list's own).
    // `rosterFiles` holds each entrant's team file (RegistrationCsv::read), empty for none.
    static QStringList problems(const QList<Entrant> &entrants, const QStringList &rosterFiles,
                                const QString &folder, const Ruleset &rules,
                                const TournamentTeamRules &teamRules);
    // Each entrant's roster read from its file (nullopt for a coach without one, or a file that
    // cannot be read: problems() names those), to be stored with the tournament.
    static QList<std::optional<Team>> read(const QList<Entrant> &entrants,
                                           const QStringList &rosterFiles, const QString &folder,
                                           const Ruleset &rules);
};

} // namespace dugout
