#pragma once

#include "BloodyTeam.h"

#include <QDateTime>

#include <array>
#include <optional>

namespace dugout::bloodyball {

class Game;

// A finished game kept in the database: its two teams (the game's team 0 and team 1) and
// their touchdowns.
struct BloodyResult
{
    qint64 id = 0;
    std::array<qint64, 2> teamIds = {0, 0};
    std::array<int, 2> touchdowns = {0, 0};
    QDateTime playedAt;
};

// One line of the Bloody Ball league table.
struct BloodyStanding
{
    qint64 teamId = 0;
    QString name;
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int touchdownsFor = 0;
    int touchdownsAgainst = 0;

    int touchdownDifference() const { return touchdownsFor - touchdownsAgainst; }
    bool operator==(const BloodyStanding &) const = default;
};

// The simple league table of issue 20, part 5: every stored team with its games, wins, draws,
// losses and touchdowns, computed from the results (never stored). The seed has no league, so
// the order is Dugout's: most wins, then most draws, then the better touchdown difference,
// then more touchdowns scored, then the name.
class BloodyLeagueTable
{
    Q_DECLARE_TR_FUNCTIONS(BloodyBall)

public:
    static QList<BloodyStanding> compute(const QList<BloodyTeam> &teams,
                                         const QList<BloodyResult> &results);
    // The result of a finished game between two stored teams, found by the game's team names
    // (case-blind); nullopt with the reason when the game is not over or a team is not stored.
    static std::optional<BloodyResult> resultOf(const Game &game, const QList<BloodyTeam> &teams,
                                                QString *error = nullptr);
};

} // namespace dugout::bloodyball
