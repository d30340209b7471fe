#include "DemoMatch.h"

#include "core/dice/Dice.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QList<int> availableNumbers(const Team &team)
{
    QList<int> numbers;
    for (const Player &player : team.players) {
        if (player.isAvailable())
            numbers << player.number;
    }
    return numbers;
}

PlayerMatchEvents &eventsFor(TeamMatchRecord &record, int number)
{
    for (PlayerMatchEvents &events : record.players) {
        if (events.number == number)
            return events;
    }
    record.players << PlayerMatchEvents{number, 0, 0, 0, 0};
    return record.players.last();
}

// A D6 read as a Blood Bowl score: mostly 0 to 2, sometimes 3.
int score(Dice &dice)
{
    static const int byRoll[] = {0, 0, 1, 1, 2, 3};
    return byRoll[dice.roll(6, {}) - 1];
}

} // namespace

MatchRecord DemoMatch::play(const Team &home, const Team &away, Dice &dice)
{
    MatchRecord record;
    record.home.teamId = home.id;
    record.away.teamId = away.id;
    const QList<int> numbers[2] = {availableNumbers(home), availableNumbers(away)};
    auto pick = [&dice](const QList<int> &from) {
        return from.at(dice.roll(int(from.size()), {}) - 1);
    };
    for (int side = 0; side < 2; ++side) {
        TeamMatchRecord &mine = side == 0 ? record.home : record.away;
        mine.score = score(dice);
        for (int td = 0; td < mine.score; ++td) {
            ++eventsFor(mine, pick(numbers[side])).touchdowns;
            if (dice.roll(2, {}) == 1) // half the touchdowns come from a pass
                ++eventsFor(mine, pick(numbers[side])).completions;
        }
        if (dice.roll(6, {}) == 6)
            ++eventsFor(mine, pick(numbers[side])).interceptions;
    }
    for (int side = 0; side < 2; ++side) {
        TeamMatchRecord &hurt = side == 0 ? record.home : record.away;
        TeamMatchRecord &hitter = side == 0 ? record.away : record.home;
        const int roll = dice.roll(6, {});
        const int casualties = roll <= 3 ? 0 : roll <= 5 ? 1 : 2;
        QList<int> candidates = numbers[side];
        for (int i = 0; i < casualties && !candidates.isEmpty(); ++i) {
            const int number = candidates.takeAt(dice.roll(int(candidates.size()), {}) - 1);
            hurt.casualties << CasualtyRecord{number, {}, {}, false, {}, {}};
            if (dice.roll(3, {}) > 1) // most casualties come from blocks and earn SPP
                ++eventsFor(hitter, pick(numbers[1 - side])).casualties;
        }
    }
    return record;
}

} // namespace dugout
