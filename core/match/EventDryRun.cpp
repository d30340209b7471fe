#include "EventDryRun.h"

#include "Match.h"
#include "MatchFold.h"
#include "core/dice/Dice.h"

namespace dugout {

namespace {

// The event's typed dice first, in order, as a fold would use them; a die nobody typed answers
// a fixed face, so the rules go on as far as they would with that result. Every die asked is
// remembered, typed or not.
class DryRunDice : public Dice
{
public:
    DryRunDice(QHash<QString, QList<int>> typed, bool lowest)
        : m_typed(std::move(typed)), m_lowest(lowest)
    {
    }
    int roll(int sides, const QString &purpose) override
    {
        auto it = m_typed.find(purpose);
        if (it != m_typed.end() && !it->isEmpty()) {
            asked << DiceNeed{purpose, sides, true};
            return it->takeFirst();
        }
        asked << DiceNeed{purpose, sides, false};
        return m_lowest ? 1 : sides;
    }
    QList<DiceNeed> asked;

private:
    QHash<QString, QList<int>> m_typed;
    bool m_lowest;
};

} // namespace

bool DryRun::complete() const
{
    if (!check)
        return false;
    return std::all_of(asked.cbegin(), asked.cend(),
                       [](const DiceNeed &need) { return need.typed; });
}

QStringList DryRun::missing() const
{
    QStringList purposes;
    for (const DiceNeed &need : asked) {
        if (!need.typed)
            purposes << need.purpose;
    }
    return purposes;
}

DryRun EventDryRun::run(const Match &match, const MatchEvent &event, bool lowest)
{
    return run(match.rules(), match.setup(), match.state(), event, lowest);
}

DryRun EventDryRun::run(const Ruleset &rules, const MatchSetup &setup, const MatchState &state,
                        const MatchEvent &event, bool lowest)
{
    DryRun result;
    MatchState copy = state;
    MatchEvent applied = event;
    applied.dice.clear(); // every die goes through DryRunDice, so the order is kept
    DryRunDice dice(event.dice, lowest);
    result.check = MatchFold::apply(rules, setup, copy, applied, dice, result.log);
    result.asked = dice.asked;
    return result;
}

QStringList EventDryRun::settledLines(const Match &match, const MatchEvent &event)
{
    const DryRun high = run(match, event, false);
    if (!high.check || high.complete())
        return high.check ? high.log : QStringList();
    const DryRun low = run(match, event, true);
    QStringList lines;
    for (qsizetype i = 0;
         i < high.log.size() && i < low.log.size() && high.log.at(i) == low.log.at(i); ++i)
        lines << high.log.at(i);
    return lines;
}

QStringList EventDryRun::requiredDice(const Match &match, const MatchEvent &event)
{
    return requiredDice(match.rules(), match.setup(), match.state(), event);
}

QStringList EventDryRun::requiredDice(const Ruleset &rules, const MatchSetup &setup,
                                      const MatchState &state, const MatchEvent &event)
{
    QStringList purposes;
    for (const bool lowest : {false, true}) {
        const DryRun dry = run(rules, setup, state, event, lowest);
        for (const DiceNeed &need : dry.asked) {
            if (!purposes.contains(need.purpose))
                purposes << need.purpose;
        }
    }
    return purposes;
}

} // namespace dugout
