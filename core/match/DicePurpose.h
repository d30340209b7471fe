#pragma once

#include "core/league/MatchRecord.h"

#include <QString>

namespace dugout {

// The purpose of a die rolled for one team: "home.gate", "away.ko.7"…
inline QString dicePurpose(Side side, const QString &what)
{
    return (side == Side::Home ? QStringLiteral("home.") : QStringLiteral("away.")) + what;
}

inline QString dicePurpose(Side side, const QString &what, int number)
{
    return dicePurpose(side, what) + QLatin1Char('.') + QString::number(number);
}

} // namespace dugout
