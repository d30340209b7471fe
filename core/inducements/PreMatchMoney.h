#pragma once

#include "core/league/MatchRecord.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// What one team brings to the pre-match money sequence: its team value and its treasury.
struct PreMatchTeam
{
    qint64 teamValue = 0;
    qint64 treasury = 0;
};

// One team's money for a match, once petty cash is declared and the handicap known.
struct PreMatchSideMoney
{
    qint64 teamValue = 0;      // before petty cash
    qint64 treasury = 0;       // before petty cash
    qint64 pettyCash = 0;      // moved from the treasury for this match
    qint64 matchTeamValue = 0; // team value + petty cash
    qint64 handicap = 0;       // gold given by the stadium; 0 for the stronger team

    qint64 treasuryDuringMatch() const { return treasury - pettyCash; }
    // Everything the team may spend on inducements.
    qint64 gold() const { return pettyCash + handicap; }
    // Spending takes the handicap first (it is lost anyway), then petty cash: what goes back to
    // the treasury after the match for purchases costing `spent` (README, "Choices").
    qint64 pettyCashReturned(qint64 spent) const;
    qint64 handicapLost(qint64 spent) const;
};

// The pre-match money sequence of a league match (rulebook l.3571–3665),
// as a pure rule: the team of higher team value declares its petty cash first; petty cash moves
// from the treasury and counts in the team value for this match; the team of lower match team
// value receives the difference as handicap gold; the stronger team buys first when it spends
// petty cash. Unspent handicap is lost, unspent petty cash goes back to the treasury.
class PreMatchMoney
{
    Q_DECLARE_TR_FUNCTIONS(PreMatchMoney)

public:
    // Petty cash is counted in whole 10,000s, as every price and team value is (README, "Choices").
    static constexpr qint64 pettyCashUnit = 10000;

    // Who declares petty cash first: the team of higher team value, home when both are level
    // (README, "Choices").
    static Side firstToDeclare(const PreMatchTeam &home, const PreMatchTeam &away);
    // Whether `pettyCash` may be moved out of `treasury`; the reason says why not.
    static RuleCheck checkPettyCash(qint64 pettyCash, qint64 treasury);
    // The most petty cash a treasury allows: whole units of 10,000 gp, none from a debt.
    static qint64 maxPettyCash(qint64 treasury);

    // The whole sequence. When either petty cash is refused, check() says why and the amounts
    // are those of no petty cash at all for that team.
    // `handicap` false: no handicap gold at all (the end-of-season tournament, PlayoffRules).
    static PreMatchMoney compute(const PreMatchTeam &home, const PreMatchTeam &away,
                                 qint64 pettyCashHome = 0, qint64 pettyCashAway = 0,
                                 bool handicap = true);

    const RuleCheck &check() const { return m_check; }
    const PreMatchSideMoney &side(Side side) const { return side == Side::Home ? m_home : m_away; }
    const PreMatchSideMoney &home() const { return m_home; }
    const PreMatchSideMoney &away() const { return m_away; }
    Side declaresFirst() const { return m_declaresFirst; }
    qint64 handicap() const { return m_home.handicap + m_away.handicap; }
    // The team given the handicap; none when both match team values are equal.
    std::optional<Side> handicapTo() const;
    // The stronger team (higher match team value) buys first, but only when it spends petty
    // cash; otherwise nobody waits for anybody. None then, and when match values are equal.
    std::optional<Side> buysFirst() const;

private:
    RuleCheck m_check;
    PreMatchSideMoney m_home;
    PreMatchSideMoney m_away;
    Side m_declaresFirst = Side::Home;
};

} // namespace dugout
