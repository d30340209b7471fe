#pragma once

#include <QCoreApplication>

#include <memory>

class QWidget;

namespace dugout {

class Database;
class Ruleset;

// Hands a finished league match from the tracker to the league: the result dialog opens filled
// with what the table played (TrackedMatchHandover: score, SPP events, casualties and their
// dice, gate dice, concession, petty cash and purchases); once the commissioner confirms it, the
// tracked match is marked finished with the id of the confirmed result, so its log can no longer
// change.
class TrackedResultRecorder
{
    Q_DECLARE_TR_FUNCTIONS(TrackedResultRecorder)

public:
    // True when a result was confirmed. On a problem (TrackedMatchHandover's refusals: not a
    // league match, not finished, already recorded, league or fixture gone) `error` says why.
    static bool record(std::shared_ptr<const Ruleset> rules, Database &database,
                       qint64 trackedMatchId, QWidget *parent, QString *error);
};

} // namespace dugout
