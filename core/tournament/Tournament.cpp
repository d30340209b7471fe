#include "Tournament.h"

#include <algorithm>

namespace dugout {

int Tournament::roundsPaired() const
{
    int last = 0;
    for (const TournamentGame &g : games)
        last = std::max(last, g.round);
    return last;
}

QList<TournamentGame> Tournament::gamesOfRound(int round) const
{
    QList<TournamentGame> result;
    for (const TournamentGame &g : games) {
        if (g.round == round)
            result.append(g);
    }
    std::sort(result.begin(), result.end(),
              [](const TournamentGame &a, const TournamentGame &b) { return a.table < b.table; });
    return result;
}

const Entrant *Tournament::entrant(qint64 entrantId) const
{
    for (const Entrant &e : entrants) {
        if (e.id == entrantId)
            return &e;
    }
    return nullptr;
}

const TournamentGame *Tournament::game(int round, int table) const
{
    for (const TournamentGame &g : games) {
        if (g.round == round && g.table == table)
            return &g;
    }
    return nullptr;
}

TournamentGame *Tournament::game(int round, int table)
{
    for (TournamentGame &g : games) {
        if (g.round == round && g.table == table)
            return &g;
    }
    return nullptr;
}

} // namespace dugout
