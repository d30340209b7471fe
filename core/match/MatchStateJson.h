#pragma once

#include "MatchState.h"

#include <QJsonObject>

namespace dugout {

// The whole state of a tracked match as JSON, for `dugout match show --json` and scripts: the
// phase, half and drive, both teams' turn markers, re-rolls left and used this turn, this
// turn's once-per-turn actions, each player's status and SPP events, FAME, gate, weather and
// the kick-off result, the special play cards' lasting effects (`card_effects`). Keys are stable
// ASCII (README, "Following a tracked match").
class MatchStateJson
{
public:
    static QJsonObject toJson(const MatchState &state);

    // Stable keys of the enums it writes ("turn", "knocked_out"…).
    static QString phaseKey(MatchPhase phase);
    static QString playerStateKey(PlayerState state);
};

} // namespace dugout
