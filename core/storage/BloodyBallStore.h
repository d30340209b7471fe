#pragma once

#include "core/bloodyball/BloodyLeagueTable.h"

#include <QCoreApplication>

#include <optional>

namespace dugout {

class Database;

namespace bloodyball {
class Game;
}

// Bloody Ball's teams and finished games in the database (issue 20, part 5; migration 10).
// A game in progress stays in its own file (core/bloodyball/BloodyGameFile.h); once it is
// over, its result is kept here with the whole file, and the league table is computed from
// these results. Every write is one transaction (a savepoint inside a command's), and reads
// and writes fail the stores' one way (StoreFailure).
class BloodyBallStore
{
    Q_DECLARE_TR_FUNCTIONS(BloodyBallStore)

public:
    explicit BloodyBallStore(Database &database) : m_database(database) {}

    // Every stored team, by name.
    std::optional<QList<bloodyball::BloodyTeam>> teams(QString *error = nullptr) const;
    // The new team's id, or 0 with the reason (a bad team, a name already taken).
    qint64 addTeam(const bloodyball::BloodyTeam &team, QString *error = nullptr);

    // Keeps the result of a finished game between two stored teams, found by the game's team
    // names; the new result's id, or 0 with the reason (not over, a team not stored, this very
    // game already kept).
    qint64 recordGame(const bloodyball::Game &game, QString *error = nullptr);
    // Every kept result, oldest first.
    std::optional<QList<bloodyball::BloodyResult>> results(QString *error = nullptr) const;
    // The league table of every stored team.
    std::optional<QList<bloodyball::BloodyStanding>> table(QString *error = nullptr) const;

private:
    Database &m_database;
};

} // namespace dugout
