// The table is not the server (issue 21, point 4): a match tracked while the league lives on a
// private PostgreSQL server is written to a file on the laptop first and sent to the server
// event by event. The server is stopped in the middle of the match: the coaches go on (events,
// an undo), nothing reaches the server, the changes wait; the server starts again and the
// outbox delivers them, exactly once. A lost note (a crash between the server's commit and the
// laptop's record of it), a laptop restarted while the server is away and the end of the match
// deliver without doubling anything.
#include "../support/MatchFixtures.h"
#include "../support/MatchScript.h"
#include "../support/TestEngine.h"
#include "core/match/Match.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/MatchOutbox.h"
#include "session/MatchRelay.h"
#include "session/MatchSession.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestMatchOutbox : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;
    QString m_league;
    QList<MatchEvent> m_script;

    test::PostgresServer &server() { return *test::TestEngine::server(); }

    // What the server holds of the tracked match `id`, read on a connection of its own.
    std::optional<StoredTrackedMatch> onServer(qint64 id)
    {
        DatabaseError error;
        auto database = Database::open(m_league, &error);
        if (!database)
            qFatal("cannot open the server: %s", qPrintable(error.message));
        return MatchLogStore(*database).load(id);
    }

    int serverRows(const QString &sql)
    {
        DatabaseError error;
        auto database = Database::open(m_league, &error);
        QSqlQuery query(database->connection());
        if (!query.exec(sql) || !query.next())
            qFatal("cannot count: %s", qPrintable(sql));
        return query.value(0).toInt();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        QString why;
        QVERIFY2(server().createDatabase(u"league"_s, &why), qPrintable(why));
        m_league = server().address(u"league"_s);
        DatabaseError error;
        QVERIFY2(Database::open(m_league, &error), qPrintable(error.message));
        m_script = test::scriptedMatch(1);
        QVERIFY(m_script.size() > 80);
    }

    void localFileIsNamedAfterTheLeague()
    {
        const QString path =
            MatchOutbox::localFileFor(u"postgresql://bob@league.example:5432/oldworld"_s);
        QVERIFY2(path.endsWith(u".sqlite"_s), qPrintable(path));
        QVERIFY2(path.contains(u"/oldworld-bob-"_s), qPrintable(path));
        QVERIFY(path != MatchOutbox::localFileFor(u"postgresql://eve@league.example/oldworld"_s));
    }

    void serverStoppedMidMatch()
    {
        const QString localPath = m_dir.filePath(u"table.sqlite"_s);
        qint64 localId = 0;
        int played = 0;
        {
            MatchRelay relay(m_league, localPath);
            relay.setRetryInterval(100);
            QString error;
            QVERIFY2(relay.open(&error), qPrintable(error));
            MatchSession session(m_rules, relay.local());
            relay.follow(&session);
            QVERIFY2(session.start(test::humanDerby(*m_rules), &error), qPrintable(error));
            localId = session.id();
            for (; played < 20; ++played)
                QVERIFY2(session.submit(m_script.at(played)), qPrintable(QString::number(played)));
            // Sent in the background, as the tracker goes on.
            QTRY_COMPARE(relay.pending(), 0);
            const qint64 serverId = relay.serverMatchId(localId);
            QVERIFY(serverId > 0);
            QTRY_COMPARE(onServer(serverId)->events, m_script.mid(0, 20));

            // The server goes away in the middle of the first half.
            QVERIFY(server().stop());
            for (; played < 40; ++played) {
                const RuleCheck stored = session.submit(m_script.at(played));
                QVERIFY2(stored, qPrintable(stored.reason));
            }
            // An undo and a redo at the table while the server is away.
            QVERIFY(session.undo());
            QVERIFY(session.redo());
            QCOMPARE(session.match().events(), m_script.mid(0, 40));
            QVERIFY(relay.pending() >= 20);
            QTRY_VERIFY2(relay.lastError().contains(u"league server"_s),
                         qPrintable(relay.lastError()));
            // Nothing is lost on the laptop: the file holds every event.
            QCOMPARE(MatchLogStore(relay.local()).load(localId)->events, m_script.mid(0, 40));

            // The server comes back: the next try (every 100 ms here) delivers everything.
            QVERIFY2(server().restart(&error), qPrintable(error));
            QTRY_COMPARE_WITH_TIMEOUT(relay.pending(), 0, 20000);
            // (The note is in the file as soon as the server took the changes; the answer
            // reaches the relay a moment later, from the sending thread.)
            QTRY_VERIFY2(relay.lastError().isEmpty(), qPrintable(relay.lastError()));
            QCOMPARE(relay.serverMatchId(localId), serverId);
            QCOMPARE(onServer(serverId)->events, m_script.mid(0, 40));

            // An undo reaches the server too: the log there loses its last event.
            QVERIFY(session.undo());
            QTRY_COMPARE(onServer(serverId)->events, m_script.mid(0, 39));
            QVERIFY(session.redo());
            QTRY_COMPARE(onServer(serverId)->events, m_script.mid(0, 40));

            // The laptop lost its note that the server holds these (a crash between the
            // server's commit and the note): sending again finds the match by its origin.
            QTRY_COMPARE(relay.pending(), 0);
            QSqlQuery forget(relay.local().connection());
            QVERIFY(forget.exec(u"DELETE FROM match_outbox"_s));
            QVERIFY(relay.pending() > 0);
            QVERIFY(relay.sendNow());
            QCOMPARE(serverRows(u"SELECT count(*) FROM tracked_match"_s), 1);
            QCOMPARE(serverRows(u"SELECT count(*) FROM match_event"_s), 40);

            // The server goes away again, and Dugout on the laptop is closed with changes
            // waiting.
            QVERIFY(server().stop());
            for (; played < 55; ++played)
                QVERIFY(session.submit(m_script.at(played)));
            QVERIFY(relay.pending() >= 15);
        }
        // Dugout opened again: the matches of the file are still on their way.
        QString error;
        QVERIFY2(server().restart(&error), qPrintable(error));
        MatchRelay relay(m_league, localPath);
        QVERIFY2(relay.open(&error), qPrintable(error));
        QVERIFY(relay.pending() >= 15);
        QVERIFY2(relay.sendNow(), qPrintable(relay.lastError()));
        const qint64 serverId = relay.serverMatchId(localId);
        QCOMPARE(onServer(serverId)->events, m_script.mid(0, 55));

        // The match is played to its end at the table and is finished on the server too.
        MatchSession session(m_rules, relay.local());
        relay.follow(&session);
        QVERIFY2(session.resume(localId, &error), qPrintable(error));
        for (; played < m_script.size(); ++played)
            QVERIFY(session.submit(m_script.at(played)));
        QCOMPARE(session.status(), TrackedMatchStatus::Finished);
        QTRY_COMPARE(relay.pending(), 0);
        const auto finished = onServer(serverId);
        QCOMPARE(finished->status, TrackedMatchStatus::Finished);
        QCOMPARE(finished->events, m_script);
        QCOMPARE(Match::replay(*m_rules, finished->setup, finished->events).state(),
                 session.state());
        QCOMPARE(serverRows(u"SELECT count(*) FROM tracked_match"_s), 1);
        QCOMPARE(serverRows(u"SELECT count(*) FROM match_event"_s), int(m_script.size()));
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestMatchOutbox)
#include "tst_match_outbox.moc"
