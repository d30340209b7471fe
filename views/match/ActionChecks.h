#pragma once

#include "ActionBar.h"
#include "core/match/MatchEvent.h"

#include <QCoreApplication>

#include <optional>

namespace dugout {

class MatchSession;
struct MatchPlayer;

// What each tracker button would do now and whether core accepts it: the event built from the
// match state and the player selected, checked with Match::check. Without a selected player a
// plausible one is asked about, so the button still says why core refuses it (or asks for a
// player when core would accept).
class ActionChecks
{
    Q_DECLARE_TR_FUNCTIONS(ActionChecks)

public:
    ActionChecks(const MatchSession &session, std::optional<Side> selectedSide, int selectedNumber);

    // The event `action` submits; for Knocked down, the one the dialog starts from.
    MatchEvent event(ActionBar::Action action) const;
    // Why `action` cannot be used now; empty when it can.
    QString refusal(ActionBar::Action action) const;
    // Whether the player the action is for was chosen by the coach.
    bool hasSelection(Side side) const;

private:
    struct Pick
    {
        Side side = Side::Home;
        int number = 0;
        bool chosen = false;
    };
    // The selected player when there is one, else the first of `candidate.side` for whom core
    // accepts `candidate`.
    Pick pick(MatchEvent candidate) const;
    MatchEvent playerEvent(MatchEventType type, const Pick &who) const;
    QString knockDownRefusal() const;
    // The player of the other team core accepts as the thrower when the team in its turn
    // intercepts a Dump-off (0 when none: core then refuses with its reason).
    int dumpOffThrower(MatchEvent interception) const;

    const MatchSession &m_session;
    std::optional<Side> m_side;
    int m_number;
};

} // namespace dugout
