#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace dugout {

class Ruleset;
struct Position;

// A skill a player learned through an advancement roll.
struct GainedSkill
{
    QString skillId;
    bool onDouble = false; // taken from a double category: costs more in value
    bool operator==(const GainedSkill &) const = default;
};

// One of a team's players, with everything the team sheet and the rules need. Stats are the
// position's, plus advancement gains, minus injury losses.
struct Player
{
    enum class Status { Active, Dead, Fired, Retired };

    qint64 id = 0; // database id; 0 until stored
    int number = 0;
    QString name;
    QString positionId;
    Status status = Status::Active;
    bool journeyman = false; // hired for free to reach 11 players: plays with Loner

    // Characteristic changes: gains from advancement, losses from casualties.
    int maGain = 0, stGain = 0, agGain = 0, avGain = 0;
    int maLoss = 0, stLoss = 0, agLoss = 0, avLoss = 0;
    QList<GainedSkill> gainedSkills;

    bool missNextGame = false;
    int niggling = 0;

    int spp = 0;
    int completions = 0;
    int touchdowns = 0;
    int interceptions = 0;
    int casualties = 0;
    int mvps = 0;
    int matchesPlayed = 0;
    int advancementsTaken = 0; // advancement rolls already resolved

    bool operator==(const Player &) const = default;

    bool isActive() const { return status == Status::Active; }
    // Can take the field in the next match (active and not missing it).
    bool isAvailable() const { return isActive() && !missNextGame; }

    // Current characteristic, never below 1.
    int ma(const Position &position) const;
    int st(const Position &position) const;
    int ag(const Position &position) const;
    int av(const Position &position) const;

    // Starting skills of the position (plus Loner for a journeyman), then gained skills.
    QStringList skillIds(const Position &position) const;
    bool hasSkill(const Position &position, const QString &skillId) const;

    // What advancements have added to the player's value (rulebook l.3272–3470).
    qint64 valueIncrease(const Ruleset &rules) const;
    // Position cost plus advancement increases; the value team value counts.
    qint64 value(const Ruleset &rules) const;
    // Advancement rolls earned by the SPP level and not yet resolved.
    int pendingAdvancements(const Ruleset &rules) const;
};

} // namespace dugout
