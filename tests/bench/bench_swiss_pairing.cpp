// Round 6 of an open tournament of 400 and of 2,200 coaches (issue 17.3: "2,200 coaches in
// under 2 seconds on this 2-core machine, and the cost equal to an exact reference on the same
// input"). Five rounds are played first with random results, each paired by Dugout, then round
// 6 is paired twice on the same field: by SwissPairing (LEMON on a band of likely pairs, proved
// optimal for the whole field by LEMON's dual) and by the yardstick, LEMON's exact matching
// handed every allowed pair at once. Prints time, cost and rematches of both and the ratio; the
// two costs must be equal. Run by `make bench`, never by CTest.
#include "BenchReport.h"
#include "core/tournament/PairingCost.h"
#include "core/tournament/PerfectMatching.h"
#include "core/tournament/SwissPairing.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::bench;

namespace {

Tournament fiveRoundsPlayed(int coaches)
{
    Tournament t;
    t.rules.seed = 17;
    for (int i = 1; i <= coaches; ++i)
        t.entrants.append({i, u"Coach %1"_s.arg(i), {}, {}, {}, {}, u"human"_s, true, 1});
    QRandomGenerator random(coaches);
    for (int round = 1; round <= 5; ++round) {
        const SwissPairing::Result result = SwissPairing::pairNextRound(t);
        if (!result.paired)
            qFatal("round %d of %d coaches: %s", round, coaches, qPrintable(result.problem));
        for (TournamentGame g : result.games) {
            if (!g.isBye()) {
                g.played = true;
                g.homeTouchdowns = random.bounded(4);
                g.awayTouchdowns = random.bounded(4);
                g.homeCasualties = random.bounded(3);
                g.awayCasualties = random.bounded(3);
            }
            t.games.append(g);
        }
    }
    return t;
}

// The yardstick: every allowed pair of the field handed to LEMON at once.
PerfectMatching::Solution wholeGraph(const SwissPairing::Field &field, const TournamentRules &rules)
{
    QList<int> points;
    for (const auto &coach : field.ranked)
        points.append(coach.points);
    const PairingCost cost(points, rules.pairingStyle);
    PerfectMatching::Problem problem;
    problem.size = int(field.ranked.size());
    problem.allowed = [&](int i, int j) {
        return !field.played.contains(SwissPairing::key(field.ranked[i].id, field.ranked[j].id));
    };
    problem.cost = [&](int i, int j) { return cost.cost(i, j); };
    problem.costBound = cost.bound();
    problem.band = problem.size; // the whole graph from the start
    return PerfectMatching::solve(problem);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    for (int coaches : {400, 2200}) {
        const Tournament t = fiveRoundsPlayed(coaches);
        const SwissPairing::Field field = SwissPairing::nextField(t);
        SwissPairing::Result ours;
        const int runs = coaches > 1000 ? 3 : 7;
        const double oursMs =
            BenchReport::medianMs(runs, [&] { ours = SwissPairing::pair(field, t.rules, 6); });
        PerfectMatching::Solution reference;
        const double referenceMs =
            BenchReport::medianMs(1, [&] { reference = wholeGraph(field, t.rules); });
        BenchReport::note("round 6 of %d coaches: dugout %.0f ms, cost %lld, %d rematches, "
                          "%d LEMON runs on %lld pairs",
                          coaches, oursMs, static_cast<long long>(ours.cost), ours.rematches,
                          ours.solves, static_cast<long long>(ours.candidatePairs));
        BenchReport::note("round 6 of %d coaches: exact reference (LEMON, all %lld pairs) %.0f ms, "
                          "cost %lld",
                          coaches, static_cast<long long>(reference.candidatePairs), referenceMs,
                          static_cast<long long>(reference.cost));
        BenchReport::ratio(coaches > 1000 ? "swiss round of 2,200" : "swiss round of 400", oursMs,
                           "exact reference", referenceMs);
        BenchReport::note("costs %s", ours.paired && reference.found && ours.cost == reference.cost
                                          ? "equal"
                                          : "DIFFERENT");
    }
    return 0;
}
