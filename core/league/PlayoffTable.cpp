#include "PlayoffTable.h"

#include "PlayoffCandidates.h"

#include <algorithm>

namespace dugout {

QList<PlayoffTableRow> PlayoffTable::of(const QList<PlayoffCandidate> &candidates,
                                        PlayoffCriterion by, const std::optional<PlayoffDraw> &draw)
{
    QList<PlayoffCandidate> ranked = PlayoffSelection::eligible(candidates, by);
    std::stable_sort(ranked.begin(), ranked.end(), [by](const auto &a, const auto &b) {
        return PlayoffSelection::compare(a, b, by) > 0;
    });
    const PlayoffCandidate *fourth = ranked.size() >= Places ? &ranked[Places - 1] : nullptr;
    const bool cutShared = fourth && ranked.size() > Places &&
                           PlayoffSelection::compare(ranked[Places], *fourth, by) == 0;
    QList<PlayoffTableRow> rows;
    for (int i = 0; i < ranked.size(); ++i) {
        const PlayoffCandidate &c = ranked[i];
        PlayoffTableRow row;
        row.teamId = c.teamId;
        row.rank = i + 1;
        while (row.rank > 1 && PlayoffSelection::compare(ranked[row.rank - 2], c, by) == 0)
            --row.rank;
        row.shared =
            (i > 0 && PlayoffSelection::compare(ranked[i - 1], c, by) == 0) ||
            (i + 1 < ranked.size() && PlayoffSelection::compare(ranked[i + 1], c, by) == 0);
        row.value = PlayoffCandidates::value(c, by);
        const bool atCut = fourth && PlayoffSelection::compare(c, *fourth, by) == 0;
        const bool above = fourth && PlayoffSelection::compare(c, *fourth, by) > 0;
        if (draw) {
            if (draw->decidedByLot.contains(c.teamId))
                row.place = PlayoffPlace::InByLot;
            else if (draw->qualified.contains(c.teamId))
                row.place = PlayoffPlace::In;
            else
                row.place = atCut ? PlayoffPlace::OutByLot : PlayoffPlace::Out;
        } else if (above || (atCut && !cutShared)) {
            row.place = PlayoffPlace::In;
        } else {
            row.place = atCut ? PlayoffPlace::LevelAtCut : PlayoffPlace::Out;
        }
        rows << row;
    }
    return rows;
}

QString PlayoffTable::placeText(PlayoffPlace place)
{
    switch (place) {
    case PlayoffPlace::In:
        return tr("In");
    case PlayoffPlace::InByLot:
        return tr("In: level at the cut, placed by lot");
    case PlayoffPlace::Out:
        return tr("Out");
    case PlayoffPlace::OutByLot:
        return tr("Out: level at the cut, left out by lot");
    case PlayoffPlace::LevelAtCut:
        return tr("Level at the cut: a roll decides");
    }
    return QString();
}

QList<Fixture> PlayoffTable::semiFinals(const PlayoffDraw &draw, qint64 seasonId, int round,
                                        Major major)
{
    QList<Fixture> fixtures;
    for (const auto &[home, away] : draw.semiFinals) {
        Fixture fixture;
        fixture.seasonId = seasonId;
        fixture.round = round;
        fixture.homeTeamId = home;
        fixture.awayTeamId = away;
        fixture.stage = FixtureStage::SemiFinal;
        fixture.major = major;
        fixtures << fixture;
    }
    return fixtures;
}

} // namespace dugout
