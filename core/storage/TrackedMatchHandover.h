#pragma once

#include "core/league/League.h"
#include "core/league/MatchRecord.h"

#include <QCoreApplication>

#include <optional>

namespace dugout {

class Database;
class Ruleset;

// What a finished tracked league match hands to the league: its league, its fixture and the
// match record MatchResult builds from the log (score, SPP events, casualties with their dice,
// gate dice, concession, petty cash and purchases, with the gold spent and the induced players
// worked out from the purchases as `match record` works them out). The window's "Go to post-match
// sequence" (TrackedResultRecorder) and `dugout match result` both start here, so they refuse the
// same matches for the same reasons and hand over the same record.
class TrackedMatchHandover
{
    Q_DECLARE_TR_FUNCTIONS(TrackedMatchHandover)

public:
    League league;
    Fixture fixture;
    MatchRecord record;

    // The handover of the tracked match `trackedMatchId` as the database holds it (read and
    // replayed, so a match recorded a moment ago by another window or command is seen); nothing,
    // with the reason in `error`, when it is not a league match, is not finished, was
    // abandoned, already has its result, or its league or fixture is gone.
    static std::optional<TrackedMatchHandover> load(Database &database, const Ruleset &rules,
                                                    qint64 trackedMatchId, QString *error);
    // Marks the tracked match finished with the id of its confirmed result, so its log can no
    // longer change: call it in the transaction that stores the result.
    static bool markRecorded(Database &database, qint64 trackedMatchId, qint64 resultMatchId,
                             QString *error);
};

} // namespace dugout
