#pragma once

#include "core/league/MatchRecord.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace dugout {

class Ruleset;

// What each player did in a tournament game, for progression (TournamentRosterFold): the file
// `dugout tournament result … --details FILE.json` reads. It is a match record
// (MatchRecordJson) without what the tournament already knows: no "format", "league", "team"
// or "score" is needed (the game gives the score), and every other key means what it means
// there:
//
//   {"home": {"players": [{"number": 3, "touchdowns": 1, "casualties": 1}],
//             "casualties": [{"number": 5, "d68": 41}], "mvp": [3],
//             "advancements": [{"number": 3, "dice": [2, 5], "take": "block"}]},
//    "away": {"players": [], "mvp": [7]},
//    "dice": {"home.mvp": [2]}}
class TournamentGameDetails
{
    Q_DECLARE_TR_FUNCTIONS(TournamentGameDetails)

public:
    // nullopt with every problem in `errors`.
    static std::optional<MatchRecord> fromBytes(const QByteArray &bytes, const Ruleset &rules,
                                                QStringList *errors);
};

} // namespace dugout
