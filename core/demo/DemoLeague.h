#pragma once

#include <QCoreApplication>

namespace dugout {

class Database;
class Ruleset;

// The demo league a new user can open from the welcome page: eight teams of different
// rosters built within 1,000,000 gold, a single round robin, and its first four rounds
// played through the real post-match sequence with seeded dice (so every demo is the same),
// advancement rolls taken. Everything goes through the same rules and stores as a real league.
class DemoLeague
{
    Q_DECLARE_TR_FUNCTIONS(DemoLeague)

public:
    static constexpr int RoundsPlayed = 4;

    // Adds the demo league to `database` in one transaction; returns its id, or 0 with `error`
    // and nothing added.
    static qint64 create(Database &database, const Ruleset &rules, QString *error);
};

} // namespace dugout
