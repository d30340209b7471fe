// `dugout match pre-match LEAGUE_ID FIXTURE_ID [--petty-cash-home N] [--petty-cash-away N]` on
// the demo league (French rulebook l.3571–3665): both match team values, who declares first,
// the handicap and who buys first; the refusals, with their exit codes. The demo league is the
// same every time: Altdorf Reavers 910,000 (treasury 140,000) against Chaos All-Stars 1,120,000
// (treasury 230,000) in fixture 17, Orcland Raiders 1,060,000 against the Reavers in fixture 21.
#include "../support/CommandRunner.h"
#include "../support/TestEngine.h"
#include "app/cli/CommandLine.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using dugout::cli::CommandLine;

class TestPreMatchCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CommandLine m_commandLine;
    QString m_db;

    test::CommandResult run(const QStringList &arguments)
    {
        return test::runCommand(m_commandLine, m_db, arguments);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_db = test::TestEngine::location(m_dir, u"pre-match"_s);
        const test::CommandResult demo = run({u"league"_s, u"demo"_s});
        QVERIFY2(demo.code == 0, qPrintable(demo.err));
    }

    void preMatch_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QStringList>("expected"); // lines or parts of lines, in stdout or stderr

        QTest::newRow("l.3620 no petty cash: handicap 210,000 to the weaker")
            << QStringList{u"17"_s} << 0
            << QStringList{u"Match team value      910,000 gp                1,120,000 gp"_s,
                           u"Handicap              210,000 gp                0 gp"_s,
                           u"Declares petty cash first: Chaos All-Stars (higher team value)."_s,
                           u"Handicap: 210,000 gp to Altdorf Reavers."_s,
                           u"Buys first: either team (the stronger team spends no petty cash)."_s};
        QTest::newRow("l.3617 stronger team's petty cash raises the handicap, it buys first")
            << QStringList{u"17"_s, u"--petty-cash-away"_s, u"50000"_s} << 0
            << QStringList{u"Petty cash            0 gp                      50,000 gp"_s,
                           u"Match team value      910,000 gp                1,170,000 gp"_s,
                           u"Gold for inducements  260,000 gp                50,000 gp"_s,
                           u"Handicap: 260,000 gp to Altdorf Reavers."_s,
                           u"Buys first: Chaos All-Stars (the stronger team spends petty cash)."_s};
        QTest::newRow("l.3616 petty cash exactly the treasury")
            << QStringList{u"17"_s, u"--petty-cash-away"_s, u"230000"_s} << 0
            << QStringList{u"Handicap: 440,000 gp to Altdorf Reavers."_s};
        QTest::newRow("l.3643 weaker team's petty cash narrows the handicap")
            << QStringList{u"21"_s, u"--petty-cash-away"_s, u"140000"_s} << 0
            << QStringList{u"Match team value 1,060,000 gp 1,050,000 gp"_s,
                           u"Handicap: 10,000 gp to Altdorf Reavers."_s,
                           u"Declares petty cash first: Orcland Raiders (higher team value)."_s};
        // Fixture 18: Champions of Death 1,090,000 against Athelorn Avengers 1,070,000 (treasury
        // 170,000).
        QTest::newRow("l.3625 handicap 0 once petty cash evens the values")
            << QStringList{u"18"_s, u"--petty-cash-away"_s, u"20000"_s} << 0
            << QStringList{u"Match team value 1,090,000 gp 1,090,000 gp"_s, u"Handicap 0 gp 0 gp"_s,
                           u"Handicap: none, the match team values are equal."_s,
                           u"Buys first: either team"_s};
        QTest::newRow("l.3616 petty cash above the treasury")
            << QStringList{u"17"_s, u"--petty-cash-away"_s, u"240000"_s} << 1
            << QStringList{u"Chaos All-Stars: Petty cash of 240,000 gp is more than the treasury "
                           "(230,000 gp)."_s};
        QTest::newRow("choice: whole 10,000s")
            << QStringList{u"17"_s, u"--petty-cash-home"_s, u"5000"_s} << 1
            << QStringList{u"Altdorf Reavers: "_s, u"whole 10,000 gp"_s};
        QTest::newRow("negative petty cash")
            << QStringList{u"17"_s, u"--petty-cash-home"_s, u"-10000"_s} << 1
            << QStringList{u"cannot be negative"_s};
        QTest::newRow("not a number") << QStringList{u"17"_s, u"--petty-cash-home"_s, u"lots"_s}
                                      << 2 << QStringList{u"not 'lots'"_s};
        QTest::newRow("a played fixture")
            << QStringList{u"1"_s} << 1 << QStringList{u"already played (match 1)"_s};
        QTest::newRow("no such fixture")
            << QStringList{u"99"_s} << 1 << QStringList{u"has no fixture 99"_s};
        QTest::newRow("fixture id missing")
            << QStringList{} << 2 << QStringList{u"LEAGUE_ID and FIXTURE_ID"_s};
    }

    void preMatch()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QStringList, expected);
        const test::CommandResult result =
            run(QStringList{u"match"_s, u"pre-match"_s, u"1"_s} + arguments);
        QVERIFY2(result.code == code, qPrintable(result.out + result.err));
        // Columns are padded to the names' widths: compare with runs of spaces made one.
        const QString text = QString(result.out + result.err).simplified();
        for (const QString &part : expected)
            QVERIFY2(text.contains(part.simplified()),
                     qPrintable(u"missing: "_s + part + u"\n"_s + text));
    }

    // Issue 16: purchases typed on the command line, checked by the inducement rules in the
    // book's order; fixture 17 gives the Reavers (Human) a handicap of 210,000.
    void purchases_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("l.3630 a bribe and a babe from the handicap, 60,000 lost")
            << QStringList{u"--buy-home"_s, u"bribe"_s, u"--buy-home"_s, u"bloodweiser_babes"_s}
            << 0
            << QStringList{u"Altdorf Reavers buys: Bloodweiser Babes, Bribes."_s,
                           u"Cost 150,000 gp: 150,000 gp from the handicap, 0 gp from petty cash; "
                           u"60,000 gp left."_s,
                           u"After the match: 60,000 gp of handicap lost, 0 gp of petty cash back "
                           u"to the treasury."_s,
                           u"Chaos All-Stars buys: nothing."_s};
        QTest::newRow("l.3630 the handicap spent to the last coin with a star and a babe")
            << QStringList{u"--buy-home"_s,        u"star:helmut_wulf"_s, u"--buy-home"_s,
                           u"bloodweiser_babes"_s, u"--buy-home"_s,       u"bloodweiser_babes"_s}
            << 0 << QStringList{u"Cost 210,000 gp: 210,000 gp from the handicap"_s, u"0 gp left"_s};
        QTest::newRow("l.3630 a purchase past the gold is refused with its reason")
            << QStringList{u"--buy-home"_s, u"wizard"_s, u"--buy-home"_s, u"bribe"_s} << 1
            << QStringList{u"Altdorf Reavers cannot buy 'bribe': It costs 100,000 gp; only "
                           u"60,000 gp is left."_s};
        QTest::newRow("l.3659 Igor refused to Humans")
            << QStringList{u"--buy-home"_s, u"igor"_s} << 1
            << QStringList{u"Igor: not available to Human teams."_s};
        QTest::newRow("l.3614 petty cash partly spent, the rest comes back")
            << QStringList{u"--petty-cash-away"_s, u"150000"_s, u"--buy-away"_s, u"bribe"_s} << 0
            << QStringList{u"Buys first: Chaos All-Stars"_s,
                           u"Cost 100,000 gp: 0 gp from the handicap, 100,000 gp from petty cash; "
                           u"50,000 gp left."_s,
                           u"50,000 gp of petty cash back to the treasury."_s};
        QTest::newRow("C.3 a mercenary with a skill")
            << QStringList{u"--buy-home"_s, u"mercenary:human.lineman+tackle"_s} << 0
            << QStringList{u"mercenary Lineman (Tackle)"_s, u"Cost 130,000 gp"_s};
        QTest::newRow("K cards not used by this league")
            << QStringList{u"--buy-home"_s, u"card:dirty_tricks"_s} << 1
            << QStringList{u"This league does not use special play cards."_s};
        QTest::newRow("an unknown item") << QStringList{u"--buy-home"_s, u"beer"_s} << 1
                                         << QStringList{u"Unknown inducement 'beer'."_s};
    }
    void purchases()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QStringList, expected);
        const test::CommandResult result =
            run(QStringList{u"match"_s, u"pre-match"_s, u"1"_s, u"17"_s} + arguments);
        QVERIFY2(result.code == code, qPrintable(result.out + result.err));
        const QString text = QString(result.out + result.err).simplified();
        for (const QString &part : expected)
            QVERIFY2(text.contains(part.simplified()),
                     qPrintable(u"missing: "_s + part + u"\n"_s + text));
    }

    // --json gives a match record holding the purchases; 'match record' stores them with the
    // result, in one transaction, and enters the petty cash and what came back in the ledger.
    void purchasesRecordedWithTheResult()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(u"record.sqlite"_s);
        QVERIFY(test::runCommand(m_commandLine, db, {u"league"_s, u"demo"_s}).code == 0);
        const test::CommandResult json = test::runCommand(
            m_commandLine, db,
            {u"match"_s, u"pre-match"_s, u"1"_s, u"17"_s, u"--petty-cash-away"_s, u"150000"_s,
             u"--buy-away"_s, u"bribe"_s, u"--buy-home"_s, u"wizard"_s, u"--json"_s});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        QVERIFY2(json.out.contains(u"\"wizard\": 1"_s), qPrintable(json.out));
        const QString file = dir.filePath(u"match.json"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(json.out.toUtf8());
        out.close();
        const test::CommandResult recorded =
            test::runCommand(m_commandLine, db, {u"match"_s, u"record"_s, file, u"--dry-run"_s});
        QVERIFY2(recorded.code == 0, qPrintable(recorded.err));
        const QString log = recorded.out.simplified();
        for (const QString &part :
             {u"Inducements bought: Wizard."_s,
              u"Inducements cost 150,000 gp: 150,000 gp from the handicap, 0 gp from petty cash."_s,
              u"Handicap not spent, lost: 210,000 gp."_s,
              u"Petty cash: 150,000 gp moved, 100,000 gp spent, 50,000 gp back to the treasury."_s})
            QVERIFY2(log.contains(part), qPrintable(u"missing: "_s + part + u"\n"_s + log));
        const test::CommandResult stored =
            test::runCommand(m_commandLine, db, {u"match"_s, u"record"_s, file});
        QVERIFY2(stored.code == 0, qPrintable(stored.err));
        const test::CommandResult team =
            test::runCommand(m_commandLine, db, {u"team"_s, u"export"_s, u"6"_s});
        QVERIFY2(team.out.contains(u"\"amount\": -150000"_s), qPrintable(team.out));
        QVERIFY2(team.out.contains(u"\"amount\": 50000"_s), qPrintable(team.out));
    }

    void pettyCashOnlyWithPreMatch()
    {
        const test::CommandResult result =
            run({u"match"_s, u"list"_s, u"--petty-cash-home"_s, u"10000"_s});
        QCOMPARE(result.code, 2);
        QVERIFY(result.err.contains(u"goes with 'match pre-match' only"_s));
    }

    // Reading only: the treasuries are the same after any number of pre-match runs.
    void writesNothing()
    {
        const QString before = run({u"match"_s, u"pre-match"_s, u"1"_s, u"17"_s}).out;
        run({u"match"_s, u"pre-match"_s, u"1"_s, u"17"_s, u"--petty-cash-away"_s, u"230000"_s});
        QCOMPARE(run({u"match"_s, u"pre-match"_s, u"1"_s, u"17"_s}).out, before);
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestPreMatchCommand)
#include "tst_pre_match_command.moc"
