#pragma once

#include "core/match/MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// The start of a team turn on La Forge de Sigmar (TerrainEvolution), in this order:
//
// 1. The lava swallows every player still lying in it since his burn (seed l.91): dead.
// 2. A D8 for each crevasse end ("forge.end.C12", ForgeTerrain::endsToRoll; one for a
//    one-square crevasse, two otherwise: seed l.50), read on the scatter template (l.50–52). The
//    face pointing back along the crevasse stabilises that end for good; any other adds a
//    crevasse on the square it points at, which becomes the new end. Dugout's choices where the
//    seed is silent: a face pointing off the pitch, at the volcano or at a square that holds a
//    token adds nothing and the end stays where it was; a player standing where the crevasse
//    opens falls in, entered as his knock-down (the log says so).
// 3. The lava runs one square (seed l.89): every crevasse square touching the volcano or a lava
//    square fills, in every direction at once, except the squares in `squares` where a player
//    stands in its way this turn (seed l.93).
// 4. A crest rises where the lava reached the end of a crevasse (seed l.112): an end square
//    filled this turn from the square next to it along the crevasse becomes a crest. The end
//    the lava came in by (touching the volcano or another flow) stays lava.
class ForgeEvolution
{
    Q_DECLARE_TR_FUNCTIONS(ForgeEvolution)

public:
    static RuleCheck apply(MatchStep &step);
    // "forge.end.C12"
    static QString endPurpose(const PitchSquare &end);
};

} // namespace dugout
