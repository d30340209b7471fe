#include "BloodyResolver.h"

#include "core/dice/Dice.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout::bloodyball {

RuleCheck Resolver::run()
{
    if (m_s.stage == Stage::GameOver)
        return RuleCheck::refused(tr("The game is over: four quarters were played."));
    RuleCheck result;
    switch (m_event.type) {
    case Event::Type::StartQuarter:
        result = startQuarter();
        break;
    case Event::Type::Place:
        result = place();
        break;
    case Event::Type::GiveBall:
        result = giveBall();
        break;
    case Event::Type::Play:
        result = play();
        break;
    case Event::Type::Decline:
        result = decline();
        break;
    case Event::Type::Deviate:
        result = deviate();
        break;
    }
    if (!result)
        return result;
    if (!m_error.isEmpty())
        return RuleCheck::refused(m_error);
    if (m_nextDie < m_event.dice.size())
        return RuleCheck::refused(tr("The event carries %n dice more than it needs.", nullptr,
                                     int(m_event.dice.size()) - m_nextDie));
    return RuleCheck::ok();
}

RuleCheck Resolver::startQuarter()
{
    if (m_s.stage != Stage::QuarterStart)
        return RuleCheck::refused(tr("The quarter is still being played."));
    if (m_s.quarter == 0) {
        if (m_event.firstSeat < 0 || m_event.firstSeat >= seats())
            return RuleCheck::refused(tr("Draw the coach who starts the first quarter."));
        m_s.firstSeat = m_event.firstSeat;
    } else if (m_event.firstSeat >= 0) {
        return RuleCheck::refused(
            tr("Only the first quarter's starter is drawn; the others follow in turn."));
    }
    // Seed l.117: the whole deck is shuffled again, the last quarter's discard included.
    const int size = Cards::deckSize(m_setup.deck);
    if (m_setup.typedCards) {
        if (!m_event.deckOrder.isEmpty())
            return RuleCheck::refused(tr("With real cards Dugout does not know the deck order."));
    } else {
        QList<int> sorted = m_event.deckOrder;
        std::sort(sorted.begin(), sorted.end());
        bool permutation = sorted.size() == size;
        for (int i = 0; permutation && i < size; ++i)
            permutation = sorted.at(i) == i;
        if (!permutation)
            return RuleCheck::refused(
                tr("The shuffled deck must hold each of the %1 cards once.").arg(size));
    }
    ++m_s.quarter;
    m_s.phase = 0;
    m_s.deck = m_event.deckOrder;
    m_s.deckLeft = size;
    m_s.discard.clear();
    m_s.suitsPlayed = QList<int>(5, 0);
    m_s.hands = QList<QList<int>>(seats());
    m_s.handCounts = QList<int>(seats(), 0);
    m_s.pending = {};
    m_s.ball = {};
    // Substitutes replace the removed between quarters (seed l.43, l.119); the Champion
    // comes back himself (l.345).
    for (int t = 0; t < 2; ++t) {
        for (int i = 0; i < Rules::PlayersPerTeam; ++i) {
            PlayerInPlay &p = m_s.teams[t].players[i];
            if (p.state == PlayerState::Removed && i != m_setup.teams[t].champion)
                ++p.substitutions;
            p.state = PlayerState::Standing;
            p.square = {};
        }
    }
    const int attacking = Rules::attacker(m_setup, m_s);
    m_s.quarters.append({attacking, -1});
    m_s.placingTeam = attacking;
    m_s.stage = Stage::Placing;
    m_log << tr("Quarter %1: %2 attack.").arg(m_s.quarter).arg(teamName(attacking));
    return RuleCheck::ok();
}

RuleCheck Resolver::place()
{
    if (m_s.stage != Stage::Placing)
        return RuleCheck::refused(tr("Players are set up only at the start of a quarter."));
    if (m_event.team != m_s.placingTeam)
        return RuleCheck::refused(tr("%1 set up first: the attacking team places, then the "
                                     "defending team.")
                                      .arg(teamName(m_s.placingTeam)));
    const int team = m_event.team;
    if (m_event.squares.size() != Rules::PlayersPerTeam)
        return RuleCheck::refused(tr("Place all five players."));
    int onLine = 0;
    for (int i = 0; i < Rules::PlayersPerTeam; ++i) {
        const Square s = m_event.squares.at(i);
        if (!Board::inOwnHalf(team, s))
            return RuleCheck::refused(tr("%1 is not in the team's own half.").arg(Board::name(s)));
        if (m_event.squares.indexOf(s) != i)
            return RuleCheck::refused(tr("Two players on %1.").arg(Board::name(s)));
        onLine += Board::againstHalfwayLine(team, s) ? 1 : 0;
    }
    if (onLine < 3)
        return RuleCheck::refused(
            tr("At least three players stand against the half-way line (%1 do).").arg(onLine));
    for (int i = 0; i < Rules::PlayersPerTeam; ++i)
        m_s.teams[team].players[i].square = m_event.squares.at(i);
    m_log << tr("%1 set up.").arg(teamName(team));
    if (team == Rules::attacker(m_setup, m_s)) {
        m_s.placingTeam = Rules::otherTeam(team);
    } else {
        m_s.placingTeam = -1;
        m_s.stage = Stage::GivingBall;
    }
    return RuleCheck::ok();
}

RuleCheck Resolver::giveBall()
{
    if (m_s.stage != Stage::GivingBall)
        return RuleCheck::refused(tr("The ball is handed out once both teams are set up."));
    const int team = Rules::attacker(m_setup, m_s);
    if (m_event.team >= 0 && m_event.team != team)
        return RuleCheck::refused(tr("The attacking team, %1, gets the ball.").arg(teamName(team)));
    if (m_event.player < 0 || m_event.player >= Rules::PlayersPerTeam)
        return RuleCheck::refused(tr("Choose one of the attacking team's players."));
    m_s.ball = {BallState::Where::Carried, team, m_event.player, {}};
    m_log << tr("%1 takes the ball.").arg(name({team, m_event.player}));
    startPhase();
    return RuleCheck::ok();
}

RuleCheck Resolver::takeCard(int seat, Suit *played, Suit *effective)
{
    if (m_setup.typedCards) {
        if (m_event.card >= 0)
            return RuleCheck::refused(tr("With real cards, type the suit of the card played."));
        *played = m_event.suit;
        const int inDeck = Cards::count(m_setup.deck, *played);
        if (inDeck == 0)
            return RuleCheck::refused(tr("This deck has no jokers."));
        if (m_s.suitsPlayed.at(int(*played)) >= inDeck)
            return RuleCheck::refused(tr("All %1 cards of %2 were already played this quarter.")
                                          .arg(inDeck)
                                          .arg(Cards::suitName(*played)));
    } else {
        if (!m_s.hands.at(seat).contains(m_event.card))
            return RuleCheck::refused(tr("That card is not in the hand of the coach to play."));
        *played = Cards::deck(m_setup.deck).at(m_event.card).suit;
    }
    *effective = *played;
    if (*played == Suit::Joker) {
        // Seed l.105: a joker is the suit its player names.
        if (m_event.asSuit == Suit::Joker)
            return RuleCheck::refused(tr("Say which suit the joker stands for."));
        *effective = m_event.asSuit;
    }
    return RuleCheck::ok();
}

RuleCheck Resolver::play()
{
    if (m_s.stage != Stage::Playing && m_s.stage != Stage::Reaction)
        return RuleCheck::refused(tr("No card is played now."));
    const int seat = m_s.seatToPlay;
    const int team = Rules::seatTeam(seat);
    const bool reaction = m_s.stage == Stage::Reaction;
    const bool reactionCard =
        m_event.action == Action::Dodge || m_event.action == Action::Intercept;
    if (reaction && !reactionCard)
        return RuleCheck::refused(
            tr("%1 may react to the last action first: dodge, intercept, or decline.")
                .arg(teamName(team)));
    if (!reaction && reactionCard)
        return RuleCheck::refused(tr("Dodges and interceptions are reactions: they answer an "
                                     "opponent's attack or pass."));
    Suit played = Suit::Joker;
    Suit suit = Suit::Joker;
    if (const RuleCheck card = takeCard(seat, &played, &suit); !card)
        return card;
    if (const RuleCheck allowed = Rules::checkAction(m_setup, m_s, team, suit, m_event); !allowed)
        return allowed;
    if (m_event.action == Action::Discard) {
        // A card is played for nothing only when no action can use it.
        const QList<Suit> suits = played == Suit::Joker ? QList<Suit>{Suit::Clubs, Suit::Spades,
                                                                      Suit::Diamonds, Suit::Hearts}
                                                        : QList<Suit>{suit};
        for (const Suit s : suits) {
            if (!Rules::legalActions(m_setup, m_s, team, s).isEmpty())
                return RuleCheck::refused(
                    tr("This card can still be used; a card is discarded only when no action "
                       "can use it."));
        }
    }
    // The card leaves the hand whatever the action's result.
    if (!m_setup.typedCards) {
        m_s.hands[seat].removeOne(m_event.card);
        m_s.discard.append(m_event.card);
    }
    --m_s.handCounts[seat];
    ++m_s.suitsPlayed[int(played)];
    const QString card =
        played == Suit::Joker
            ? tr("joker as %1").arg(Cards::symbol(suit))
            : (m_setup.typedCards ? Cards::symbol(played)
                                  : Cards::name(Cards::deck(m_setup.deck).at(m_event.card)));
    if (m_event.action == Action::Discard) {
        m_log << tr("%1 discards %2: no action can use it.").arg(teamName(team), card);
        m_s.seatToPlay = (seat + 1) % seats();
        settle();
        return RuleCheck::ok();
    }
    m_log << tr("%1 plays %2.").arg(teamName(team), card);
    if (reaction) {
        resolveReaction({team, m_event.player}, suit);
    } else {
        m_s.seatToPlay = (seat + 1) % seats();
        resolveAction({team, m_event.player}, suit);
    }
    return RuleCheck::ok();
}

void Resolver::resolveAction(PlayerRef actor, Suit suit)
{
    PlayerInPlay &p = m_s.teams[actor.team].players[actor.player];
    const QString who = name(actor);
    switch (m_event.action) {
    case Action::Recover:
        p.state = PlayerState::Down;
        m_log << tr("%1 recovers his senses and lies on the ground.").arg(who);
        break;
    case Action::GetUp:
        p.state = PlayerState::Standing;
        m_log << tr("%1 gets up.").arg(who);
        break;
    case Action::Move:
        p.square = m_event.target;
        m_log << tr("%1 moves to %2.").arg(who, Board::name(p.square));
        pickUp(actor);
        break;
    case Action::HeroicMove: {
        const RollNeed need = Rules::heroicNeed(m_s, actor, m_event.target);
        if (p.state == PlayerState::Down) {
            if (test(need, actor.player == m_setup.teams[actor.team].champion,
                     tr("%1 tries to stand up heroically").arg(who))) {
                p.state = PlayerState::Standing;
                m_log << tr("%1 is up.").arg(who);
            } else {
                m_log << tr("%1 falls back to the ground.").arg(who);
            }
            break;
        }
        const bool carrying = Rules::carries(m_s, actor);
        p.square = m_event.target;
        m_log << tr("%1 makes a heroic move to %2.").arg(who, Board::name(p.square));
        if (test(need, actor.player == m_setup.teams[actor.team].champion,
                 tr("%1's heroic move").arg(who))) {
            pickUp(actor);
            break;
        }
        p.state = PlayerState::Down;
        m_log << tr("%1 falls.").arg(who);
        // Seed l.304–305: falling with the ball, or on the square where it lies, loses it.
        const bool ballHere =
            m_s.ball.where == BallState::Where::Loose && m_s.ball.square == p.square;
        if (carrying || ballHere)
            loseBall(actor.team, p.square);
        break;
    }
    case Action::Attack: {
        const PlayerRef victim = Rules::playerAt(m_s, m_event.target);
        PlayerInPlay &v = m_s.teams[victim.team].players[victim.player];
        const RollNeed need = Rules::attackNeed(m_s, actor, victim);
        const bool hit = test(need, actor.player == m_setup.teams[actor.team].champion,
                              tr("%1 attacks %2").arg(who, name(victim)));
        if (v.state != PlayerState::Standing) {
            // Seed l.192: a player on the ground or KO is removed from play.
            if (hit) {
                v.state = PlayerState::Removed;
                v.square = {};
                m_log << tr("%1 is removed from play.").arg(name(victim));
            } else {
                m_log << tr("The attack fails.");
            }
            break;
        }
        if (!hit)
            m_log << tr("The attack fails.");
        // The standing target is KO unless he dodges (seed l.190, l.225).
        openReaction({PendingReaction::Kind::Attack, actor.team, actor.player, victim.player,
                      suit == Suit::Hearts, hit});
        break;
    }
    case Action::Pass: {
        const PlayerRef receiver = Rules::playerAt(m_s, m_event.target);
        const RollNeed need = Rules::passNeed(m_s, actor, receiver);
        const int champion = m_setup.teams[actor.team].champion;
        const bool caught = test(need, actor.player == champion || receiver.player == champion,
                                 tr("%1 passes to %2").arg(who, name(receiver)));
        m_s.ball = {BallState::Where::InFlight, -1, -1, {}};
        openReaction({PendingReaction::Kind::Pass, actor.team, actor.player, receiver.player, false,
                      caught});
        break;
    }
    case Action::Dodge:
    case Action::Intercept:
    case Action::Discard:
        break;
    }
    settle();
}

void Resolver::resolveReaction(PlayerRef actor, Suit suit)
{
    Q_UNUSED(suit);
    const QString who = name(actor);
    const PendingReaction pending = m_s.pending;
    m_s.pending = {};
    m_s.stage = Stage::Playing;
    m_s.seatToPlay = (m_s.seatToPlay + 1) % seats();
    if (m_event.action == Action::Dodge) {
        PlayerInPlay &p = m_s.teams[actor.team].players[actor.player];
        const bool carrying = Rules::carries(m_s, actor);
        const RollNeed need = Rules::dodgeNeed(m_s, actor, m_event.target);
        p.square = m_event.target;
        m_log << tr("%1 dodges to %2.").arg(who, Board::name(p.square));
        if (test(need, actor.player == m_setup.teams[actor.team].champion,
                 tr("%1's dodge").arg(who))) {
            m_log << tr("%1 stays on his feet.").arg(who);
            pickUp(actor);
        } else {
            // Seed l.237: KO on the square he reached.
            p.state = PlayerState::KO;
            m_log << tr("%1 is KO.").arg(who);
            const bool ballHere =
                m_s.ball.where == BallState::Where::Loose && m_s.ball.square == p.square;
            if (carrying || ballHere)
                loseBall(actor.team, p.square);
        }
    } else {
        const RollNeed need = Rules::interceptNeed(m_s, actor);
        if (test(need, actor.player == m_setup.teams[actor.team].champion,
                 tr("%1 tries to intercept").arg(who))) {
            m_s.ball = {BallState::Where::Carried, actor.team, actor.player, {}};
            m_log << tr("%1 intercepts the ball.").arg(who);
        } else {
            m_log << tr("The interception fails.");
            m_s.pending = pending;
            completePass();
            m_s.pending = {};
        }
    }
    settle();
}

void Resolver::openReaction(const PendingReaction &pending)
{
    m_s.pending = pending;
    m_s.stage = Stage::Reaction;
    // The next coach round the table may react (seed l.219, l.366); with no card left in the
    // phase, or nowhere to dodge to and nobody under the pass, nobody can.
    if (m_s.handCounts.at(m_s.seatToPlay) == 0 || !Rules::reactionPossible(m_s)) {
        m_log << tr("No reaction is possible.");
        closeReaction();
    }
}

void Resolver::closeReaction()
{
    const PendingReaction pending = m_s.pending;
    m_s.stage = Stage::Playing;
    if (pending.kind == PendingReaction::Kind::Attack && pending.succeeded) {
        const PlayerRef victim{Rules::otherTeam(pending.team), pending.target};
        PlayerInPlay &v = m_s.teams[victim.team].players[victim.player];
        const bool carrying = Rules::carries(m_s, victim);
        v.state = PlayerState::KO;
        m_log << tr("%1 is KO.").arg(name(victim));
        if (carrying)
            loseBall(victim.team, v.square);
    } else if (pending.kind == PendingReaction::Kind::Pass) {
        completePass();
    }
    m_s.pending = {};
}

void Resolver::completePass()
{
    // Seed l.207–209, l.259, l.308: the receiver catches a good pass; a bad one is his loss.
    const PendingReaction &pass = m_s.pending;
    const PlayerRef receiver{pass.team, pass.target};
    if (pass.succeeded) {
        m_s.ball = {BallState::Where::Carried, receiver.team, receiver.player, {}};
        m_log << tr("%1 catches the ball.").arg(name(receiver));
    } else {
        m_log << tr("The pass misses %1.").arg(name(receiver));
        loseBall(receiver.team, Rules::player(m_s, receiver).square);
    }
}

RuleCheck Resolver::decline()
{
    if (m_s.stage != Stage::Reaction)
        return RuleCheck::refused(tr("There is nothing to react to."));
    m_log << tr("%1 does not react.").arg(teamName(Rules::seatTeam(m_s.seatToPlay)));
    closeReaction();
    settle();
    return RuleCheck::ok();
}

void Resolver::pickUp(PlayerRef p)
{
    const PlayerInPlay &player = Rules::player(m_s, p);
    if (m_s.ball.where == BallState::Where::Loose && m_s.ball.square == player.square &&
        player.state == PlayerState::Standing) {
        m_s.ball = {BallState::Where::Carried, p.team, p.player, {}};
        m_log << tr("%1 picks up the ball.").arg(name(p));
    }
}

void Resolver::loseBall(int team, Square at)
{
    m_s.ball = {BallState::Where::Loose, -1, -1, at};
    m_s.deviation = {team, team, at, {}, 0};
    m_s.stage = Stage::Deviation;
    m_log << tr("The ball is lost on %1; %2 choose where it goes first.")
                 .arg(Board::name(at), teamName(team));
}

RuleCheck Resolver::deviate()
{
    if (m_s.stage != Stage::Deviation)
        return RuleCheck::refused(tr("The ball is not bouncing."));
    DeviationState &d = m_s.deviation;
    if (m_event.team != d.chooser)
        return RuleCheck::refused(tr("%1 choose where the ball goes.").arg(teamName(d.chooser)));
    if (!Board::contains(m_event.target) || !Board::adjacent(d.at, m_event.target))
        return RuleCheck::refused(
            tr("The ball moves to a square next to %1.").arg(Board::name(d.at)));
    if (m_event.target == d.from)
        return RuleCheck::refused(tr("The ball never goes back to the square it came from."));
    d.from = d.at;
    d.at = m_event.target;
    ++d.steps;
    m_s.ball.square = d.at;
    const PlayerRef there = Rules::playerAt(m_s, d.at);
    m_log << tr("The ball goes to %1.").arg(Board::name(d.at));
    const PlayerState state =
        there.isValid() ? Rules::player(m_s, there).state : PlayerState::Removed;
    if (there.isValid() && state == PlayerState::Standing) {
        // Seed l.314, 318: a standing player takes it, whatever his team.
        m_s.ball = {BallState::Where::Carried, there.team, there.player, {}};
        m_log << tr("%1 takes the ball.").arg(name(there));
    } else if (d.steps == 1) {
        // Seed l.316: the second square is the other team's choice.
        d.chooser = Rules::otherTeam(d.lostBy);
        return RuleCheck::ok();
    } else if (there.isValid()) {
        // Seed l.320–321: on a player on the ground his own team moves it on; on a KO
        // player, his opponents do.
        d.chooser = state == PlayerState::Down ? there.team : Rules::otherTeam(there.team);
        return RuleCheck::ok();
    }
    m_s.deviation = {};
    m_s.stage = Stage::Playing;
    settle();
    return RuleCheck::ok();
}

void Resolver::startPhase()
{
    // Seed l.125–140: four phases of six cards a team; a phase that cannot be dealt in full
    // means the quarter is over.
    // With dealt cards the deck itself says how many are left.
    const int left = m_setup.typedCards ? m_s.deckLeft : int(m_s.deck.size());
    if (m_s.phase >= Rules::PhasesPerQuarter || left < Rules::CardsPerPhase) {
        m_log << tr("End of quarter %1: the phases are played.").arg(m_s.quarter);
        endQuarter(-1);
        return;
    }
    ++m_s.phase;
    const int starter = Rules::starterSeat(m_setup, m_s);
    const int each = Rules::CardsPerPhase / seats();
    // Dealt one at a time round the table from the coach who starts.
    for (int round = 0; round < each; ++round) {
        for (int k = 0; k < seats(); ++k) {
            const int seat = (starter + k) % seats();
            if (!m_setup.typedCards)
                m_s.hands[seat].append(m_s.deck.takeFirst());
        }
    }
    for (int seat = 0; seat < seats(); ++seat)
        m_s.handCounts[seat] = each;
    m_s.deckLeft -= Rules::CardsPerPhase;
    m_s.seatToPlay = starter;
    m_s.stage = Stage::Playing;
    m_log << tr("Action phase %1: %n cards for each coach.", nullptr, each).arg(m_s.phase);
}

void Resolver::endQuarter(int scorer)
{
    m_s.quarters.last().scorer = scorer;
    if (scorer >= 0)
        ++m_s.teams[scorer].touchdowns;
    m_s.pending = {};
    m_s.deviation = {};
    m_s.handCounts = QList<int>(seats(), 0);
    m_s.hands = QList<QList<int>>(seats());
    if (m_s.quarter >= Rules::Quarters) {
        m_s.stage = Stage::GameOver;
        m_log << tr("The game is over: %1 %2, %3 %4.")
                     .arg(teamName(0), QString::number(m_s.teams[0].touchdowns), teamName(1),
                          QString::number(m_s.teams[1].touchdowns));
    } else {
        m_s.stage = Stage::QuarterStart;
    }
}

void Resolver::settle()
{
    if (m_s.stage == Stage::Reaction || m_s.stage == Stage::Deviation ||
        m_s.stage == Stage::GameOver || m_s.stage == Stage::QuarterStart)
        return;
    // Seed l.287: a standing carrier in the opponent's zone at the end of an action scores.
    if (m_s.ball.where == BallState::Where::Carried) {
        const PlayerRef carrier{m_s.ball.team, m_s.ball.player};
        const PlayerInPlay &p = Rules::player(m_s, carrier);
        if (p.state == PlayerState::Standing && Board::inScoringZone(carrier.team, p.square)) {
            m_log << tr("Touchdown! %1 scores for %2.").arg(name(carrier), teamName(carrier.team));
            endQuarter(carrier.team);
            return;
        }
    }
    m_s.stage = Stage::Playing;
    if (m_s.handCounts.at(m_s.seatToPlay) == 0)
        startPhase();
}

bool Resolver::test(const RollNeed &need, bool champion, const QString &what)
{
    QStringList mods;
    for (const Modifier &m : need.modifiers)
        mods << (m.value > 0 ? u"+%1 "_s : u"%1 "_s).arg(m.value) + m.reason;
    const QString why = mods.isEmpty() ? QString() : u" ("_s + mods.join(u", "_s) + u')';
    if (need.certainSuccess()) {
        m_log << tr("%1: succeeds without a roll%2.").arg(what, why);
        return true;
    }
    if (need.certainFailure()) {
        m_log << tr("%1: would need %2+, it cannot succeed%3.")
                     .arg(what, QString::number(need.needed()), why);
        return false;
    }
    const std::optional<int> first = die(u"bloodyball"_s);
    if (!first)
        return false;
    bool success = *first >= need.needed();
    m_log << tr("%1: %2+ needed%3, rolled %4.")
                 .arg(what, QString::number(need.needed()), why, QString::number(*first));
    if (!success && champion) {
        // Seed l.335: the Champion re-rolls his own dice once. A re-roll of a failure can only
        // help his side, so Dugout always takes it.
        const std::optional<int> second = die(u"bloodyball.champion"_s);
        if (!second)
            return false;
        success = *second >= need.needed();
        m_log << tr("The Champion re-rolls: %1.").arg(*second);
    }
    return success;
}

std::optional<int> Resolver::die(const QString &purpose)
{
    if (!m_error.isEmpty())
        return std::nullopt;
    int value = 0;
    if (m_nextDie < m_event.dice.size()) {
        value = m_event.dice.at(m_nextDie);
    } else if (m_dice) {
        value = m_dice->roll(6, purpose);
        m_event.dice.append(value);
    } else {
        m_error = tr("A die is missing: the action needs die number %1.").arg(m_nextDie + 1);
        return std::nullopt;
    }
    ++m_nextDie;
    if (!Dice::isValid(value, 6)) {
        m_error = tr("A D6 shows 1 to 6, not %1.").arg(value);
        return std::nullopt;
    }
    return value;
}

} // namespace dugout::bloodyball
