#include "Board.h"

#include <algorithm>
#include <cstdlib>

namespace dugout::bloodyball {

int Board::distance(Square a, Square b)
{
    return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
}

bool Board::inOwnHalf(int team, Square s)
{
    return contains(s) && (team == 0 ? s.x < Columns / 2 : s.x >= Columns / 2);
}

bool Board::againstHalfwayLine(int team, Square s)
{
    return contains(s) && s.x == (team == 0 ? Columns / 2 - 1 : Columns / 2);
}

bool Board::inScoringZone(int team, Square s)
{
    return contains(s) && (team == 0 ? s.x >= Columns - EndZoneDepth : s.x < EndZoneDepth);
}

bool Board::underTrajectory(Square from, Square to, Square s)
{
    // Doubled coordinates: centres are odd, square edges even, so every test is in integers.
    const long ax = 2 * from.x + 1, ay = 2 * from.y + 1;
    const long bx = 2 * to.x + 1, by = 2 * to.y + 1;
    const long left = 2 * s.x, right = 2 * s.x + 2, top = 2 * s.y, bottom = 2 * s.y + 2;
    // The segment's bounding box must meet the closed square.
    if (std::max(ax, bx) < left || std::min(ax, bx) > right || std::max(ay, by) < top ||
        std::min(ay, by) > bottom)
        return false;
    // And the line must not leave all four corners strictly on one side.
    bool positive = false, negative = false;
    for (const long cx : {left, right}) {
        for (const long cy : {top, bottom}) {
            const long cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
            positive = positive || cross > 0;
            negative = negative || cross < 0;
            if (cross == 0)
                return true;
        }
    }
    return positive && negative;
}

QString Board::name(Square s)
{
    if (!contains(s))
        return QStringLiteral("?");
    return QChar(u'A' + s.x) + QString::number(s.y + 1);
}

Square Board::fromName(const QString &name)
{
    const QString text = name.trimmed().toUpper();
    if (text.size() < 2)
        return {};
    bool ok = false;
    const int row = text.mid(1).toInt(&ok);
    const Square s{text.at(0).unicode() - u'A', row - 1};
    return ok && contains(s) ? s : Square{};
}

} // namespace dugout::bloodyball
