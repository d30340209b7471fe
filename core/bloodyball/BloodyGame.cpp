#include "BloodyGame.h"

#include "BloodyResolver.h"
#include "core/dice/Dice.h"

namespace dugout::bloodyball {

namespace {

// Answers every roll with a six: a dry run checks the rules, and no rule of legality reads
// a die.
class DryRunDice : public Dice
{
public:
    int roll(int sides, const QString &) override { return sides; }
};

} // namespace

Game::Game(GameSetup setup) : m_setup(std::move(setup))
{
    m_state.suitsPlayed = QList<int>(5, 0);
    m_start = m_state;
}

Game::Game(GameSetup setup, GameState start)
    : m_setup(std::move(setup)), m_start(std::move(start)), m_state(m_start)
{
    if (m_state.suitsPlayed.size() != 5)
        m_state.suitsPlayed = QList<int>(5, 0);
    m_start = m_state;
}

RuleCheck Game::checkSetup(const GameSetup &setup)
{
    if (setup.coaches != 2 && setup.coaches != 4)
        return RuleCheck::refused(tr("Bloody Ball is played by two coaches, or four in the "
                                     "four-coach variant."));
    for (const TeamSetup &team : setup.teams) {
        if (team.name.trimmed().isEmpty())
            return RuleCheck::refused(tr("Each team needs a name."));
        if (team.players.size() != Rules::PlayersPerTeam)
            return RuleCheck::refused(tr("%1 needs exactly five players.").arg(team.name));
        for (const QString &player : team.players) {
            if (player.trimmed().isEmpty())
                return RuleCheck::refused(tr("Every player of %1 needs a name.").arg(team.name));
        }
        if (team.champion < 0 || team.champion >= Rules::PlayersPerTeam)
            return RuleCheck::refused(tr("%1 needs a Champion.").arg(team.name));
    }
    return RuleCheck::ok();
}

std::optional<Game> Game::replay(const GameSetup &setup, const QList<Event> &events, QString *error)
{
    if (const RuleCheck ok = checkSetup(setup); !ok) {
        if (error)
            *error = ok.reason;
        return std::nullopt;
    }
    Game game(setup);
    for (int i = 0; i < events.size(); ++i) {
        if (const RuleCheck ok = game.apply(events.at(i)); !ok) {
            if (error)
                *error = tr("Event %1: %2").arg(QString::number(i + 1), ok.reason);
            return std::nullopt;
        }
    }
    return game;
}

RuleCheck Game::apply(Event event, Dice *dice)
{
    GameState state = m_state;
    QStringList log;
    const RuleCheck result = Resolver(m_setup, state, log, event, dice).run();
    if (!result)
        return result;
    m_state = std::move(state);
    m_log << log;
    m_events.append(std::move(event));
    return result;
}

RuleCheck Game::check(const Event &event) const
{
    GameState state = m_state;
    QStringList log;
    Event copy = event;
    DryRunDice dice;
    return Resolver(m_setup, state, log, copy, &dice).run();
}

void Game::undo()
{
    if (m_events.isEmpty())
        return;
    QList<Event> events = m_events;
    events.removeLast();
    Game again(m_setup, m_start);
    for (const Event &e : events)
        again.apply(e);
    *this = std::move(again);
}

Event Game::shuffle(Dice &dice) const
{
    Event e;
    e.type = Event::Type::StartQuarter;
    if (!m_setup.typedCards) {
        const int size = Cards::deckSize(m_setup.deck);
        for (int i = 0; i < size; ++i)
            e.deckOrder.append(i);
        for (int i = size - 1; i > 0; --i) {
            const int j = dice.roll(i + 1, QStringLiteral("bloodyball.shuffle")) - 1;
            e.deckOrder.swapItemsAt(i, std::clamp(j, 0, i));
        }
    }
    if (m_state.quarter == 0)
        e.firstSeat =
            std::clamp(dice.roll(seats(), QStringLiteral("bloodyball.first")), 1, seats()) - 1;
    return e;
}

int Game::actingTeam() const
{
    switch (m_state.stage) {
    case Stage::Placing:
        return m_state.placingTeam;
    case Stage::GivingBall:
        return attacker();
    case Stage::Playing:
    case Stage::Reaction:
        return Rules::seatTeam(m_state.seatToPlay);
    case Stage::Deviation:
        return m_state.deviation.chooser;
    case Stage::QuarterStart:
    case Stage::GameOver:
        break;
    }
    return -1;
}

QList<int> Game::hand() const
{
    if (m_state.seatToPlay < 0 || m_state.seatToPlay >= m_state.hands.size())
        return {};
    return m_state.hands.at(m_state.seatToPlay);
}

Suit Game::playedSuit(const Event &play) const
{
    Suit suit = play.suit;
    if (!m_setup.typedCards && play.card >= 0)
        suit = Cards::deck(m_setup.deck).value(play.card).suit;
    return suit == Suit::Joker ? play.asSuit : suit;
}

QList<Event> Game::legalPlays(int card, Suit suit) const
{
    if (m_state.stage != Stage::Playing && m_state.stage != Stage::Reaction)
        return {};
    const Suit cardSuit = m_setup.typedCards ? suit : Cards::deck(m_setup.deck).value(card).suit;
    const QList<Suit> suits = cardSuit == Suit::Joker ? QList<Suit>{Suit::Clubs, Suit::Spades,
                                                                    Suit::Diamonds, Suit::Hearts}
                                                      : QList<Suit>{cardSuit};
    QList<Event> plays;
    const int team = Rules::seatTeam(m_state.seatToPlay);
    for (const Suit s : suits) {
        for (Event e : Rules::legalActions(m_setup, m_state, team, s)) {
            e.card = m_setup.typedCards ? -1 : card;
            e.suit = cardSuit;
            e.asSuit = cardSuit == Suit::Joker ? s : Suit::Joker;
            plays.append(e);
        }
    }
    return plays;
}

bool Game::canPlayAnything() const
{
    for (const int card : hand()) {
        if (!legalPlays(card).isEmpty())
            return true;
    }
    return false;
}

int Game::winner() const
{
    const int a = m_state.teams[0].touchdowns;
    const int b = m_state.teams[1].touchdowns;
    return a == b ? -1 : (a > b ? 0 : 1);
}

} // namespace dugout::bloodyball
