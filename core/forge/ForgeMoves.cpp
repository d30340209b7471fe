#include "ForgeMoves.h"

#include "ForgeRules.h"

namespace dugout {

std::optional<int> ForgeMoves::stepCost(const ForgeTables &tables, TerrainToken from,
                                        TerrainToken to)
{
    if (to == TerrainToken::Lava)
        return std::nullopt;
    if (from == TerrainToken::Lava)
        from = TerrainToken::None; // stepping out of lava: an ordinary step
    if (from == to)
        return 1;
    const bool crevasse = from == TerrainToken::Crevasse || to == TerrainToken::Crevasse;
    const bool crest = from == TerrainToken::Crest || to == TerrainToken::Crest;
    if (crevasse && crest)
        return tables.crestIntoCrevasse;
    if (crevasse)
        return tables.intoOrOutOfCrevasse;
    return tables.ontoOrOffCrest;
}

int ForgeMoves::passModifier(const ForgeTables &tables, TerrainToken at)
{
    switch (at) {
    case TerrainToken::Crevasse:
        return tables.crevassePassModifier;
    case TerrainToken::Crest:
        return tables.crestPassModifier;
    case TerrainToken::None:
    case TerrainToken::Lava:
        break;
    }
    return 0;
}

namespace {

QString signedNumber(int n)
{
    return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
}

} // namespace

QString ForgeMoves::squareText(const ForgeTables &tables, const ForgeTerrain &terrain,
                               const PitchSquare &square)
{
    if (ForgeTerrain::isVolcano(square))
        return tr("%1: the volcano.").arg(square.name());
    const TerrainToken here = terrain.at(square);
    const QString what = ForgeRules::tokenName(here);
    if (here == TerrainToken::Lava)
        return tr("%1: %2. Nobody steps into it; a player pushed or fallen in burns (On lava).")
            .arg(square.name(), what);
    QStringList costs;
    for (TerrainToken from : {TerrainToken::None, TerrainToken::Crest, TerrainToken::Crevasse}) {
        if (const std::optional<int> cost = stepCost(tables, from, here))
            //: A step's cost in the pitch's tooltip: "from a crest 2".
            costs << tr("from %1 %2").arg(ForgeRules::tokenName(from)).arg(*cost);
    }
    const int modifier = passModifier(tables, here);
    QString text = tr("%1: %2. Movement points for a step into it: %3.")
                       .arg(square.name(), what, costs.join(QStringLiteral(", ")));
    if (modifier != 0)
        text += u' ' + tr("Throws from here: %1.").arg(signedNumber(modifier));
    return text;
}

QString ForgeMoves::passText(const ForgeTables &tables, const ForgeTerrain &terrain,
                             const PitchSquare &square)
{
    const TerrainToken here = terrain.at(square);
    const int modifier = passModifier(tables, here);
    if (modifier == 0)
        return tr("throws from %1 (%2): no modifier from the ice")
            .arg(square.name(), ForgeRules::tokenName(here));
    return tr("throws from %1 (%2): %3 to the pass")
        .arg(square.name(), ForgeRules::tokenName(here), signedNumber(modifier));
}

} // namespace dugout
