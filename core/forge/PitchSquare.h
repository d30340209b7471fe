#pragma once

#include <QString>

#include <optional>

namespace dugout {

// One square of the LRB6 pitch, 26 squares long and 15 wide, as La Forge de Sigmar's terrain
// uses it. Columns 1–26 run from one end zone to the other (column 1 is the home end zone), rows
// A–O from one sideline to the other. Its name, "C12", is the row's letter then the column: that
// is how the tracker, the command line and the dice purposes spell a square.
struct PitchSquare
{
    static constexpr int Columns = 26;
    static constexpr int Rows = 15;

    int column = 1; // 1–26
    int row = 1;    // 1–15 (A–O)

    bool isOnPitch() const { return column >= 1 && column <= Columns && row >= 1 && row <= Rows; }
    // Squares sharing a side or a corner (the seed's tokens join that way, l.24, l.87, l.110).
    bool isNextTo(const PitchSquare &other) const;
    PitchSquare moved(int dColumn, int dRow) const { return {column + dColumn, row + dRow}; }
    // 0 … 389, row by row, for flat grids.
    int index() const { return (row - 1) * Columns + (column - 1); }
    static PitchSquare fromIndex(int index) { return {index % Columns + 1, index / Columns + 1}; }

    QString name() const;
    // "C12" (case-insensitive); nullopt for anything else or a square off the pitch.
    static std::optional<PitchSquare> fromName(const QString &name);

    bool operator==(const PitchSquare &) const = default;
};

} // namespace dugout
