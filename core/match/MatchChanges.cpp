#include "MatchChanges.h"

#include "MatchState.h"

namespace dugout {

MatchChanges changesBetween(const MatchState &before, const MatchState &after)
{
    MatchChanges changes;
    if (before.home.score != after.home.score || before.away.score != after.away.score)
        changes |= MatchChange::Score;
    if (before.home.players != after.home.players)
        changes |= MatchChange::HomeRoster;
    if (before.away.players != after.away.players)
        changes |= MatchChange::AwayRoster;
    if (before.terrain != after.terrain)
        changes |= MatchChange::Terrain;
    // Whatever is left once scores, players and terrain are set aside is the course of the
    // match.
    MatchState a = before;
    MatchState b = after;
    for (MatchState *s : {&a, &b}) {
        s->home.players.clear();
        s->away.players.clear();
        s->home.score = s->away.score = 0;
        s->terrain = {};
    }
    if (a != b)
        changes |= MatchChange::Turn;
    return changes;
}

} // namespace dugout
