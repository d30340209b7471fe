#pragma once

#include "MatchPitch.h"
#include "core/inducements/InducementOptions.h"
#include "core/league/FixtureStage.h"
#include "core/league/MatchRecord.h"
#include "core/team/Team.h"

namespace dugout {

// The two teams as they stood when the match was started, and where its result goes. A tracked
// match keeps this snapshot: changes to the teams afterwards do not change a match under way.

struct MatchSetup
{
    Team home;
    Team away;
    bool exhibition = true; // nothing is written back to the teams
    qint64 leagueId = 0;
    qint64 seasonId = 0;
    qint64 fixtureId = 0;
    // The fixture's stage: a semi-final or final doubles the gate (GateRoll).
    FixtureStage stage = FixtureStage::Regular;
    // The pre-match sequence: each team's petty cash, declared before the match starts, and
    // the league's inducement options the purchases are checked against (issue 16). What each
    // team buys is not here: each purchase is an Inducement event of the match's log.
    qint64 homePettyCash = 0;
    qint64 awayPettyCash = 0;
    InducementOptions inducementOptions;
    // No handicap gold in an end-of-season tournament match unless the league allows it
    // (PlayoffRules::handicapAllowed, l.3969–3971): set from the fixture's stage and the league's
    // playoff_inducements option when the match starts; checked on every Inducement event.
    bool handicapAllowed = true;
    bool freeFanFactor = false; // the league's option: fan factor does not count in team value
    MatchPitch pitch = MatchPitch::Standard;

    const Team &team(Side side) const { return side == Side::Home ? home : away; }
    qint64 pettyCash(Side side) const { return side == Side::Home ? homePettyCash : awayPettyCash; }
    bool operator==(const MatchSetup &) const = default;
};

} // namespace dugout
