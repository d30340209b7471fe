#pragma once

#include "MatchEvent.h"
#include "core/team/RuleCheck.h"

#include <QList>
#include <QStringList>

namespace dugout {

class Match;
class Ruleset;
struct MatchSetup;
struct MatchState;

// One die an event asks for, in the order the rules roll them.
struct DiceNeed
{
    QString purpose; // DiceKeys: "home.armour"
    int sides = 6;
    bool typed = false; // the coach typed it in the event
};

// What an event would do if it were applied now, worked out on a copy of the state and never
// stored: whether core accepts it, the dice it asks for given the dice typed in it, and the
// lines it would write once every die it asks for is typed.
struct DryRun
{
    RuleCheck check;
    QList<DiceNeed> asked; // every die asked, typed or not (a die not typed answers its top face)
    QStringList log;       // the lines the event writes; only meaningful when complete()

    // Core accepts the event and every die it asked for was typed: `log` is the outcome.
    bool complete() const;
    // Purposes asked that were not typed, in order.
    QStringList missing() const;
};

// The dry run of an event, the way the tracker's dialogs and buttons ask core what is legal
// and which dice matter, so no view repeats a rule.
class EventDryRun
{
public:
    // Applies `event` to a copy of `match`'s state; dice not typed in the event answer their
    // top face (`lowest`: their bottom face) and are marked as not typed.
    static DryRun run(const Ruleset &rules, const MatchSetup &setup, const MatchState &state,
                      const MatchEvent &event, bool lowest = false);
    static DryRun run(const Match &match, const MatchEvent &event, bool lowest = false);

    // The purposes `event` may still roll given the dice typed in it: those asked when the
    // dice not typed fall high and those asked when they fall low. A typed die that ends the
    // sequence (armour held) leaves out what would have followed it (injury, casualty). Empty
    // when core refuses the event.
    static QStringList requiredDice(const Ruleset &rules, const MatchSetup &setup,
                                    const MatchState &state, const MatchEvent &event);
    static QStringList requiredDice(const Match &match, const MatchEvent &event);

    // What the dice typed so far already decide, to explain each die as soon as it is typed:
    // the lines the event writes whatever the dice left at – show (those a high and a low roll
    // of them both write first). With every die typed, the whole outcome.
    static QStringList settledLines(const Match &match, const MatchEvent &event);
};

} // namespace dugout
