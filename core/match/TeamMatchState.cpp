#include "MatchState.h"

#include <algorithm>

namespace dugout {

MatchPlayer *TeamMatchState::player(int number)
{
    auto it = std::find_if(players.begin(), players.end(),
                           [number](const MatchPlayer &p) { return p.number == number; });
    return it == players.end() ? nullptr : &*it;
}

const MatchPlayer *TeamMatchState::player(int number) const
{
    return const_cast<TeamMatchState *>(this)->player(number);
}

int TeamMatchState::countIn(PlayerState state) const
{
    return int(std::count_if(players.cbegin(), players.cend(),
                             [state](const MatchPlayer &p) { return p.state == state; }));
}

int TeamMatchState::onPitch() const
{
    return int(std::count_if(players.cbegin(), players.cend(),
                             [](const MatchPlayer &p) { return isOnPitch(p.state); }));
}

} // namespace dugout
