#pragma once

#include "TeamFixtures.h"
#include "core/match/MatchFold.h"
#include "core/match/MatchSetup.h"

namespace dugout::test {

// Two Human teams, 11 players each (numbers 1–11: 4 blitzers then linemen).
inline MatchSetup humanDerby(const Ruleset &rules)
{
    using namespace Qt::StringLiterals;
    MatchSetup setup;
    setup.home = humanTeam(rules);
    setup.away = humanTeam(rules);
    setup.away.name = u"Middenheim Wolves"_s;
    setup.home.rerolls = 3;
    setup.away.rerolls = 2;
    return setup;
}

// The state in the middle of a drive: both teams with their first `players` numbers standing on
// the pitch, `active` in turn `turn` (the other team at the same marker, or one less when it
// kicked off... as given), re-rolls as the rosters say.
inline MatchState stateInTurn(const Ruleset &rules, const MatchSetup &setup,
                              Side active = Side::Home, int turn = 1, int otherTurn = 1,
                              int players = 11)
{
    MatchState state = MatchFold::initialState(rules, setup);
    state.phase = MatchPhase::Turn;
    state.half = 1;
    state.drive = 1;
    state.active = active;
    state.kicking = opponent(active);
    state.receivedFirst = active;
    state.weatherId = QStringLiteral("nice");
    state.team(active).turn = turn;
    state.team(opponent(active)).turn = otherTurn;
    for (Side side : {Side::Home, Side::Away}) {
        for (MatchPlayer &p : state.team(side).players) {
            if (p.number <= players) {
                p.state = PlayerState::Standing;
                p.playedThisDrive = true;
            }
        }
    }
    return state;
}

} // namespace dugout::test
