#pragma once

#include "League.h"
#include "PlayoffSelection.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace dugout {

// Where a team stands against the cut of the end-of-season draw.
enum class PlayoffPlace { In, InByLot, Out, OutByLot, LevelAtCut };

// One line of the table of the draw: a team, its rank (shared by level teams: "3=" twice), the
// value that ranks it, where it stands.
struct PlayoffTableRow
{
    qint64 teamId = 0;
    int rank = 0;
    bool shared = false;
    QString value; // PlayoffCandidates::value
    PlayoffPlace place = PlayoffPlace::Out;
    bool in() const { return place == PlayoffPlace::In || place == PlayoffPlace::InByLot; }
};

// The table the League area's playoffs dialog shows and `dugout league playoffs` prints (rulebook
// l.3926–3935, l.4013–4014): every team the criterion may rank, best first, the four above the cut
// in, teams level across the cut waiting for the draw's rolls, or placed by them once drawn. Also
// the semi-finals a draw becomes on the schedule.
class PlayoffTable
{
    Q_DECLARE_TR_FUNCTIONS(PlayoffTable)

public:
    static constexpr int Places = 4;

    static QList<PlayoffTableRow> of(const QList<PlayoffCandidate> &candidates,
                                     PlayoffCriterion criterion,
                                     const std::optional<PlayoffDraw> &draw = std::nullopt);
    static QString placeText(PlayoffPlace place);
    // The draw's two semi-finals as fixtures of `seasonId`, round `round`, of `major`'s edition.
    static QList<Fixture> semiFinals(const PlayoffDraw &draw, qint64 seasonId, int round,
                                     Major major);
};

} // namespace dugout
