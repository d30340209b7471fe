#include "BloodyTeam.h"

#include "BloodyRules.h"
#include "core/InputLimits.h"

namespace dugout::bloodyball {

RuleCheck BloodyTeam::check(const BloodyTeam &t)
{
    if (RuleCheck name = InputLimits::checkName(t.team.name, tr("The team's name")); !name)
        return name;
    if (t.team.players.size() != Rules::PlayersPerTeam)
        return RuleCheck::refused(tr("%1 needs exactly five players.").arg(t.team.name));
    for (int i = 0; i < t.team.players.size(); ++i) {
        if (RuleCheck name =
                InputLimits::checkName(t.team.players.at(i), tr("Player %1's name").arg(i + 1));
            !name)
            return name;
        for (int j = 0; j < i; ++j) {
            // Two players of one name could not be told apart in the log or on the board.
            if (t.team.players.at(j).trimmed().compare(t.team.players.at(i).trimmed(),
                                                       Qt::CaseInsensitive) == 0)
                return RuleCheck::refused(
                    tr("Two players of %1 are called %2.").arg(t.team.name, t.team.players.at(i)));
        }
    }
    if (t.team.champion < 0 || t.team.champion >= Rules::PlayersPerTeam)
        return RuleCheck::refused(tr("%1 needs a Champion.").arg(t.team.name));
    if (!t.figures.isEmpty() && t.figures.size() != Rules::PlayersPerTeam)
        return RuleCheck::refused(
            tr("%1 needs a figure for each of its five players, or none.").arg(t.team.name));
    for (const QString &figure : t.figures) {
        if (RuleCheck note = InputLimits::checkNote(figure, tr("A figure")); !note)
            return note;
    }
    return RuleCheck::ok();
}

} // namespace dugout::bloodyball
