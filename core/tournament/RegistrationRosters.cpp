#include "RegistrationRosters.h"

#include "core/rules/Ruleset.h"
#include "core/team/TeamFile.h"
#include "core/tournament/TournamentRosterCheck.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace dugout {

QStringList RegistrationRosters::problems(const QList<Entrant> &entrants,
                                          const QStringList &rosterFiles, const QString &folder,
                                          const Ruleset &rules,
                                          const TournamentTeamRules &teamRules)
{
    QStringList found;
    const TournamentRosterCheck check(rules, teamRules);
    for (qsizetype i = 0; i < entrants.size() && i < rosterFiles.size(); ++i) {
        const Entrant &entrant = entrants.at(i);
        const QString &file = rosterFiles.at(i);
        if (file.isEmpty())
            continue;
        const QString path = QDir(folder).absoluteFilePath(file);
        QStringList errors;
        const std::optional<Team> team = TeamFile::read(path, rules, &errors);
        if (!team) {
            found.append(tr("%1: the roster %2 cannot be read: %3")
                             .arg(entrant.coach, file, errors.join(u"; "_s)));
            continue;
        }
        if (team->rosterId != entrant.rosterId) {
            const Roster *roster = rules.roster(team->rosterId);
            const Roster *listed = rules.roster(entrant.rosterId);
            found.append(tr("%1: the roster %2 is a %3 team, the list says %4.")
                             .arg(entrant.coach, file,
                                  roster ? roster->name.current() : team->rosterId,
                                  listed ? listed->name.current() : entrant.rosterId));
            continue;
        }
        if (const RuleCheck verdict = check.check(*team); !verdict)
            found.append(u"%1: %2"_s.arg(entrant.coach, verdict.reason));
    }
    return found;
}

QList<std::optional<Team>> RegistrationRosters::read(const QList<Entrant> &entrants,
                                                     const QStringList &rosterFiles,
                                                     const QString &folder, const Ruleset &rules)
{
    QList<std::optional<Team>> teams;
    for (qsizetype i = 0; i < entrants.size(); ++i) {
        const QString file = rosterFiles.value(i);
        QStringList errors;
        teams.append(file.isEmpty()
                         ? std::nullopt
                         : TeamFile::read(QDir(folder).absoluteFilePath(file), rules, &errors));
    }
    return teams;
}

} // namespace dugout
