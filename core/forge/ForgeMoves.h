#pragma once

#include "ForgeTables.h"
#include "ForgeTerrain.h"

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
    // Movement points for one step from a square holding `from` to one holding `to`; nullopt
    // when a player cannot step there (lava).
    static std::optional<int> stepCost(const ForgeTables &tables, TerrainToken from,
                                       TerrainToken to);
    // The modifier to a throw by a player standing on `at` (seed l.62, l.120).
    static int passModifier(const ForgeTables &tables, TerrainToken at);

    // One line for `square`: what it holds, what a step into it costs from open ice, a crest
    // and a crevasse, and the modifier to a throw from it.
    static QString squareText(const ForgeTables &tables, const ForgeTerrain &terrain,
                              const PitchSquare &square);
    // "throws from H11 (crevasse): -5 to the pass", for the pass declared from `square`.
    static QString passText(const ForgeTables &tables, const ForgeTerrain &terrain,
                            const PitchSquare &square);
};

} // namespace dugout
