#pragma once

#include "BloodyRules.h"

namespace dugout {
class Dice;
}

namespace dugout::bloodyball {

// Applies one event to a game state: checks it against the rules, rolls or reads its dice,
// moves the players and the ball, and moves the game on (reactions, the ball's deviation,
// touchdowns, action phases, quarters). Works on the caller's copies; the caller keeps them
// only when run() says the event was accepted (all or nothing).
class Resolver
{
    Q_DECLARE_TR_FUNCTIONS(BloodyBall)

public:
    // `dice` rolls the dice the event does not carry yet (appended to event.dice); without
    // it every die must already be in the event (a replay).
    Resolver(const GameSetup &setup, GameState &state, QStringList &log, Event &event, Dice *dice)
        : m_setup(setup), m_s(state), m_log(log), m_event(event), m_dice(dice)
    {
    }

    RuleCheck run();

private:
    RuleCheck startQuarter();
    RuleCheck place();
    RuleCheck giveBall();
    RuleCheck play();
    RuleCheck decline();
    RuleCheck deviate();

    RuleCheck takeCard(int seat, Suit *played, Suit *effective);
    void resolveAction(PlayerRef actor, Suit suit);
    void resolveReaction(PlayerRef actor, Suit suit);
    void openReaction(const PendingReaction &pending);
    void closeReaction();
    void completePass();
    // A standing player takes a loose ball on his square (seed l.164, 235, 278).
    void pickUp(PlayerRef p);
    void loseBall(int team, Square at);
    void startPhase();
    void endQuarter(int scorer);
    // Once nothing waits for a reaction or the ball: a touchdown, or the next phase.
    void settle();

    // A D6 test (re-rolled once on a failure when the Champion acts, seed l.335); false with
    // m_error set when a die is missing or impossible.
    bool test(const RollNeed &need, bool champion, const QString &what);
    std::optional<int> die(const QString &purpose);

    QString name(PlayerRef p) const { return Rules::playerName(m_setup, m_s, p); }
    QString teamName(int team) const { return m_setup.teams[team].name; }
    int seats() const { return m_setup.coaches; }

    const GameSetup &m_setup;
    GameState &m_s;
    QStringList &m_log;
    Event &m_event;
    Dice *m_dice;
    int m_nextDie = 0;
    QString m_error;
};

} // namespace dugout::bloodyball
