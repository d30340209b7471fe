#include "ActionChecks.h"

#include "session/MatchSession.h"

namespace dugout {

namespace {

using Action = ActionBar::Action;

bool canAct(const MatchPlayer &p)
{
    return isOnPitch(p.state) && p.state != PlayerState::Stunned && !p.acted;
}

bool standing(const MatchPlayer &p)
{
    return p.state == PlayerState::Standing;
}

PlayerAction playerAction(Action action)
{
    switch (action) {
    case Action::Block: return PlayerAction::Block;
    case Action::Blitz: return PlayerAction::Blitz;
    case Action::Pass: return PlayerAction::Pass;
    case Action::HandOff: return PlayerAction::HandOff;
    case Action::Foul: return PlayerAction::Foul;
    default: return PlayerAction::Move;
    }
}

} // namespace

ActionChecks::ActionChecks(const MatchSession &session, std::optional<Side> selectedSide, int selectedNumber)
    : m_session(session), m_side(selectedNumber > 0 ? selectedSide : std::nullopt), m_number(selectedNumber)
{
}

bool ActionChecks::hasSelection(Side side) const
{
    return m_side && *m_side == side;
}

ActionChecks::Pick ActionChecks::pick(Side side, bool (*fits)(const MatchPlayer &)) const
{
    if (m_side)
        return {*m_side, m_number, true};
    for (const MatchPlayer &p : m_session.state().team(side).players) {
        if (fits(p))
            return {side, p.number, false};
    }
    return {side, 0, false};
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
    case Action::StartTurn: e.type = MatchEventType::StartTurn; break;
    case Action::Move:
    case Action::Block:
    case Action::Blitz:
    case Action::Pass:
    case Action::HandOff:
    case Action::Foul:
        e = playerEvent(MatchEventType::Action, pick(s.active, canAct));
        e.action = playerAction(action);
        break;
    case Action::TeamReroll:
    case Action::LeaderReroll:
        e.type = action == Action::TeamReroll ? MatchEventType::TeamReroll : MatchEventType::LeaderReroll;
        e.number = hasSelection(s.active) ? m_number : 0;  // Loner rolls for the player named
        break;
    case Action::KnockDown: {
        // A player of the active team who declared a Block or a Blitz this turn is the
        // attacker; any other player selected is the one going down.
        const Side attackerSide = s.active;
        const MatchPlayer *selected = m_side ? s.team(*m_side).player(m_number) : nullptr;
        const bool blocker = selected && *m_side == attackerSide && selected->acted && declaredBlock(attackerSide, m_number);
        Pick victim = blocker || !m_side ? Pick{opponent(attackerSide), 0, false} : Pick{*m_side, m_number, true};
        if (victim.number == 0) {
            for (const MatchPlayer &p : s.team(victim.side).players) {
                if (p.state == PlayerState::Standing) {
                    victim.number = p.number;
                    break;
                }
            }
        }
        e = playerEvent(MatchEventType::KnockDown, victim);
        e.cause = victim.side == attackerSide ? KnockDownCause::Fall : KnockDownCause::Block;
        if (e.cause == KnockDownCause::Block) {
            e.target = blocker ? m_number : s.team(attackerSide).blitzer;
            for (const MatchPlayer &p : s.team(attackerSide).players) {
                if (e.target == 0 && isOnPitch(p.state))
                    e.target = p.number;
            }
        }
        break;
    }
    case Action::PlacedProne: e = playerEvent(MatchEventType::PlacedProne, pick(s.active, standing)); break;
    case Action::Completion: e = playerEvent(MatchEventType::Completion, pick(s.active, standing)); break;
    case Action::Interception:
        e = playerEvent(MatchEventType::Interception, pick(opponent(s.active), standing));
        if (e.side == s.active)
            e.target = dumpOffThrower(opponent(s.active));  // intercepting a Dump-off: core checks him
        break;
    case Action::Touchdown: e = playerEvent(MatchEventType::Touchdown, pick(s.active, standing)); break;
    case Action::Turnover: e.type = MatchEventType::Turnover; break;
    case Action::EndTurn: e.type = MatchEventType::EndTurn; break;
    case Action::Concede: e.type = MatchEventType::Concede; break;
    case Action::Undo:
    case Action::Redo: break;
    }
    return e;
}

int ActionChecks::dumpOffThrower(Side side) const
{
    for (const MatchPlayer &p : m_session.state().team(side).players) {
        if (p.state == PlayerState::Standing && p.hasSkill(QStringLiteral("dump_off")))
            return p.number;
    }
    return 0;
}

bool ActionChecks::declaredBlock(Side side, int number) const
{
    const QList<MatchEvent> &events = m_session.match().events();
    for (auto it = events.crbegin(); it != events.crend(); ++it) {
        if (it->type == MatchEventType::StartTurn)
            break;  // this turn only
        if (it->type == MatchEventType::Action && it->side == side && it->number == number)
            return it->action == PlayerAction::Block || it->action == PlayerAction::Blitz;
    }
    return false;
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
        if (p.state == PlayerState::Standing) {
            fall.number = p.number;
            break;
        }
    }
    return m_session.check(fall) ? QString() : first.reason;
}

QString ActionChecks::refusal(Action action) const
{
    if (!m_session.isOpen())
        return tr("No match is open.");
    const MatchState &s = m_session.state();
    switch (action) {
    case Action::Undo: return m_session.canUndo() ? QString() : tr("Nothing to undo.");
    case Action::Redo: return m_session.canRedo() ? QString() : tr("Nothing to redo.");
    case Action::KnockDown: return knockDownRefusal();
    case Action::Foul:
        // Declared already: the button goes on to the foul itself.
        if (s.phase == MatchPhase::Turn && !s.turnover && s.team(s.active).foulUsed)
            return QString();
        break;
    default:
        break;
    }
    const MatchEvent e = event(action);
    const RuleCheck check = m_session.check(e);
    if (!check)
        return check.reason;
    const bool needsPlayer = e.type == MatchEventType::Action || e.type == MatchEventType::PlacedProne
        || e.type == MatchEventType::Completion || e.type == MatchEventType::Interception
        || e.type == MatchEventType::Touchdown;
    if (needsPlayer && !hasSelection(e.side))
        //: Tooltip of a tracker button waiting for a player; %1 is a team name.
        return tr("Click a player of %1 first.").arg(s.team(e.side).name);
    return QString();
}

} // namespace dugout
