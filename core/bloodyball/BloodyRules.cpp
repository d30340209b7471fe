#include "BloodyRules.h"

namespace dugout::bloodyball {

int RollNeed::needed() const
{
    int sum = 0;
    for (const Modifier &m : modifiers)
        sum += m.value;
    return base - sum;
}

int Rules::starterSeat(const GameSetup &setup, const GameState &state)
{
    // Each quarter the next coach round the table starts (seed l.118, l.146, l.363); with two
    // coaches that alternates the attacking team.
    const int seats = setup.coaches;
    return ((state.firstSeat + std::max(state.quarter, 1) - 1) % seats + seats) % seats;
}

int Rules::attacker(const GameSetup &setup, const GameState &state)
{
    return seatTeam(starterSeat(setup, state));
}

PlayerRef Rules::playerAt(const GameState &state, Square s)
{
    if (!Board::contains(s))
        return {};
    for (int t = 0; t < 2; ++t) {
        for (int i = 0; i < PlayersPerTeam; ++i) {
            const PlayerInPlay &p = state.teams[t].players[i];
            if (p.state != PlayerState::Removed && p.square == s)
                return {t, i};
        }
    }
    return {};
}

const PlayerInPlay &Rules::player(const GameState &state, PlayerRef p)
{
    return state.teams[p.team].players[p.player];
}

bool Rules::carries(const GameState &state, PlayerRef p)
{
    return state.ball.where == BallState::Where::Carried && state.ball.team == p.team &&
           state.ball.player == p.player;
}

int Rules::engagingOpponents(const GameState &state, int team, Square s, PlayerRef except)
{
    int n = 0;
    const int other = otherTeam(team);
    for (int i = 0; i < PlayersPerTeam; ++i) {
        const PlayerInPlay &p = state.teams[other].players[i];
        if (p.state == PlayerState::Standing && Board::adjacent(p.square, s) &&
            !(except == PlayerRef{other, i}))
            ++n;
    }
    return n;
}

RollNeed Rules::heroicNeed(const GameState &state, PlayerRef mover, Square to)
{
    // Seed l.168–173: stays up on 2+, -1 engaged before the move, -1 engaged after it.
    RollNeed need{2, {}, false};
    const Square from = player(state, mover).square;
    if (engagingOpponents(state, mover.team, from) > 0)
        need.modifiers.append({-1, tr("engaged before the move")});
    if (engagingOpponents(state, mover.team, to) > 0)
        need.modifiers.append({-1, tr("engaged after the move")});
    return need;
}

RollNeed Rules::attackNeed(const GameState &state, PlayerRef attacker, PlayerRef target)
{
    // Seed l.181–188: 4+; -1 when another opponent engages the attacker, +1 when another
    // team-mate engages the target, +1 on a player on the ground, automatic on a KO player.
    RollNeed need{4, {}, false};
    const PlayerInPlay &victim = player(state, target);
    if (victim.state == PlayerState::KO) {
        need.automatic = true;
        return need;
    }
    if (engagingOpponents(state, attacker.team, player(state, attacker).square, target) > 0)
        need.modifiers.append({-1, tr("attacker engaged by another opponent")});
    if (engagingOpponents(state, target.team, victim.square, attacker) > 0)
        need.modifiers.append({+1, tr("target engaged by another opponent")});
    if (victim.state == PlayerState::Down)
        need.modifiers.append({+1, tr("target on the ground")});
    return need;
}

RollNeed Rules::passNeed(const GameState &state, PlayerRef thrower, PlayerRef receiver)
{
    // Seed l.200–213: half the distance rounded up, -1 per engaged end.
    const Square from = player(state, thrower).square;
    const Square to = player(state, receiver).square;
    RollNeed need{passDifficulty(Board::distance(from, to)), {}, false};
    if (engagingOpponents(state, thrower.team, from) > 0)
        need.modifiers.append({-1, tr("thrower engaged")});
    if (engagingOpponents(state, receiver.team, to) > 0)
        need.modifiers.append({-1, tr("receiver engaged")});
    return need;
}

RollNeed Rules::dodgeNeed(const GameState &state, PlayerRef dodger, Square to)
{
    // Seed l.229–233: 3+, -1 when engaged after the dodge's move.
    RollNeed need{3, {}, false};
    if (engagingOpponents(state, dodger.team, to) > 0)
        need.modifiers.append({-1, tr("engaged after the move")});
    return need;
}

RollNeed Rules::interceptNeed(const GameState &state, PlayerRef interceptor)
{
    // Seed l.251–255: 5+, -1 when the interceptor is engaged.
    RollNeed need{5, {}, false};
    if (engagingOpponents(state, interceptor.team, player(state, interceptor).square) > 0)
        need.modifiers.append({-1, tr("interceptor engaged")});
    return need;
}

QList<Square> Rules::standardLineup(int team)
{
    const int line = team == 0 ? Board::Columns / 2 - 1 : Board::Columns / 2;
    const int back = team == 0 ? line - 2 : line + 2;
    return {{line, 2}, {line, 4}, {line, 5}, {back, 3}, {back, 6}};
}

QString Rules::playerName(const GameSetup &setup, const GameState &state, PlayerRef p)
{
    if (!p.isValid() || p.player < 0 || p.player >= PlayersPerTeam)
        return tr("nobody");
    const TeamSetup &team = setup.teams[p.team];
    const QString name = team.players.value(p.player);
    if (p.player == team.champion)
        return tr("%1 (Champion)").arg(name);
    if (state.teams[p.team].players[p.player].substitutions > 0)
        return tr("substitute for %1").arg(name);
    return name;
}

RuleCheck Rules::checkAction(const GameSetup &setup, const GameState &state, int team, Suit suit,
                             const Event &event)
{
    if (event.action == Action::Dodge || event.action == Action::Intercept)
        return checkReaction(setup, state, team, suit, event);
    if (event.action == Action::Discard)
        return RuleCheck::ok();
    if (event.player < 0 || event.player >= PlayersPerTeam)
        return RuleCheck::refused(tr("Choose one of your players."));
    const PlayerRef actor{team, event.player};
    const PlayerInPlay &p = player(state, actor);
    const QString who = playerName(setup, state, actor);
    const bool black = Cards::isBlack(suit);
    const bool red = Cards::isRed(suit);
    if (p.state == PlayerState::Removed)
        return RuleCheck::refused(tr("%1 was removed from play for this quarter.").arg(who));

    switch (event.action) {
    case Action::Recover:
        // Seed l.152: any card.
        if (p.state != PlayerState::KO)
            return RuleCheck::refused(tr("Only a KO player recovers his senses."));
        return RuleCheck::ok();
    case Action::GetUp:
        // Seed l.156: black cards only, always succeeds.
        if (p.state != PlayerState::Down)
            return RuleCheck::refused(tr("Only a player on the ground gets up."));
        if (!black)
            return RuleCheck::refused(
                tr("Getting up takes a black card; with a red card try a heroic move."));
        return RuleCheck::ok();
    case Action::Move:
    case Action::HeroicMove: {
        const bool heroic = event.action == Action::HeroicMove;
        if (heroic && p.state == PlayerState::Down) {
            // Seed l.177: a red card's heroic move can stand a player up, with the same test.
            if (!red)
                return RuleCheck::refused(
                    tr("Only a red card's heroic move stands a player up; a black card gets "
                       "him up without a test."));
            if (event.target != p.square)
                return RuleCheck::refused(
                    tr("A player on the ground stands up where he lies; he cannot move."));
            return RuleCheck::ok();
        }
        if (p.state == PlayerState::KO)
            return RuleCheck::refused(
                tr("%1 is KO: the only action open to him is to recover his senses.").arg(who));
        if (p.state == PlayerState::Down)
            return RuleCheck::refused(
                tr("%1 is on the ground: the only action open to him is to get up.").arg(who));
        if (!heroic && !black)
            return RuleCheck::refused(tr("A move takes a black card; with a red card only a "
                                         "heroic move is possible."));
        if (!Board::adjacent(p.square, event.target) || !Board::contains(event.target))
            return RuleCheck::refused(tr("A player moves one square, to a square next to him."));
        if (!isFree(state, event.target))
            return RuleCheck::refused(
                tr("%1 is taken by another player.").arg(Board::name(event.target)));
        if (!heroic && suit == Suit::Clubs && !Board::orthogonal(p.square, event.target))
            return RuleCheck::refused(tr("With ♣ the move crosses a side of the square "
                                         "(forward, back or sideways), not a corner."));
        if (!heroic && suit == Suit::Spades && !Board::diagonal(p.square, event.target))
            return RuleCheck::refused(tr("With ♠ the move crosses a corner of the square "
                                         "(diagonally)."));
        return RuleCheck::ok();
    }
    case Action::Attack: {
        if (!red)
            return RuleCheck::refused(tr("An attack takes a red card: ♦ across a side, ♥ "
                                         "across a corner."));
        if (p.state != PlayerState::Standing)
            return RuleCheck::refused(tr("Only a standing player attacks."));
        const PlayerRef victim = playerAt(state, event.target);
        if (!victim.isValid() || victim.team == team)
            return RuleCheck::refused(
                tr("There is no opponent on %1 to attack.").arg(Board::name(event.target)));
        if (!Board::adjacent(p.square, event.target))
            return RuleCheck::refused(tr("The attacker must be next to his target."));
        if (suit == Suit::Diamonds && !Board::orthogonal(p.square, event.target))
            return RuleCheck::refused(tr("With ♦ the attack crosses a side of the square, not "
                                         "a corner; use ♥ for a diagonal attack."));
        if (suit == Suit::Hearts && !Board::diagonal(p.square, event.target))
            return RuleCheck::refused(tr("With ♥ the attack crosses a corner of the square; "
                                         "use ♦ across a side."));
        return RuleCheck::ok();
    }
    case Action::Pass: {
        if (!red)
            return RuleCheck::refused(tr("A pass takes a red card."));
        if (!carries(state, actor))
            return RuleCheck::refused(tr("Only the ball carrier passes."));
        const PlayerRef receiver = playerAt(state, event.target);
        if (!receiver.isValid() || receiver.team != team || receiver == actor ||
            player(state, receiver).state != PlayerState::Standing)
            return RuleCheck::refused(
                tr("The pass must go to a standing team-mate (any distance)."));
        return RuleCheck::ok();
    }
    case Action::Dodge:
    case Action::Intercept:
    case Action::Discard:
        break;
    }
    return RuleCheck::ok();
}

RuleCheck Rules::checkReaction(const GameSetup &setup, const GameState &state, int team, Suit suit,
                               const Event &event)
{
    const PendingReaction &pending = state.pending;
    if (event.action == Action::Dodge) {
        // Seed l.223–237: only after an attack on a player who was standing, with ♣ against
        // ♥ and ♠ against ♦, moving as the card moves.
        if (pending.kind != PendingReaction::Kind::Attack || pending.team == team)
            return RuleCheck::refused(
                tr("A dodge answers an opponent's attack on one of your standing players."));
        if (event.player != pending.target)
            return RuleCheck::refused(tr("Only the attacked player dodges: %1.")
                                          .arg(playerName(setup, state, {team, pending.target})));
        const Suit wanted = pending.diagonal ? Suit::Clubs : Suit::Spades;
        if (suit != wanted)
            return RuleCheck::refused(pending.diagonal ? tr("A ♥ attack is dodged with ♣.")
                                                       : tr("A ♦ attack is dodged with ♠."));
        const Square from = player(state, {team, event.player}).square;
        const bool direction = suit == Suit::Clubs ? Board::orthogonal(from, event.target)
                                                   : Board::diagonal(from, event.target);
        if (!Board::contains(event.target) || !direction)
            return RuleCheck::refused(suit == Suit::Clubs
                                          ? tr("A ♣ dodge moves across a side of the square.")
                                          : tr("A ♠ dodge moves across a corner of the square."));
        if (!isFree(state, event.target))
            return RuleCheck::refused(
                tr("%1 is taken by another player.").arg(Board::name(event.target)));
        return RuleCheck::ok();
    }
    // Interception (seed l.243–259): a standing player under the ball's path, black cards.
    if (pending.kind != PendingReaction::Kind::Pass || pending.team == team)
        return RuleCheck::refused(tr("An interception answers a pass by the opponent."));
    if (!Cards::isBlack(suit))
        return RuleCheck::refused(tr("An interception takes a black card."));
    if (event.player < 0 || event.player >= PlayersPerTeam)
        return RuleCheck::refused(tr("Choose one of your players."));
    const PlayerInPlay &p = player(state, {team, event.player});
    if (p.state != PlayerState::Standing)
        return RuleCheck::refused(tr("Only a standing player intercepts."));
    const Square from = player(state, {pending.team, pending.player}).square;
    const Square to = player(state, {pending.team, pending.target}).square;
    if (!Board::underTrajectory(from, to, p.square))
        return RuleCheck::refused(tr("%1 is not under the ball's path from %2 to %3.")
                                      .arg(playerName(setup, state, {team, event.player}),
                                           Board::name(from), Board::name(to)));
    return RuleCheck::ok();
}

QList<Event> Rules::legalActions(const GameSetup &setup, const GameState &state, int team,
                                 Suit suit)
{
    QList<Event> found;
    const bool reaction = state.stage == Stage::Reaction;
    const QList<Action> actions =
        reaction ? QList<Action>{Action::Dodge, Action::Intercept}
                 : QList<Action>{Action::Recover,    Action::GetUp,  Action::Move,
                                 Action::HeroicMove, Action::Attack, Action::Pass};
    for (const Action action : actions) {
        for (int i = 0; i < PlayersPerTeam; ++i) {
            const PlayerInPlay &p = state.teams[team].players[i];
            if (p.state == PlayerState::Removed || !p.square.isValid())
                continue;
            Event e;
            e.type = Event::Type::Play;
            e.action = action;
            e.player = i;
            if (action == Action::Recover || action == Action::GetUp ||
                action == Action::Intercept) {
                e.target = p.square;
                if (checkAction(setup, state, team, suit, e))
                    found.append(e);
                continue;
            }
            const int reach = action == Action::Pass ? Board::Columns : 1;
            for (int dx = -reach; dx <= reach; ++dx) {
                for (int dy = -reach; dy <= reach; ++dy) {
                    e.target = {p.square.x + dx, p.square.y + dy};
                    if (Board::contains(e.target) && checkAction(setup, state, team, suit, e))
                        found.append(e);
                }
            }
        }
    }
    return found;
}

bool Rules::reactionPossible(const GameState &state)
{
    const PendingReaction &pending = state.pending;
    if (pending.kind == PendingReaction::Kind::Attack) {
        const PlayerInPlay &p = player(state, {otherTeam(pending.team), pending.target});
        for (int dx = -1; dx <= 1; ++dx) {
            for (int dy = -1; dy <= 1; ++dy) {
                const Square to{p.square.x + dx, p.square.y + dy};
                const bool right = pending.diagonal ? Board::orthogonal(p.square, to)
                                                    : Board::diagonal(p.square, to);
                if (right && Board::contains(to) && isFree(state, to))
                    return true;
            }
        }
        return false;
    }
    if (pending.kind == PendingReaction::Kind::Pass) {
        const Square from = player(state, {pending.team, pending.player}).square;
        const Square to = player(state, {pending.team, pending.target}).square;
        for (const PlayerInPlay &p : state.teams[otherTeam(pending.team)].players) {
            if (p.state == PlayerState::Standing && Board::underTrajectory(from, to, p.square))
                return true;
        }
    }
    return false;
}

} // namespace dugout::bloodyball
