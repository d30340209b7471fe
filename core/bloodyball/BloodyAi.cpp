#include "BloodyAi.h"

#include <algorithm>

namespace dugout::bloodyball {

namespace {

// The chance a D6 test succeeds, with the Champion's re-roll when he acts.
double chance(const RollNeed &need, bool champion)
{
    if (need.certainSuccess())
        return 1.0;
    if (need.certainFailure())
        return 0.0;
    const double p = (7.0 - need.needed()) / 6.0;
    return champion ? 1.0 - (1.0 - p) * (1.0 - p) : p;
}

// Columns still to go before `team` scores from `s`.
int toGo(int team, Square s)
{
    return team == 0 ? Board::Columns - 1 - s.x : s.x;
}

bool isChampion(const Game &game, PlayerRef p)
{
    return game.setup().teams[p.team].champion == p.player;
}

PlayerRef carrier(const GameState &s)
{
    if (s.ball.where != BallState::Where::Carried)
        return {};
    return {s.ball.team, s.ball.player};
}

// The nearest standing player of `team` to `s` (a large number when none).
int nearest(const GameState &state, int team, Square s)
{
    int best = 99;
    for (const PlayerInPlay &p : state.teams[team].players)
        if (p.state == PlayerState::Standing)
            best = std::min(best, Board::distance(p.square, s));
    return best;
}

Square ballSquare(const GameState &s)
{
    if (s.ball.where == BallState::Where::Loose)
        return s.ball.square;
    if (const PlayerRef c = carrier(s); c.isValid())
        return Rules::player(s, c).square;
    return {};
}

} // namespace

QList<Event> Ai::options(const Game &game)
{
    const GameState &s = game.state();
    QList<Event> found;
    switch (s.stage) {
    case Stage::QuarterStart:
    case Stage::GameOver:
        break;
    case Stage::Placing: {
        Event e;
        e.type = Event::Type::Place;
        e.team = s.placingTeam;
        e.squares = Rules::standardLineup(e.team);
        found.append(e);
        break;
    }
    case Stage::GivingBall:
        for (int i = 0; i < Rules::PlayersPerTeam; ++i) {
            Event e;
            e.type = Event::Type::GiveBall;
            e.player = i;
            found.append(e);
        }
        break;
    case Stage::Deviation:
        for (int dx = -1; dx <= 1; ++dx) {
            for (int dy = -1; dy <= 1; ++dy) {
                Event e;
                e.type = Event::Type::Deviate;
                e.team = s.deviation.chooser;
                e.target = {s.deviation.at.x + dx, s.deviation.at.y + dy};
                if (Board::contains(e.target) && Board::adjacent(e.target, s.deviation.at) &&
                    e.target != s.deviation.from)
                    found.append(e);
            }
        }
        break;
    case Stage::Playing:
    case Stage::Reaction: {
        QList<int> cards = game.hand();
        if (game.setup().typedCards)
            cards = {-1};
        for (const int card : cards)
            found << game.legalPlays(card, Suit::Joker);
        if (s.stage == Stage::Reaction) {
            Event e;
            e.type = Event::Type::Decline;
            found.append(e);
        } else if (found.isEmpty() && !cards.isEmpty()) {
            Event e;
            e.type = Event::Type::Play;
            e.action = Action::Discard;
            e.card = cards.first();
            if (!game.setup().typedCards &&
                Cards::deck(game.setup().deck).value(e.card).suit == Suit::Joker)
                e.asSuit = Suit::Clubs;
            found.append(e);
        }
        break;
    }
    }
    return found;
}

Event Ai::random(const Game &game, quint32 pick)
{
    const QList<Event> all = options(game);
    if (all.isEmpty())
        return {};
    return all.at(int(pick % quint32(all.size())));
}

Event Ai::decide(const Game &game)
{
    const QList<Event> all = options(game);
    if (all.isEmpty())
        return {};
    const GameState &s = game.state();
    if (s.stage == Stage::GivingBall) {
        // The player furthest back and clear of the line carries the ball.
        Event best = all.first();
        int back = 99;
        const int team = game.attacker();
        for (const Event &e : all) {
            const int go = toGo(team, Rules::player(s, {team, e.player}).square);
            if (100 - go < back) {
                back = 100 - go;
                best = e;
            }
        }
        return best;
    }
    Event best = all.first();
    double bestScore = -1e9;
    for (const Event &e : all) {
        const double value = score(game, e);
        if (value > bestScore) {
            bestScore = value;
            best = e;
        }
    }
    return best;
}

double Ai::score(const Game &game, const Event &e)
{
    const GameState &s = game.state();
    const int team = game.actingTeam();
    const int enemy = Rules::otherTeam(team);
    const PlayerRef holder = carrier(s);
    const bool weHaveBall = holder.isValid() && holder.team == team;
    if (e.type == Event::Type::Deviate) {
        // Towards our standing players and away from theirs; a standing player catches.
        const PlayerRef there = Rules::playerAt(s, e.target);
        if (there.isValid() && Rules::player(s, there).state == PlayerState::Standing)
            return there.team == team ? 100 - toGo(team, e.target) : -100;
        return 10.0 * (nearest(s, enemy, e.target) - nearest(s, team, e.target)) -
               0.5 * toGo(team, e.target);
    }
    if (e.type == Event::Type::Decline)
        return 0.0;
    if (e.type != Event::Type::Play)
        return 0.0;
    const PlayerRef actor{team, e.player};
    const Suit suit = game.playedSuit(e);
    // A card spent is a card gone: keep a black card while our carrier stands engaged (to dodge).
    double cost = 0.0;
    if (weHaveBall && Cards::isBlack(suit) && e.action != Action::Dodge &&
        Rules::engagingOpponents(s, team, Rules::player(s, holder).square) > 0) {
        int black = 0;
        for (const int c : game.hand())
            black += Cards::isBlack(Cards::deck(game.setup().deck).value(c).suit) ? 1 : 0;
        if (black <= 1)
            cost = 6.0;
    }
    switch (e.action) {
    case Action::Discard:
        return -50.0;
    case Action::Recover:
        return 3.0 - cost;
    case Action::GetUp:
        return 6.0 - cost;
    case Action::Move:
    case Action::HeroicMove: {
        const PlayerInPlay &p = Rules::player(s, actor);
        const bool heroic = e.action == Action::HeroicMove;
        const double stay =
            heroic ? chance(Rules::heroicNeed(s, actor, e.target), isChampion(game, actor)) : 1.0;
        if (p.state == PlayerState::Down)
            return 4.0 * stay - cost;
        const bool isCarrier = holder == actor;
        const int engagedAfter = Rules::engagingOpponents(s, team, e.target);
        if (isCarrier) {
            if (Board::inScoringZone(team, e.target))
                return 1000.0 * stay;
            const double forward = toGo(team, p.square) - toGo(team, e.target);
            return (20.0 + 8.0 * forward - 6.0 * engagedAfter) * stay - 15.0 * (1 - stay) - cost;
        }
        // Others: to a loose ball, next to the enemy carrier, or ahead as a receiver.
        const Square ball = ballSquare(s);
        double value = 0.0;
        if (s.ball.where == BallState::Where::Loose && ball == e.target)
            value = 60.0;
        else if (ball.isValid())
            value = 3.0 * (Board::distance(p.square, ball) - Board::distance(e.target, ball));
        if (weHaveBall)
            value += 2.0 * (toGo(team, p.square) - toGo(team, e.target));
        value -= 1.5 * engagedAfter;
        return value * stay - 8.0 * (1 - stay) - cost;
    }
    case Action::Attack: {
        const PlayerRef target = Rules::playerAt(s, e.target);
        const PlayerInPlay &v = Rules::player(s, target);
        const double p = chance(Rules::attackNeed(s, actor, target), isChampion(game, actor));
        double prize = v.state == PlayerState::Standing ? 12.0 : 9.0;
        if (holder == target)
            prize = 45.0;
        if (isChampion(game, target))
            prize += 4.0;
        return p * prize - cost;
    }
    case Action::Pass: {
        const PlayerRef receiver = Rules::playerAt(s, e.target);
        const double p = chance(Rules::passNeed(s, actor, receiver),
                                isChampion(game, actor) || isChampion(game, receiver));
        const Square from = Rules::player(s, actor).square;
        if (Board::inScoringZone(team, e.target))
            return 900.0 * p;
        const double gain = toGo(team, from) - toGo(team, e.target);
        if (gain <= 1)
            return -5.0;
        const int engaged = Rules::engagingOpponents(s, team, e.target);
        return p * (10.0 + 6.0 * gain - 8.0 * engaged) - (1 - p) * 30.0;
    }
    case Action::Dodge: {
        // Worth it when the attack hit, or the carrier can get away forward.
        const PlayerInPlay &p = Rules::player(s, actor);
        const double keep = chance(Rules::dodgeNeed(s, actor, e.target), isChampion(game, actor));
        const bool hit = s.pending.succeeded;
        double value = hit ? 20.0 * keep - 5.0 : 2.0 * keep - 6.0 * (1 - keep);
        if (holder == actor) {
            value *= 2.5;
            if (Board::inScoringZone(team, e.target))
                value += 1000.0 * keep;
            value += 4.0 * (toGo(team, p.square) - toGo(team, e.target));
        }
        return value;
    }
    case Action::Intercept: {
        const double p = chance(Rules::interceptNeed(s, actor), isChampion(game, actor));
        return p * 60.0 - 2.0;
    }
    }
    return 0.0;
}

} // namespace dugout::bloodyball
