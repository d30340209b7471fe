#pragma once

#include "core/tournament/TournamentRules.h"

#include <QList>
#include <QtGlobal>

namespace dugout {

// The cost of putting two coaches at one table in a swiss round, the number the exact pairing
// minimises over the whole round. Coaches are numbered by rank (0 the leader); a score group is
// the coaches level on ranking points.
//
//   cost(i, j) = W * (score groups between them)^2 + position term
//
// The position term says how far the pair is from the style's ideal: "adjacent" wants i and
// i + 1, so it is (j - i - 1)^2; "split" wants, inside a group of s coaches, positions p and
// p + s/2, so it is (distance in the group - s/2)^2, and (j - i - 1)^2 across groups. W is larger
// than any round's total of position terms, so the round first keeps score groups together (and
// floats as few coaches as possible, as short a way as possible), then follows the style. Squares
// make two small deviations cheaper than one large one.
class PairingCost
{
public:
    PairingCost(const QList<int> &pointsByRank, PairingStyle style);

    // i < j, both ranks.
    qint64 cost(int i, int j) const;
    // Above every cost(i, j); nullopt-like 0 when the numbers would not fit in 64 bits.
    qint64 bound() const { return m_bound; }
    // What a rematch adds when rematches are allowed as a last resort: more than any round
    // without one can cost, so the matching first has as few rematches as possible.
    qint64 rematchPenalty() const { return m_rematchPenalty; }
    bool fits() const { return m_bound > 0; }

private:
    PairingStyle m_style;
    QList<int> m_group;    // score group of each rank (0: the leaders' group)
    QList<int> m_position; // position inside the group
    QList<int> m_groupSize;
    qint64 m_weight = 1;
    qint64 m_bound = 0;
    qint64 m_rematchPenalty = 0;
};

} // namespace dugout
