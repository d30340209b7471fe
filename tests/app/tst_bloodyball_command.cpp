// `dugout bloodyball replay FILE` (issue 20, part 6): a hand-worked game from the seed's rules
// replayed through the command line; a move the rules refuse is named by its event number.
// Teams, results and the league table (part 5) through the command line, on either engine.
#include "../support/BloodyPositions.h"
#include "../support/CommandRunner.h"
#include "../support/TestEngine.h"
#include "core/bloodyball/BloodyAi.h"
#include "core/bloodyball/BloodyGameFile.h"
#include "core/dice/RandomDice.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;
using namespace dugout::bloodyball;

namespace {

// Reds attack; Red 2 steps forward with ♣, Blue 2 attacks him across a corner with ♥ (a 5:
// KO unless he dodges, seed l.181, 190), and Red 2 dodges with ♣ across a side (l.225) but rolls
// a 2 where 3 was needed (l.229): KO on D5 (l.237).
// A whole game of `first` against `second`, the computer coaching both, saved in `path`.
Game finishedGameFile(const QString &path, const QString &first, const QString &second,
                      quint32 seed)
{
    GameSetup setup = bloody::setup(false);
    setup.teams[0].name = first;
    setup.teams[1].name = second;
    RandomDice dice(seed);
    Game played(setup);
    while (played.state().stage != Stage::GameOver) {
        const Event e =
            played.state().stage == Stage::QuarterStart ? played.shuffle(dice) : Ai::decide(played);
        if (!played.apply(e, &dice))
            qFatal("the computer's move was refused");
    }
    if (!GameFile::save(path, played.setup(), played.events()))
        qFatal("cannot write %s", qPrintable(path));
    return played;
}

QByteArray game(const QByteArray &dodge)
{
    return "{\"dugout_bloodyball\":1,\"setup\":{\"deck\":\"54\",\"coaches\":2,\"typed_cards\":true,"
           "\"teams\":[{\"name\":\"Reds\",\"champion\":0,\"players\":[\"R1\",\"R2\",\"R3\",\"R4\","
           "\"R5\"]},{\"name\":\"Blues\",\"champion\":0,\"players\":[\"B1\",\"B2\",\"B3\",\"B4\","
           "\"B5\"]}]}}\n"
           "{\"type\":\"start_quarter\",\"first_seat\":0}\n"
           "{\"type\":\"place\",\"team\":0,\"squares\":[\"E2\",\"E4\",\"E6\",\"C3\",\"B7\"]}\n"
           "{\"type\":\"place\",\"team\":1,\"squares\":[\"F2\",\"F4\",\"F6\",\"H3\",\"I7\"]}\n"
           "{\"type\":\"give_ball\",\"player\":3}\n"
           "{\"type\":\"play\",\"suit\":\"clubs\",\"action\":\"move\",\"player\":1,"
           "\"target\":\"E5\"}\n"
           "{\"type\":\"play\",\"suit\":\"hearts\",\"action\":\"attack\",\"player\":1,"
           "\"target\":\"E5\",\"dice\":[5]}\n" +
           dodge + "\n";
}

} // namespace

class TestBloodyBallCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void replay_data()
    {
        QTest::addColumn<QByteArray>("dodge");
        QTest::addColumn<int>("code");
        QTest::addColumn<QStringList>("out");
        QTest::addColumn<QString>("err");
        QTest::newRow("l.237 failed dodge: KO, Blues to play")
            << QByteArray("{\"type\":\"play\",\"suit\":\"clubs\",\"action\":\"dodge\","
                          "\"player\":1,\"target\":\"D5\",\"dice\":[2]}")
            << 0
            << QStringList{u"R2's dodge: 3+ needed, rolled 2."_s, u"R2 is KO."_s,
                           u"Quarter 1: Reds attacked, under way"_s, u"Score: Reds 0, Blues 0"_s,
                           u"Waiting for: Blues to play a card (seat 2)"_s}
            << QString();
        QTest::newRow("l.235 dodge made: still standing")
            << QByteArray("{\"type\":\"play\",\"suit\":\"clubs\",\"action\":\"dodge\","
                          "\"player\":1,\"target\":\"D5\",\"dice\":[3]}")
            << 0 << QStringList{u"R2 stays on his feet."_s} << QString();
        QTest::newRow("l.225 ♠ cannot dodge ♥")
            << QByteArray("{\"type\":\"play\",\"suit\":\"spades\",\"action\":\"dodge\","
                          "\"player\":1,\"target\":\"D4\",\"dice\":[3]}")
            << 1 << QStringList{} << u"Event 7: A ♥ attack is dodged with ♣."_s;
        QTest::newRow("l.229 the die is in the file")
            << QByteArray("{\"type\":\"play\",\"suit\":\"clubs\",\"action\":\"dodge\","
                          "\"player\":1,\"target\":\"D5\"}")
            << 1 << QStringList{} << u"Event 7: A die is missing"_s;
        QTest::newRow("bad line") << QByteArray("{\"type\":\"jump\"}") << 1 << QStringList{}
                                  << u"Line 8: Unknown event type \"jump\"."_s;
    }
    void replay()
    {
        QFETCH(QByteArray, dodge);
        QFETCH(int, code);
        QFETCH(QStringList, out);
        QFETCH(QString, err);
        const QString path = writeCommandFile(m_dir.filePath(u"game.jsonl"_s), game(dodge));
        cli::CommandLine commandLine;
        const CommandResult result = runCommand(commandLine, m_dir.filePath(u"db.sqlite"_s),
                                                {u"bloodyball"_s, u"replay"_s, path});
        QCOMPARE(result.code, code);
        for (const QString &line : out)
            QVERIFY2(result.out.contains(line), qPrintable(result.out));
        if (!err.isEmpty())
            QVERIFY2(result.err.contains(err), qPrintable(result.err));
    }

    // Teams typed in and drawn from the demo league's teams, a finished game kept once, the
    // league table from it.
    void teamsResultsAndTable()
    {
        const QString db = TestEngine::location(m_dir, u"bloody-league"_s);
        cli::CommandLine commandLine;
        auto run = [&](const QStringList &arguments) {
            return runCommand(commandLine, db, arguments);
        };
        QCOMPARE(run({u"league"_s, u"demo"_s}).code, 0);
        CommandResult r = run({u"bloodyball"_s, u"teams"_s});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(u"No Bloody Ball team yet"_s), qPrintable(r.out));

        r = run({u"bloodyball"_s, u"add-team"_s, u"Ogre Pals"_s, u"Grub"_s, u"Mog"_s, u"Zug"_s,
                 u"Bork"_s, u"Nag"_s, u"--champion"_s, u"2"_s, u"--figures"_s,
                 u"Ogre,Goblin,Goblin,Snotling,Troll"_s});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(u"Grub (Ogre), Mog ★ (Goblin)"_s), qPrintable(r.out));
        r = run({u"bloodyball"_s, u"draw"_s, u"1"_s, u"--players"_s, u"1,2,3,4,5"_s,
                 u"--champion"_s, u"3"_s});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(u"drawn from team 1"_s), qPrintable(r.out));
        QCOMPARE(r.out.count(u'★'), 1);
        r = run({u"bloodyball"_s, u"teams"_s});
        QCOMPARE(r.out.split(u'\n', Qt::SkipEmptyParts).size(), 2);

        // Refusals: a name taken, a wrong count, an option of another action, a bad choice.
        r = run({u"bloodyball"_s, u"add-team"_s, u"OGRE PALS"_s, u"A"_s, u"B"_s, u"C"_s, u"D"_s,
                 u"E"_s});
        QCOMPARE(r.code, int(cli::Failure));
        QVERIFY2(r.err.contains(u"already a Bloody Ball team called Ogre Pals"_s),
                 qPrintable(r.err));
        QCOMPARE(
            run({u"bloodyball"_s, u"add-team"_s, u"Four"_s, u"A"_s, u"B"_s, u"C"_s, u"D"_s}).code,
            int(cli::UsageError));
        r = run({u"bloodyball"_s, u"table"_s, u"--players"_s, u"1"_s});
        QCOMPARE(r.code, int(cli::UsageError));
        QVERIFY2(r.err.contains(u"--players goes with"_s), qPrintable(r.err));
        r = run({u"bloodyball"_s, u"draw"_s, u"2"_s, u"--players"_s, u"1,2,3,4"_s});
        QCOMPARE(r.code, int(cli::Failure));
        QVERIFY2(r.err.contains(u"exactly five"_s), qPrintable(r.err));
        QCOMPARE(run({u"bloodyball"_s, u"draw"_s, u"999"_s}).code, int(cli::Failure));

        const QString teamName = run({u"bloodyball"_s, u"teams"_s}).out.section(u':', 0, 0);
        QVERIFY(!teamName.isEmpty() && teamName != u"Ogre Pals"_s);
        const QString file = m_dir.filePath(u"finished.jsonl"_s);
        const Game played = finishedGameFile(file, u"Ogre Pals"_s, teamName, 11);
        r = run({u"bloodyball"_s, u"record"_s, file});
        QCOMPARE(r.code, 0);
        const int ogres = played.state().teams[0].touchdowns;
        const int other = played.state().teams[1].touchdowns;
        QVERIFY2(r.out.contains(
                     u"Result kept: Ogre Pals %1, %2 %3"_s.arg(ogres).arg(teamName).arg(other)),
                 qPrintable(r.out));
        r = run({u"bloodyball"_s, u"record"_s, file});
        QCOMPARE(r.code, int(cli::Failure));
        QVERIFY2(r.err.contains(u"already kept"_s), qPrintable(r.err));

        r = run({u"bloodyball"_s, u"table"_s});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4); // title, heading, two teams
        const QString ogreLine = lines.at(2).startsWith(u"Ogre Pals"_s) ? lines.at(2) : lines.at(3);
        const QStringList cells = ogreLine.mid(30).split(u' ', Qt::SkipEmptyParts);
        QCOMPARE(cells, (QStringList{u"1"_s, QString::number(ogres > other ? 1 : 0),
                                     QString::number(ogres == other ? 1 : 0),
                                     QString::number(ogres < other ? 1 : 0), QString::number(ogres),
                                     QString::number(other)}));
    }

    void recordRefusesAnUnfinishedGame()
    {
        const QString db = TestEngine::location(m_dir, u"bloody-unfinished"_s);
        cli::CommandLine commandLine;
        const QString path =
            writeCommandFile(m_dir.filePath(u"unfinished.jsonl"_s),
                             game("{\"type\":\"play\",\"suit\":\"clubs\",\"action\":\"dodge\","
                                  "\"player\":1,\"target\":\"D5\",\"dice\":[3]}"));
        const CommandResult r = runCommand(commandLine, db, {u"bloodyball"_s, u"record"_s, path});
        QCOMPARE(r.code, int(cli::Failure));
        QVERIFY2(r.err.contains(u"not over"_s), qPrintable(r.err));
    }

    void usage()
    {
        cli::CommandLine commandLine;
        QCOMPARE(runCommand(commandLine, m_dir.filePath(u"db.sqlite"_s), {u"bloodyball"_s}).code,
                 int(cli::UsageError));
        const CommandResult missing =
            runCommand(commandLine, m_dir.filePath(u"db.sqlite"_s),
                       {u"bloodyball"_s, u"replay"_s, m_dir.filePath(u"none.jsonl"_s)});
        QCOMPARE(missing.code, int(cli::Failure));
        QVERIFY(!missing.err.isEmpty());
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestBloodyBallCommand)
#include "tst_bloodyball_command.moc"
