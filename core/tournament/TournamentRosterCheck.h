#pragma once

#include "core/team/RuleCheck.h"
#include "core/tournament/TournamentTeamRules.h"

#include <QCoreApplication>

namespace dugout {

class Ruleset;
struct Team;

// Whether a roster may be registered under a tournament's team-building rules. The roster is a
// team file as a coach builds it: its players, re-rolls and staff at creation prices, and its
// extra starting skills as gained skills (marked normal or double). What it costs against the
// budget is the creation cost plus the value of the skills that count in team value.
class TournamentRosterCheck
{
    Q_DECLARE_TR_FUNCTIONS(TournamentRosterCheck)

public:
    TournamentRosterCheck(const Ruleset &rules, const TournamentTeamRules &teamRules)
        : m_rules(rules), m_teamRules(teamRules)
    {
    }

    // What the roster spends of the budget.
    qint64 cost(const Team &team) const;
    // Allowed, or the first limit it breaks, named with its figure.
    RuleCheck check(const Team &team) const;

private:
    const Ruleset &m_rules;
    TournamentTeamRules m_teamRules;
};

} // namespace dugout
