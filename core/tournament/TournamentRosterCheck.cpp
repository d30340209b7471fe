#include "TournamentRosterCheck.h"

#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/team/Team.h"
#include "core/team/TeamRules.h"
#include "core/team/TeamTotals.h"

#include <limits>

namespace dugout {

qint64 TournamentRosterCheck::cost(const Team &team) const
{
    const TeamTotals totals = TeamTotals::of(team);
    const ValueIncreases &increases = m_rules.valueIncreases();
    qint64 spent = TeamRules(m_rules).creationCost(totals);
    if (m_teamRules.normalSkillsInTeamValue)
        spent += increases.of(0, 0, 0, 0, totals.skills, 0);
    if (m_teamRules.doubleSkillsInTeamValue)
        spent += increases.of(0, 0, 0, 0, 0, totals.doubleSkills);
    return spent;
}

RuleCheck TournamentRosterCheck::check(const Team &team) const
{
    TeamTotals totals = TeamTotals::of(team);
    // The team's own readiness (a name, a roster, 11 to 16 players), judged as a team still in
    // creation with no budget of its own: the tournament's budget is checked below, by name.
    totals.phase = Team::Phase::Creation;
    totals.budget = std::numeric_limits<qint64>::max() / 2;
    if (const RuleCheck ready = TeamRules(m_rules).isReady(totals); !ready)
        return ready;
    // A tournament roster starts fresh: extra skills are its only improvement.
    if (totals.maGains + totals.stGains + totals.agGains + totals.avGains > 0)
        return RuleCheck::refused(
            tr("The roster has characteristic increases; the tournament allows only extra "
               "skills."));
    if (totals.skills > m_teamRules.normalSkills)
        return RuleCheck::refused(
            tr("The roster has %1 extra normal skill(s); the tournament allows %2.")
                .arg(totals.skills)
                .arg(m_teamRules.normalSkills));
    if (totals.doubleSkills > m_teamRules.doubleSkills)
        return RuleCheck::refused(
            tr("The roster has %1 extra double skill(s); the tournament allows %2.")
                .arg(totals.doubleSkills)
                .arg(m_teamRules.doubleSkills));
    const qint64 spent = cost(team);
    if (spent > m_teamRules.budget)
        return RuleCheck::refused(tr("The roster costs %1, %2 over the tournament's budget of %3.")
                                      .arg(formatGold(spent),
                                           formatGold(spent - m_teamRules.budget),
                                           formatGold(m_teamRules.budget)));
    return RuleCheck::ok();
}

} // namespace dugout
