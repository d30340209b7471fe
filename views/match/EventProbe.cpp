#include "EventProbe.h"

#include "session/MatchSession.h"
#include "core/dice/Dice.h"

namespace dugout {

namespace {

// Dice that only answer typed values: any roll asked of them is a die not typed yet.
class TypedOnlyDice : public Dice
{
public:
    int roll(int, const QString &) override
    {
        missing = true;
        return 0;
    }
    bool missing = false;
};

} // namespace

RuleCheck EventProbe::check(const MatchEvent &event) const
{
    return m_session.check(event);
}

QStringList EventProbe::preview(const MatchEvent &event) const
{
    if (!m_session.isOpen())
        return {};
    Match copy = m_session.match();
    TypedOnlyDice dice;
    const RuleCheck result = copy.append(event, dice);
    if (!result || dice.missing)
        return {};
    return copy.eventLogs().constLast();
}

} // namespace dugout
