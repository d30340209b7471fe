#pragma once

#include "core/league/MatchRecord.h"
#include "core/team/Team.h"

namespace dugout {

// The two teams as they stood when the match was started, and where its result goes. A tracked
// match keeps this snapshot: changes to the teams afterwards do not change a match under way.
// The pitch a match is played on: the LRB6 pitch, or La Forge de Sigmar's ice and lava
// (seeds/forge-de-sigmar-fr.txt), whose terrain the tracker then follows.
enum class MatchPitch { Standard, ForgeDeSigmar };

struct MatchSetup
{
    Team home;
    Team away;
    bool exhibition = true; // nothing is written back to the teams
    qint64 leagueId = 0;
    qint64 seasonId = 0;
    qint64 fixtureId = 0;
    // The pre-match sequence: each team's petty cash and what it bought for this match
    // (issue 16). Extra training, bribes, wandering apothecaries and Bloodweiser babes are used
    // by the tracker; the whole list goes to the league record.
    qint64 homePettyCash = 0;
    qint64 awayPettyCash = 0;
    InducementPurchases homeInducements;
    InducementPurchases awayInducements;
    MatchPitch pitch = MatchPitch::Standard;

    const Team &team(Side side) const { return side == Side::Home ? home : away; }
    const InducementPurchases &inducements(Side side) const
    {
        return side == Side::Home ? homeInducements : awayInducements;
    }
    qint64 pettyCash(Side side) const { return side == Side::Home ? homePettyCash : awayPettyCash; }
    bool operator==(const MatchSetup &) const = default;
};

} // namespace dugout
