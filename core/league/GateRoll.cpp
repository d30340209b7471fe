#include "GateRoll.h"

#include "MajorTrophies.h"
#include "PlayoffRules.h"

#include <QLocale>
#include <QStringList>

#include <numeric>

using namespace Qt::StringLiterals;

namespace dugout {

GateRoll GateRoll::of(const QList<int> &faces, int fanFactor, FixtureStage stage,
                      const QList<Major> &trophies)
{
    GateRoll gate;
    gate.faces = faces;
    gate.bonus = MajorTrophies::gateBonus(trophies);
    gate.fanFactor = fanFactor;
    gate.multiplier = PlayoffRules::gateMultiplier(stage);
    return gate;
}

int GateRoll::thousands() const
{
    return (std::accumulate(faces.begin(), faces.end(), 0) + bonus + fanFactor) * multiplier;
}

QString GateRoll::text() const
{
    QStringList parts;
    for (int face : faces)
        parts << QString::number(face);
    QString roll = parts.join(u" + "_s);
    if (bonus > 0)
        roll = tr("%1 + %2 (Spike! trophy)").arg(roll).arg(bonus);
    const QString fans = QLocale().toString(thousands() * 1000);
    if (multiplier > 1)
        return tr("(%1 + fan factor %2) × %3 for the end-of-season tournament = %4 fans")
            .arg(roll)
            .arg(fanFactor)
            .arg(multiplier)
            .arg(fans);
    return tr("%1 + fan factor %2 = %3 fans").arg(roll).arg(fanFactor).arg(fans);
}

} // namespace dugout
