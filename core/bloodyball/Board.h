#pragma once

#include <QString>

namespace dugout::bloodyball {

// A square of the Bloody Ball pitch: x is the column along the 10-square length (0..9), y the
// row across the 8-square width (0..7) (seed bloody-ball-fr.txt l.59).
struct Square
{
    int x = -1;
    int y = -1;

    bool isValid() const { return x >= 0 && y >= 0; }
    friend bool operator==(const Square &, const Square &) = default;
};

// The pitch's geometry (seed l.57–65): every square touches the eight around it, nothing
// leaves the pitch. Team 0 sets up in columns 0–4 and scores in column 9; team 1 sets up in
// columns 5–9 and scores in column 0. The seed's printed board (not in the text) draws the
// touchdown zones with dotted lines; Dugout takes them one column deep, the last column at
// each end.
class Board
{
public:
    static constexpr int Columns = 10;
    static constexpr int Rows = 8;
    static constexpr int EndZoneDepth = 1;

    static bool contains(Square s) { return s.x >= 0 && s.x < Columns && s.y >= 0 && s.y < Rows; }
    // Squares apart by the shortest path with diagonals (seed l.200): the receiver's square
    // counts, the thrower's does not.
    static int distance(Square a, Square b);
    static bool adjacent(Square a, Square b) { return distance(a, b) == 1; }
    // Adjacent across a side (clubs move, diamonds attack) or a corner (spades, hearts).
    static bool orthogonal(Square a, Square b)
    {
        return adjacent(a, b) && (a.x == b.x || a.y == b.y);
    }
    static bool diagonal(Square a, Square b) { return adjacent(a, b) && a.x != b.x && a.y != b.y; }

    // The half a team sets up in, and the column against the half-way line (seed l.119).
    static bool inOwnHalf(int team, Square s);
    static bool againstHalfwayLine(int team, Square s);
    // The touchdown zone `team` scores in: the far end from its half.
    static bool inScoringZone(int team, Square s);

    // Whether `s` lies under the ball's path from `from` to `to` (seed l.249): the segment
    // between the centres of the two squares crosses or only touches the square, even at one
    // corner. Computed in integers (coordinates doubled) so a touch at a corner is exact.
    static bool underTrajectory(Square from, Square to, Square s);

    // "A1".."J8": the column as a letter, the row as a number, as a coach reads the board.
    static QString name(Square s);
    // The reverse of name(); an invalid square for anything else.
    static Square fromName(const QString &name);
};

} // namespace dugout::bloodyball
