#pragma once

#include "ForgeMovePlan.h"
#include "ForgeTables.h"
#include "ForgeTerrain.h"
#include "core/match/MatchEvent.h"
#include "core/match/MatchState.h"

#include <QCoreApplication>

#include <optional>

namespace dugout {

// What the ice changes in a player's move and in his throws, read from the Forge's tables
// (resources/rules/lrb6/forge_de_sigmar.json), for the tracker to show where it asks about a
// move or a pass. Players stay on the physical board: the coach says which squares.
//
// A step into or out of a crevasse costs 2 movement points (seed l.60), onto or off a crest 2
// (l.122), from a crest down into a crevasse 4 (l.124). Dugout's choices where the seed is
// silent: a step between two squares of the same kind is an ordinary one (1); from a crevasse up
// onto a crest costs what the way down does (4); nobody walks into lava (he is pushed or falls
// in: "On lava"), and stepping out of it is an ordinary step.
class ForgeMoves
{
    Q_DECLARE_TR_FUNCTIONS(ForgeMoves)

public:
    // Squares beyond MA: rulebook l.2541–2545, Sprint skills l.102–104; standing up, l.1339–1341.
    static constexpr int GoForIts = 2;
    static constexpr int SprintGoForIts = 3;
    static constexpr int StandUpCost = 3;

    // Movement points for one step from a square holding `from` to one holding `to`; nullopt
    // when a player cannot step there (lava).
    static std::optional<int> stepCost(const ForgeTables &tables, TerrainToken from,
                                       TerrainToken to);
    // The modifier to a throw by a player standing on `at` (seed l.62, l.120).
    static int passModifier(const ForgeTables &tables, TerrainToken at);

    // The path `path`: the square he starts on, then each square he enters.
    static ForgeMovePlan plan(const ForgeTables &tables, const ForgeTerrain &terrain,
                              const QList<PitchSquare> &path);
    // The squares a player may go beyond his MA: 2, 3 with Sprint (rulebook l.2541–2545,
    // skills l.102–104).
    static int goForIts(const MatchPlayer &player);
    // A move or a blitz of player `event.number` of `event.side` declared with its path
    // (`event.squares`): refused when the path is not one, or costs more than his MA and his Go
    // For It allow (a prone player pays 3 to stand up first, rulebook l.1339–1346); else
    // `lines` gets what the log shows: each square and its cost, the total against his MA, the
    // Go For It squares and the roll each jump needs.
    static RuleCheck declareMove(const ForgeTables &tables, const MatchState &state,
                                 const MatchEvent &event, const QString &who, QStringList *lines);

    // One line for `square`: what it holds, what a step into it costs from open ice, a crest
    // and a crevasse, and the modifier to a throw from it.
    static QString squareText(const ForgeTables &tables, const ForgeTerrain &terrain,
                              const PitchSquare &square);
    // "throws from H11 (crevasse): -5 to the pass", for the pass declared from `square`, aimed
    // at `target` when the coach named it.
    static QString passText(const ForgeTables &tables, const ForgeTerrain &terrain,
                            const PitchSquare &square,
                            const std::optional<PitchSquare> &target = std::nullopt);
};

} // namespace dugout
