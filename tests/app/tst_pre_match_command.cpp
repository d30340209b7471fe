// `dugout match pre-match LEAGUE_ID FIXTURE_ID [--petty-cash-home N] [--petty-cash-away N]` on
// the demo league (French rulebook l.3571–3665): both match team values, who declares first,
// the handicap and who buys first; the refusals, with their exit codes. The demo league is the
// same every time: Altdorf Reavers 910,000 (treasury 140,000) against Chaos All-Stars 1,120,000
// (treasury 230,000) in fixture 17, Orcland Raiders 1,060,000 against the Reavers in fixture 21.
#include "../support/CommandRunner.h"
#include "app/cli/CommandLine.h"

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
        m_db = m_dir.filePath(u"pre-match.sqlite"_s);
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
            << QStringList{
                   u"Away team: Petty cash of 240,000 gp is more than the treasury (230,000 gp)."_s};
        QTest::newRow("choice: whole 10,000s")
            << QStringList{u"17"_s, u"--petty-cash-home"_s, u"5000"_s} << 1
            << QStringList{u"whole 10,000 gp"_s};
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

QTEST_GUILESS_MAIN(TestPreMatchCommand)
#include "tst_pre_match_command.moc"
