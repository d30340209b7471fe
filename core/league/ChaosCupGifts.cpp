#include "ChaosCupGifts.h"

#include "core/rules/Ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

QStringList ChaosCupGifts::extraordinaryIds()
{
    return {u"hypnotic_gaze"_s, u"stab"_s, u"regeneration"_s};
}

QList<ChaosGiftOption> ChaosCupGifts::options(const Ruleset &rules, const Player &player)
{
    QList<ChaosGiftOption> found;
    const Position *position = rules.position(player.positionId);
    if (!position)
        return found;
    const QStringList held = player.skillIds(*position);
    auto excluded = [&](const QString &skillId) {
        return held.contains(skillId) ||
               std::any_of(held.cbegin(), held.cend(), [&](const QString &other) {
                   return rules.skillsExclude(skillId, other);
               });
    };
    // l.4188–4192: a Mutation at the normal price only for a position that learns them on any
    // roll.
    const bool mutationsNormal = position->normal.contains(SkillCategory::Mutation);
    for (const Skill &skill : rules.skills()) {
        if (skill.category == SkillCategory::Mutation && !excluded(skill.id))
            found << ChaosGiftOption{skill.id, !mutationsNormal};
    }
    for (const QString &id : extraordinaryIds()) {
        if (rules.skill(id) && !excluded(id))
            found << ChaosGiftOption{id, true};
    }
    return found;
}

RuleCheck ChaosCupGifts::check(const Ruleset &rules, const Player &player, const QString &skillId)
{
    const Skill *skill = rules.skill(skillId);
    if (!skill)
        return RuleCheck::refused(tr("'%1' is not a skill.").arg(skillId));
    if (skill->category != SkillCategory::Mutation && !extraordinaryIds().contains(skillId))
        return RuleCheck::refused(tr("%1 is not a gift of the Chaos gods: a Mutation, Hypnotic "
                                     "Gaze, Stab or Regeneration.")
                                      .arg(skill->name.current()));
    const QList<ChaosGiftOption> allowed = options(rules, player);
    if (std::none_of(allowed.cbegin(), allowed.cend(),
                     [&](const ChaosGiftOption &option) { return option.skillId == skillId; }))
        return RuleCheck::refused(
            tr("%1 cannot take %2: he already has it, or a skill that excludes it.")
                .arg(player.name, skill->name.current()));
    return RuleCheck::ok();
}

RuleCheck ChaosCupGifts::apply(const Ruleset &rules, Player &player, const QString &skillId)
{
    const RuleCheck allowed = check(rules, player, skillId);
    if (!allowed)
        return allowed;
    for (const ChaosGiftOption &option : options(rules, player)) {
        if (option.skillId == skillId) {
            player.gainedSkills << GainedSkill{skillId, option.onDouble};
            break;
        }
    }
    return allowed;
}

int ChaosCupGifts::giftCount(int d3, int eligible)
{
    return std::clamp(std::min(d3, eligible), 0, 3);
}

} // namespace dugout
