#include "PreMatchMoney.h"

#include "core/Money.h"

namespace dugout {

qint64 PreMatchSideMoney::pettyCashReturned(qint64 spent) const
{
    const qint64 fromPettyCash = qBound<qint64>(0, spent - handicap, pettyCash);
    return pettyCash - fromPettyCash;
}

qint64 PreMatchSideMoney::handicapLost(qint64 spent) const
{
    return qMax<qint64>(0, handicap - qMax<qint64>(0, spent));
}

Side PreMatchMoney::firstToDeclare(const PreMatchTeam &home, const PreMatchTeam &away)
{
    return away.teamValue > home.teamValue ? Side::Away : Side::Home;
}

RuleCheck PreMatchMoney::checkPettyCash(qint64 pettyCash, qint64 treasury)
{
    if (pettyCash < 0)
        return RuleCheck::refused(tr("Petty cash cannot be negative."));
    if (pettyCash % pettyCashUnit != 0)
        return RuleCheck::refused(
            tr("Petty cash is moved in whole %1.").arg(formatGold(pettyCashUnit)));
    if (pettyCash > treasury)
        return RuleCheck::refused(
            tr("Petty cash of %1 is more than the treasury (%2).")
                .arg(formatGold(pettyCash), formatGold(qMax<qint64>(0, treasury))));
    return RuleCheck::ok();
}

qint64 PreMatchMoney::maxPettyCash(qint64 treasury)
{
    return treasury <= 0 ? 0 : treasury - treasury % pettyCashUnit;
}

PreMatchMoney PreMatchMoney::compute(const PreMatchTeam &home, const PreMatchTeam &away,
                                     qint64 pettyCashHome, qint64 pettyCashAway, bool handicap)
{
    PreMatchMoney money;
    money.m_declaresFirst = firstToDeclare(home, away);
    const RuleCheck homeCheck = checkPettyCash(pettyCashHome, home.treasury);
    const RuleCheck awayCheck = checkPettyCash(pettyCashAway, away.treasury);
    if (!homeCheck)
        money.m_check = RuleCheck::refused(tr("Home team: %1").arg(homeCheck.reason));
    else if (!awayCheck)
        money.m_check = RuleCheck::refused(tr("Away team: %1").arg(awayCheck.reason));

    auto fill = [](PreMatchSideMoney &side, const PreMatchTeam &team, qint64 pettyCash,
                   bool allowed) {
        side.teamValue = team.teamValue;
        side.treasury = team.treasury;
        side.pettyCash = allowed ? pettyCash : 0;
        side.matchTeamValue = team.teamValue + side.pettyCash;
    };
    fill(money.m_home, home, pettyCashHome, homeCheck.allowed);
    fill(money.m_away, away, pettyCashAway, awayCheck.allowed);
    const qint64 difference =
        handicap ? money.m_home.matchTeamValue - money.m_away.matchTeamValue : 0;
    if (difference > 0)
        money.m_away.handicap = difference;
    else if (difference < 0)
        money.m_home.handicap = -difference;
    return money;
}

std::optional<Side> PreMatchMoney::handicapTo() const
{
    if (m_home.handicap > 0)
        return Side::Home;
    if (m_away.handicap > 0)
        return Side::Away;
    return std::nullopt;
}

std::optional<Side> PreMatchMoney::buysFirst() const
{
    const std::optional<Side> weaker = handicapTo();
    if (!weaker)
        return std::nullopt;
    const Side stronger = opponent(*weaker);
    if (side(stronger).pettyCash > 0)
        return stronger;
    return std::nullopt;
}

} // namespace dugout
