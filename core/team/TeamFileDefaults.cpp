#include "TeamFileDefaults.h"

#include "Team.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

void fill(QJsonObject &object, const QString &key, const QJsonValue &value)
{
    if (!object.contains(key))
        object.insert(key, value);
}

QJsonObject completedPlayer(QJsonObject player)
{
    fill(player, u"status"_s, u"active"_s);
    fill(player, u"journeyman"_s, false);
    fill(player, u"gained_skills"_s, QJsonArray());
    QJsonObject gains = player.value(u"gains"_s).toObject();
    for (const QString &key : {u"ma"_s, u"st"_s, u"ag"_s, u"av"_s})
        fill(gains, key, 0);
    if (player.value(u"gains"_s).isObject() || !player.contains(u"gains"_s))
        player.insert(u"gains"_s, gains);
    QJsonObject injuries = player.value(u"injuries"_s).toObject();
    fill(injuries, u"miss_next_game"_s, false);
    for (const QString &key : {u"niggling"_s, u"ma"_s, u"st"_s, u"ag"_s, u"av"_s})
        fill(injuries, key, 0);
    if (player.value(u"injuries"_s).isObject() || !player.contains(u"injuries"_s))
        player.insert(u"injuries"_s, injuries);
    for (const QString &key : {u"spp"_s, u"completions"_s, u"touchdowns"_s, u"interceptions"_s,
                               u"casualties"_s, u"mvps"_s, u"matches_played"_s})
        fill(player, key, 0);
    // Each skill and characteristic gained took one advancement.
    if (!player.contains(u"advancements_taken"_s)) {
        int taken = int(player.value(u"gained_skills"_s).toArray().size());
        for (const QString &key : {u"ma"_s, u"st"_s, u"ag"_s, u"av"_s})
            taken += gains.value(key).toInt();
        player.insert(u"advancements_taken"_s, taken);
    }
    return player;
}

} // namespace

QJsonObject TeamFileDefaults::complete(const QJsonObject &json)
{
    QJsonObject team = json;
    fill(team, u"format"_s, u"dugout-team"_s);
    fill(team, u"coach"_s, QString());
    fill(team, u"color"_s, QString());
    fill(team, u"phase"_s, team.contains(u"treasury"_s) ? u"active"_s : u"creation"_s);
    fill(team, u"budget"_s, double(Team().budget)); // the rulebook's starting budget
    for (const QString &key :
         {u"rerolls"_s, u"fan_factor"_s, u"assistant_coaches"_s, u"cheerleaders"_s})
        fill(team, key, 0);
    fill(team, u"apothecary"_s, false);
    fill(team, u"ledger"_s, QJsonArray());
    if (team.value(u"players"_s).isArray()) {
        QJsonArray players;
        for (const QJsonValue &player : team.value(u"players"_s).toArray())
            players << (player.isObject() ? QJsonValue(completedPlayer(player.toObject()))
                                          : player);
        team.insert(u"players"_s, players);
    }
    return team;
}

} // namespace dugout
