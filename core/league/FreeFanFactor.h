#pragma once

#include "core/team/Team.h"

#include <QCoreApplication>

namespace dugout {

class Ruleset;

// The free fan factor league option (rulebook l.4463–4470): every team of the league
// starts with fan factor 5 without paying for it, and fan factor, whatever the post-match rolls
// make of it, never counts in team value (TeamRules::teamValue with countFanFactor false).
//
// Teams are built before they join a league, so a team may arrive having bought fan factor.
// Joining puts it on the league's terms: the gold it spent on fan factor goes back to its
// treasury (one ledger entry) and its fan factor becomes 5, like every other team's.
class FreeFanFactor
{
    Q_DECLARE_TR_FUNCTIONS(FreeFanFactor)

public:
    static constexpr int StartingFanFactor = 5;

    // What the team paid for its fan factor when it was built. Fan factor is only bought at
    // creation, at most the ruleset's maximum; any more came from matches and was never paid.
    static qint64 boughtCost(const Team &team, const Ruleset &rules);
    // Refunds boughtCost() through the ledger and sets fan factor 5. For a team joining the
    // league (or in it when the option is turned on, which only a league without a confirmed
    // match may do).
    static void join(Team &team, const Ruleset &rules);
};

} // namespace dugout
