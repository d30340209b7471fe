#pragma once

#include <QCoreApplication>

#include <memory>

class QWidget;

namespace dugout {

class Database;
class Match;
class Ruleset;

// Hands a finished league match from the tracker to the league: the result dialog opens filled
// with what the table played (score, SPP events, casualties and their dice, gate dice,
// concession); once the commissioner confirms it, the tracked match is marked finished with
// the id of the confirmed result, so its log can no longer change.
class TrackedResultRecorder
{
    Q_DECLARE_TR_FUNCTIONS(TrackedResultRecorder)

public:
    // True when a result was confirmed. On a problem (league or fixture gone) `error` says why.
    static bool record(std::shared_ptr<const Ruleset> rules, Database &database,
                       qint64 trackedMatchId, const Match &match, QWidget *parent, QString *error);
};

} // namespace dugout
