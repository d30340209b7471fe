#include "Team.h"

namespace dugout {

QList<const Player *> Team::activePlayers() const
{
    QList<const Player *> active;
    for (const Player &player : players) {
        if (player.isActive())
            active << &player;
    }
    return active;
}

Player *Team::playerById(qint64 playerId)
{
    for (Player &player : players) {
        if (player.id == playerId)
            return &player;
    }
    return nullptr;
}

const Player *Team::playerByNumber(int number) const
{
    for (const Player &player : players) {
        if (player.isActive() && player.number == number)
            return &player;
    }
    return nullptr;
}

int Team::nextFreeNumber() const
{
    for (int number = 1; number <= 16; ++number) {
        if (!playerByNumber(number))
            return number;
    }
    return 0;
}

qint64 Team::ledgerBalance() const
{
    qint64 balance = 0;
    for (const LedgerEntry &entry : ledger)
        balance += entry.amount;
    return balance;
}

} // namespace dugout
