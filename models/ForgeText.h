#pragma once

#include "core/forge/ForgeTables.h"
#include "core/forge/ForgeTerrain.h"

#include <QCoreApplication>
#include <QStringList>

namespace dugout {

struct MatchState;

// La Forge de Sigmar's terrain in words, for the terminal (`dugout match show`) and the
// tracker's pitch panel: the pitch as a grid of characters, the legend, the ends to roll.
class ForgeText
{
    Q_DECLARE_TR_FUNCTIONS(ForgeText)

public:
    // One character per square: '.' open ice, 'V' volcano, 'C' crevasse, 'L' lava, '^' crest,
    // 'G' a genestealer; a header of column numbers and a row letter before each row.
    static QStringList grid(const ForgeTerrain &terrain);
    static QString legend();
    // Every line of the terrain report: the grid, the legend, then what is pending.
    static QStringList report(const MatchState &state);
    // "H10, H12": the crevasse ends a D8 is rolled for now.
    static QString endsToRoll(const ForgeTerrain &terrain);
    // The variant in short, as Dugout plays it, with its tables and numbers as `tables` (the
    // ruleset's data) has them and its choices where the seed is unclear (rich text, for the
    // tracker's help).
    static QString help(const ForgeTables &tables);
};

} // namespace dugout
