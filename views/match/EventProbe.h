#pragma once

#include "core/match/MatchEvent.h"
#include "core/team/RuleCheck.h"

#include <QStringList>

namespace dugout {

class MatchSession;

// What the tracker's dialogs ask about the event being filled in, before anything is applied:
// core's dry run of it (core/match/EventDryRun) on the session's match — whether core accepts
// it now (and why not), the dice it may still roll, and, when every die it needs is typed, the
// lines the rules would write, so the coach reads the outcome before confirming.
class EventProbe
{
public:
    explicit EventProbe(const MatchSession &session) : m_session(session) {}

    RuleCheck check(const MatchEvent &event) const;
    // The log lines `event` would produce; empty when a die it needs is not typed yet (it will be
    // rolled on confirmation) or when it is refused.
    QStringList preview(const MatchEvent &event) const;
    // The dice purposes `event` may still roll given the dice typed in it (EventDryRun).
    QStringList requiredDice(const MatchEvent &event) const;
    // What the dice typed so far decide (EventDryRun::settledLines), and whether some die is
    // still left to roll.
    QStringList settled(const MatchEvent &event, bool *diceLeft) const;
    const MatchSession &session() const { return m_session; }

private:
    const MatchSession &m_session;
};

} // namespace dugout
