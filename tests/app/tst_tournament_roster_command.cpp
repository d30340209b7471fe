// `dugout tournament roster` and `tournament result … --details` (issue 17.2, progression): the
// README's progression example from its files, rosters registered from the list's "roster"
// column, a result with the players' details carried into the next round, and the refusals
// with their exit codes.
#include "tests/support/TournamentCommandFixture.h"

#include <QFile>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

class TestTournamentRosterCommand : public QObject, private dugout::test::TournamentCommandFixture
{
    Q_OBJECT

private:
    QString write(const QString &name, const QByteArray &content)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            return {};
        return file.fileName();
    }
    Result tournament(const QStringList &arguments)
    {
        return run(QStringList{u"tournament"_s} + arguments);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_db = m_dir.filePath(u"progression.sqlite"_s);
    }

    void theReadmeProgression()
    {
        QCOMPARE(tournament({u"create"_s, example(u"progression.json"_s)}).code, 0);
        Result registered =
            tournament({u"register"_s, u"1"_s, example(u"progression-coaches.csv"_s)});
        QVERIFY2(registered.code == 0, qPrintable(registered.err));
        // The list's rosters were stored: Ana's reads back by name, in any case.
        Result roster = tournament({u"roster"_s, u"1"_s, u"ana martin"_s});
        QVERIFY2(roster.code == 0, qPrintable(roster.err));
        QVERIFY2(roster.out.contains(u"Altdorf Reavers (Human)"_s), qPrintable(roster.out));
        QVERIFY(roster.out.contains(u"(progression)"_s));
        QVERIFY2(roster.out.contains(u"Karl Blitz"_s), qPrintable(roster.out));

        Result paired = tournament({u"pair"_s, u"1"_s, u"--at"_s, u"2026-12-12 10:00"_s});
        QCOMPARE(paired.code, 0);
        // Who is home decides whose players "home" names: the example's are Ana's.
        Result pairings = tournament({u"pairings"_s, u"1"_s, u"1"_s, u"--csv"_s});
        const bool anaHome =
            pairings.out.indexOf(u"Ana Martin"_s) < pairings.out.indexOf(u"Smith, John"_s);
        QFile file(example(u"progression-round1.json"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray details = file.readAll();
        if (!anaHome) {
            details.replace("\"home\"", "\"x\"").replace("\"away\"", "\"home\"");
            details.replace("\"x\"", "\"away\"");
        }
        const QString detailsFile = write(u"round1.json"_s, details);
        Result entered = tournament({u"result"_s, u"1"_s, u"1"_s, u"1"_s, anaHome ? u"1"_s : u"0"_s,
                                     anaHome ? u"0"_s : u"1"_s, u"--details"_s, detailsFile});
        QVERIFY2(entered.code == 0, qPrintable(entered.err));
        // The post-match steps' log is printed: SPP, the injury; no gate.
        QVERIFY2(entered.out.contains(u"misses the next game"_s), qPrintable(entered.out));
        QVERIFY(!entered.out.contains(u"Gate"_s));

        roster = tournament({u"roster"_s, u"1"_s, u"Ana Martin"_s});
        QCOMPARE(roster.code, 0);
        // Karl: a touchdown (3) and the MVP (5), Experienced with a roll waiting.
        const QString karl = roster.out.section(u"Karl Blitz"_s, 1).section(u'\n', 0, 0);
        QVERIFY2(karl.contains(u"SPP 8"_s), qPrintable(roster.out));
        const QString ulf = roster.out.section(u"Ulf"_s, 1).section(u'\n', 0, 0);
        QVERIFY2(ulf.contains(u"MNG"_s), qPrintable(roster.out));

        // Round 2: Ulf misses it; naming him is refused and nothing is stored.
        QCOMPARE(tournament({u"pair"_s, u"1"_s}).code, 0);
        const QString side = anaHome ? u"home"_s : u"away"_s;
        const QString ulfScores =
            write(u"round2.json"_s,
                  u"{\"%1\": {\"players\": [{\"number\": 5, \"touchdowns\": 1}], \"mvp\": [2]}}"_s
                      .arg(side)
                      .toUtf8());
        Result refused = tournament({u"result"_s, u"1"_s, u"2"_s, u"1"_s, anaHome ? u"1"_s : u"0"_s,
                                     anaHome ? u"0"_s : u"1"_s, u"--details"_s, ulfScores});
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.contains(u"could not play this match"_s), qPrintable(refused.err));
        Result round2 = tournament({u"pairings"_s, u"1"_s, u"2"_s});
        QVERIFY2(round2.out.contains(u"to play"_s), qPrintable(round2.out));
    }

    void refusals()
    {
        // Another race, a coach nobody registered, a file that is no roster, details in
        // resurrection.
        QCOMPARE(
            tournament({u"roster"_s, u"1"_s, u"Ana Martin"_s, example(u"tuskers-roster.csv"_s)})
                .code,
            1);
        Result nobody = tournament({u"roster"_s, u"1"_s, u"Zed"_s});
        QCOMPARE(nobody.code, 2);
        QVERIFY(nobody.err.contains(u"No coach 'Zed'"_s));
        Result played =
            tournament({u"roster"_s, u"1"_s, u"Ana Martin"_s, example(u"reavers-roster.csv"_s)});
        QCOMPARE(played.code, 1);
        QVERIFY2(played.err.contains(u"has played round 1"_s), qPrintable(played.err));
        QCOMPARE(
            tournament({u"roster"_s, u"1"_s, u"Ana Martin"_s, example(u"tournament.json"_s)}).code,
            1);
        QCOMPARE(tournament({u"roster"_s, u"1"_s}).code, 2);

        QCOMPARE(tournament({u"create"_s, example(u"tournament.json"_s)}).code, 0);
        QCOMPARE(tournament({u"register"_s, u"2"_s, example(u"progression-coaches.csv"_s)}).code,
                 0);
        QCOMPARE(tournament({u"pair"_s, u"2"_s}).code, 0);
        Result resurrection = tournament({u"result"_s, u"2"_s, u"1"_s, u"1"_s, u"1"_s, u"0"_s,
                                          u"--details"_s, example(u"progression-round1.json"_s)});
        QCOMPARE(resurrection.code, 1);
        QVERIFY2(resurrection.err.contains(u"resurrection"_s), qPrintable(resurrection.err));
        Result notJson = tournament({u"result"_s, u"2"_s, u"1"_s, u"1"_s, u"1"_s, u"0"_s,
                                     u"--details"_s, example(u"reavers-roster.csv"_s)});
        QCOMPARE(notJson.code, 1);
        QVERIFY2(notJson.err.contains(u"not JSON"_s), qPrintable(notJson.err));
        Result roster = tournament({u"roster"_s, u"2"_s, u"Ana Martin"_s});
        QVERIFY2(roster.out.contains(u"(resurrection)"_s), qPrintable(roster.out));
        QCOMPARE(tournament({u"standings"_s, u"2"_s}).code, 0);
        QCOMPARE(tournament({u"result"_s, u"2"_s, u"1"_s, u"1"_s, u"1"_s, u"0"_s}).code, 0);
    }
};

QTEST_GUILESS_MAIN(TestTournamentRosterCommand)
#include "tst_tournament_roster_command.moc"
