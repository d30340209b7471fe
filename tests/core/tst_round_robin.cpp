// Round-robin schedules (rulebook l.3876–4350; the meeting rule is rulebook l.3004–3012): every
// team meets every other once per leg, never twice in a round, and rests once per leg when
// the number of teams is odd.
#include "core/league/RoundRobin.h"
#include "core/league/ScheduleRules.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

QList<qint64> teamIds(int count)
{
    QList<qint64> ids;
    for (int i = 0; i < count; ++i)
        ids << 101 + i * 7; // ids that are neither 1…n nor contiguous
    return ids;
}

QString pairKey(qint64 a, qint64 b)
{
    return u"%1-%2"_s.arg(std::min(a, b)).arg(std::max(a, b));
}

} // namespace

class TestRoundRobin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundsPerLeg_data()
    {
        QTest::addColumn<int>("teams");
        QTest::addColumn<int>("rounds");
        QTest::newRow("0") << 0 << 0;
        QTest::newRow("1: nobody to play") << 1 << 0;
        QTest::newRow("2") << 2 << 1;
        QTest::newRow("3: one rests each round") << 3 << 3;
        QTest::newRow("4") << 4 << 3;
        QTest::newRow("7") << 7 << 7;
        QTest::newRow("16") << 16 << 15;
    }
    void roundsPerLeg()
    {
        QFETCH(int, teams);
        QFETCH(int, rounds);
        QCOMPARE(RoundRobin::roundsPerLeg(teams), rounds);
    }

    void tooFewTeamsGiveNoFixture()
    {
        QVERIFY(RoundRobin::schedule({}, true, 1).isEmpty());
        QVERIFY(RoundRobin::schedule({5}, true, 1).isEmpty());
    }

    void schedule_data()
    {
        QTest::addColumn<int>("teams");
        QTest::addColumn<bool>("doubleLeg");
        for (int teams = 2; teams <= 12; ++teams) {
            QTest::addRow("%d teams, single", teams) << teams << false;
            QTest::addRow("%d teams, double", teams) << teams << true;
        }
    }
    void schedule()
    {
        QFETCH(int, teams);
        QFETCH(bool, doubleLeg);
        const QList<qint64> ids = teamIds(teams);
        const int firstRound = 3;
        const QList<Fixture> fixtures = RoundRobin::schedule(ids, doubleLeg, 42, 9, firstRound);

        const int rounds = teams % 2 == 0 ? teams - 1 : teams;
        const int legs = doubleLeg ? 2 : 1;
        QCOMPARE(fixtures.size(), qsizetype(legs) * teams * (teams - 1) / 2);

        int previousRound = 0;
        for (int leg = 0; leg < legs; ++leg) {
            QHash<QString, int> meetings;
            QHash<qint64, int> played; // rounds each team plays in this leg
            QHash<qint64, int> home;
            for (const Fixture &fixture : fixtures) {
                QCOMPARE(fixture.id, 0);
                QCOMPARE(fixture.seasonId, 42);
                QCOMPARE(fixture.divisionId, 9);
                QCOMPARE(fixture.matchId, 0);
                QVERIFY(ids.contains(fixture.homeTeamId) && ids.contains(fixture.awayTeamId));
                QVERIFY(fixture.homeTeamId != fixture.awayTeamId);
                const int legRound = fixture.round - firstRound - leg * rounds;
                if (legRound < 0 || legRound >= rounds)
                    continue;
                ++meetings[pairKey(fixture.homeTeamId, fixture.awayTeamId)];
                ++played[fixture.homeTeamId];
                ++played[fixture.awayTeamId];
                ++home[fixture.homeTeamId];
            }
            // Every pair exactly once per leg.
            QCOMPARE(meetings.size(), qsizetype(teams) * (teams - 1) / 2);
            for (auto it = meetings.cbegin(); it != meetings.cend(); ++it)
                QVERIFY2(it.value() == 1, qPrintable(it.key()));
            // n − 1 matches each; with an odd number of teams that is one bye per leg.
            for (const qint64 id : ids) {
                QCOMPARE(played.value(id), teams - 1);
                // Venues are shared out within a leg: at most one more home than away or back.
                const int away = teams - 1 - home.value(id);
                QVERIFY2(std::abs(home.value(id) - away) <= 1,
                         qPrintable(
                             u"team %1: %2 home, %3 away"_s.arg(id).arg(home.value(id)).arg(away)));
            }
        }

        // Rounds in order, numbered without gaps from firstRound; no team twice in a round.
        QHash<int, QSet<qint64>> byRound;
        for (const Fixture &fixture : fixtures) {
            QVERIFY(fixture.round >= previousRound);
            previousRound = fixture.round;
            QSet<qint64> &inRound = byRound[fixture.round];
            QVERIFY2(!inRound.contains(fixture.homeTeamId) && !inRound.contains(fixture.awayTeamId),
                     qPrintable(u"round %1"_s.arg(fixture.round)));
            inRound << fixture.homeTeamId << fixture.awayTeamId;
        }
        QCOMPARE(byRound.size(), qsizetype(legs) * rounds);
        for (int round = firstRound; round < firstRound + legs * rounds; ++round) {
            QVERIFY(byRound.contains(round));
            // Odd: exactly one team rests in each round.
            QCOMPARE(byRound.value(round).size(), teams % 2 == 0 ? teams : teams - 1);
        }

        // The second leg is the first with venues swapped, rounds following on.
        if (doubleLeg) {
            const qsizetype half = fixtures.size() / 2;
            for (qsizetype i = 0; i < half; ++i) {
                const Fixture &first = fixtures.at(i);
                const Fixture &second = fixtures.at(half + i);
                QCOMPARE(second.round, first.round + rounds);
                QCOMPARE(second.homeTeamId, first.awayTeamId);
                QCOMPARE(second.awayTeamId, first.homeTeamId);
            }
        }

        // Two teams never meet more than twice in a row (l.3004–3012): the generated schedule
        // passes the rule it will be checked against, both legs together.
        const RuleCheck check = ScheduleRules::checkConsecutiveMeetings(
            fixtures, [](qint64 id) { return QString::number(id); });
        QVERIFY2(check, qPrintable(check.reason));
    }

    // An odd count rests each team exactly once per leg, in a different round each.
    void byesAreSpreadOverTheRounds()
    {
        const QList<qint64> ids = teamIds(5);
        const QList<Fixture> fixtures = RoundRobin::schedule(ids, false, 1);
        QSet<int> byeRounds;
        for (const qint64 id : ids) {
            QSet<int> rounds;
            for (const Fixture &fixture : fixtures) {
                if (fixture.homeTeamId == id || fixture.awayTeamId == id)
                    rounds << fixture.round;
            }
            QCOMPARE(rounds.size(), 4);
            for (int round = 1; round <= 5; ++round) {
                if (!rounds.contains(round))
                    byeRounds << round;
            }
        }
        QCOMPARE(byeRounds, (QSet<int>{1, 2, 3, 4, 5}));
    }
};

QTEST_GUILESS_MAIN(TestRoundRobin)
#include "tst_round_robin.moc"
