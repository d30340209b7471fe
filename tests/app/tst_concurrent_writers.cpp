// Several programs writing to one database at once (docs/architecture.md, "Database files"; issue
// "Nothing lost"): four `dugout match record` processes, started together on four fixtures of the
// demo league, must all succeed, one after the other, instead of failing with "database is locked";
// and `match replay --store` beside programs reading the league stores every event.
#include "../support/ChildEnvironment.h"
#include "core/storage/Database.h"

#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

constexpr int writers = 4;

// Round 5 of the demo league: four fixtures, eight different teams.
struct FixtureFile
{
    int fixture;
    int home;
    int away;
};
constexpr FixtureFile roundFive[writers] = {{17, 1, 6}, {18, 7, 5}, {19, 8, 4}, {20, 2, 3}};

} // namespace

class TestConcurrentWriters : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_template;

    QProcessEnvironment environment() const { return test::childEnvironment(QDir(m_dir.path())); }

    int countRows(const QString &path, const QString &table) const
    {
        DatabaseError error;
        auto database = Database::open(path, &error);
        if (!database)
            return -1;
        QSqlQuery query(database->connection());
        return query.exec(u"SELECT count(*) FROM "_s + table) && query.next()
                   ? query.value(0).toInt()
                   : -1;
    }
    int countMatches(const QString &path) const { return countRows(path, u"match"_s); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_template = m_dir.filePath(u"template.sqlite"_s);
        QProcess demo;
        demo.setProcessEnvironment(environment());
        demo.start(QStringLiteral(DUGOUT_EXECUTABLE),
                   {u"--db"_s, m_template, u"league"_s, u"demo"_s});
        QVERIFY(demo.waitForFinished(60000));
        QCOMPARE(demo.exitCode(), 0);
        for (const FixtureFile &f : roundFive) {
            QFile file(m_dir.filePath(u"fixture%1.json"_s.arg(f.fixture)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(u"{\"format\": 1, \"league\": 1, \"season\": 1, \"fixture\": %1, \"home\": "
                       u"{\"team\": %2, \"score\": 1}, "
                       "\"away\": {\"team\": %3, \"score\": 0}}"_s.arg(f.fixture)
                           .arg(f.home)
                           .arg(f.away)
                           .toUtf8());
        }
    }

    // Every trial starts the four writers together on a fresh copy of the demo league.
    void fourWritersAtOnce_data()
    {
        QTest::addColumn<int>("trial");
        for (int trial = 1; trial <= 12; ++trial)
            QTest::addRow("trial %d", trial) << trial;
    }
    void fourWritersAtOnce()
    {
        QFETCH(int, trial);
        const QString path = m_dir.filePath(u"trial%1.sqlite"_s.arg(trial));
        QVERIFY(QFile::copy(m_template, path));
        const int before = countMatches(path);
        QVERIFY(before > 0);

        QProcess processes[writers];
        for (int i = 0; i < writers; ++i) {
            processes[i].setProcessEnvironment(environment());
            processes[i].start(QStringLiteral(DUGOUT_EXECUTABLE),
                               {u"--db"_s, path, u"match"_s, u"record"_s,
                                m_dir.filePath(u"fixture%1.json"_s.arg(roundFive[i].fixture))});
        }
        for (QProcess &process : processes) {
            QVERIFY(process.waitForFinished(60000));
            QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
                     process.readAllStandardError().constData());
        }
        QCOMPARE(countMatches(path), before + writers);
    }

    // `match replay --store` lost events beside a reader: two replays store while two
    // programs read the league over and over; every replay stores every event of its log.
    void replaysBesideReaders_data()
    {
        QTest::addColumn<int>("trial");
        for (int trial = 1; trial <= 4; ++trial)
            QTest::addRow("trial %d", trial) << trial;
    }
    void replaysBesideReaders()
    {
        QFETCH(int, trial);
        const QString path = m_dir.filePath(u"replay%1.sqlite"_s.arg(trial));
        QVERIFY(QFile::copy(m_template, path));
        const QString log = QStringLiteral(DUGOUT_SOURCE_DIR "/docs/examples/tracked-match.jsonl");
        const int eventsBefore = countRows(path, u"match_event"_s);
        QFile logFile(log);
        QVERIFY(logFile.open(QIODevice::ReadOnly));
        const int eventsPerMatch =
            int(logFile.readAll().trimmed().count('\n')); // every line but the setup

        constexpr int replays = 2;
        constexpr int readers = 2;
        QProcess processes[replays + readers];
        for (int i = 0; i < replays + readers; ++i) {
            processes[i].setProcessEnvironment(environment());
            // A reader keeps reading the standings and the tracked matches, as the window does.
            const QStringList arguments =
                i < replays
                    ? QStringList{u"--db"_s, path, u"match"_s, u"replay"_s, log, u"--store"_s}
                    : QStringList{u"-c"_s,
                                  u"for n in 1 2 3 4 5 6 7 8; do \"$0\" --db \"$1\" league "
                                  u"standings 1 >/dev/null && "
                                  "\"$0\" --db \"$1\" match list >/dev/null || exit 1; done"_s,
                                  QStringLiteral(DUGOUT_EXECUTABLE), path};
            processes[i].start(i < replays ? QStringLiteral(DUGOUT_EXECUTABLE) : u"/bin/sh"_s,
                               arguments);
        }
        for (QProcess &process : processes) {
            QVERIFY(process.waitForFinished(60000));
            QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
                     process.readAllStandardError().constData());
        }
        QCOMPARE(countRows(path, u"match_event"_s), eventsBefore + replays * eventsPerMatch);
    }
};

QTEST_GUILESS_MAIN(TestConcurrentWriters)
#include "tst_concurrent_writers.moc"
