#include "TeamSnapshot.h"

#include "core/team/TeamKeys.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Ids and gold are 64-bit; JSON numbers are doubles, exact up to 2^53, far beyond both.
QJsonValue number(qint64 value)
{
    return static_cast<double>(value);
}

// The integer fields of a player, by key, in one place for writing and reading.
QList<std::pair<QString, int Player::*>> playerCounters()
{
    return {{u"number"_s, &Player::number},
            {u"ma_gain"_s, &Player::maGain},
            {u"st_gain"_s, &Player::stGain},
            {u"ag_gain"_s, &Player::agGain},
            {u"av_gain"_s, &Player::avGain},
            {u"ma_loss"_s, &Player::maLoss},
            {u"st_loss"_s, &Player::stLoss},
            {u"ag_loss"_s, &Player::agLoss},
            {u"av_loss"_s, &Player::avLoss},
            {u"niggling"_s, &Player::niggling},
            {u"spp"_s, &Player::spp},
            {u"completions"_s, &Player::completions},
            {u"touchdowns"_s, &Player::touchdowns},
            {u"interceptions"_s, &Player::interceptions},
            {u"casualties"_s, &Player::casualties},
            {u"mvps"_s, &Player::mvps},
            {u"matches_played"_s, &Player::matchesPlayed},
            {u"advancements_taken"_s, &Player::advancementsTaken}};
}

QJsonObject playerToJson(const Player &player)
{
    QJsonArray gained;
    for (const GainedSkill &skill : player.gainedSkills)
        gained << QJsonObject{{u"skill"_s, skill.skillId}, {u"double"_s, skill.onDouble}};
    QJsonObject json{
        {u"id"_s, number(player.id)},         {u"name"_s, player.name},
        {u"position"_s, player.positionId},   {u"status"_s, playerStatusKey(player.status)},
        {u"journeyman"_s, player.journeyman}, {u"miss_next_game"_s, player.missNextGame},
        {u"gained_skills"_s, gained}};
    for (const auto &[key, field] : playerCounters())
        json.insert(key, player.*field);
    return json;
}

Player playerFromJson(const QJsonObject &json)
{
    Player player;
    player.id = json.value(u"id"_s).toInteger();
    player.name = json.value(u"name"_s).toString();
    player.positionId = json.value(u"position"_s).toString();
    playerStatusFromKey(json.value(u"status"_s).toString(), &player.status);
    player.journeyman = json.value(u"journeyman"_s).toBool();
    player.missNextGame = json.value(u"miss_next_game"_s).toBool();
    const QJsonArray gained = json.value(u"gained_skills"_s).toArray();
    for (const QJsonValue &skill : gained)
        player.gainedSkills << GainedSkill{skill[u"skill"_s].toString(),
                                           skill[u"double"_s].toBool()};
    for (const auto &[key, field] : playerCounters())
        player.*field = json.value(key).toInt();
    return player;
}

} // namespace

QJsonObject TeamSnapshot::toJson(const Team &team)
{
    QJsonArray players;
    for (const Player &player : team.players)
        players << playerToJson(player);
    QJsonArray ledger;
    for (const LedgerEntry &entry : team.ledger) {
        ledger << QJsonObject{{u"id"_s, number(entry.id)},
                              {u"amount"_s, number(entry.amount)},
                              {u"kind"_s, ledgerKindKey(entry.kind)},
                              {u"detail"_s, entry.detail},
                              {u"match"_s, number(entry.matchId)},
                              // An invalid time stays invalid (an empty string).
                              {u"time"_s, entry.time.isValid()
                                              ? entry.time.toUTC().toString(Qt::ISODateWithMs)
                                              : QString()}};
    }
    QJsonObject json{{u"snapshot"_s, FormatVersion},
                     {u"id"_s, number(team.id)},
                     {u"name"_s, team.name},
                     {u"roster"_s, team.rosterId},
                     {u"coach"_s, team.coach},
                     {u"color"_s, team.color},
                     {u"phase"_s, team.phase == Team::Phase::Active ? u"active"_s : u"creation"_s},
                     {u"budget"_s, number(team.budget)},
                     {u"rerolls"_s, team.rerolls},
                     {u"fan_factor"_s, team.fanFactor},
                     {u"assistant_coaches"_s, team.assistantCoaches},
                     {u"cheerleaders"_s, team.cheerleaders},
                     {u"apothecary"_s, team.apothecary},
                     {u"players"_s, players},
                     {u"ledger"_s, ledger}};
    // The trophies held when the copy was taken: a tracked match starts with their re-rolls.
    if (!team.trophies.isEmpty()) {
        QJsonArray trophies;
        for (Major major : team.trophies)
            trophies << Majors::key(major);
        json.insert(u"trophies"_s, trophies);
    }
    return json;
}

std::optional<Team> TeamSnapshot::fromJson(const QJsonObject &json, QString *error)
{
    const int format = json.value(u"snapshot"_s).toInt(0);
    if (format < 1 || format > FormatVersion || !json.value(u"players"_s).isArray() ||
        !json.value(u"ledger"_s).isArray()) {
        if (error) {
            *error = format > FormatVersion
                         ? tr("The stored copy of the team was written by a newer Dugout (snapshot "
                              "format %1).")
                               .arg(format)
                         : tr("The stored copy of the team is damaged: it is not a team snapshot.");
        }
        return std::nullopt;
    }
    Team team;
    team.id = json.value(u"id"_s).toInteger();
    team.name = json.value(u"name"_s).toString();
    team.rosterId = json.value(u"roster"_s).toString();
    team.coach = json.value(u"coach"_s).toString();
    team.color = json.value(u"color"_s).toString();
    team.phase = json.value(u"phase"_s).toString() == u"active"_s ? Team::Phase::Active
                                                                  : Team::Phase::Creation;
    team.budget = json.value(u"budget"_s).toInteger();
    team.rerolls = json.value(u"rerolls"_s).toInt();
    team.fanFactor = json.value(u"fan_factor"_s).toInt();
    team.assistantCoaches = json.value(u"assistant_coaches"_s).toInt();
    team.cheerleaders = json.value(u"cheerleaders"_s).toInt();
    team.apothecary = json.value(u"apothecary"_s).toBool();
    const QJsonArray trophies = json.value(u"trophies"_s).toArray();
    for (const QJsonValue &key : trophies) {
        const std::optional<Major> major = Majors::fromKey(key.toString());
        if (major && *major != Major::None && !team.trophies.contains(*major))
            team.trophies << *major;
    }
    const QJsonArray players = json.value(u"players"_s).toArray();
    for (const QJsonValue &player : players)
        team.players << playerFromJson(player.toObject());
    const QJsonArray ledger = json.value(u"ledger"_s).toArray();
    for (const QJsonValue &value : ledger) {
        const QJsonObject entry = value.toObject();
        LedgerEntry line;
        line.id = entry.value(u"id"_s).toInteger();
        line.amount = entry.value(u"amount"_s).toInteger();
        ledgerKindFromKey(entry.value(u"kind"_s).toString(), &line.kind);
        line.detail = entry.value(u"detail"_s).toString();
        line.matchId = entry.value(u"match"_s).toInteger();
        line.time = QDateTime::fromString(entry.value(u"time"_s).toString(), Qt::ISODateWithMs);
        team.ledger << line;
    }
    return team;
}

} // namespace dugout
