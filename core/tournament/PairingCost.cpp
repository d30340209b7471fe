#include "PairingCost.h"

#include <algorithm>

namespace dugout {

PairingCost::PairingCost(const QList<int> &pointsByRank, PairingStyle style) : m_style(style)
{
    const qint64 n = pointsByRank.size();
    int group = -1;
    for (qsizetype r = 0; r < pointsByRank.size(); ++r) {
        if (r == 0 || pointsByRank[r] != pointsByRank[r - 1]) {
            ++group;
            m_groupSize.append(0);
        }
        m_group.append(group);
        m_position.append(m_groupSize[group]++);
    }
    // Every position term is below n^2, and a round has n/2 tables.
    __extension__ typedef __int128 Wide;
    const Wide weight = Wide(n / 2 + 1) * Wide(n) * Wide(n) + 1;
    const Wide groups = std::max(0, group);
    const Wide bound = weight * groups * groups + Wide(n) * Wide(n) + 1;
    const Wide penalty = Wide(n / 2 + 1) * bound + 1;
    // LEMON scales weights by 4 and adds a few of them up: keep well inside 64 bits.
    const Wide limit = Wide(1) << 58;
    if (penalty + bound < limit) {
        m_weight = qint64(weight);
        m_bound = qint64(bound);
        m_rematchPenalty = qint64(penalty);
    }
}

qint64 PairingCost::cost(int i, int j) const
{
    const qint64 groups = m_group[j] - m_group[i];
    qint64 offset = j - i - 1;
    if (m_style == PairingStyle::Split && groups == 0) {
        const int half = std::max(1, m_groupSize[m_group[i]] / 2);
        offset = (m_position[j] - m_position[i]) - half;
    }
    return m_weight * groups * groups + offset * offset;
}

} // namespace dugout
