#pragma once

#include "BloodySetup.h"
#include "BloodyState.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

#include <optional>

namespace dugout::bloodyball {

struct PlayerRef
{
    int team = -1;
    int player = -1;
    bool isValid() const { return team >= 0; }
    friend bool operator==(const PlayerRef &, const PlayerRef &) = default;
};

// A die modifier and why (seed l.170–188, 204–205, 233, 255).
struct Modifier
{
    int value = 0;
    QString reason;
};

// What a D6 test needs: the base number, its modifiers, or an automatic result. A die succeeds
// when it shows at least needed(); modifiers move the die, so -1 raises the number needed.
struct RollNeed
{
    int base = 0;
    QList<Modifier> modifiers;
    bool automatic = false; // succeeds without a die (an attack on a KO player, l.188)

    int needed() const;
    // No die is rolled when the result is certain (seed l.211–213): needed ≤ 1 succeeds, needed
    // ≥ 7 fails.
    bool certainSuccess() const { return automatic || needed() <= 1; }
    bool certainFailure() const { return !automatic && needed() > 6; }
};

// The rules that read a position: who is where, engagement, what a test needs, and whether an
// action is allowed (with the reason when it is not). Pure functions over a GameState; the
// fold (Resolver) changes the state.
class Rules
{
    Q_DECLARE_TR_FUNCTIONS(BloodyBall)

public:
    static constexpr int PlayersPerTeam = 5;
    static constexpr int Quarters = 4;
    static constexpr int PhasesPerQuarter = 4;
    static constexpr int CardsPerPhase = 12; // six per team, three per coach with four coaches

    static int seatTeam(int seat) { return seat % 2; }
    static int otherTeam(int team) { return 1 - team; }
    static int starterSeat(const GameSetup &setup, const GameState &state);
    static int attacker(const GameSetup &setup, const GameState &state);

    static PlayerRef playerAt(const GameState &state, Square s);
    static const PlayerInPlay &player(const GameState &state, PlayerRef p);
    static bool isFree(const GameState &state, Square s) { return !playerAt(state, s).isValid(); }
    static bool carries(const GameState &state, PlayerRef p);
    // Standing players of the team other than `team` next to `s`, leaving out `except`
    // (seed l.87, 93: a standing player engages every adjacent opponent).
    static int engagingOpponents(const GameState &state, int team, Square s, PlayerRef except = {});

    static RollNeed heroicNeed(const GameState &state, PlayerRef mover, Square to);
    static RollNeed attackNeed(const GameState &state, PlayerRef attacker, PlayerRef target);
    static RollNeed passNeed(const GameState &state, PlayerRef thrower, PlayerRef receiver);
    static RollNeed dodgeNeed(const GameState &state, PlayerRef dodger, Square to);
    static RollNeed interceptNeed(const GameState &state, PlayerRef interceptor);
    // Pass difficulty before modifiers: half the distance, rounded up (seed l.200).
    static int passDifficulty(int distance) { return (distance + 1) / 2; }

    // Whether `team` may use a card of (effective) suit `suit` for `event` (a Play) now.
    // Card ownership and turn order are the fold's; this is the action's own rule.
    static RuleCheck checkAction(const GameSetup &setup, const GameState &state, int team,
                                 Suit suit, const Event &event);
    // Every Play `team` could make with a card of effective suit `suit` (Discard aside).
    static QList<Event> legalActions(const GameSetup &setup, const GameState &state, int team,
                                     Suit suit);
    // Whether any reaction is possible at all for the reacting team, whatever its cards:
    // a free square to dodge to, or a standing player under the pass.
    static bool reactionPossible(const GameState &state);

    // A legal set-up to start from: three on the half-way line, two behind (seed l.119).
    static QList<Square> standardLineup(int team);

    static QString playerName(const GameSetup &setup, const GameState &state, PlayerRef p);

private:
    static RuleCheck checkReaction(const GameSetup &setup, const GameState &state, int team,
                                   Suit suit, const Event &event);
};

} // namespace dugout::bloodyball
