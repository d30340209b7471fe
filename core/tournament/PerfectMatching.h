#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace dugout {

// A minimum-cost perfect matching of a general graph, exact, with LEMON's weighted matching
// (Edmonds' blossom algorithm, lemon/matching.h) doing the work.
//
// The vertices are 0..size-1, numbered so that good partners are usually close (a swiss round
// numbers coaches by rank). The full graph can be dense (2,200 coaches: 2.4 million allowed
// pairs), too slow to hand to the algorithm whole, so the solver works on a band of candidate
// pairs, each vertex with its next few allowed neighbours, and then proves the answer right for
// the whole graph: LEMON returns, beside the matching, an optimal solution of the dual linear
// programme (a potential per vertex and per blossom). If no allowed pair outside the band
// violates a dual constraint, that dual is feasible for the whole graph, and since its value
// equals the matching's weight the matching is optimal for the whole graph (weak duality). Pairs
// that do violate it join the band and the solver runs again; a band without a perfect matching
// is widened, up to the whole graph, so "no perfect matching" is only ever said of the whole.
//
// LEMON 1.3.1 does not compile as C++20 (its maps call std::allocator::construct, removed in
// C++20), so PerfectMatching.cpp alone is compiled as C++17, and this header uses only the
// standard library, which is the same in both.
class PerfectMatching
{
public:
    struct Problem
    {
        int size = 0;
        std::function<bool(int, int)> allowed;      // i < j
        std::function<std::int64_t(int, int)> cost; // i < j, 0 <= cost < costBound
        std::int64_t costBound = 1; // above every cost; weights are costBound - cost
        int band = 12;              // allowed neighbours per vertex in the first band
    };
    struct Solution
    {
        bool found = false;
        std::vector<int> mate; // mate[i]: the partner of i
        std::int64_t cost = 0; // the sum of the matched pairs' costs
        int solves = 0;        // how many times the band was solved (for the benchmark)
        std::int64_t candidatePairs = 0;
    };

    static Solution solve(const Problem &problem);
};

} // namespace dugout
