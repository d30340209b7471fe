#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// Set-ups (rulebook l.704–745): the kicking team then the receiving team put 11 players on the
// pitch, or all those in the reserves when fewer; at least 3 on the line of scrimmage (all of them
// when fewer than 3 are set up); at most 2 in each wide zone. The counts on the line and in the
// wide zones are the coach's: Dugout checks the limits, not the squares.
//
// A team with nobody in the reserves enters an empty set-up (l.1939–1950): both turn markers
// move on two (at most 8), the other team scores a touchdown if it can field players (no SPP)
// and kicks next, and the drive is over as if it had been played (EndDrive follows). Set-ups
// already entered for it are taken back: nobody played that drive.
//
// The drive count (state.drive) moves at the kick-off, not here.
class LineupRules
{
    Q_DECLARE_TR_FUNCTIONS(LineupRules)

public:
    static RuleCheck apply(MatchStep &step);

private:
    static RuleCheck checkLineup(const MatchStep &step);
    static void unableToField(MatchStep &step);
    static QString whyNotAvailable(PlayerState state);
};

} // namespace dugout
