#pragma once

#include "TrackedMatchStatus.h"
#include "core/match/MatchEvent.h"
#include "core/match/MatchSetup.h"

#include <QDateTime>
#include <QList>

namespace dugout {

// A tracked match as MatchLogStore reads it back: the setup and every confirmed event, in the
// order they were appended. Match::replay turns it into the match state. (StoredMatch, in
// LeagueStore.h, is a confirmed league result: another thing.)
struct StoredTrackedMatch
{
    qint64 id = 0;
    QDateTime createdAt;
    TrackedMatchStatus status = TrackedMatchStatus::InProgress;
    qint64 resultMatchId = 0; // the confirmed result (LeagueStore's match), 0 when none
    MatchSetup setup;
    QList<MatchEvent> events;
};

} // namespace dugout
