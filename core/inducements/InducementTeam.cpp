#include "InducementTeam.h"

#include "core/league/MajorTrophies.h"
#include "core/team/Team.h"

namespace dugout {

InducementTeam InducementTeam::of(const Team &team)
{
    InducementTeam result;
    result.rosterId = team.rosterId;
    result.wizardPrice = MajorTrophies::wizardPrice(team.trophies);
    for (const Player &player : team.players) {
        if (!player.isActive())
            continue;
        ++result.positions[player.positionId];
        ++result.players;
    }
    return result;
}

} // namespace dugout
