#pragma once

namespace dugout {

// How an open tournament's rounds are made. Swiss: every coach plays every round, paired by
// ranking (SwissPairing). Knockout: a seeded bracket, the loser of each game goes out
// (KnockoutBracket). Pools: a round robin inside each pool, then the best of each pool in a
// knockout (PoolStage, then KnockoutBracket). Teams: squads of coaches, paired squad against
// squad as swiss rounds, then coach against coach inside each squad match (TeamPairing).
enum class TournamentFormat { Swiss, Knockout, Pools, Teams };

// How the knockout's seeds are ordered: the order the coaches were registered in (the organiser
// lists them by strength), or a draw seeded by the tournament.
enum class KnockoutSeeding { Registration, Draw };

struct KnockoutSettings
{
    KnockoutSeeding seeding = KnockoutSeeding::Registration;
    // The coaches who lose their first game play on in a bracket of their own, one round behind.
    bool consolation = false;
};

// Pools then a knockout: how many pools, and how many of each pool go on to the knockout.
struct PoolSettings
{
    int count = 2;
    int qualifiers = 2;
};

// Ranking points added for a wide margin in one game, whatever its result: `touchdownPoints`
// when a coach scores at least `touchdownMargin` touchdowns more than the opponent, and
// `casualtyPoints` for at least `casualtyMargin` casualties more. A margin of 0 turns a bonus off.
struct BonusPoints
{
    int touchdownMargin = 0;
    int touchdownPoints = 1;
    int casualtyMargin = 0;
    int casualtyPoints = 1;

    bool any() const { return touchdownMargin > 0 || casualtyMargin > 0; }
};

} // namespace dugout
