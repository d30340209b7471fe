#include "ServerAccess.h"

namespace dugout {

bool ServerAccess::mayChangeTeamOf(const QString &teamCoachName) const
{
    if (mayRunLeague())
        return true;
    return role == Role::Coach &&
           teamCoachName.trimmed().compare(coachName, Qt::CaseInsensitive) == 0;
}

RuleCheck ServerAccess::runLeague() const
{
    if (mayRunLeague())
        return RuleCheck::ok();
    if (role == Role::Coach)
        return RuleCheck::refused(
            tr("Only the league's commissioner runs the league: its options, seasons, schedule "
               "and results. You are logged in as %1, a coach: the server would refuse it.")
                .arg(user));
    return RuleCheck::refused(
        tr("Only the league's commissioner runs the league. You are logged in as %1, who may "
           "read this league but change nothing: the server would refuse it.")
            .arg(user));
}

RuleCheck ServerAccess::changeTeam(const QString &teamCoachName, const QString &teamName) const
{
    if (mayChangeTeamOf(teamCoachName))
        return RuleCheck::ok();
    const QString owner =
        teamCoachName.trimmed().isEmpty()
            ? tr("Only the commissioner changes %1, a team without a coach.").arg(teamName)
            : tr("Only %1's coach (%2) and the commissioner change %3.")
                  .arg(teamName, teamCoachName.trimmed(), teamName);
    return RuleCheck::refused(
        owner + u' ' +
        tr("You are logged in as %1: you may read this team; the server would refuse a change.")
            .arg(user));
}

QString ServerAccess::describe() const
{
    switch (role) {
    case Role::Everything:
        return {};
    case Role::Commissioner:
        return tr("Logged in as %1, the commissioner: you may change everything in this league.")
            .arg(user);
    case Role::Coach:
        return tr("Logged in as %1, a coach: you may change your own teams (those of coach %2); "
                  "the rest of the league is read-only.")
            .arg(user, coachName);
    case Role::Reader:
        return tr("Logged in as %1: you may read this league but change nothing.").arg(user);
    }
    return {};
}

} // namespace dugout
