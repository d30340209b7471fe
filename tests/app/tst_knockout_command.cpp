// `dugout tournament …` for a knockout (issue 17.2 and 17.5): the README's knockout from its
// file to the winner, `tournament bracket`, a level game decided with --through, and the
// refusals with their exit codes.
#include "tests/support/TournamentCommandFixture.h"

#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

class TestKnockoutCommand : public QObject, private dugout::test::TournamentCommandFixture
{
    Q_OBJECT

private:
    Result result(const QStringList &arguments)
    {
        return run(QStringList{u"tournament"_s, u"result"_s, u"1"_s} + arguments);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_db = m_dir.filePath(u"knockout.sqlite"_s);
    }

    void theReadmeKnockout()
    {
        QCOMPARE(run({u"tournament"_s, u"create"_s, example(u"knockout.json"_s)}).code, 0);
        QCOMPARE(run({u"tournament"_s, u"register"_s, u"1"_s, example(u"tournament-coaches.csv"_s)})
                     .code,
                 0);
        // Before round 1 the bracket is already drawn: 7 coaches in 8 places, Ana (seed 1) on
        // the bye.
        Result bracket = run({u"tournament"_s, u"bracket"_s, u"1"_s});
        QCOMPARE(bracket.code, 0);
        QVERIFY2(bracket.out.contains(u"knockout of 7 coach(es), 1 bye(s)"_s),
                 qPrintable(bracket.out));
        QVERIFY(bracket.out.contains(u"Quarter-finals (round 1)"_s));
        QVERIFY2(bracket.out.contains(u"[1] Ana Martin (Human"_s), qPrintable(bracket.out));

        Result paired = run({u"tournament"_s, u"pair"_s, u"1"_s, u"--at"_s, u"2026-12-05 10:00"_s});
        QCOMPARE(paired.code, 0);
        QVERIFY2(!paired.out.contains(u"Pairing cost"_s), qPrintable(paired.out));
        QVERIFY(paired.out.contains(u"table 4"_s) && paired.out.contains(u"bye"_s));

        // A level game needs who went through.
        Result level = result({u"1"_s, u"1"_s, u"1"_s, u"1"_s});
        QCOMPARE(level.code, 1);
        QVERIFY2(level.err.contains(u"sudden death"_s), qPrintable(level.err));
        QCOMPARE(result({u"1"_s, u"1"_s, u"1"_s, u"1"_s, u"--through"_s, u"sideways"_s}).code, 2);
        Result through =
            result({u"1"_s, u"1"_s, u"1"_s, u"1"_s, u"0"_s, u"2"_s, u"--through"_s, u"away"_s});
        QCOMPARE(through.code, 0);
        QCOMPARE(result({u"1"_s, u"2"_s, u"2"_s, u"0"_s}).code, 0);
        QCOMPARE(result({u"1"_s, u"3"_s, u"0"_s, u"1"_s}).code, 0);
        Result pairings = run({u"tournament"_s, u"pairings"_s, u"1"_s, u"1"_s});
        QVERIFY2(pairings.out.contains(u"went through"_s), qPrintable(pairings.out));

        // Round 2: two semi-finals and the consolation's first game (three losers, one bye).
        paired = run({u"tournament"_s, u"pair"_s, u"1"_s, u"--at"_s, u"2026-12-05 13:00"_s});
        QCOMPARE(paired.code, 0);
        QVERIFY2(paired.out.contains(u"table 4"_s), qPrintable(paired.out));
        for (const QString &table : {u"1"_s, u"2"_s, u"3"_s})
            QCOMPARE(result({u"2"_s, table, u"2"_s, u"1"_s}).code, 0);
        QCOMPARE(run({u"tournament"_s, u"pair"_s, u"1"_s}).code, 0);
        QCOMPARE(result({u"3"_s, u"1"_s, u"0"_s, u"3"_s}).code, 0);
        QCOMPARE(result({u"3"_s, u"2"_s, u"1"_s, u"0"_s}).code, 0);
        Result over = run({u"tournament"_s, u"pair"_s, u"1"_s});
        QCOMPARE(over.code, 1);
        QVERIFY2(over.err.contains(u"The knockout is over"_s), qPrintable(over.err));

        bracket = run({u"tournament"_s, u"bracket"_s, u"1"_s});
        QVERIFY2(bracket.out.contains(u"Final (round 3)"_s), qPrintable(bracket.out));
        QVERIFY(bracket.out.contains(u"Winner: "_s));
        QVERIFY(bracket.out.contains(u"Consolation winner: "_s));
        // The standings put the winner first.
        const QString winner = bracket.out.section(u"Winner: "_s, 1).section(u'\n', 0, 0);
        Result standings = run({u"tournament"_s, u"standings"_s, u"1"_s});
        QCOMPARE(standings.code, 0);
        QVERIFY2(standings.out.section(u'\n', 3, 3).contains(winner), qPrintable(standings.out));
    }

    void swissHasNoBracket()
    {
        QCOMPARE(run({u"tournament"_s, u"create"_s, example(u"tournament.json"_s)}).code, 0);
        Result bracket = run({u"tournament"_s, u"bracket"_s, u"2"_s});
        QCOMPARE(bracket.code, 1);
        QVERIFY(bracket.err.contains(u"not a knockout"_s));
        QCOMPARE(run({u"tournament"_s, u"bracket"_s}).code, 2);
        QCOMPARE(run({u"tournament"_s, u"standings"_s, u"2"_s, u"--through"_s, u"home"_s}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestKnockoutCommand)
#include "tst_knockout_command.moc"
