#include "PerfectMatching.h"

#include <lemon/matching.h>
#include <lemon/smart_graph.h>

#include <algorithm>
#include <utility>
#include <vector>

namespace dugout {

namespace {

using Graph = lemon::SmartGraph;
using Weights = Graph::EdgeMap<long long>;
using Matching = lemon::MaxWeightedPerfectMatching<Graph, Weights>;

// The pairs handed to LEMON: a list, and a flag per pair so a pair is never listed twice.
class Band
{
public:
    explicit Band(int size) : m_size(size), m_listed(std::size_t(size) * std::size_t(size), 0) {}

    void add(int i, int j)
    {
        char &listed = m_listed[std::size_t(i) * std::size_t(m_size) + std::size_t(j)];
        if (!listed) {
            listed = 1;
            m_pairs.emplace_back(i, j);
        }
    }
    bool contains(int i, int j) const
    {
        return m_listed[std::size_t(i) * std::size_t(m_size) + std::size_t(j)] != 0;
    }
    // Each vertex with its next `width` allowed neighbours in numbering order.
    void fill(const PerfectMatching::Problem &problem, int width)
    {
        for (int i = 0; i < m_size; ++i) {
            int taken = 0;
            for (int j = i + 1; j < m_size && taken < width; ++j) {
                if (problem.allowed(i, j)) {
                    add(i, j);
                    ++taken;
                }
            }
        }
    }
    const std::vector<std::pair<int, int>> &pairs() const { return m_pairs; }

private:
    int m_size;
    std::vector<char> m_listed;
    std::vector<std::pair<int, int>> m_pairs;
};

} // namespace

PerfectMatching::Solution PerfectMatching::solve(const Problem &problem)
{
    Solution solution;
    const int n = problem.size;
    if (n == 0) {
        solution.found = true;
        return solution;
    }
    if (n % 2 != 0)
        return solution;

    Band band(n);
    int width = std::max(1, problem.band);
    band.fill(problem, width);
    bool whole = width >= n - 1;

    for (;;) {
        Graph graph;
        graph.reserveNode(n);
        graph.reserveEdge(int(band.pairs().size()));
        std::vector<Graph::Node> nodes;
        nodes.reserve(std::size_t(n));
        for (int i = 0; i < n; ++i)
            nodes.push_back(graph.addNode());
        Weights weights(graph);
        for (const auto &[i, j] : band.pairs())
            weights[graph.addEdge(nodes[std::size_t(i)], nodes[std::size_t(j)])] =
                problem.costBound - problem.cost(i, j);

        Matching matching(graph, weights);
        ++solution.solves;
        solution.candidatePairs = std::int64_t(band.pairs().size());
        if (!matching.run()) {
            if (whole)
                return solution; // no perfect matching in the whole graph
            width *= 2;
            whole = width >= n - 1;
            band.fill(problem, whole ? n : width);
            continue;
        }

        // The dual solution LEMON proved optimal on the band, scaled by dualScale.
        const long long scale = Matching::dualScale;
        std::vector<long long> potential(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i)
            potential[std::size_t(i)] = matching.nodeValue(nodes[std::size_t(i)]);
        std::vector<long long> blossomValue(static_cast<std::size_t>(matching.blossomNum()));
        std::vector<std::vector<int>> blossomsOf(static_cast<std::size_t>(n));
        for (int b = 0; b < matching.blossomNum(); ++b) {
            blossomValue[std::size_t(b)] = matching.blossomValue(b);
            for (Matching::BlossomIt it(matching, b); it != lemon::INVALID; ++it)
                blossomsOf[std::size_t(graph.id(Graph::Node(it)))].push_back(b);
        }
        // How far the pair's dual constraint is from being violated (negative: violated).
        auto slack = [&](int i, int j) {
            long long value = potential[std::size_t(i)] + potential[std::size_t(j)] -
                              scale * (problem.costBound - problem.cost(i, j));
            // Blossom potentials are never negative: when the two vertices' potentials cover
            // the pair already, the blossoms (which can nest deep) need not be walked.
            if (value >= 0)
                return value;
            for (int b : blossomsOf[std::size_t(i)]) {
                const auto &other = blossomsOf[std::size_t(j)];
                if (std::find(other.begin(), other.end(), b) != other.end())
                    value += blossomValue[std::size_t(b)];
            }
            return value;
        };

        bool certified = matching.dualValue() == scale * matching.matchingWeight();
        std::vector<std::pair<int, int>> violated;
        for (int i = 0; i < n && certified; ++i) {
            for (int j = i + 1; j < n; ++j) {
                // The slack is arithmetic; whether the pair is allowed is a look-up. Most pairs
                // have room to spare, so the look-up is made only for the few that do not.
                if (slack(i, j) >= 0 || !problem.allowed(i, j))
                    continue;
                if (band.contains(i, j)) {
                    certified = false; // LEMON's own dual is broken: trust nothing but the whole
                    break;
                }
                violated.emplace_back(i, j);
            }
        }
        if (!certified && !whole) {
            band.fill(problem, n);
            whole = true;
            continue;
        }
        if (!violated.empty()) {
            for (const auto &[i, j] : violated)
                band.add(i, j);
            continue;
        }

        solution.found = true;
        solution.mate.resize(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i)
            solution.mate[std::size_t(i)] = graph.id(matching.mate(nodes[std::size_t(i)]));
        for (int i = 0; i < n; ++i) {
            const int j = solution.mate[std::size_t(i)];
            if (i < j)
                solution.cost += problem.cost(i, j);
        }
        return solution;
    }
}

} // namespace dugout
