#pragma once

#include <QString>

namespace dugout {

// Where a tracked match stands. Its stable key is what the database stores.
enum class TrackedMatchStatus {
    InProgress, // being played: events are appended and undone
    Finished,   // the match is over (its result may have been confirmed: resultMatchId)
    Abandoned,  // given up without a result
};

inline QString trackedMatchStatusKey(TrackedMatchStatus status)
{
    switch (status) {
    case TrackedMatchStatus::InProgress:
        return QStringLiteral("in_progress");
    case TrackedMatchStatus::Finished:
        return QStringLiteral("finished");
    case TrackedMatchStatus::Abandoned:
        return QStringLiteral("abandoned");
    }
    return {};
}

inline bool trackedMatchStatusFromKey(const QString &key, TrackedMatchStatus *status)
{
    for (TrackedMatchStatus candidate :
         {TrackedMatchStatus::InProgress, TrackedMatchStatus::Finished,
          TrackedMatchStatus::Abandoned}) {
        if (trackedMatchStatusKey(candidate) == key) {
            *status = candidate;
            return true;
        }
    }
    return false;
}

} // namespace dugout
