#pragma once

#include "TrackedMatchStatus.h"

#include <QDateTime>
#include <QString>

namespace dugout {

// One line of the list of tracked matches: enough to choose one without reading its log.
struct TrackedMatchSummary
{
    qint64 id = 0;
    QDateTime createdAt;
    QString homeName; // as at kick-off
    QString awayName;
    int homeScore = 0; // touchdowns in the log so far
    int awayScore = 0;
    int eventCount = 0;
    TrackedMatchStatus status = TrackedMatchStatus::InProgress;
    bool exhibition = true;
    qint64 fixtureId = 0;
    qint64 resultMatchId = 0;
};

} // namespace dugout
