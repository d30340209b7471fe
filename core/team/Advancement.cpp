#include "Advancement.h"

#include "core/rules/Ruleset.h"

namespace dugout {

RuleCheck Advancement::checkDice(int die1, int die2)
{
    if (die1 < 1 || die1 > 6 || die2 < 1 || die2 > 6)
        return RuleCheck::refused(tr("Each die of an advancement roll shows 1 to 6."));
    return RuleCheck::ok();
}

bool Advancement::canRaise(const Ruleset &rules, int gain, int current)
{
    const TeamBuildingRules &limits = rules.teamBuilding();
    return gain < limits.characteristicMaxGain && current < limits.characteristicMax;
}

QList<AdvancementOption> Advancement::options(const Ruleset &rules, const Player &player, int die1,
                                              int die2)
{
    QList<AdvancementOption> options;
    const Position *position = rules.position(player.positionId);
    if (!position || !checkDice(die1, die2))
        return options;
    const bool isDouble = die1 == die2;
    const QStringList held = player.skillIds(*position);
    auto excluded = [&](const QString &skillId) {
        if (held.contains(skillId))
            return true;
        for (const QString &other : held) {
            if (rules.skillsExclude(skillId, other))
                return true;
        }
        return false;
    };
    for (const Skill *skill : rules.learnableSkills(*position, isDouble)) {
        if (excluded(skill->id))
            continue;
        const bool fromDouble = !position->normal.contains(skill->category);
        options << AdvancementOption{fromDouble ? AdvancementOption::Kind::DoubleSkill
                                                : AdvancementOption::Kind::Skill,
                                     skill->id};
    }
    const QString result =
        rules.advancementResult(die1 + die2) ? rules.advancementResult(die1 + die2)->id : QString();
    if (result == QStringLiteral("ma_or_av")) {
        if (canRaise(rules, player.maGain, player.ma(*position)))
            options << AdvancementOption{AdvancementOption::Kind::Ma, {}};
        if (canRaise(rules, player.avGain, player.av(*position)))
            options << AdvancementOption{AdvancementOption::Kind::Av, {}};
    } else if (result == QStringLiteral("ag") &&
               canRaise(rules, player.agGain, player.ag(*position))) {
        options << AdvancementOption{AdvancementOption::Kind::Ag, {}};
    } else if (result == QStringLiteral("st") &&
               canRaise(rules, player.stGain, player.st(*position))) {
        options << AdvancementOption{AdvancementOption::Kind::St, {}};
    }
    return options;
}

RuleCheck Advancement::apply(const Ruleset &rules, Player &player, int die1, int die2,
                             const AdvancementOption &option)
{
    RuleCheck check = checkDice(die1, die2);
    if (!check)
        return check;
    if (player.pendingAdvancements(rules) <= 0)
        return RuleCheck::refused(tr("%1 has no advancement roll waiting.").arg(player.name));
    if (!options(rules, player, die1, die2).contains(option))
        return RuleCheck::refused(
            tr("A roll of %1 and %2 does not allow this choice.").arg(die1).arg(die2));
    switch (option.kind) {
    case AdvancementOption::Kind::Skill:
        player.gainedSkills << GainedSkill{option.skillId, false};
        break;
    case AdvancementOption::Kind::DoubleSkill:
        player.gainedSkills << GainedSkill{option.skillId, true};
        break;
    case AdvancementOption::Kind::Ma:
        ++player.maGain;
        break;
    case AdvancementOption::Kind::Av:
        ++player.avGain;
        break;
    case AdvancementOption::Kind::Ag:
        ++player.agGain;
        break;
    case AdvancementOption::Kind::St:
        ++player.stGain;
        break;
    }
    ++player.advancementsTaken;
    return check;
}

} // namespace dugout
