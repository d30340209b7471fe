#include "EventProbe.h"

#include "core/match/EventDryRun.h"
#include "session/MatchSession.h"

namespace dugout {

RuleCheck EventProbe::check(const MatchEvent &event) const
{
    return m_session.check(event);
}

QStringList EventProbe::preview(const MatchEvent &event) const
{
    if (!m_session.isOpen())
        return {};
    const DryRun dry = EventDryRun::run(m_session.match(), event);
    return dry.complete() ? dry.log : QStringList();
}

QStringList EventProbe::settled(const MatchEvent &event, bool *diceLeft) const
{
    *diceLeft = false;
    if (!m_session.isOpen())
        return {};
    *diceLeft = !EventDryRun::run(m_session.match(), event).missing().isEmpty();
    return EventDryRun::settledLines(m_session.match(), event);
}

QStringList EventProbe::requiredDice(const MatchEvent &event) const
{
    if (!m_session.isOpen())
        return {};
    return EventDryRun::requiredDice(m_session.match(), event);
}

} // namespace dugout
