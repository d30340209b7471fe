#pragma once

#include "MatchEvent.h"
#include "MatchSetup.h"
#include "MatchState.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace dugout {

class Dice;
class Ruleset;

// A tracked match in memory: the setup, the log of events and the state they fold to, with the
// readable log of each event. append() checks and applies one input; undo() drops the last
// event and refolds; redo() applies it again with the same dice. Storage (MatchLogStore) keeps
// the same log in SQLite, one event per transaction.
class Match
{
    Q_DECLARE_TR_FUNCTIONS(Match)

public:
    Match(const Ruleset &rules, MatchSetup setup);

    const Ruleset &rules() const { return *m_rules; }
    const MatchSetup &setup() const { return m_setup; }
    const MatchState &state() const { return m_state; }
    const QList<MatchEvent> &events() const { return m_events; }
    // Readable lines of each event, in the order of events().
    const QList<QStringList> &eventLogs() const { return m_logs; }

    // Whether `event` would be accepted now, and why not. Dice are not rolled.
    RuleCheck check(const MatchEvent &event) const;
    // Applies `event` (missing dice rolled with `dice`, then kept in the stored event). Stamps
    // the time when the event has none. Clears the redo list.
    RuleCheck append(MatchEvent event, Dice &dice);
    const MatchEvent &lastEvent() const { return m_events.constLast(); }
    // When the team turn under way began (its StartTurn, or the kick-off that gave a Blitz
    // turn), as stored in the log: the turn timer counts from it, so it belongs to this match
    // and survives a restart. Invalid when no team turn is under way.
    QDateTime turnStartedAt() const;

    bool canUndo() const { return !m_events.isEmpty(); }
    void undo();
    bool canRedo() const { return !m_redo.isEmpty(); }
    // The event undone last, as it will be applied again by redo().
    const MatchEvent &redoEvent() const { return m_redo.constLast(); }
    RuleCheck redo();

    // Folds `events` from the start; the first refused one stops the replay with its index and
    // reason in `error`. Every die must be in the events (nothing is rolled).
    static Match replay(const Ruleset &rules, const MatchSetup &setup,
                        const QList<MatchEvent> &events, QString *error = nullptr);

private:
    void refold();

    const Ruleset *m_rules;
    MatchSetup m_setup;
    MatchState m_state;
    QList<MatchEvent> m_events;
    QList<QStringList> m_logs;
    QList<MatchEvent> m_redo;
};

} // namespace dugout
