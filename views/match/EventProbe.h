#pragma once

#include "core/match/MatchEvent.h"
#include "core/team/RuleCheck.h"

#include <QStringList>

namespace dugout {

class MatchSession;

// What the tracker's dialogs ask about the event being filled in, before anything is applied:
// whether core accepts it now (and why not), and, when every die it needs is typed, the lines
// the rules would write, so the coach reads the outcome before confirming.
class EventProbe
{
public:
    explicit EventProbe(const MatchSession &session) : m_session(session) {}

    RuleCheck check(const MatchEvent &event) const;
    // The log lines `event` would produce; empty when a die it needs is not typed yet (it will be
    // rolled on confirmation) or when it is refused.
    QStringList preview(const MatchEvent &event) const;
    const MatchSession &session() const { return m_session; }

private:
    const MatchSession &m_session;
};

} // namespace dugout
