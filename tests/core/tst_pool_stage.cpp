// Pools then a knockout (issue 17.2: "formats: … pools then a knockout"). The coaches dealt into
// pools in a snake, a round robin in each pool, each pool ranked on its own games with the
// tournament's points and tie-breakers, the best of each pool seeded into a knockout with the
// pool winners apart, and the whole tournament played to its winner through RoundPairing, the
// way the store pairs it. The rulebook has no tournament formats: these rows check the
// organiser's settings (number of pools, qualifiers per pool), edges included.
#include "core/tournament/KnockoutBracket.h"
#include "core/tournament/PoolStage.h"
#include "core/tournament/RoundPairing.h"
#include "core/tournament/TournamentChecks.h"
#include "core/tournament/TournamentStandings.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

Tournament field(int coaches, int pools, int qualifiers)
{
    Tournament t;
    t.rules.format = TournamentFormat::Pools;
    t.rules.pools.count = pools;
    t.rules.pools.qualifiers = qualifiers;
    for (int id = 1; id <= coaches; ++id)
        t.entrants.append({id, u"Coach %1"_s.arg(id), {}, {}, {}, {}, u"orc"_s, true, 1});
    return t;
}

} // namespace

class TestPoolStage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void poolsPlayedToTheEnd_data()
    {
        QTest::addColumn<int>("coaches");
        QTest::addColumn<int>("pools");
        QTest::addColumn<int>("qualifiers");
        QTest::newRow("8 in 2 pools, 2 go on") << 8 << 2 << 2;
        QTest::newRow("7 in 2 pools (4 and 3), 2 go on") << 7 << 2 << 2;
        QTest::newRow("10 in 3 pools, 2 go on") << 10 << 3 << 2;
        QTest::newRow("12 in 4 pools, 2 go on") << 12 << 4 << 2;
        QTest::newRow("16 in 4 pools, 2 go on") << 16 << 4 << 2;
        QTest::newRow("9 in 2 pools, 3 go on") << 9 << 2 << 3;
        QTest::newRow("13 in 4 pools, winners only") << 13 << 4 << 1;
        QTest::newRow("20 in 4 pools, 4 go on") << 20 << 4 << 4;
        QTest::newRow("24 in 8 pools of 3, winners only") << 24 << 8 << 1;
        QTest::newRow("33 in 6 pools, 2 go on") << 33 << 6 << 2;
        QTest::newRow("one pool of 6, 4 go on") << 6 << 1 << 4;
    }
    void poolsPlayedToTheEnd()
    {
        QFETCH(int, coaches);
        QFETCH(int, pools);
        QFETCH(int, qualifiers);
        Tournament t = field(coaches, pools, qualifiers);

        // The snake: pool sizes differ by at most one; seeds 1 … pools open the pools in order.
        const QList<QList<qint64>> drawn = PoolStage::pools(t);
        QCOMPARE(drawn.size(), pools);
        QHash<qint64, int> poolOf;
        int smallest = coaches;
        int largest = 0;
        for (int p = 0; p < pools; ++p) {
            QCOMPARE(drawn.at(p).first(), qint64(p + 1));
            smallest = std::min(smallest, int(drawn.at(p).size()));
            largest = std::max(largest, int(drawn.at(p).size()));
            for (qint64 id : drawn.at(p))
                poolOf.insert(id, p);
        }
        QVERIFY(largest - smallest <= 1);
        QCOMPARE(int(poolOf.size()), coaches);
        const int poolRounds = PoolStage::rounds(t);
        QCOMPARE(poolRounds, largest % 2 == 0 ? largest - 1 : largest);

        // The pool stage: a round robin in each pool, nobody twice in a round.
        QSet<QPair<qint64, qint64>> met;
        quint32 state = quint32(coaches);
        for (int round = 1; round <= poolRounds; ++round) {
            const RuleCheck check = RoundPairing::canPairNextRound(t);
            QVERIFY2(check, qPrintable(check.reason));
            SwissPairing::Result result = RoundPairing::pairNextRound(t);
            QVERIFY2(result.paired, qPrintable(result.problem));
            QSet<qint64> seen;
            for (TournamentGame &g : result.games) {
                QVERIFY(!seen.contains(g.homeId));
                seen.insert(g.homeId);
                if (g.isBye())
                    continue;
                QVERIFY(!seen.contains(g.awayId));
                seen.insert(g.awayId);
                QCOMPARE(poolOf.value(g.homeId), poolOf.value(g.awayId));
                const auto key = SwissPairing::key(g.homeId, g.awayId);
                QVERIFY2(!met.contains(key), "a pool game repeated");
                met.insert(key);
                state = state * 1103515245u + 12345u;
                g.played = true;
                g.homeTouchdowns = int((state >> 16) % 3);
                g.awayTouchdowns = int((state >> 20) % 3);
                g.homeCasualties = int((state >> 24) % 2);
            }
            t.games += result.games;
            // No knockout before the pools are over.
            if (round < poolRounds)
                QVERIFY(KnockoutBracket::build(t).seeds().isEmpty());
        }
        int expectedGames = 0;
        for (const QList<qint64> &pool : drawn)
            expectedGames += int(pool.size() * (pool.size() - 1) / 2);
        QCOMPARE(int(met.size()), expectedGames);
        QVERIFY(PoolStage::finished(t));

        // The qualifiers: the best `qualifiers` of each pool, pool winners first.
        const QList<qint64> seeds = PoolStage::qualifiers(t);
        QCOMPARE(int(seeds.size()), pools * qualifiers);
        for (int p = 0; p < pools; ++p) {
            const QList<StandingLine> lines = PoolStage::standings(t, p);
            QCOMPARE(int(lines.size()), int(drawn.at(p).size()));
            for (int k = 0; k < int(lines.size()); ++k)
                QCOMPARE(seeds.contains(lines.at(k).entrantId), k < qualifiers);
            QVERIFY(seeds.mid(0, pools).contains(lines.first().entrantId));
        }
        const KnockoutBracket bracket = KnockoutBracket::build(t);
        QCOMPARE(bracket.seeds(), seeds);
        QCOMPARE(bracket.firstRound(), poolRounds + 1);
        // Two coaches of one pool never meet in their first knockout game when there are two
        // pools or more.
        if (pools > 1) {
            for (const KnockoutMatch &m : bracket.main().first()) {
                if (!m.bye)
                    QVERIFY2(poolOf.value(m.homeId) != poolOf.value(m.awayId),
                             "two coaches of one pool in a first knockout game");
            }
        }

        // The knockout, the better seed winning, to the end.
        if (seeds.size() >= 2) {
            for (int stage = 1; stage <= bracket.stages(); ++stage) {
                SwissPairing::Result result = RoundPairing::pairNextRound(t);
                QVERIFY2(result.paired, qPrintable(result.problem));
                for (TournamentGame &g : result.games) {
                    QCOMPARE(g.round, poolRounds + stage);
                    if (g.isBye())
                        continue;
                    g.played = true;
                    const bool homeBetter = seeds.indexOf(g.homeId) < seeds.indexOf(g.awayId);
                    g.homeTouchdowns = homeBetter ? 1 : 0;
                    g.awayTouchdowns = homeBetter ? 0 : 1;
                }
                t.games += result.games;
            }
            const RuleCheck over = RoundPairing::canPairNextRound(t);
            QVERIFY(!over);
            QVERIFY2(over.reason.contains(u"over"_s), qPrintable(over.reason));
            const qint64 champion = KnockoutBracket::build(t).champion();
            QCOMPARE(champion, seeds.first());
            QCOMPARE(TournamentStandings::compute(t).first().entrantId, champion);
            // A pool game can no longer be corrected: the knockout was drawn from it.
            // gamesOfRound returns a copy: keep the table number, not a pointer into it.
            int poolTable = 0;
            for (const TournamentGame &g : t.gamesOfRound(1)) {
                if (!g.isBye())
                    poolTable = g.table;
            }
            QVERIFY(poolTable > 0);
            QVERIFY(!TournamentChecks::canRecordResult(t, 1, poolTable, 0, 0, 0, 0));
        }
    }

    void poolsThatCannotBeDrawn_data()
    {
        QTest::addColumn<int>("coaches");
        QTest::addColumn<int>("pools");
        QTest::addColumn<int>("qualifiers");
        QTest::addColumn<QString>("reason");
        QTest::newRow("a pool of one") << 5 << 3 << 1 << u"fewer than two coaches"_s;
        QTest::newRow("more qualifiers than a pool holds") << 10 << 3 << 4 << u"fewer than the 4"_s;
        QTest::newRow("one pool, one qualifier") << 6 << 1 << 1 << u"at least two coaches"_s;
    }
    void poolsThatCannotBeDrawn()
    {
        QFETCH(int, coaches);
        QFETCH(int, pools);
        QFETCH(int, qualifiers);
        QFETCH(QString, reason);
        const Tournament t = field(coaches, pools, qualifiers);
        const RuleCheck check = RoundPairing::canPairNextRound(t);
        QVERIFY(!check);
        QVERIFY2(check.reason.contains(reason), qPrintable(check.reason));
        QVERIFY(!RoundPairing::pairNextRound(t).paired);
    }

    // A pool game is an ordinary game: a draw stands and nobody "goes through".
    void poolGamesMayBeLevel()
    {
        Tournament t = field(8, 2, 2);
        t.games = RoundPairing::pairNextRound(t).games;
        QVERIFY(TournamentChecks::canRecordResult(t, 1, 1, 1, 1, 0, 0));
        QVERIFY(!TournamentChecks::canRecordResult(t, 1, 1, 1, 1, 0, 0, t.games.first().homeId));
    }
};

QTEST_GUILESS_MAIN(TestPoolStage)
#include "tst_pool_stage.moc"
