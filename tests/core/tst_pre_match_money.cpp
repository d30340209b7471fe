// The pre-match money sequence (rulebook l.3571–3665): petty cash,
// match team values, handicap, who declares and who buys first, what comes back.
#include "core/inducements/PreMatchMoney.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

Q_DECLARE_METATYPE(dugout::Side)

class TestPreMatchMoney : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sequence_data()
    {
        QTest::addColumn<qint64>("homeTv");
        QTest::addColumn<qint64>("homeTreasury");
        QTest::addColumn<qint64>("homePetty");
        QTest::addColumn<qint64>("awayTv");
        QTest::addColumn<qint64>("awayTreasury");
        QTest::addColumn<qint64>("awayPetty");
        QTest::addColumn<int>("declaresFirst"); // 0 home, 1 away
        QTest::addColumn<qint64>("homeMatchTv");
        QTest::addColumn<qint64>("awayMatchTv");
        QTest::addColumn<qint64>("homeHandicap");
        QTest::addColumn<qint64>("awayHandicap");
        QTest::addColumn<int>("buysFirst"); // -1 nobody waits, 0 home, 1 away

        // l.3630-3640: the book's example, 1,000,000 against 1,250,000 gives 250,000.
        QTest::newRow("l.3635 book example")
            << 1000000LL << 0LL << 0LL << 1250000LL << 0LL << 0LL << 1 << 1000000LL << 1250000LL
            << 250000LL << 0LL << -1;
        // Handicap 0: equal values, nobody receives anything, home declares first (choice).
        QTest::newRow("l.3620 handicap 0, home declares (choice)")
            << 1100000LL << 50000LL << 0LL << 1100000LL << 50000LL << 0LL << 0 << 1100000LL
            << 1100000LL << 0LL << 0LL << -1;
        // l.3614-3620: petty cash adds to the match team value, so it raises the handicap.
        QTest::newRow("l.3617 petty cash raises the handicap")
            << 1500000LL << 200000LL << 100000LL << 1200000LL << 0LL << 0LL << 0 << 1600000LL
            << 1200000LL << 0LL << 400000LL << 0;
        // Petty cash exactly the treasury is allowed.
        QTest::newRow("l.3616 petty cash exactly the treasury")
            << 1200000LL << 130000LL << 0LL << 1000000LL << 70000LL << 70000LL << 0 << 1200000LL
            << 1070000LL << 0LL << 130000LL << -1;
        // The weaker team's petty cash can make it the stronger one: it then gives the handicap.
        QTest::newRow("l.3625 weaker team overtakes with petty cash")
            << 1000000LL << 0LL << 0LL << 950000LL << 100000LL << 100000LL << 0 << 1000000LL
            << 1050000LL << 50000LL << 0LL << 1;
        // Petty cash evening the values out: no handicap, so nobody has to wait.
        QTest::newRow("l.3643 petty cash evens out, handicap 0")
            << 1000000LL << 0LL << 0LL << 900000LL << 100000LL << 100000LL << 0 << 1000000LL
            << 1000000LL << 0LL << 0LL << -1;
        QTest::newRow("l.3620 away stronger declares first")
            << 900000LL << 0LL << 0LL << 910000LL << 0LL << 0LL << 1 << 900000LL << 910000LL
            << 10000LL << 0LL << -1;
    }

    void sequence()
    {
        QFETCH(qint64, homeTv);
        QFETCH(qint64, homeTreasury);
        QFETCH(qint64, homePetty);
        QFETCH(qint64, awayTv);
        QFETCH(qint64, awayTreasury);
        QFETCH(qint64, awayPetty);
        QFETCH(int, declaresFirst);
        QFETCH(qint64, homeMatchTv);
        QFETCH(qint64, awayMatchTv);
        QFETCH(qint64, homeHandicap);
        QFETCH(qint64, awayHandicap);
        QFETCH(int, buysFirst);

        const PreMatchMoney money = PreMatchMoney::compute(
            {homeTv, homeTreasury}, {awayTv, awayTreasury}, homePetty, awayPetty);
        QVERIFY2(money.check().allowed, qPrintable(money.check().reason));
        QCOMPARE(money.declaresFirst(), declaresFirst == 0 ? Side::Home : Side::Away);
        QCOMPARE(money.home().matchTeamValue, homeMatchTv);
        QCOMPARE(money.away().matchTeamValue, awayMatchTv);
        QCOMPARE(money.home().handicap, homeHandicap);
        QCOMPARE(money.away().handicap, awayHandicap);
        QCOMPARE(money.handicap(), homeHandicap + awayHandicap);
        QCOMPARE(money.home().treasuryDuringMatch(), homeTreasury - homePetty);
        QCOMPARE(money.home().gold(), homePetty + homeHandicap);
        QCOMPARE(money.away().gold(), awayPetty + awayHandicap);
        const std::optional<Side> first = money.buysFirst();
        QCOMPARE(first.has_value(), buysFirst >= 0);
        if (first)
            QCOMPARE(*first, buysFirst == 0 ? Side::Home : Side::Away);
    }

    // The petty cash slider's end: the most the treasury allows in whole 10,000s, which core
    // then accepts; one step more is refused (l.3614–3621).
    void maxPettyCash_data()
    {
        QTest::addColumn<qint64>("treasury");
        QTest::addColumn<qint64>("most");
        QTest::newRow("l.3616 a treasury of whole 10,000s") << 120000LL << 120000LL;
        QTest::newRow("l.3616 a treasury between two steps") << 125000LL << 120000LL;
        QTest::newRow("l.3616 less than one step") << 9999LL << 0LL;
        QTest::newRow("l.3616 exactly one step") << 10000LL << 10000LL;
        QTest::newRow("l.3616 empty treasury") << 0LL << 0LL;
        QTest::newRow("a debt gives nothing") << -40000LL << 0LL;
    }
    void maxPettyCash()
    {
        QFETCH(qint64, treasury);
        QFETCH(qint64, most);
        QCOMPARE(PreMatchMoney::maxPettyCash(treasury), most);
        if (treasury >= 0) // a debt refuses even nothing moved: the slider stays at 0
            QVERIFY(PreMatchMoney::checkPettyCash(most, treasury));
        QVERIFY(!PreMatchMoney::checkPettyCash(most + PreMatchMoney::pettyCashUnit, treasury));
    }

    void refusedPettyCash_data()
    {
        QTest::addColumn<qint64>("pettyCash");
        QTest::addColumn<qint64>("treasury");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("l.3616 exactly the treasury") << 120000LL << 120000LL << true << QString();
        QTest::newRow("l.3616 one unit above the treasury")
            << 130000LL << 120000LL << false << u"more than"_s;
        QTest::newRow("l.3616 none") << 0LL << 0LL << true << QString();
        QTest::newRow("negative") << -10000LL << 50000LL << false << u"negative"_s;
        QTest::newRow("choice: whole 10,000s") << 15000LL << 50000LL << false << u"whole"_s;
        QTest::newRow("empty treasury") << 10000LL << 0LL << false << u"more than"_s;
    }

    void refusedPettyCash()
    {
        QFETCH(qint64, pettyCash);
        QFETCH(qint64, treasury);
        QFETCH(bool, allowed);
        QFETCH(QString, reasonPart);
        const RuleCheck check = PreMatchMoney::checkPettyCash(pettyCash, treasury);
        QCOMPARE(check.allowed, allowed);
        QVERIFY2(check.reason.contains(reasonPart), qPrintable(check.reason));

        // The whole sequence refuses too, and names the team; the refused cash is not moved.
        const PreMatchMoney money =
            PreMatchMoney::compute({1000000, 0}, {1000000, treasury}, 0, pettyCash);
        QCOMPARE(money.check().allowed, allowed);
        if (!allowed) {
            QVERIFY(money.check().reason.startsWith(u"Away team: "_s));
            QCOMPARE(money.away().pettyCash, 0);
            QCOMPARE(money.handicap(), 0);
        }
    }

    // l.3638-3643 and l.3738: unspent handicap is lost, unspent petty cash goes back; purchases
    // take the handicap first (choice).
    void afterTheMatch_data()
    {
        QTest::addColumn<qint64>("handicap");
        QTest::addColumn<qint64>("pettyCash");
        QTest::addColumn<qint64>("spent");
        QTest::addColumn<qint64>("returned");
        QTest::addColumn<qint64>("lost");
        QTest::newRow("l.3738 nothing spent") << 100000LL << 50000LL << 0LL << 50000LL << 100000LL;
        QTest::newRow("l.3638 handicap spent first")
            << 100000LL << 50000LL << 100000LL << 50000LL << 0LL;
        QTest::newRow("l.3643 then petty cash")
            << 100000LL << 50000LL << 130000LL << 20000LL << 0LL;
        QTest::newRow("purchases exactly equal to the gold")
            << 100000LL << 50000LL << 150000LL << 0LL << 0LL;
        QTest::newRow("l.3638 part of the handicap lost")
            << 100000LL << 0LL << 60000LL << 0LL << 40000LL;
        QTest::newRow("stronger team spends petty cash only")
            << 0LL << 200000LL << 150000LL << 50000LL << 0LL;
    }

    void afterTheMatch()
    {
        QFETCH(qint64, handicap);
        QFETCH(qint64, pettyCash);
        QFETCH(qint64, spent);
        QFETCH(qint64, returned);
        QFETCH(qint64, lost);
        PreMatchSideMoney side;
        side.handicap = handicap;
        side.pettyCash = pettyCash;
        QCOMPARE(side.pettyCashReturned(spent), returned);
        QCOMPARE(side.handicapLost(spent), lost);
    }
};

QTEST_GUILESS_MAIN(TestPreMatchMoney)
#include "tst_pre_match_money.moc"
