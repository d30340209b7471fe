// docs/architecture.md, "A tracked match is an event log": a crash loses nothing that was
// confirmed. A child process (match_writer) appends the events of a scripted match one transaction
// at a time and prints each confirmed number; the test kills it with SIGKILL in the middle of the
// stream, then reopens the database: every confirmed event is there, in order, nothing
// half-written, and the log still folds.
#include "../support/MatchScript.h"
#include "core/match/Match.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/MatchLogStore.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestMatchCrash : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    // The script the writer stores must be a legal match, so that the check below proves the
    // stored log folds, not merely that its rows are there.
    void theScriptFolds()
    {
        QString error;
        const Match match =
            Match::replay(*m_rules, test::humanDerby(*m_rules), test::scriptedMatch(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(match.state().phase, MatchPhase::Finished);
        QCOMPARE(match.state().home.score, 1);
        QCOMPARE(match.state().away.score, 0);
    }

    void killedMidStream_data()
    {
        QTest::addColumn<int>("killAfter"); // confirmed events read before the kill
        QTest::addColumn<int>("delayMs");   // the writer's pause between events
        QTest::addColumn<int>("actionsPerTurn");
        QTest::newRow("after the first event") << 1 << 20 << 2;
        QTest::newRow("in the first half") << 17 << 5 << 2;
        QTest::newRow("in the second half") << 100 << 2 << 2;
        QTest::newRow("at full speed") << 150 << 0 << 11;
    }
    void killedMidStream()
    {
        QFETCH(int, killAfter);
        QFETCH(int, delayMs);
        QFETCH(int, actionsPerTurn);
        const QString file = m_dir.filePath(u"crash-%1.sqlite"_s.arg(
            QString::fromUtf8(QTest::currentDataTag()).replace(u' ', u'-')));

        QProcess writer;
        writer.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        writer.start(QStringLiteral(MATCH_WRITER),
                     {file, u"fold"_s, QString::number(delayMs), QString::number(actionsPerTurn)});
        QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));

        qint64 matchId = 0;
        int confirmed = 0;
        bool done = false;
        QElapsedTimer timer;
        timer.start();
        while (confirmed < killAfter && !done) {
            if (!writer.canReadLine() && !writer.waitForReadyRead(10000))
                QFAIL(qPrintable(
                    u"the writer stopped after %1 events (exit code %2)"_s.arg(confirmed).arg(
                        writer.exitCode())));
            while (writer.canReadLine() && confirmed < killAfter) {
                const QByteArray line = writer.readLine().trimmed();
                if (line.startsWith("match ")) {
                    matchId = line.mid(6).toLongLong();
                } else if (line.startsWith("seq ")) {
                    QCOMPARE(line.mid(4).toInt(), confirmed + 1);
                    ++confirmed;
                } else if (line == "done") {
                    done = true;
                }
            }
            QVERIFY(timer.elapsed() < 60000);
        }
        writer.kill(); // SIGKILL on Unix (TerminateProcess on Windows): no chance to clean up
        QVERIFY(writer.waitForFinished(10000));
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
        QVERIFY(matchId > 0);
        QCOMPARE(confirmed, killAfter);

        // What the tracker would have kept: each event as the fold completed it.
        const MatchSetup setup = test::humanDerby(*m_rules);
        const QList<MatchEvent> expected =
            Match::replay(*m_rules, setup, test::scriptedMatch(actionsPerTurn)).events();

        DatabaseError openError;
        auto database = Database::open(file, &openError);
        QVERIFY2(database, qPrintable(openError.message));
        MatchLogStore store(*database);
        QString error;
        const std::optional<StoredTrackedMatch> stored = store.load(matchId, &error);
        QVERIFY2(stored, qPrintable(error));
        QCOMPARE(stored->setup, setup);
        // Every confirmed event, maybe a few more the writer committed before the signal
        // landed, never a partial one.
        QVERIFY2(
            stored->events.size() >= confirmed,
            qPrintable(
                u"%1 events stored, %2 confirmed"_s.arg(stored->events.size()).arg(confirmed)));
        QCOMPARE(stored->events, expected.mid(0, stored->events.size()));
        qInfo("%d events confirmed, %d stored, %d in the script", confirmed,
              int(stored->events.size()), int(expected.size()));

        const Match replayed = Match::replay(*m_rules, stored->setup, stored->events, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(replayed.events().size(), stored->events.size());
        QCOMPARE(replayed.state(),
                 Match::replay(*m_rules, setup, expected.mid(0, stored->events.size())).state());

        // The log goes on where it stopped.
        if (stored->events.size() < expected.size()) {
            QVERIFY2(store.append(matchId, expected.at(stored->events.size()), &error),
                     qPrintable(error));
            QCOMPARE(store.eventCount(matchId), stored->events.size() + 1);
        }
    }

    // Issue 18 point 4: a confirmed event survives a power cut, not only a kill. A kill leaves
    // the operating system's cache behind, so the test watches the system calls instead: the
    // writer runs under strace, and before each "seq N" reaches its stdout, the last write to
    // the write-ahead log must have been followed by an fsync of that log.
    void everyConfirmedEventWasSyncedFirst()
    {
        const QString strace = QStandardPaths::findExecutable(u"strace"_s);
        if (strace.isEmpty())
            QFAIL("the strace command is needed (make deps installs it)");
        const QString file = m_dir.filePath(u"durable.sqlite"_s);
        const QString trace = m_dir.filePath(u"durable.trace"_s);
        QProcess writer;
        writer.start(strace, {u"-f"_s, u"-qq"_s, u"-e"_s,
                              u"trace=openat,pwrite64,fsync,fdatasync,write"_s, u"-o"_s, trace,
                              QStringLiteral(MATCH_WRITER), file, u"raw"_s, u"0"_s, u"2"_s});
        QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
        QByteArray out;
        while (!out.contains("done\n")) {
            if (!writer.waitForReadyRead(30000)) {
                if (out.isEmpty())
                    QSKIP(qPrintable(u"strace cannot trace a process here: "_s +
                                     QString::fromLocal8Bit(writer.readAllStandardError())));
                QFAIL("the writer stopped");
            }
            out += writer.readAllStandardOutput();
        }
        writer.kill();
        writer.waitForFinished(10000);

        QFile lines(trace);
        QVERIFY(lines.open(QIODevice::ReadOnly));
        const QRegularExpression openWal(u"openat\\(.*\"[^\"]*-wal\".*\\) = (\\d+)"_s);
        const QRegularExpression call(u"^\\d+\\s+(pwrite64|fsync|fdatasync)\\((\\d+)[,)]"_s);
        const QRegularExpression confirmed(u"write\\(1, \"seq (\\d+)\\\\n\""_s);
        QSet<QByteArray> walDescriptors;
        bool walWrittenSinceSync = false;
        int checked = 0;
        while (!lines.atEnd()) {
            const QString line = QString::fromUtf8(lines.readLine());
            const auto opened = openWal.match(line);
            const auto written = call.match(line);
            const auto said = confirmed.match(line);
            if (opened.hasMatch()) {
                walDescriptors.insert(opened.captured(1).toUtf8());
            } else if (written.hasMatch() &&
                       walDescriptors.contains(written.captured(2).toUtf8())) {
                walWrittenSinceSync = written.captured(1) == u"pwrite64"_s;
            } else if (said.hasMatch()) {
                QVERIFY2(!walWrittenSinceSync,
                         qPrintable(u"event %1 was confirmed before its log reached the disk"_s.arg(
                             said.captured(1))));
                ++checked;
            }
        }
        QVERIFY(!walDescriptors.isEmpty());
        QCOMPARE(checked, int(test::scriptedMatch(2).size()));
    }
};

QTEST_GUILESS_MAIN(TestMatchCrash)
#include "tst_match_crash.moc"
