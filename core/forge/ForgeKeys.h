#pragma once

#include "ForgeTerrain.h"

#include <QString>
#include <QStringList>

namespace dugout {

// What opens an accidental crevasse (seed l.38–44).
enum class IceAccident {
    BigGuy,    // a step of a big guy, a Ball & Chain or a Deathroller: scattered next to him
    Pogo,      // a step of a pogo stick: under him, he falls in
    Explosion, // a bomb or a spell: under the blast
    Foul,      // under the fouler and his victim, both fall in
    Landing,   // under a thrown player landing, he falls in
};

// The stable keys of the Forge in match events ("terrain": "crevasse", "big_guy"…).
QString terrainTokenKey(TerrainToken token); // "none", "crevasse", "lava", "crest"
bool terrainTokenFromKey(const QString &key, TerrainToken *token);
QStringList terrainTokenKeys();

// A TerrainJump's "terrain" for a jump onto a player (seed l.76–83, l.128–134) rather than over
// a crevasse or a lava flow.
QString jumpOntoPlayerKey(); // "onto_player"

QString iceAccidentKey(IceAccident accident);
bool iceAccidentFromKey(const QString &key, IceAccident *accident);
QStringList iceAccidentKeys();

} // namespace dugout
