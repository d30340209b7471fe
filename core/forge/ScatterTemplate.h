#pragma once

#include "PitchSquare.h"

#include <optional>

namespace dugout {

// The scatter template of the boxed game (rulebook l.528–535) read with a D8, as the Forge uses
// it to place a crevasse and to grow one (seed l.35, l.42, l.50–52). The text does not print the
// template, so Dugout uses the usual numbering, drawn in the variant's help with row A at the top
// and column 1 on the left:
//
//   1 2 3
//   4 · 5
//   6 7 8
class ScatterTemplate
{
public:
    // The square the D8 points at from `from` (it may be off the pitch); nullopt for a die that
    // is not 1–8.
    static std::optional<PitchSquare> target(const PitchSquare &from, int d8);
    // The face that points from `from` to the neighbouring square `to`; 0 when not neighbours.
    static int faceTowards(const PitchSquare &from, const PitchSquare &to);
};

} // namespace dugout
