// `dugout bloodyball replay FILE` (issue 20, part 6): a hand-worked game from the seed's rules
// replayed through the command line; a move the rules refuse is named by its event number.
#include "../support/CommandRunner.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;

namespace {

// Reds attack; Red 2 steps forward with ♣, Blue 2 attacks him across a corner with ♥ (a 5:
// KO unless he dodges, seed l.181, 190), and Red 2 dodges with ♣ across a side (l.225) but rolls
// a 2 where 3 was needed (l.229): KO on D5 (l.237).
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

QTEST_GUILESS_MAIN(TestBloodyBallCommand)
#include "tst_bloodyball_command.moc"
