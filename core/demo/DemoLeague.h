#pragma once

#include <QCoreApplication>

namespace dugout {

class Database;
class RandomDice;
class Ruleset;
struct League;

// The demo league a new user can open from the welcome page: eight teams of different
// rosters built within 1,000,000 gold, a single round robin, and its first four rounds
// played through the real post-match sequence with seeded dice (so every demo is the same),
// advancement rolls taken. Everything goes through the same rules and stores as a real league.
class DemoLeague
{
    Q_DECLARE_TR_FUNCTIONS(DemoLeague)

public:
    static constexpr int RoundsPlayed = 4;

    // How big a league to make. The defaults are the demo; the benchmarks' big database
    // (tests/bench/make_big_database) asks for more teams, whole seasons and other seeds, so
    // that it is built through exactly the same rules and stores as the demo.
    struct Shape
    {
        QString name;                    // empty: the demo's name
        int teams = 8;                   // the eight demo rosters, taken again in turn past eight
        int seasons = 1;                 // each a single round robin of every team
        int roundsPlayed = RoundsPlayed; // per season; past the last round means every fixture
        quint32 seed = 2026;
        // The demo appears whole or not at all; a big league is recorded as a commissioner
        // would, a transaction per result, so no single transaction grows with the league.
        bool oneTransaction = true;
    };

    // Adds the demo league to `database` in one transaction; returns its id, or 0 with `error`
    // and nothing added.
    static qint64 create(Database &database, const Ruleset &rules, QString *error);
    static qint64 create(Database &database, const Ruleset &rules, const Shape &shape,
                         QString *error);

private:
    // Season `number` (1-based) of every team of `league`, its first `roundsPlayed` rounds
    // played and their advancement rolls taken.
    static bool playSeason(Database &database, const Ruleset &rules, const League &league,
                           int number, int roundsPlayed, RandomDice &dice, QString *error);
};

} // namespace dugout
