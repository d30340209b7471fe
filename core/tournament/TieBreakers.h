#pragma once

#include "core/tournament/TournamentRules.h"

#include <QHash>
#include <QList>

#include <functional>
#include <utility>

namespace dugout {

// The organiser's tie-breakers, shared by the coaches' standings (StandingLine) and the teams'
// (TeamStandingLine): both lines carry the same counters, so one switch reads them.
class TieBreakers
{
public:
    // What a tie-breaker compares on one line, higher ranking first. Head-to-head depends on the
    // group still level, not on the line alone, so it has no key here (apply asks for it).
    template <typename Line> static qint64 key(TournamentTieBreaker breaker, const Line &line)
    {
        switch (breaker) {
        case TournamentTieBreaker::OpponentsScore:
            return line.opponentsScore;
        case TournamentTieBreaker::TouchdownDifference:
            return line.touchdownsFor - line.touchdownsAgainst;
        case TournamentTieBreaker::CasualtyDifference:
            return line.casualtiesFor - line.casualtiesAgainst;
        case TournamentTieBreaker::TouchdownsScored:
            return line.touchdownsFor;
        case TournamentTieBreaker::CasualtiesInflicted:
            return line.casualtiesFor;
        case TournamentTieBreaker::HeadToHead:
            break;
        }
        return 0;
    }

    // The points each line of a level group earned against the others of that group.
    using HeadToHead = std::function<QHash<int, qint64>(const QList<int> &group)>;

    // Applies `breakers` in order to `groups` (line indexes still level on everything before),
    // each only inside a group of two or more, splitting it where its key changes.
    template <typename Line>
    static QList<QList<int>> apply(QList<QList<int>> groups,
                                   const QList<TournamentTieBreaker> &breakers,
                                   const QList<Line> &lines, const HeadToHead &headToHead)
    {
        return applyKeys(
            std::move(groups), breakers, headToHead,
            [&](TournamentTieBreaker breaker, int i) { return key(breaker, lines[i]); });
    }

private:
    static QList<QList<int>>
    applyKeys(QList<QList<int>> groups, const QList<TournamentTieBreaker> &breakers,
              const HeadToHead &headToHead,
              const std::function<qint64(TournamentTieBreaker, int)> &lineKey);
};

} // namespace dugout
