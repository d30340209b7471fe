#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// The kick-off table (rulebook l.2311–2460), rolled or typed, and every result resolved:
// Get the ref, Riot, Perfect defence, High kick, Cheering fans, Changing weather, Brilliant
// coaching, Quick snap, Blitz, Throw a rock, Pitch invasion (KickOffCrowd). Handles KickOff
// events; the drive count (state.drive) moves here. Kick-off results are never re-rolled.
//
// FAME on the kick-off table is the team's FAME plus one per Fan Favourite on the pitch.
//
// Dice purposes: "kickoff" 2D6; "riot" D6; "home.cheering"/"away.cheering" D3 (a D6 halved up:
// typed 1–3); "home.coaching"/"away.coaching" D3; "weather" 2D6; "home.rock"/"away.rock" D6;
// "home.rock.target"/"away.rock.target" D<n> picking the n-th player (by shirt number) on the
// pitch of the team hit; the rock's injury uses InjuryRules' purposes;
// "home.invasion.N"/"away.invasion.N" D6 for the player numbered N.
class KickOffRules
{
    Q_DECLARE_TR_FUNCTIONS(KickOffRules)

public:
    static RuleCheck apply(MatchStep &step);

    // The team's FAME for kick-off table rolls.
    static int kickOffFame(const TeamMatchState &team);

private:
    static void getTheRef(MatchStep &step);
    static void riot(MatchStep &step);
    // Cheering fans and Brilliant coaching: D3 + FAME + `helpers`, the highest gains a re-roll.
    static void rerollContest(MatchStep &step, const QString &what, int homeHelpers,
                              int awayHelpers);
    static void changingWeather(MatchStep &step);
};

} // namespace dugout
