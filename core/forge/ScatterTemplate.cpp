#include "ScatterTemplate.h"

#include <array>

namespace dugout {

namespace {

struct Step
{
    int dColumn;
    int dRow;
};

// Faces 1–8, row A at the top.
constexpr std::array<Step, 8> faces = {
    {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}};

} // namespace

std::optional<PitchSquare> ScatterTemplate::target(const PitchSquare &from, int d8)
{
    if (d8 < 1 || d8 > 8)
        return std::nullopt;
    const Step s = faces.at(d8 - 1);
    return from.moved(s.dColumn, s.dRow);
}

int ScatterTemplate::faceTowards(const PitchSquare &from, const PitchSquare &to)
{
    for (int face = 1; face <= 8; ++face) {
        const Step s = faces.at(face - 1);
        if (from.moved(s.dColumn, s.dRow) == to)
            return face;
    }
    return 0;
}

} // namespace dugout
