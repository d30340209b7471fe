#pragma once

#include "ForgeTerrain.h"

#include <QJsonObject>

namespace dugout {

// The Forge's terrain in the match state's JSON (`dugout match show --json`): the squares of
// each token and of the volcano by name, the crevasses as chains with their ends' stability,
// the coaches' pre-match tokens, whether the turn's evolution is due, players the lava will
// swallow, genestealers and magic items.
class ForgeTerrainJson
{
public:
    static QJsonObject toJson(const ForgeTerrain &terrain);
};

} // namespace dugout
