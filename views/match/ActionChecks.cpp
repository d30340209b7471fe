#include "ActionChecks.h"

#include "core/match/FoulRules.h"
#include "core/match/KnockDownRules.h"
#include "core/match/TurnRules.h"
#include "session/MatchSession.h"

namespace dugout {

namespace {

using Action = ActionBar::Action;

PlayerAction playerAction(Action action)
{
    switch (action) {
    case Action::Block:
        return PlayerAction::Block;
    case Action::Blitz:
        return PlayerAction::Blitz;
    case Action::Pass:
        return PlayerAction::Pass;
    case Action::HandOff:
        return PlayerAction::HandOff;
    case Action::Foul:
        return PlayerAction::Foul;
    default:
        return PlayerAction::Move;
    }
}

} // namespace

ActionChecks::ActionChecks(const MatchSession &session, std::optional<Side> selectedSide,
                           int selectedNumber)
    : m_session(session), m_side(selectedNumber > 0 ? selectedSide : std::nullopt),
      m_number(selectedNumber)
{
}

bool ActionChecks::hasSelection(Side side) const
{
    return m_side && *m_side == side;
}

ActionChecks::Pick ActionChecks::pick(MatchEvent candidate) const
{
    if (m_side)
        return {*m_side, m_number, true};
    // The first player core accepts for this event; when it accepts none, the first one who
    // could still act, so core's refusal names the reason that holds for the team.
    int fallback = 0;
    for (const MatchPlayer &p : m_session.state().team(candidate.side).players) {
        candidate.number = p.number;
        if (m_session.check(candidate))
            return {candidate.side, p.number, false};
        if (fallback == 0 && TurnRules::canAct(p))
            fallback = p.number;
    }
    return {candidate.side, fallback, false};
}

MatchEvent ActionChecks::playerEvent(MatchEventType type, const Pick &who) const
{
    MatchEvent e;
    e.type = type;
    e.side = who.side;
    e.number = who.number;
    return e;
}

MatchEvent ActionChecks::event(Action action) const
{
    const MatchState &s = m_session.state();
    MatchEvent e;
    e.side = s.active;
    switch (action) {
    case Action::StartTurn:
        e.type = MatchEventType::StartTurn;
        break;
    case Action::Move:
    case Action::Block:
    case Action::Blitz:
    case Action::Pass:
    case Action::HandOff:
    case Action::Foul: {
        MatchEvent candidate = playerEvent(MatchEventType::Action, {s.active, 0, false});
        candidate.action = playerAction(action);
        e = playerEvent(MatchEventType::Action, pick(candidate));
        e.action = candidate.action;
        break;
    }
    case Action::TeamReroll:
    case Action::LeaderReroll:
        e.type = action == Action::TeamReroll ? MatchEventType::TeamReroll
                                              : MatchEventType::LeaderReroll;
        e.number = hasSelection(s.active) ? m_number : 0; // Loner rolls for the player named
        break;
    case Action::KnockDown:
        e = KnockDownRules::suggested(s, m_side, m_number);
        break;
    case Action::PlacedProne:
        e = playerEvent(MatchEventType::PlacedProne,
                        pick(playerEvent(MatchEventType::PlacedProne, {s.active, 0, false})));
        break;
    case Action::Completion:
        e = playerEvent(MatchEventType::Completion,
                        pick(playerEvent(MatchEventType::Completion, {s.active, 0, false})));
        break;
    case Action::Interception: {
        MatchEvent candidate =
            playerEvent(MatchEventType::Interception, {opponent(s.active), 0, false});
        e = playerEvent(MatchEventType::Interception, pick(candidate));
        if (e.side == s.active)
            e.target = dumpOffThrower(e); // intercepting a Dump-off: core checks him
        break;
    }
    case Action::Touchdown:
        e = playerEvent(MatchEventType::Touchdown,
                        pick(playerEvent(MatchEventType::Touchdown, {s.active, 0, false})));
        break;
    case Action::Turnover:
        e.type = MatchEventType::Turnover;
        break;
    case Action::EndTurn:
        e.type = MatchEventType::EndTurn;
        break;
    case Action::Concede:
        e.type = MatchEventType::Concede;
        break;
    case Action::Undo:
    case Action::Redo:
        break;
    }
    return e;
}

int ActionChecks::dumpOffThrower(MatchEvent interception) const
{
    // The thrower is whoever of the other team core accepts as the Dump-off's passer.
    for (const MatchPlayer &p : m_session.state().team(opponent(interception.side)).players) {
        interception.target = p.number;
        if (m_session.check(interception))
            return p.number;
    }
    return 0;
}

QString ActionChecks::knockDownRefusal() const
{
    // A block of the other team or a fall of the active team's own: either will do.
    const MatchEvent block = event(Action::KnockDown);
    const RuleCheck first = m_session.check(block);
    if (first)
        return QString();
    MatchEvent fall = block;
    fall.side = m_session.state().active;
    fall.cause = KnockDownCause::Fall;
    fall.target = 0;
    for (const MatchPlayer &p : m_session.state().team(fall.side).players) {
        fall.number = p.number;
        if (m_session.check(fall))
            return QString();
    }
    return first.reason;
}

QString ActionChecks::refusal(Action action) const
{
    if (!m_session.isOpen())
        return tr("No match is open.");
    const MatchState &s = m_session.state();
    switch (action) {
    case Action::Undo:
        return m_session.canUndo() ? QString() : tr("Nothing to undo.");
    case Action::Redo:
        return m_session.canRedo() ? QString() : tr("Nothing to redo.");
    case Action::KnockDown:
        return knockDownRefusal();
    case Action::Foul:
        // Declared already: the button goes on to the foul itself.
        if (FoulRules::foulDeclared(s))
            return QString();
        break;
    default:
        break;
    }
    const MatchEvent e = event(action);
    const RuleCheck check = m_session.check(e);
    if (!check)
        return check.reason;
    const bool needsPlayer =
        e.type == MatchEventType::Action || e.type == MatchEventType::PlacedProne ||
        e.type == MatchEventType::Completion || e.type == MatchEventType::Interception ||
        e.type == MatchEventType::Touchdown;
    if (needsPlayer && !hasSelection(e.side))
        //: Tooltip of a tracker button waiting for a player; %1 is a team name.
        return tr("Click a player of %1 first.").arg(s.team(e.side).name);
    return QString();
}

} // namespace dugout
