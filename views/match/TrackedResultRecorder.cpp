#include "TrackedResultRecorder.h"

#include "core/storage/TrackedMatchHandover.h"
#include "views/league/result/RecordResultDialog.h"

namespace dugout {

bool TrackedResultRecorder::record(std::shared_ptr<const Ruleset> rules, Database &database,
                                   qint64 trackedMatchId, QWidget *parent, QString *error)
{
    // The same handover as `dugout match result`: the same refusals, the same record.
    const std::optional<TrackedMatchHandover> handover =
        TrackedMatchHandover::load(database, *rules, trackedMatchId, error);
    if (!handover)
        return false;
    // The dialog marks the tracked match finished in the transaction that stores the result.
    return RecordResultDialog::recordFor(std::move(rules), database, handover->league,
                                         handover->fixture, parent, nullptr, handover->record,
                                         trackedMatchId);
}

} // namespace dugout
