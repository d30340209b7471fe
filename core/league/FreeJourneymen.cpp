#include "FreeJourneymen.h"

#include "core/rules/Ruleset.h"
#include "core/team/Team.h"

#include <algorithm>

namespace dugout {

namespace {

// The smallest allowance of a position a journeyman may come from (0-12; 0-16 also).
constexpr int JourneymanPositionMax = 12;
constexpr int FullSide = 11;

} // namespace

QList<const Position *> FreeJourneymen::positions(const Ruleset &rules, const Team &team)
{
    QList<const Position *> list;
    const Roster *roster = rules.roster(team.rosterId);
    for (const Position &position : roster ? roster->positions : QList<Position>()) {
        if (position.max >= JourneymanPositionMax)
            list << &position;
    }
    std::stable_sort(list.begin(), list.end(),
                     [](const Position *a, const Position *b) { return a->max > b->max; });
    return list;
}

QStringList FreeJourneymen::positionIds(const Ruleset &rules, const Team &team)
{
    QStringList ids;
    for (const Position *position : positions(rules, team))
        ids << position->id;
    return ids;
}

int FreeJourneymen::allowed(const Team &team)
{
    const auto able = std::count_if(team.players.cbegin(), team.players.cend(),
                                    [](const Player &p) { return p.isAvailable(); });
    return std::max(0, FullSide - int(able));
}

RuleCheck FreeJourneymen::checkPosition(const Ruleset &rules, const Team &team,
                                        const QString &positionId)
{
    if (positionIds(rules, team).contains(positionId))
        return RuleCheck::ok();
    const Position *position = rules.position(positionId);
    if (!position || position->rosterId != team.rosterId)
        return RuleCheck::refused(
            tr("%1: '%2' is not a position of the team's roster.").arg(team.name, positionId));
    return RuleCheck::refused(
        tr("%1: a free journeyman comes from a 0-16 or 0-12 position, not %2 (0-%3).")
            .arg(team.name, position->name.current())
            .arg(position->max));
}

RuleCheck FreeJourneymen::check(const Ruleset &rules, const Team &team,
                                const QStringList &positionIds)
{
    for (const QString &id : positionIds) {
        if (const RuleCheck position = checkPosition(rules, team, id); !position)
            return position;
    }
    const int allowed = FreeJourneymen::allowed(team);
    if (positionIds.size() > allowed) {
        return RuleCheck::refused(
            tr("%1 asks for %2 free journeymen but may take %n: no more than it needs to field "
               "11 players in its next match.",
               nullptr, allowed)
                .arg(team.name)
                .arg(positionIds.size()));
    }
    return RuleCheck::ok();
}

QStringList FreeJourneymen::byDefault(const Ruleset &rules, const Team &team)
{
    const QList<const Position *> list = positions(rules, team);
    if (list.isEmpty())
        return {};
    return QStringList(FreeJourneymen::allowed(team), list.constFirst()->id);
}

} // namespace dugout
