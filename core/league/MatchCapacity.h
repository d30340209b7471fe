#pragma once

namespace dugout {

// How much one match can hold, to refuse a match record no match could have produced before
// it reaches the post-match sequence or the database (issue 13). The turn counts are the
// rulebook's (l.800–840: two halves of 8 turns per team, and 8 more each in overtime).
struct MatchCapacity
{
    static constexpr int TurnsPerHalf = 8;
    static constexpr int OvertimeTurns = 8;
    // Every team turn of both teams, overtime included.
    static constexpr int TeamTurns = 2 * (2 * TurnsPerHalf + OvertimeTurns);
    // A touchdown ends the turn it is scored in, so a match holds one per team turn at most,
    // whoever's turn it was. A completion or an interception needs a pass: at most one Pass
    // action per team turn, and a Dump-off in the other side's turn, so the same bound holds.
    static constexpr int MaxTouchdowns = TeamTurns;
    static constexpr int MaxCompletions = TeamTurns;
    static constexpr int MaxInterceptions = TeamTurns;
};

} // namespace dugout
