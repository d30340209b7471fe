#include "TieBreakers.h"

#include "core/tournament/TournamentStandings.h"

namespace dugout {

QList<QList<int>>
TieBreakers::applyKeys(QList<QList<int>> groups, const QList<TournamentTieBreaker> &breakers,
                       const HeadToHead &headToHead,
                       const std::function<qint64(TournamentTieBreaker, int)> &lineKey)
{
    for (TournamentTieBreaker breaker : breakers) {
        QList<QList<int>> next;
        for (const QList<int> &group : groups) {
            if (group.size() < 2) {
                next.append(group);
                continue;
            }
            QHash<int, qint64> earned;
            if (breaker == TournamentTieBreaker::HeadToHead)
                earned = headToHead(group);
            next += TournamentStandings::refine(group, [&](int i) {
                return breaker == TournamentTieBreaker::HeadToHead ? earned.value(i)
                                                                   : lineKey(breaker, i);
            });
        }
        groups = next;
    }
    return groups;
}

} // namespace dugout
