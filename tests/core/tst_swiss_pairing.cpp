// Exact swiss pairing (issue 17, "Exact swiss pairing"): no rematch when one can be avoided, the
// least PairingCost over the whole round (checked against every perfect matching of small fields),
// the bye to the lowest-ranked coach without one, the organiser's constraints, and a clear
// refusal when no pairing exists. Tournament rules are not in the LRB6 rulebook; the rows name the
// issue's requirement they check.
#include "core/tournament/PairingCost.h"
#include "core/tournament/SwissPairing.h"
#include "core/tournament/TournamentStandings.h"

#include <QRandomGenerator>
#include <QTest>

#include <functional>
#include <optional>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

using Pairs = QList<QPair<qint64, qint64>>;

// Coaches 1..n ranked in id order with the given points.
SwissPairing::Field field(const QList<int> &points, const Pairs &played = {})
{
    SwissPairing::Field f;
    for (int i = 0; i < points.size(); ++i)
        f.ranked.append({i + 1, points[i], {}, {}, false});
    for (const auto &[a, b] : played)
        f.played.insert(SwissPairing::key(a, b));
    return f;
}

Pairs tables(const SwissPairing::Result &result)
{
    Pairs pairs;
    for (const TournamentGame &g : result.games)
        pairs.append({g.homeId, g.awayId});
    return pairs;
}

// Tourma's way: the best unpaired coach takes the best unpaired coach they have not played, and
// when only opponents already met remain, a rematch.
int greedyRematches(const SwissPairing::Field &f)
{
    QList<bool> taken(f.ranked.size(), false);
    int rematches = 0;
    for (int i = 0; i < f.ranked.size(); ++i) {
        if (taken[i])
            continue;
        taken[i] = true;
        int partner = -1;
        for (int j = i + 1; j < f.ranked.size(); ++j) {
            if (!taken[j] &&
                !f.played.contains(SwissPairing::key(f.ranked[i].id, f.ranked[j].id))) {
                partner = j;
                break;
            }
        }
        if (partner < 0) {
            for (int j = i + 1; j < f.ranked.size() && partner < 0; ++j) {
                if (!taken[j])
                    partner = j;
            }
            ++rematches;
        }
        if (partner >= 0)
            taken[partner] = true;
    }
    return rematches;
}

// Every perfect matching of `members`, the cheapest cost (nullopt: none without a rematch).
std::optional<qint64> bruteForce(const SwissPairing::Field &f, const QList<int> &members,
                                 PairingStyle style)
{
    QList<int> points;
    for (int m : members)
        points.append(f.ranked[m].points);
    const PairingCost cost(points, style);
    QList<bool> used(members.size(), false);
    std::optional<qint64> best;
    std::function<void(qint64)> walk = [&](qint64 sofar) {
        int i = 0;
        while (i < members.size() && used[i])
            ++i;
        if (i == members.size()) {
            if (!best || sofar < *best)
                best = sofar;
            return;
        }
        used[i] = true;
        for (int j = i + 1; j < members.size(); ++j) {
            if (used[j] || f.played.contains(
                               SwissPairing::key(f.ranked[members[i]].id, f.ranked[members[j]].id)))
                continue;
            used[j] = true;
            walk(sofar + cost.cost(i, j));
            used[j] = false;
        }
        used[i] = false;
    };
    walk(0);
    return best;
}

// The reference for a whole round: the bye candidates from the bottom (those without a bye, or
// everyone), the first that leaves a pairing, and that pairing's least cost by brute force.
struct Reference
{
    std::optional<qint64> cost;
    qint64 bye = 0;
};

Reference reference(const SwissPairing::Field &f, PairingStyle style)
{
    const int size = int(f.ranked.size());
    QList<int> candidates;
    if (size % 2) {
        for (int i = size - 1; i >= 0; --i) {
            if (!f.ranked[i].hadBye)
                candidates.append(i);
        }
        if (candidates.isEmpty()) {
            for (int i = size - 1; i >= 0; --i)
                candidates.append(i);
        }
    } else {
        candidates.append(-1);
    }
    for (int bye : candidates) {
        QList<int> members;
        for (int i = 0; i < size; ++i) {
            if (i != bye)
                members.append(i);
        }
        if (const std::optional<qint64> best = bruteForce(f, members, style))
            return {best, bye >= 0 ? f.ranked[bye].id : 0};
    }
    return {};
}

// A random field: points as after `rounds` rounds, each coach having met up to `rounds` others.
SwissPairing::Field randomField(int n, int rounds, quint32 seed)
{
    QRandomGenerator random(seed);
    QList<int> points;
    for (int i = 0; i < n; ++i)
        points.append(random.bounded(3 * rounds + 1));
    std::sort(points.begin(), points.end(), std::greater<int>());
    SwissPairing::Field f = field(points);
    for (int r = 0; r < rounds; ++r) {
        for (int k = 0; k < n / 2; ++k) {
            const qint64 a = 1 + random.bounded(n);
            const qint64 b = 1 + random.bounded(n);
            if (a != b)
                f.played.insert(SwissPairing::key(a, b));
        }
    }
    for (int i = 0; i < n; ++i)
        f.ranked[i].hadBye = random.bounded(4) == 0;
    return f;
}

// Plays a whole swiss tournament of `n` coaches with random results, round after round.
struct Simulation
{
    Tournament tournament;
    QList<SwissPairing::Result> rounds;
};

Simulation simulate(int n, int rounds, quint32 seed)
{
    Simulation s;
    s.tournament.rules.seed = seed;
    for (int i = 1; i <= n; ++i)
        s.tournament.entrants.append(
            {i, u"Coach %1"_s.arg(i), {}, {}, {}, {}, u"human"_s, true, 1});
    QRandomGenerator random(seed);
    for (int r = 1; r <= rounds; ++r) {
        SwissPairing::Result result = SwissPairing::pairNextRound(s.tournament);
        s.rounds.append(result);
        if (!result.paired)
            break;
        for (TournamentGame g : result.games) {
            if (!g.isBye()) {
                g.played = true;
                g.homeTouchdowns = random.bounded(4);
                g.awayTouchdowns = random.bounded(4);
                g.homeCasualties = random.bounded(3);
                g.awayCasualties = random.bounded(3);
            }
            s.tournament.games.append(g);
        }
    }
    return s;
}

} // namespace

class TestSwissPairing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void costFollowsTheStyle_data();
    void costFollowsTheStyle();
    void greedyWouldRematchExactDoesNot_data();
    void greedyWouldRematchExactDoesNot();
    void equalsBruteForce_data();
    void equalsBruteForce();
    void byeGoesToLowestWithoutOne_data();
    void byeGoesToLowestWithoutOne();
    void impossibleRoundIsExplained();
    void rematchesAllowedAreFewest();
    void clubsAndNationsKeptApart();
    void longTournamentsNeverRematch_data();
    void longTournamentsNeverRematch();
    void roundNeedsEveryResult();
};

// Issue 17.3: "pairing style adjacent (1 v 2, 3 v 4) or split within score groups".
void TestSwissPairing::costFollowsTheStyle_data()
{
    QTest::addColumn<QList<int>>("points");
    QTest::addColumn<int>("style");
    QTest::addColumn<Pairs>("expected");
    QTest::newRow("17.3 adjacent, one group")
        << QList<int>{0, 0, 0, 0, 0, 0} << int(PairingStyle::Adjacent)
        << Pairs{{1, 2}, {3, 4}, {5, 6}};
    QTest::newRow("17.3 split, one group of 8")
        << QList<int>{3, 3, 3, 3, 3, 3, 3, 3} << int(PairingStyle::Split)
        << Pairs{{1, 5}, {2, 6}, {3, 7}, {4, 8}};
    QTest::newRow("17.3 adjacent, score groups kept together")
        << QList<int>{6, 6, 3, 3, 3, 3, 0, 0} << int(PairingStyle::Adjacent)
        << Pairs{{1, 2}, {3, 4}, {5, 6}, {7, 8}};
    QTest::newRow("17.3 split, two groups of 4")
        << QList<int>{3, 3, 3, 3, 0, 0, 0, 0} << int(PairingStyle::Split)
        << Pairs{{1, 3}, {2, 4}, {5, 7}, {6, 8}};
    QTest::newRow("17.3 odd group floats its last coach down one group")
        << QList<int>{6, 6, 6, 3, 3, 3} << int(PairingStyle::Adjacent)
        << Pairs{{1, 2}, {3, 4}, {5, 6}};
}

void TestSwissPairing::costFollowsTheStyle()
{
    QFETCH(QList<int>, points);
    QFETCH(int, style);
    QFETCH(Pairs, expected);
    TournamentRules rules;
    rules.pairingStyle = PairingStyle(style);
    const SwissPairing::Result result = SwissPairing::pair(field(points), rules, 1);
    QVERIFY2(result.paired, qPrintable(result.problem));
    QCOMPARE(tables(result), expected);
}

// Issue 17: "Tourma pairs greedily and can be forced into rematches; Dugout pairs exactly".
void TestSwissPairing::greedyWouldRematchExactDoesNot_data()
{
    QTest::addColumn<QList<int>>("points");
    QTest::addColumn<Pairs>("played");
    QTest::addColumn<Pairs>("expected");
    // Greedy: 1 has met 2, takes 3; 2 is left with 4, whom 2 has met.
    QTest::newRow("17 four coaches")
        << QList<int>{3, 3, 0, 0} << Pairs{{1, 2}, {2, 4}} << Pairs{{1, 4}, {2, 3}};
    // Greedy: 1-3, 2-4, 5 is left with 6, already met. Exact floats one pair further.
    QTest::newRow("17 six coaches")
        << QList<int>{6, 6, 3, 3, 0, 0} << Pairs{{1, 2}, {5, 6}, {3, 4}, {1, 6}}
        << Pairs{{1, 3}, {2, 5}, {4, 6}};
}

void TestSwissPairing::greedyWouldRematchExactDoesNot()
{
    QFETCH(QList<int>, points);
    QFETCH(Pairs, played);
    QFETCH(Pairs, expected);
    const SwissPairing::Field f = field(points, played);
    QVERIFY(greedyRematches(f) > 0);
    const SwissPairing::Result result = SwissPairing::pair(f, TournamentRules(), 2);
    QVERIFY2(result.paired, qPrintable(result.problem));
    QCOMPARE(result.rematches, 0);
    QCOMPARE(tables(result), expected);
}

// Issue 17.3: "a perfect matching ... minimising a documented cost": the least cost of all.
void TestSwissPairing::equalsBruteForce_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("style");
    for (int size : {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}) {
        for (quint32 seed = 1; seed <= 6; ++seed) {
            const int rounds = int(seed % 4);
            const int style = int(seed % 2);
            QTest::addRow("17.3 %d coaches, %d rounds, seed %u", size, rounds, seed)
                << size << rounds << seed << style;
        }
    }
}

void TestSwissPairing::equalsBruteForce()
{
    QFETCH(int, size);
    QFETCH(int, rounds);
    QFETCH(quint32, seed);
    QFETCH(int, style);
    const SwissPairing::Field f = randomField(size, rounds, seed);
    TournamentRules rules;
    rules.pairingStyle = PairingStyle(style);
    const SwissPairing::Result result = SwissPairing::pair(f, rules, rounds + 1);

    const Reference expected = reference(f, rules.pairingStyle);
    QCOMPARE(result.paired, expected.cost.has_value());
    if (!expected.cost)
        return;
    QCOMPARE(result.cost, *expected.cost);
    QCOMPARE(result.rematches, 0);
    qint64 gotBye = 0;
    for (const TournamentGame &g : result.games) {
        if (g.isBye())
            gotBye = g.homeId;
    }
    QCOMPARE(gotBye, expected.bye);
}

// Issue 17.3: "the bye to the lowest-ranked coach who has not had one".
void TestSwissPairing::byeGoesToLowestWithoutOne_data()
{
    QTest::addColumn<QList<bool>>("hadBye");
    QTest::addColumn<Pairs>("played");
    QTest::addColumn<qint64>("bye");
    QTest::newRow("17.3 the last coach")
        << QList<bool>{false, false, false, false, false} << Pairs{} << qint64(5);
    QTest::newRow("17.3 the last has had one")
        << QList<bool>{false, false, false, false, true} << Pairs{} << qint64(4);
    QTest::newRow("17.3 everyone has had one: the last again")
        << QList<bool>{true, true, true, true, true} << Pairs{} << qint64(5);
    // 5 sitting out would leave 1-2-3-4 where 4 has met 1, 2 and 3: no pairing, so 4 sits out.
    QTest::newRow("17.3 the last's bye would force a rematch")
        << QList<bool>{false, false, false, false, false} << Pairs{{4, 1}, {4, 2}, {4, 3}}
        << qint64(4);
}

void TestSwissPairing::byeGoesToLowestWithoutOne()
{
    QFETCH(QList<bool>, hadBye);
    QFETCH(Pairs, played);
    QFETCH(qint64, bye);
    SwissPairing::Field f = field({3, 3, 3, 0, 0}, played);
    for (int i = 0; i < hadBye.size(); ++i)
        f.ranked[i].hadBye = hadBye[i];
    const SwissPairing::Result result = SwissPairing::pair(f, TournamentRules(), 3);
    QVERIFY2(result.paired, qPrintable(result.problem));
    QVERIFY(result.games.constLast().isBye());
    QCOMPARE(result.games.constLast().homeId, bye);
    QCOMPARE(result.games.constLast().table, 3);
    QCOMPARE(result.rematches, 0);
}

// Issue 17.3: "When no rematch-free pairing exists, say so and explain what the organiser can
// relax."
void TestSwissPairing::impossibleRoundIsExplained()
{
    // Four coaches who have all met: round 4 cannot avoid a rematch.
    const SwissPairing::Field f =
        field({6, 3, 3, 0}, {{1, 2}, {3, 4}, {1, 3}, {2, 4}, {1, 4}, {2, 3}});
    const SwissPairing::Result result = SwissPairing::pair(f, TournamentRules(), 4);
    QVERIFY(!result.paired);
    QVERIFY(result.games.isEmpty());
    QVERIFY2(result.problem.contains(u"round 4"_s), qPrintable(result.problem));
    QVERIFY2(result.problem.contains(u"Allow rematches"_s), qPrintable(result.problem));
}

void TestSwissPairing::rematchesAllowedAreFewest()
{
    // 1 has met everyone, so one rematch is unavoidable. With rematches allowed the round has
    // exactly one: 1-3 and 2-4 (one score group apart each) rather than 1-4 and 2-3 (two groups).
    const SwissPairing::Field f = field({6, 3, 3, 0}, {{1, 2}, {3, 4}, {1, 4}, {1, 3}});
    TournamentRules rules;
    QVERIFY(!SwissPairing::pair(f, rules, 3).paired);
    rules.allowRematches = true;
    const SwissPairing::Result result = SwissPairing::pair(f, rules, 3);
    QVERIFY2(result.paired, qPrintable(result.problem));
    QCOMPARE(result.rematches, 1);
    QCOMPARE(tables(result), (Pairs{{1, 3}, {2, 4}}));
}

// Issue 17.3: "forbids ... as a setting, coaches of the same club or nation, or a given list".
void TestSwissPairing::clubsAndNationsKeptApart()
{
    SwissPairing::Field f = field({0, 0, 0, 0});
    f.ranked[0].club = u"Lutèce"_s;
    f.ranked[1].club = u"lutèce "_s;
    f.ranked[2].nation = u"FR"_s;
    f.ranked[3].nation = u"FR"_s;
    TournamentRules rules;
    QCOMPARE(tables(SwissPairing::pair(f, rules, 1)), (Pairs{{1, 2}, {3, 4}}));
    rules.avoidSameClub = true;
    QCOMPARE(tables(SwissPairing::pair(f, rules, 1)), (Pairs{{1, 3}, {2, 4}}));
    rules.avoidSameNation = true;
    QCOMPARE(tables(SwissPairing::pair(f, rules, 1)), (Pairs{{1, 3}, {2, 4}}));
    f.forbidden.insert(SwissPairing::key(1, 3));
    QCOMPARE(tables(SwissPairing::pair(f, rules, 1)), (Pairs{{1, 4}, {2, 3}}));
    f.forbidden.insert(SwissPairing::key(1, 4));
    const SwissPairing::Result none = SwissPairing::pair(f, rules, 1);
    QVERIFY(!none.paired);
    QVERIFY2(none.problem.contains(u"club or nation"_s), qPrintable(none.problem));
}

// Issue 17.6: "swiss pairing never rematching over 8+ rounds for 7, 8, 9, 64 and 400 coaches".
void TestSwissPairing::longTournamentsNeverRematch_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<bool>("allRounds"); // every round must be paired
    // Seven coaches meet six others and sit out once, eight meet seven others: the eighth round
    // cannot be paired without a rematch and must be refused. A smaller field can also run out
    // of rematch-free pairings earlier (each round is optimal on its own, not the whole event):
    // then the refusal is checked against every possible pairing.
    QTest::newRow("17.6 7 coaches") << 7 << 8 << false;
    QTest::newRow("17.6 8 coaches") << 8 << 8 << false;
    QTest::newRow("17.6 9 coaches") << 9 << 8 << false;
    QTest::newRow("17.6 64 coaches") << 64 << 9 << true;
    QTest::newRow("17.6 400 coaches") << 400 << 8 << true;
}

void TestSwissPairing::longTournamentsNeverRematch()
{
    QFETCH(int, size);
    QFETCH(int, rounds);
    QFETCH(bool, allRounds);
    for (quint32 seed : {11u, 12u, 13u}) {
        const Simulation s = simulate(size, rounds, seed);
        QSet<QPair<qint64, qint64>> met;
        QHash<qint64, int> byes;
        for (const TournamentGame &g : s.tournament.games) {
            if (g.isBye()) {
                ++byes[g.homeId];
                continue;
            }
            QVERIFY2(!met.contains(SwissPairing::key(g.homeId, g.awayId)),
                     qPrintable(u"rematch in round %1"_s.arg(g.round)));
            met.insert(SwissPairing::key(g.homeId, g.awayId));
        }
        for (int count : byes)
            QCOMPARE(count, 1); // never a second bye while others have had none
        const SwissPairing::Result &last = s.rounds.constLast();
        if (allRounds) {
            QVERIFY2(last.paired, qPrintable(last.problem));
            QCOMPARE(s.tournament.roundsPaired(), rounds);
            continue;
        }
        if (size <= 8)
            QVERIFY(!last.paired); // eight rounds are impossible
        if (!last.paired) {
            QVERIFY(last.problem.contains(u"rematch"_s));
            const SwissPairing::Field f = SwissPairing::nextField(s.tournament);
            QVERIFY(!reference(f, PairingStyle::Adjacent).cost.has_value());
        }
    }
}

void TestSwissPairing::roundNeedsEveryResult()
{
    Simulation s = simulate(6, 1, 3);
    QCOMPARE(s.tournament.roundsPaired(), 1);
    s.tournament.games.first().played = false;
    const RuleCheck check = SwissPairing::canPairNextRound(s.tournament);
    QVERIFY(!check);
    QCOMPARE(check.reason, u"Enter every result of round 1 before pairing round 2."_s);
    QVERIFY(!SwissPairing::pairNextRound(s.tournament).paired);
}

QTEST_GUILESS_MAIN(TestSwissPairing)
#include "tst_swiss_pairing.moc"
