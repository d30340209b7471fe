#include "TeamDraw.h"

#include "BloodyRules.h"
#include "core/rules/Ruleset.h"
#include "core/team/Team.h"

#include <algorithm>

namespace dugout::bloodyball {

namespace {

std::nullopt_t refuse(QString *error, const QString &reason)
{
    if (error)
        *error = reason;
    return std::nullopt;
}

} // namespace

std::optional<BloodyTeam> TeamDraw::draw(const Team &team, const Ruleset &rules,
                                         const QList<int> &playerNumbers, int championNumber,
                                         QString *error)
{
    QList<const Player *> available;
    for (const Player &p : team.players) {
        if (p.isAvailable())
            available << &p;
    }
    if (available.size() < Rules::PlayersPerTeam)
        return refuse(error, tr("Players of %1 who can play: %2; a Bloody Ball team needs five.")
                                 .arg(team.name)
                                 .arg(available.size()));

    QList<const Player *> chosen;
    const QList<int> numbers = playerNumbers.isEmpty() ? defaultNumbers(team) : playerNumbers;
    if (numbers.size() != Rules::PlayersPerTeam)
        return refuse(error, tr("Choose exactly five players of %1.").arg(team.name));
    for (int number : numbers) {
        const auto found = std::find_if(available.cbegin(), available.cend(),
                                        [number](const Player *p) { return p->number == number; });
        if (found == available.cend())
            return refuse(
                error, tr("%1 has no player number %2 who can play.").arg(team.name).arg(number));
        if (chosen.contains(*found))
            return refuse(error, tr("Player number %1 is chosen twice.").arg(number));
        chosen << *found;
    }

    BloodyTeam drawn;
    drawn.sourceTeamId = team.id;
    drawn.team.name = team.name;
    drawn.team.colour = team.color;
    drawn.team.champion = 0;
    for (int i = 0; i < chosen.size(); ++i) {
        const Player *p = chosen.at(i);
        // A player without a name is called by his shirt number, as on the team sheet.
        drawn.team.players << (p->name.trimmed().isEmpty() ? tr("No. %1").arg(p->number)
                                                           : p->name.trimmed());
        const Position *position = rules.position(p->positionId);
        drawn.figures << (position ? position->name.current() : p->positionId);
        if (championNumber != 0 && p->number == championNumber)
            drawn.team.champion = i;
    }
    if (championNumber != 0 && chosen.at(drawn.team.champion)->number != championNumber)
        return refuse(
            error,
            tr("The Champion, number %1, is not one of the five chosen.").arg(championNumber));
    if (RuleCheck ok = BloodyTeam::check(drawn); !ok)
        return refuse(error, ok.reason);
    return drawn;
}

QList<int> TeamDraw::defaultNumbers(const Team &team)
{
    QList<const Player *> available;
    for (const Player &p : team.players) {
        if (p.isAvailable())
            available << &p;
    }
    std::stable_sort(available.begin(), available.end(), [](const Player *a, const Player *b) {
        return a->spp != b->spp ? a->spp > b->spp : a->number < b->number;
    });
    QList<int> numbers;
    for (const Player *p : available.mid(0, Rules::PlayersPerTeam))
        numbers << p->number;
    return numbers;
}

} // namespace dugout::bloodyball
