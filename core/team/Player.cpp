#include "Player.h"

#include "core/rules/Ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

int Player::ma(const Position &position) const
{
    return std::max(1, position.ma + maGain - maLoss);
}

int Player::st(const Position &position) const
{
    return std::max(1, position.st + stGain - stLoss);
}

int Player::ag(const Position &position) const
{
    return std::max(1, position.ag + agGain - agLoss);
}

int Player::av(const Position &position) const
{
    return std::max(1, position.av + avGain - avLoss);
}

QStringList Player::skillIds(const Position &position) const
{
    QStringList ids = position.skills;
    if (journeyman && !ids.contains(u"loner"_s))
        ids << u"loner"_s;
    for (const GainedSkill &gained : gainedSkills)
        ids << gained.skillId;
    return ids;
}

bool Player::hasSkill(const Position &position, const QString &skillId) const
{
    return skillIds(position).contains(skillId);
}

qint64 Player::valueIncrease(const Ruleset &rules) const
{
    int skills = 0;
    int doubleSkills = 0;
    for (const GainedSkill &gained : gainedSkills)
        ++(gained.onDouble ? doubleSkills : skills);
    return rules.valueIncreases().of(maGain, stGain, agGain, avGain, skills, doubleSkills);
}

qint64 Player::value(const Ruleset &rules) const
{
    const Position *position = rules.position(positionId);
    return (position ? position->cost : 0) + valueIncrease(rules);
}

int Player::pendingAdvancements(const Ruleset &rules) const
{
    return std::max(0, rules.sppLevel(spp).advancementRolls - advancementsTaken);
}

} // namespace dugout
