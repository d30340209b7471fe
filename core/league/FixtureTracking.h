#pragma once

#include "core/storage/TrackedMatchStatus.h"

#include <QtGlobal>

namespace dugout {

// A tracked match (Matches area) that was started for a fixture of the schedule, as the
// storage reads it: which fixture, where the match stands, and its confirmed result if any.
struct FixtureTracking
{
    qint64 fixtureId = 0;
    qint64 trackedMatchId = 0;
    TrackedMatchStatus status = TrackedMatchStatus::InProgress;
    qint64 resultMatchId = 0; // 0 while its result is not confirmed

    // Whether the fixture is still being tracked: the match is being played, or it is over
    // and its result still waits for the post-match sequence. An abandoned match, or one
    // whose result is confirmed, no longer holds its fixture.
    bool holdsFixture() const
    {
        return status == TrackedMatchStatus::InProgress ||
               (status == TrackedMatchStatus::Finished && resultMatchId == 0);
    }

    bool operator==(const FixtureTracking &) const = default;
};

} // namespace dugout
