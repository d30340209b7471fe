#include "PoolStage.h"

#include "core/league/RoundRobin.h"
#include "core/tournament/KnockoutBracket.h"
#include "core/tournament/TournamentStandings.h"

#include <QSet>

#include <algorithm>

namespace dugout {

QString PoolStage::poolName(int pool)
{
    return tr("Pool %1").arg(QChar(u'A' + pool % 26));
}

QList<QList<qint64>> PoolStage::pools(const Tournament &tournament)
{
    const QList<qint64> seeds = KnockoutBracket::seedOrder(tournament);
    const int count = std::max(1, tournament.rules.pools.count);
    QList<QList<qint64>> pools(count);
    for (qsizetype i = 0; i < seeds.size(); ++i) {
        // The snake: A B C D, then D C B A, then A B C D…
        const int lap = int(i / count);
        const int place = int(i % count);
        pools[lap % 2 == 0 ? place : count - 1 - place].append(seeds.at(i));
    }
    return pools;
}

int PoolStage::rounds(const Tournament &tournament)
{
    int rounds = 0;
    for (const QList<qint64> &pool : pools(tournament))
        rounds = std::max(rounds, pool.size() < 2 ? 0 : RoundRobin::roundsPerLeg(int(pool.size())));
    return rounds;
}

RuleCheck PoolStage::canDraw(const Tournament &tournament)
{
    const QList<QList<qint64>> all = pools(tournament);
    const int qualifiers = tournament.rules.pools.qualifiers;
    for (qsizetype p = 0; p < all.size(); ++p) {
        if (all.at(p).size() < 2)
            return RuleCheck::refused(tr("%1 would have fewer than two coaches: register more "
                                         "coaches or make fewer pools.")
                                          .arg(poolName(int(p))));
        if (all.at(p).size() < qualifiers)
            return RuleCheck::refused(
                tr("%1 would have %2 coaches, fewer than the %3 who go on to the knockout.")
                    .arg(poolName(int(p)))
                    .arg(all.at(p).size())
                    .arg(qualifiers));
    }
    if (all.size() * qualifiers < 2)
        return RuleCheck::refused(tr("The knockout needs at least two coaches from the pools."));
    return RuleCheck::ok();
}

QList<TournamentGame> PoolStage::roundGames(const Tournament &tournament, int round)
{
    QList<TournamentGame> games;
    QList<TournamentGame> byes;
    for (const QList<qint64> &pool : pools(tournament)) {
        QSet<qint64> resting(pool.begin(), pool.end());
        for (const Fixture &f : RoundRobin::schedule(pool, false, 0)) {
            if (f.round != round)
                continue;
            TournamentGame g;
            g.round = round;
            g.homeId = f.homeTeamId;
            g.awayId = f.awayTeamId;
            games.append(g);
            resting.remove(f.homeTeamId);
            resting.remove(f.awayTeamId);
        }
        // A pool that has played all its games by now has nobody "resting".
        if (round > RoundRobin::roundsPerLeg(int(pool.size())))
            continue;
        for (qint64 id : pool) {
            if (!resting.contains(id))
                continue;
            TournamentGame bye;
            bye.round = round;
            bye.homeId = id;
            bye.played = true;
            byes.append(bye);
        }
    }
    games += byes;
    for (qsizetype i = 0; i < games.size(); ++i)
        games[i].table = int(i) + 1;
    return games;
}

QList<StandingLine> PoolStage::standings(const Tournament &tournament, int pool)
{
    const QList<QList<qint64>> all = pools(tournament);
    if (pool < 0 || pool >= all.size())
        return {};
    const QSet<qint64> members(all.at(pool).begin(), all.at(pool).end());
    const int last = rounds(tournament);
    Tournament inPool;
    inPool.rules = tournament.rules;
    inPool.rules.format = TournamentFormat::Swiss; // ranked on points and tie-breakers only
    for (const Entrant &e : tournament.entrants) {
        if (members.contains(e.id))
            inPool.entrants.append(e);
    }
    for (const TournamentGame &g : tournament.games) {
        if (g.round <= last && members.contains(g.homeId))
            inPool.games.append(g);
    }
    return TournamentStandings::compute(inPool);
}

bool PoolStage::finished(const Tournament &tournament)
{
    const int last = rounds(tournament);
    if (last == 0 || tournament.roundsPaired() < last)
        return false;
    for (const TournamentGame &g : tournament.games) {
        if (g.round <= last && !g.played)
            return false;
    }
    return true;
}

QList<qint64> PoolStage::qualifiers(const Tournament &tournament)
{
    if (!finished(tournament))
        return {};
    const int count = int(pools(tournament).size());
    const int qualifiers = tournament.rules.pools.qualifiers;
    // ranked[p][k]: the coach placed k + 1 in pool p.
    QList<QList<qint64>> ranked;
    for (int p = 0; p < count; ++p) {
        QList<qint64> ids;
        for (const StandingLine &line : standings(tournament, p))
            ids.append(line.entrantId);
        ranked.append(ids.mid(0, qualifiers));
    }
    QHash<qint64, int> poolOf;
    for (int p = 0; p < count; ++p) {
        for (qint64 id : std::as_const(ranked.at(p)))
            poolOf.insert(id, p);
    }
    // Winners in pool order, then each further rank with the pools turned by `shift` steps.
    auto seedsFor = [&](const QList<int> &shifts) {
        QList<qint64> seeds;
        for (int k = 0; k < qualifiers; ++k) {
            for (int p = 0; p < count; ++p) {
                const int pool = (p + shifts.value(k)) % count;
                if (k < ranked.at(pool).size())
                    seeds.append(ranked.at(pool).at(k));
            }
        }
        return seeds;
    };
    auto sameMeetings = [&](const QList<qint64> &seeds) {
        int size = 1;
        while (size < seeds.size())
            size *= 2;
        const QList<int> order = KnockoutBracket::seedingOrder(size);
        int meetings = 0;
        for (int slot = 0; slot + 1 < order.size(); slot += 2) {
            const int a = order.at(slot);
            const int b = order.at(slot + 1);
            if (b <= seeds.size() && poolOf.value(seeds.at(a - 1)) == poolOf.value(seeds.at(b - 1)))
                ++meetings;
        }
        return meetings;
    };
    // Try every turn of the lower ranks (at most count^(qualifiers − 1) orders, a handful in
    // practice) and keep the first with the fewest first-game meetings of one pool.
    QList<int> shifts(qualifiers, 0);
    QList<int> best = shifts;
    int fewest = sameMeetings(seedsFor(shifts));
    int tries = 0;
    while (fewest > 0 && tries++ < 4096) {
        int k = 1;
        while (k < qualifiers && ++shifts[k] == count)
            shifts[k++] = 0;
        if (k >= qualifiers)
            break;
        if (const int meetings = sameMeetings(seedsFor(shifts)); meetings < fewest) {
            fewest = meetings;
            best = shifts;
        }
    }
    return seedsFor(best);
}

} // namespace dugout
