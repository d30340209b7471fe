#include "ForgeTerrain.h"

#include <algorithm>

namespace dugout {

namespace {

constexpr int volcanoFirstColumn = 13;
constexpr int volcanoLastColumn = 14;
constexpr int volcanoFirstRow = 1;
constexpr int volcanoLastRow = 2;

} // namespace

ForgeTerrain ForgeTerrain::forge()
{
    ForgeTerrain t;
    t.active = true;
    t.tokens.fill(TerrainToken::None, PitchSquare::Columns * PitchSquare::Rows);
    return t;
}

bool ForgeTerrain::isVolcano(const PitchSquare &square)
{
    return square.column >= volcanoFirstColumn && square.column <= volcanoLastColumn &&
           square.row >= volcanoFirstRow && square.row <= volcanoLastRow;
}

QList<PitchSquare> ForgeTerrain::volcano()
{
    QList<PitchSquare> squares;
    for (int row = volcanoFirstRow; row <= volcanoLastRow; ++row) {
        for (int column = volcanoFirstColumn; column <= volcanoLastColumn; ++column)
            squares << PitchSquare{column, row};
    }
    return squares;
}

TerrainToken ForgeTerrain::at(const PitchSquare &square) const
{
    if (!active || !square.isOnPitch())
        return TerrainToken::None;
    return tokens.at(square.index());
}

void ForgeTerrain::set(const PitchSquare &square, TerrainToken token)
{
    if (active && square.isOnPitch())
        tokens[square.index()] = token;
}

bool ForgeTerrain::isOpenIce(const PitchSquare &square) const
{
    return square.isOnPitch() && !isVolcano(square) && at(square) == TerrainToken::None;
}

bool ForgeTerrain::touchesVolcano(const PitchSquare &square) const
{
    for (const PitchSquare &v : volcano()) {
        if (v.isNextTo(square))
            return true;
    }
    return false;
}

bool ForgeTerrain::touches(const PitchSquare &square, TerrainToken token) const
{
    for (int dc = -1; dc <= 1; ++dc) {
        for (int dr = -1; dr <= 1; ++dr) {
            const PitchSquare n = square.moved(dc, dr);
            if ((dc || dr) && n.isOnPitch() && at(n) == token)
                return true;
        }
    }
    return false;
}

int ForgeTerrain::count(TerrainToken token) const
{
    return int(std::count(tokens.cbegin(), tokens.cend(), token));
}

int ForgeTerrain::chainOf(const PitchSquare &square) const
{
    for (int i = 0; i < crevasses.size(); ++i) {
        if (crevasses.at(i).squares.contains(square))
            return i;
    }
    return -1;
}

void ForgeTerrain::addCrevasse(const PitchSquare &square)
{
    set(square, TerrainToken::Crevasse);
    for (const CrevasseEnd &end : endsToRoll()) {
        if (end.square.isNextTo(square)) {
            grow(end, square);
            return;
        }
    }
    crevasses << CrevasseChain{{square}, false, false};
}

void ForgeTerrain::grow(const CrevasseEnd &end, const PitchSquare &square)
{
    set(square, TerrainToken::Crevasse);
    CrevasseChain &chain = crevasses[end.chain];
    // A one-square crevasse has one end: it grows at the back, and its first square becomes
    // the front end, its way back now pointing at the new square.
    if (end.back || chain.squares.size() == 1)
        chain.squares.append(square);
    else
        chain.squares.prepend(square);
}

void ForgeTerrain::clear(const PitchSquare &square)
{
    set(square, TerrainToken::None);
    const int i = chainOf(square);
    if (i < 0)
        return;
    CrevasseChain chain = crevasses.takeAt(i);
    const qsizetype at = chain.squares.indexOf(square);
    CrevasseChain before{chain.squares.mid(0, at), chain.frontStable, false};
    CrevasseChain after{chain.squares.mid(at + 1), false, chain.backStable};
    if (!after.squares.isEmpty())
        crevasses.insert(i, after);
    if (!before.squares.isEmpty())
        crevasses.insert(i, before);
}

QList<CrevasseEnd> ForgeTerrain::endsToRoll() const
{
    QList<CrevasseEnd> ends;
    for (int i = 0; i < crevasses.size(); ++i) {
        const CrevasseChain &c = crevasses.at(i);
        const PitchSquare front = c.squares.first();
        const PitchSquare back = c.squares.last();
        if (c.squares.size() == 1) {
            if (!c.frontStable && at(front) == TerrainToken::Crevasse)
                ends << CrevasseEnd{i, false, front, std::nullopt};
            continue;
        }
        if (!c.frontStable && at(front) == TerrainToken::Crevasse)
            ends << CrevasseEnd{i, false, front, c.squares.at(1)};
        if (!c.backStable && at(back) == TerrainToken::Crevasse)
            ends << CrevasseEnd{i, true, back, c.squares.at(c.squares.size() - 2)};
    }
    return ends;
}

QList<PitchSquare> ForgeTerrain::lavaWouldEnter() const
{
    QList<PitchSquare> squares;
    if (!active)
        return squares;
    for (int i = 0; i < tokens.size(); ++i) {
        const PitchSquare square = PitchSquare::fromIndex(i);
        if (tokens.at(i) == TerrainToken::Crevasse &&
            (touchesVolcano(square) || touches(square, TerrainToken::Lava)))
            squares << square;
    }
    return squares;
}

bool ForgeTerrain::hasEvolution() const
{
    return active &&
           (!endsToRoll().isEmpty() || !lavaWouldEnter().isEmpty() || !lavaVictims.isEmpty());
}

} // namespace dugout
