#pragma once

#include "BloodyRules.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace dugout {
class Dice;
}

namespace dugout::bloodyball {

// A game of Bloody Ball (seed bloody-ball-fr.txt): the setup and the log of events, the state
// being their fold (docs/architecture.md, "A tracked match is an event log"). An event is all
// or nothing: accepted, it changes the state, the log lines and the event list; refused, the
// reason comes back and nothing changed. Undo drops the last event and folds the rest again.
class Game
{
    Q_DECLARE_TR_FUNCTIONS(BloodyBall)

public:
    explicit Game(GameSetup setup);
    // A game that starts from a position rather than from the first quarter's shuffle: tests
    // and hand-worked positions. Undo goes back to this position at most.
    Game(GameSetup setup, GameState start);

    // Folds `events` from the start; nullopt with "Event N: reason" for the first one refused.
    static std::optional<Game> replay(const GameSetup &setup, const QList<Event> &events,
                                      QString *error = nullptr);
    // Whether `setup` can be played: five named players a team, a Champion, 2 or 4 coaches.
    static RuleCheck checkSetup(const GameSetup &setup);

    const GameSetup &setup() const { return m_setup; }
    const GameState &state() const { return m_state; }
    const QList<Event> &events() const { return m_events; }
    // Readable lines, one or more per event, oldest first.
    const QStringList &log() const { return m_log; }

    // Applies `event`; dice it needs and does not carry are rolled with `dice` and kept in the
    // stored event. Without `dice` the event must carry them all.
    RuleCheck apply(Event event, Dice *dice = nullptr);
    // What apply() would answer, without changing anything (no die is rolled).
    RuleCheck check(const Event &event) const;
    bool canUndo() const { return !m_events.isEmpty(); }
    void undo();

    // A StartQuarter event for the next quarter: the deck shuffled with `dice` (one die a
    // card, Fisher–Yates) and, for the first quarter, the starting coach drawn.
    Event shuffle(Dice &dice) const;

    int seats() const { return m_setup.coaches; }
    // The team whose decision the game waits for (-1 when none: quarter start, game over).
    int actingTeam() const;
    int attacker() const { return Rules::attacker(m_setup, m_state); }
    // The card the current seat holds (dealt cards only).
    QList<int> hand() const;
    // The suit a Play uses: a joker's chosen suit, else the card's (or the typed) suit.
    Suit playedSuit(const Event &play) const;
    // Every Play the coach to play can make with `card` (or, typed, with `suit`), as events
    // to apply: for a joker, one per suit it can stand for. Empty when nothing can use it.
    QList<Event> legalPlays(int card, Suit suit = Suit::Joker) const;
    // Whether the coach to play has any legal play at all with his hand (dealt cards).
    bool canPlayAnything() const;
    // -1 for a draw, else the winning team; meaningful once the game is over.
    int winner() const;

    QString playerName(PlayerRef p) const { return Rules::playerName(m_setup, m_state, p); }

private:
    GameSetup m_setup;
    GameState m_start;
    GameState m_state;
    QList<Event> m_events;
    QStringList m_log;
};

} // namespace dugout::bloodyball
