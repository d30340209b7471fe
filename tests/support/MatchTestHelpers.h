#pragma once

#include "MatchFixtures.h"
#include "core/dice/ScriptedDice.h"
#include "core/match/Match.h"
#include "core/match/MatchFold.h"
#include "core/rules/RulesetLoader.h"

#include <memory>

namespace dugout::test {

// Folds one event into `state` with scripted dice; the log lines go to `log` when given.
inline RuleCheck applyEvent(const Ruleset &rules, const MatchSetup &setup, MatchState &state,
                            MatchEvent event, QList<int> dice = {}, QStringList *log = nullptr)
{
    ScriptedDice scripted(std::move(dice));
    QStringList lines;
    const RuleCheck result = MatchFold::apply(rules, setup, state, event, scripted, lines);
    if (log)
        *log = lines;
    return result;
}

// One event folded with only its typed dice: `extraRolls` tells that a die nobody typed was
// rolled, and `purposes` names those dice.
struct Folded
{
    RuleCheck check;
    MatchState state;
    QStringList log;
    MatchEvent event;
    bool extraRolls = false;
    QStringList purposes;
};

inline Folded foldTyped(const Ruleset &rules, const MatchSetup &setup, const MatchState &before,
                        MatchEvent event)
{
    Folded f{RuleCheck::ok(), before, {}, std::move(event), false, {}};
    ScriptedDice none;
    f.check = MatchFold::apply(rules, setup, f.state, f.event, none, f.log);
    f.extraRolls = none.exhausted();
    f.purposes = none.purposes();
    return f;
}

// One event folded with scripted `dice`: `extraRolls` tells that more dice were asked than
// scripted, and `purposes` names the dice rolled, in order.
inline Folded foldScripted(const Ruleset &rules, const MatchSetup &setup, const MatchState &before,
                           MatchEvent event, QList<int> dice)
{
    Folded f{RuleCheck::ok(), before, {}, std::move(event), false, {}};
    ScriptedDice scripted(std::move(dice));
    f.check = MatchFold::apply(rules, setup, f.state, f.event, scripted, f.log);
    f.extraRolls = scripted.exhausted();
    f.purposes = scripted.purposes();
    return f;
}

inline MatchEvent makeEvent(MatchEventType type, Side side, int number = 0)
{
    MatchEvent e;
    e.type = type;
    e.side = side;
    e.number = number;
    return e;
}

// The line-up of the first eleven players of a side still in the reserves, in shirt-number
// order, three on the line of scrimmage.
inline MatchEvent firstEleven(const Match &match, Side side)
{
    MatchEvent e = makeEvent(MatchEventType::Lineup, side);
    for (const MatchPlayer &p : match.state().team(side).players) {
        if (p.state == PlayerState::Reserves && e.numbers.size() < 11)
            e.numbers << p.number;
    }
    e.lineOfScrimmage = 3;
    return e;
}

inline MatchEvent makeAction(Side side, int number, PlayerAction what)
{
    MatchEvent e = makeEvent(MatchEventType::Action, side, number);
    e.action = what;
    return e;
}

// The built-in rules and the Human derby that most match tests fold their events against: a
// test class inherits it beside QObject and calls loadDerby() from initTestCase().
class DerbyTest
{
protected:
    std::shared_ptr<const Ruleset> m_rules;
    MatchSetup m_setup;

    // The loader's errors, empty when the rules loaded.
    QString loadDerby()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        if (!m_rules)
            return errors.join(QLatin1Char('\n'));
        m_setup = humanDerby(*m_rules);
        return {};
    }

    RuleCheck apply(MatchState &state, const MatchEvent &e, QList<int> dice = {}) const
    {
        return applyEvent(*m_rules, m_setup, state, e, std::move(dice));
    }
};

} // namespace dugout::test
