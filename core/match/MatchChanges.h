#pragma once

#include <QFlags>

namespace dugout {

struct MatchState;

// What one change of a tracked match touched (an event applied, undone or redone, a match
// opened), so a view redraws only that part, as Tiled's document change events do: the
// tracker adds one line to its log instead of rebuilding it, and leaves a roster alone when
// none of its players changed.
enum class MatchChange {
    Opened = 0x1,        // another match is shown: everything
    EventAppended = 0x2, // an event applied or redone: one more line in the log
    EventUndone = 0x4,   // the last event removed from the log
    Score = 0x8,
    Turn = 0x10,       // phase, half, team in its turn, markers, re-rolls, weather, kick-off…
    HomeRoster = 0x20, // a player of the home team changed (status, SPP, injuries)
    AwayRoster = 0x40,
    Timer = 0x80,    // the match's turn timer was started, stopped or restored
    Result = 0x100,  // the league recorded (or undid) the match's result
    Terrain = 0x200, // La Forge de Sigmar's tokens, crevasses, genestealers…
};
Q_DECLARE_FLAGS(MatchChanges, MatchChange)
Q_DECLARE_OPERATORS_FOR_FLAGS(MatchChanges)

// What differs between two states of one match (event lines aside).
MatchChanges changesBetween(const MatchState &before, const MatchState &after);

// Everything: a match opened.
inline MatchChanges allMatchChanges()
{
    return MatchChange::Opened | MatchChange::Score | MatchChange::Turn | MatchChange::HomeRoster |
           MatchChange::AwayRoster | MatchChange::Timer | MatchChange::Terrain;
}

} // namespace dugout
