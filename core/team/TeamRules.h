#pragma once

#include "RuleCheck.h"
#include "Team.h"
#include "TeamTotals.h"

#include <QCoreApplication>
#include <QStringList>

namespace dugout {

class Ruleset;
struct Roster;

// The rules for building a team and managing it between matches (rulebook l.1977–2180, l.3048–3080,
// l.3841–3850). Every can…() says whether an action is allowed and why not; the matching action
// checks the same rule, changes the team only when allowed, and returns the check.
class TeamRules
{
    Q_DECLARE_TR_FUNCTIONS(TeamRules)

public:
    explicit TeamRules(const Ruleset &rules) : m_rules(rules) {}

    // Gold the coach has: budget minus what was bought while in creation, the treasury after.
    qint64 goldLeft(const Team &team) const;
    qint64 goldLeft(const TeamTotals &team) const;
    // What a team's purchases cost at creation prices.
    qint64 creationCost(const Team &team) const;
    qint64 creationCost(const TeamTotals &team) const;
    // Team value: players who can play the next match at their value, re-rolls at the
    // roster's base price, fan factor, staff (rulebook l.3048–3080). With the free fan factor
    // league option, fan factor does not count.
    qint64 teamValue(const Team &team, bool countFanFactor = true) const;
    qint64 teamValue(const TeamTotals &team, bool countFanFactor = true) const;
    // Price of one more team re-roll now: the roster's price in creation, double after.
    qint64 rerollPrice(const Team &team) const;

    RuleCheck canHire(const Team &team, const QString &positionId) const;
    RuleCheck hire(Team &team, const QString &positionId, const QString &name, int number) const;
    // Several players of one position at once (the team editor's Hire count): refused as a
    // whole, saying why, when they would pass the team's 16 players, the position's maximum or
    // the gold left; then nobody is hired.
    RuleCheck canHireSeveral(const Team &team, const QString &positionId, int count) const;
    // One player per name, each on the lowest shirt number still free.
    RuleCheck hireSeveral(Team &team, const QString &positionId, const QStringList &names) const;
    RuleCheck canFire(const Team &team, qint64 playerId) const;
    // In creation the player simply leaves; afterwards he stays in the history as fired.
    RuleCheck fire(Team &team, qint64 playerId) const;
    RuleCheck canRenumber(const Team &team, qint64 playerId, int number) const;
    RuleCheck renumber(Team &team, qint64 playerId, int number) const;
    RuleCheck rename(Team &team, qint64 playerId, const QString &name) const;
    // A team always has a name; surrounding spaces go.
    RuleCheck renameTeam(Team &team, const QString &name) const;

    RuleCheck canBuyReroll(const Team &team) const;
    RuleCheck buyReroll(Team &team) const;
    RuleCheck canRemoveReroll(const Team &team) const;
    RuleCheck removeReroll(Team &team) const;
    RuleCheck canSetFanFactor(const Team &team, int fanFactor) const;
    RuleCheck setFanFactor(Team &team, int fanFactor) const;
    RuleCheck canHireAssistantCoach(const Team &team) const;
    RuleCheck hireAssistantCoach(Team &team) const;
    RuleCheck fireAssistantCoach(Team &team) const;
    RuleCheck canHireCheerleader(const Team &team) const;
    RuleCheck hireCheerleader(Team &team) const;
    RuleCheck fireCheerleader(Team &team) const;
    RuleCheck canHireApothecary(const Team &team) const;
    RuleCheck hireApothecary(Team &team) const;
    RuleCheck fireApothecary(Team &team) const;

    // Legal to play: 11 to 16 players, within budget, a name.
    RuleCheck isReady(const Team &team) const;
    RuleCheck isReady(const TeamTotals &team) const;
    // Leaves creation: opens the ledger with the budget and the cost of the team.
    RuleCheck confirm(Team &team) const;

private:
    const Roster *roster(const Team &team) const;
    RuleCheck canSpend(const Team &team, qint64 price) const;
    // Pays `price` from the treasury (after creation only; in creation the cost is derived).
    void spend(Team &team, qint64 price, LedgerEntry::Kind kind, const QString &detail) const;

    const Ruleset &m_rules;
};

} // namespace dugout
