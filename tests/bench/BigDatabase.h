#pragma once

#include <QString>

namespace dugout::bench {

// The shape of a big database (issue 18): `leagues` demo-like leagues of `teams` teams, each
// playing `seasons` single round robins to the last fixture. The defaults are the reference
// database: 72 leagues of 8 teams, 576 teams and 2,016 recorded matches.
struct BigDatabaseShape
{
    int leagues = 72;
    int teams = 8;
    int seasons = 1;
    quint32 seed = 1;
};

// Builds big databases through the real stores and the real post-match sequence
// (DemoLeague with seeded dice), so the same shape and seed always give the same leagues,
// teams and results, whoever builds them.
class BigDatabase
{
public:
    // Writes a new database at `path` (which must not exist); false with `error` otherwise.
    static bool build(const BigDatabaseShape &shape, const QString &path, QString *error);
    // The path of a database of `shape` in the temporary folder, built the first time it is
    // asked for and kept for the next benchmark; empty with `error` if it cannot be built.
    static QString cached(const BigDatabaseShape &shape, QString *error);
};

} // namespace dugout::bench
