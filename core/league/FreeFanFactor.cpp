#include "FreeFanFactor.h"

#include "core/rules/Ruleset.h"

#include <QDateTime>

#include <algorithm>

namespace dugout {

qint64 FreeFanFactor::boughtCost(const Team &team, const Ruleset &rules)
{
    const TeamBuildingRules &building = rules.teamBuilding();
    return std::clamp(team.fanFactor, 0, building.fanFactorMaxAtCreation) * building.fanFactorCost;
}

void FreeFanFactor::join(Team &team, const Ruleset &rules)
{
    const qint64 refund = boughtCost(team, rules);
    if (refund > 0) {
        LedgerEntry entry;
        entry.amount = refund;
        entry.kind = LedgerEntry::Kind::FanFactorRefund;
        entry.detail =
            tr("%n fan factor bought at creation; the league gives fan factor %1", nullptr,
               std::min(team.fanFactor, rules.teamBuilding().fanFactorMaxAtCreation))
                .arg(StartingFanFactor);
        entry.time = QDateTime::currentDateTimeUtc();
        team.ledger << entry;
    }
    team.fanFactor = StartingFanFactor;
}

} // namespace dugout
