#pragma once

#include "ForgeTerrain.h"
#include "core/team/RuleCheck.h"

#include <QList>

#include <optional>

namespace dugout {

// One square of a move declared on La Forge de Sigmar (ForgeMoves::plan): the square entered,
// what it holds and the movement points it costs. A jump names the crevasse or lava square it
// clears (`over`), between the square he left and `to`.
struct ForgeStep
{
    PitchSquare to;
    TerrainToken ice = TerrainToken::None;
    int cost = 0;
    std::optional<PitchSquare> over;
    TerrainToken overIce = TerrainToken::None;

    bool operator==(const ForgeStep &) const = default;
};

// The path of a declared move: refused with core's reason when it is not one (a square off the
// pitch, into lava, a gap that is neither a step nor a jump), else its steps and their sum.
struct ForgeMovePlan
{
    RuleCheck check = RuleCheck::ok();
    QList<ForgeStep> steps;
    int total = 0;
};

} // namespace dugout
