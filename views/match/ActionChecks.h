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
    // The selected player when there is one, else the first of `side` that `fits`.
    Pick pick(Side side, bool (*fits)(const MatchPlayer &)) const;
    MatchEvent playerEvent(MatchEventType type, const Pick &who) const;
    QString knockDownRefusal() const;
    // Whether player `number` of `side` declared a Block or a Blitz this turn.
    bool declaredBlock(Side side, int number) const;
    // The standing player of `side` with Dump-off, the thrower named when the team in its turn
    // intercepts (0 when none: core then refuses with its reason).
    int dumpOffThrower(Side side) const;

    const MatchSession &m_session;
    std::optional<Side> m_side;
    int m_number;
};

} // namespace dugout
