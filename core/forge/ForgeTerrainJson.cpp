#include "ForgeTerrainJson.h"

#include "core/league/LeagueKeys.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QJsonArray names(const QList<PitchSquare> &squares)
{
    QJsonArray array;
    for (const PitchSquare &square : squares)
        array << square.name();
    return array;
}

QList<PitchSquare> squaresWith(const ForgeTerrain &t, TerrainToken token)
{
    QList<PitchSquare> squares;
    for (int i = 0; i < t.tokens.size(); ++i) {
        if (t.tokens.at(i) == token)
            squares << PitchSquare::fromIndex(i);
    }
    return squares;
}

} // namespace

QJsonObject ForgeTerrainJson::toJson(const ForgeTerrain &t)
{
    QJsonArray crevasses;
    for (const CrevasseChain &c : t.crevasses)
        crevasses << QJsonObject{{u"squares"_s, names(c.squares)},
                                 {u"first_end_stable"_s, c.frontStable},
                                 {u"last_end_stable"_s, c.backStable}};
    QJsonArray victims;
    for (const LavaVictim &v : t.lavaVictims)
        victims << QJsonObject{{u"side"_s, sideKey(v.side)}, {u"number"_s, v.number}};
    QJsonArray genestealers;
    for (const Genestealer &g : t.genestealers) {
        QJsonObject json{{u"square"_s, g.square.name()}};
        if (g.victimSide)
            json.insert(u"victim"_s,
                        QJsonObject{{u"side"_s, sideKey(*g.victimSide)}, {u"number"_s, g.victim}});
        genestealers << json;
    }
    QJsonArray items;
    for (const MagicItem &item : t.items)
        items << QJsonObject{{u"square"_s, item.square.name()},
                             {u"side"_s, sideKey(item.side)},
                             {u"finder"_s, item.finder},
                             {u"works"_s, item.works}};
    QJsonObject json{{u"volcano"_s, names(ForgeTerrain::volcano())},
                     {u"crevasse"_s, names(squaresWith(t, TerrainToken::Crevasse))},
                     {u"lava"_s, names(squaresWith(t, TerrainToken::Lava))},
                     {u"crest"_s, names(squaresWith(t, TerrainToken::Crest))},
                     {u"crevasses"_s, crevasses},
                     {u"placed_before_kick_off"_s,
                      QJsonObject{{u"home"_s, t.homePlaced}, {u"away"_s, t.awayPlaced}}},
                     {u"evolution_due"_s, t.evolutionDue},
                     {u"lava_victims"_s, victims},
                     {u"genestealers"_s, genestealers},
                     {u"magic_items"_s, items}};
    // A crevasse just opened where a player may stand: only while the coaches may say who.
    if (!t.opened.isEmpty())
        json.insert(u"opened_under_players"_s, names(t.opened));
    return json;
}

} // namespace dugout
