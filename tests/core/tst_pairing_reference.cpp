// The swiss pairing's cost against an exact matching computed outside Dugout (issue 17.3:
// "the cost equal to an exact reference on the same input (check against NetworkX's
// max_weight_matching in a test, python3-networkx)"). Each field is written as a weighted graph
// (weight = bound - cost, rematches left out); NetworkX finds its maximum-weight maximum-
// cardinality matching and prints its total cost, which must equal Dugout's.
#include "core/tournament/PairingCost.h"
#include "core/tournament/SwissPairing.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

const char *const script = R"(
import sys
import networkx as nx
g = nx.Graph()
size = 0
with open(sys.argv[1]) as f:
    size = int(f.readline())
    g.add_nodes_from(range(size))
    for line in f:
        i, j, cost, weight = (int(x) for x in line.split())
        g.add_edge(i, j, weight=weight, cost=cost)
m = nx.max_weight_matching(g, maxcardinality=True)
if 2 * len(m) != size:
    print("none")
else:
    print(sum(g[i][j]["cost"] for i, j in m))
)";

SwissPairing::Field randomField(int n, int rounds, quint32 seed)
{
    QRandomGenerator random(seed);
    QList<int> points;
    for (int i = 0; i < n; ++i)
        points.append(random.bounded(3 * rounds + 1));
    std::sort(points.begin(), points.end(), std::greater<int>());
    SwissPairing::Field f;
    for (int i = 0; i < n; ++i)
        f.ranked.append({i + 1, points[i], {}, {}, false});
    // Each round a random perfect matching: everyone has met `rounds` others.
    for (int r = 0; r < rounds; ++r) {
        QList<qint64> order;
        for (int i = 1; i <= n; ++i)
            order.append(i);
        for (int i = n - 1; i > 0; --i)
            order.swapItemsAt(i, random.bounded(i + 1));
        for (int i = 0; i + 1 < n; i += 2)
            f.played.insert(SwissPairing::key(order[i], order[i + 1]));
    }
    return f;
}

} // namespace

class TestPairingReference : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void equalsNetworkX_data();
    void equalsNetworkX();
};

void TestPairingReference::equalsNetworkX_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<int>("style");
    QTest::addColumn<quint32>("seed");
    for (int size : {16, 40, 64, 100}) {
        for (int rounds : {1, 3, 5}) {
            for (int style : {int(PairingStyle::Adjacent), int(PairingStyle::Split)})
                QTest::addRow("17.3 %d coaches after %d rounds, %s", size, rounds,
                              style ? "split" : "adjacent")
                    << size << rounds << style << quint32(size * 10 + rounds);
        }
    }
}

void TestPairingReference::equalsNetworkX()
{
    QFETCH(int, size);
    QFETCH(int, rounds);
    QFETCH(int, style);
    QFETCH(quint32, seed);
    const SwissPairing::Field f = randomField(size, rounds, seed);
    TournamentRules rules;
    rules.pairingStyle = PairingStyle(style);
    const SwissPairing::Result ours = SwissPairing::pair(f, rules, rounds + 1);

    QList<int> points;
    for (const auto &coach : f.ranked)
        points.append(coach.points);
    const PairingCost cost(points, rules.pairingStyle);
    QTemporaryDir dir;
    QFile graph(dir.filePath(u"graph.txt"_s));
    QVERIFY(graph.open(QIODevice::WriteOnly));
    QByteArray text = QByteArray::number(size) + '\n';
    for (int i = 0; i < size; ++i) {
        for (int j = i + 1; j < size; ++j) {
            if (f.played.contains(SwissPairing::key(f.ranked[i].id, f.ranked[j].id)))
                continue;
            const qint64 c = cost.cost(i, j);
            text += QByteArray::number(i) + ' ' + QByteArray::number(j) + ' ' +
                    QByteArray::number(c) + ' ' + QByteArray::number(cost.bound() - c) + '\n';
        }
    }
    QCOMPARE(graph.write(text), text.size());
    graph.close();

    QProcess python;
    python.start(u"/usr/bin/python3"_s, {u"-c"_s, QString::fromUtf8(script), graph.fileName()});
    QVERIFY2(python.waitForFinished(120000), "python3 did not finish");
    QVERIFY2(python.exitCode() == 0, qPrintable(u"NetworkX failed (install python3-networkx): "_s +
                                                QString::fromUtf8(python.readAllStandardError())));
    const QString reference = QString::fromUtf8(python.readAllStandardOutput()).trimmed();
    if (reference == u"none"_s) {
        QVERIFY(!ours.paired);
        return;
    }
    QVERIFY2(ours.paired, qPrintable(ours.problem));
    QCOMPARE(ours.cost, reference.toLongLong());
    QCOMPARE(ours.rematches, 0);
}

QTEST_GUILESS_MAIN(TestPairingReference)
#include "tst_pairing_reference.moc"
