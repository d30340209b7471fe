// What a tracked match costs: folding a whole match log again (what reopening or undoing does),
// reading it back from SQLite, and appending events one transaction each to a database on
// disk (what every coach input waits for). Run by `make bench`, never by CTest.
#include "../support/MatchScript.h"
#include "BenchReport.h"
#include "core/match/Match.h"
#include "core/match/MatchEventJson.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/MatchLogStore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class BenchMatchReplay : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules = RulesetLoader::builtIn();
    MatchSetup m_setup = test::humanDerby(*m_rules);
    // A whole match, every player acting in every turn: over 400 events.
    QList<MatchEvent> m_events = Match::replay(*m_rules, m_setup, test::scriptedMatch(11)).events();
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        const Match match = Match::replay(*m_rules, m_setup, test::scriptedMatch(11), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(m_events.size() > 400);
        qInfo("%d events in the match log", int(m_events.size()));
    }

    // The line `make bench` reads (issue 18): the median of repeated whole replays, against
    // the goal of a 600-event match under 5 ms. The scripted match is shorter than 600 events
    // (every player acting in every turn is as long as it gets), so the time per event is
    // scaled up to 600 as well.
    void replayLine()
    {
        const double ms = bench::BenchReport::medianMs(51, [this] {
            QString error;
            const Match match = Match::replay(*m_rules, m_setup, m_events, &error);
            QVERIFY(error.isEmpty());
        });
        bench::BenchReport::note(
            "replay match: %d events in %.3g ms, %.3g ms scaled to 600 events (goal: under 5 ms)",
            int(m_events.size()), ms, ms * 600.0 / double(m_events.size()));
    }

    void replayWholeMatch()
    {
        QBENCHMARK
        {
            QString error;
            const Match match = Match::replay(*m_rules, m_setup, m_events, &error);
            QVERIFY(error.isEmpty());
            QCOMPARE(match.state().phase, MatchPhase::Finished);
        }
    }

    void eventsToJsonAndBack()
    {
        QBENCHMARK
        {
            for (const MatchEvent &event : std::as_const(m_events)) {
                const std::optional<MatchEvent> back =
                    MatchEventJson::fromLine(MatchEventJson::toLine(event));
                QVERIFY(back);
            }
        }
    }

    // 200 coach inputs, each committed on its own, to a database file.
    void append200EventsOnDisk()
    {
        DatabaseError openError;
        auto database = Database::open(m_dir.filePath(u"append.sqlite"_s), &openError);
        QVERIFY2(database, qPrintable(openError.message));
        MatchLogStore store(*database);
        const QList<MatchEvent> events = m_events.mid(0, 200);
        QBENCHMARK
        {
            QString error;
            const qint64 id = store.create(m_setup, &error);
            QVERIFY2(id > 0, qPrintable(error));
            for (const MatchEvent &event : events) {
                if (!store.append(id, event, &error))
                    QFAIL(qPrintable(error));
            }
        }
    }

    // Reopening a match: its log read back from the database and folded again.
    void loadAndReplayFromDisk()
    {
        DatabaseError openError;
        auto database = Database::open(m_dir.filePath(u"load.sqlite"_s), &openError);
        QVERIFY2(database, qPrintable(openError.message));
        MatchLogStore store(*database);
        QString error;
        const qint64 id = store.create(m_setup, &error);
        for (const MatchEvent &event : std::as_const(m_events))
            QVERIFY(store.append(id, event, &error));
        QBENCHMARK
        {
            const std::optional<StoredTrackedMatch> stored = store.load(id, &error);
            QVERIFY(stored);
            const Match match = Match::replay(*m_rules, stored->setup, stored->events, &error);
            QVERIFY(error.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(BenchMatchReplay)
#include "bench_match_replay.moc"
