#pragma once

#include "FixtureStage.h"
#include "MatchRecord.h"

#include <optional>

namespace dugout {

// A confirmed match as the standings see it.
struct MatchSummary
{
    qint64 matchId = 0;
    qint64 seasonId = 0;
    qint64 divisionId = 0;
    qint64 homeTeamId = 0;
    qint64 awayTeamId = 0;
    int homeScore = 0;
    int awayScore = 0;
    int homeCasualties = 0; // casualties the home team inflicted (suffered by the away team)
    int awayCasualties = 0;
    std::optional<Side> conceded; // a concession is a loss for that side, whatever the score
    FixtureStage stage = FixtureStage::Regular; // the fixture's; regular for a match without one

    // The winning side, or nullopt for a draw.
    std::optional<Side> winner() const
    {
        if (conceded)
            return opponent(*conceded);
        if (homeScore == awayScore)
            return std::nullopt;
        return homeScore > awayScore ? Side::Home : Side::Away;
    }
    bool operator==(const MatchSummary &) const = default;
};

} // namespace dugout
