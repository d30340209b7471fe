// Bonus ranking points for wide margins (issue 17.2: "ranking points per win/draw/loss and
// optional bonus points (touchdown or casualty margins)"). The thresholds are the tournament's
// settings (BonusPoints); a bonus is earned for the margin whatever the result, counted in the
// ranking points, so in the opponents' score too. The rulebook has no tournament scoring: these
// rows check the organiser's settings, edges included.
#include "core/tournament/TournamentStandings.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestBonusPoints : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void margins_data()
    {
        QTest::addColumn<int>("tdMargin");
        QTest::addColumn<int>("casMargin");
        QTest::addColumn<QList<int>>("game"); // home TD, away TD, home CAS, away CAS
        QTest::addColumn<int>("homeBonus");
        QTest::addColumn<int>("awayBonus");
        // Touchdown bonus 1 point, casualty bonus 2 points.
        QTest::newRow("off: a 5-0 earns nothing") << 0 << 0 << QList<int>{5, 0, 6, 0} << 0 << 0;
        QTest::newRow("3 TD margin reached") << 3 << 0 << QList<int>{3, 0, 0, 0} << 1 << 0;
        QTest::newRow("3 TD margin, one short") << 3 << 0 << QList<int>{3, 1, 0, 0} << 0 << 0;
        QTest::newRow("3 TD margin passed") << 3 << 0 << QList<int>{4, 0, 0, 0} << 1 << 0;
        QTest::newRow("the away side wide") << 2 << 0 << QList<int>{0, 2, 0, 0} << 0 << 1;
        QTest::newRow("casualties, margin reached by the loser")
            << 0 << 3 << QList<int>{2, 0, 0, 3} << 0 << 2;
        QTest::newRow("casualties one short") << 0 << 3 << QList<int>{2, 0, 3, 1} << 0 << 0;
        QTest::newRow("both bonuses to one coach") << 2 << 2 << QList<int>{2, 0, 2, 0} << 3 << 0;
        QTest::newRow("one each") << 2 << 2 << QList<int>{2, 0, 0, 2} << 1 << 2;
        QTest::newRow("margin 1: any lead counts") << 1 << 1 << QList<int>{1, 0, 1, 0} << 3 << 0;
        QTest::newRow("a level game earns nothing") << 1 << 1 << QList<int>{2, 2, 1, 1} << 0 << 0;
    }
    void margins()
    {
        QFETCH(int, tdMargin);
        QFETCH(int, casMargin);
        QFETCH(QList<int>, game);
        QFETCH(int, homeBonus);
        QFETCH(int, awayBonus);
        Tournament t;
        t.rules.bonus.touchdownMargin = tdMargin;
        t.rules.bonus.touchdownPoints = 1;
        t.rules.bonus.casualtyMargin = casMargin;
        t.rules.bonus.casualtyPoints = 2;
        for (int id = 1; id <= 2; ++id)
            t.entrants.append({id, u"Coach %1"_s.arg(id), {}, {}, {}, {}, u"orc"_s, true, 1});
        TournamentGame g;
        g.homeId = 1;
        g.awayId = 2;
        g.played = true;
        g.homeTouchdowns = game[0];
        g.awayTouchdowns = game[1];
        g.homeCasualties = game[2];
        g.awayCasualties = game[3];
        t.games.append(g);
        const int homeResult = game[0] > game[1] ? 3 : game[0] == game[1] ? 1 : 0;
        const int awayResult = game[1] > game[0] ? 3 : game[0] == game[1] ? 1 : 0;
        for (const StandingLine &line : TournamentStandings::compute(t)) {
            const bool home = line.entrantId == 1;
            QCOMPARE(line.bonusPoints, home ? homeBonus : awayBonus);
            QCOMPARE(line.points, (home ? homeResult : awayResult) + line.bonusPoints);
            // The opponent's bonus counts in the strength of schedule.
            QCOMPARE(line.opponentsScore, home ? awayResult + awayBonus : homeResult + homeBonus);
        }
    }

    // A bonus can turn a ranking: two winners level on wins, the wider winner first.
    void bonusDecidesTheRanking()
    {
        Tournament t;
        t.rules.bonus.touchdownMargin = 2;
        t.rules.tieBreakers.clear();
        for (int id = 1; id <= 4; ++id)
            t.entrants.append({id, u"Coach %1"_s.arg(id), {}, {}, {}, {}, u"orc"_s, true, 1});
        for (auto [home, away, homeTd] : {std::tuple{1, 2, 1}, std::tuple{3, 4, 2}}) {
            TournamentGame g;
            g.table = home;
            g.homeId = home;
            g.awayId = away;
            g.played = true;
            g.homeTouchdowns = homeTd;
            t.games.append(g);
        }
        for (quint32 seed = 1; seed <= 10; ++seed) {
            t.rules.seed = seed;
            const QList<StandingLine> lines = TournamentStandings::compute(t);
            QCOMPARE(lines.at(0).entrantId, qint64(3));
            QCOMPARE(lines.at(0).points, 4);
            QCOMPARE(lines.at(1).entrantId, qint64(1));
        }
    }
};

QTEST_GUILESS_MAIN(TestBonusPoints)
#include "tst_bonus_points.moc"
