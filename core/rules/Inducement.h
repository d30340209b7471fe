#pragma once

#include "LocalizedText.h"

#include <QHash>
#include <QStringList>

#include <optional>

namespace dugout {

struct Inducement
{
    QString id; // "bribe"
    LocalizedText name;
    std::optional<int> max;               // none: no limit (mercenaries)
    std::optional<qint64> cost;           // none: priced per item (star players, mercenaries)
    QHash<QString, qint64> costOverrides; // roster id -> cost (Goblin bribes…)
    QStringList onlyRosters;              // when set, only these rosters may buy it
    QStringList excludedRosters;          // these rosters may not buy it
    LocalizedText summary;

    bool availableTo(const QString &rosterId) const
    {
        return (onlyRosters.isEmpty() || onlyRosters.contains(rosterId)) &&
               !excludedRosters.contains(rosterId);
    }
    std::optional<qint64> costFor(const QString &rosterId) const
    {
        const auto it = costOverrides.constFind(rosterId);
        return it != costOverrides.constEnd() ? std::optional<qint64>(*it) : cost;
    }
};

// A mercenary costs its position's price plus extraCost, gains the skills in `gains` and may
// buy one extra skill for skillCost.
struct MercenaryRule
{
    qint64 extraCost = 0;
    qint64 skillCost = 0;
    QStringList gains;
};

} // namespace dugout
