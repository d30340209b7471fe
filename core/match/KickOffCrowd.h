#pragma once

#include "MatchStep.h"

#include <QCoreApplication>

namespace dugout {

// The crowd's kick-off results (rulebook l.2420–2460): Throw a rock and Pitch invasion.
// See KickOffRules for their dice purposes.
class KickOffCrowd
{
    Q_DECLARE_TR_FUNCTIONS(KickOffCrowd)

public:
    // Each team D6 + FAME; the higher team's fans hit a random opposing player on the pitch with
    // an injury roll (no armour roll); a tie and both teams are hit.
    static void throwARock(MatchStep &step);
    // D6 + the opposing FAME for each player on the pitch: 6+ stunned (Ball & Chain: KO), a
    // natural 1 always fails.
    static void pitchInvasion(MatchStep &step);

private:
    static void rockHits(MatchStep &step, Side side);
};

} // namespace dugout
