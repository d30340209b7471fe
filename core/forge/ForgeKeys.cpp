#include "ForgeKeys.h"

#include "core/EnumKeys.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const EnumKeys<TerrainToken> &tokens()
{
    static const EnumKeys<TerrainToken> list = {{TerrainToken::None, u"none"_s},
                                                {TerrainToken::Crevasse, u"crevasse"_s},
                                                {TerrainToken::Lava, u"lava"_s},
                                                {TerrainToken::Crest, u"crest"_s}};
    return list;
}

const EnumKeys<IceAccident> &accidents()
{
    static const EnumKeys<IceAccident> list = {{IceAccident::BigGuy, u"big_guy"_s},
                                               {IceAccident::Pogo, u"pogo"_s},
                                               {IceAccident::Explosion, u"explosion"_s},
                                               {IceAccident::Foul, u"foul"_s},
                                               {IceAccident::Landing, u"landing"_s}};
    return list;
}

} // namespace

QString terrainTokenKey(TerrainToken token)
{
    return keyOf(tokens(), token);
}
bool terrainTokenFromKey(const QString &key, TerrainToken *token)
{
    return valueOf(tokens(), key, token);
}
QStringList terrainTokenKeys()
{
    return keysOf(tokens());
}

QString jumpOntoPlayerKey()
{
    return u"onto_player"_s;
}

QString iceAccidentKey(IceAccident accident)
{
    return keyOf(accidents(), accident);
}
bool iceAccidentFromKey(const QString &key, IceAccident *accident)
{
    return valueOf(accidents(), key, accident);
}
QStringList iceAccidentKeys()
{
    return keysOf(accidents());
}

} // namespace dugout
