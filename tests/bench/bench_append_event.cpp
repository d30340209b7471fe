// Appending one tracked event in its own transaction (what every coach input waits for,
// docs/architecture.md, "A tracked match is an event log" and "One transaction per operation")
// against the bare minimum: the same row inserted and committed through the SQLite C API on a file
// with the same pragmas, the synchronous setting read from Dugout's own connection so the yardstick
// follows whatever core chooses. Run by `make bench`.
#include "../support/MatchScript.h"
#include "BenchReport.h"
#include "core/match/Match.h"
#include "core/match/MatchEventJson.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/MatchLogStore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <sqlite3.h>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::bench;

namespace {

constexpr int Appends = 200;

bool exec(sqlite3 *db, const char *sql)
{
    char *message = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &message) == SQLITE_OK)
        return true;
    std::fprintf(stderr, "bench_append_event: %s: %s\n", sql, message);
    sqlite3_free(message);
    return false;
}

// The yardstick: one INSERT and COMMIT per event, nothing else.
double sqliteMedianMs(const QString &path, int synchronous, const QList<QByteArray> &lines)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open(path.toUtf8().constData(), &db) != SQLITE_OK)
        return -1;
    const QByteArray pragmas =
        "PRAGMA foreign_keys = ON; PRAGMA journal_mode = WAL; PRAGMA synchronous = " +
        QByteArray::number(synchronous) + ";";
    if (!exec(db, pragmas.constData()) ||
        !exec(db, "CREATE TABLE tracked_match (id INTEGER PRIMARY KEY AUTOINCREMENT);"
                  "CREATE TABLE match_event ("
                  "  match_id INTEGER NOT NULL REFERENCES tracked_match (id) ON DELETE CASCADE,"
                  "  seq INTEGER NOT NULL CHECK (seq >= 1),"
                  "  event_json TEXT NOT NULL,"
                  "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),"
                  "  PRIMARY KEY (match_id, seq));"
                  "INSERT INTO tracked_match DEFAULT VALUES;")) {
        sqlite3_close(db);
        return -1;
    }
    sqlite3_stmt *insert = nullptr;
    sqlite3_prepare_v2(db, "INSERT INTO match_event (match_id, seq, event_json) VALUES (1, ?, ?)",
                       -1, &insert, nullptr);
    QList<double> samples;
    for (int seq = 1; seq <= int(lines.size()); ++seq) {
        QElapsedTimer timer;
        timer.start();
        exec(db, "BEGIN");
        sqlite3_bind_int(insert, 1, seq);
        sqlite3_bind_text(insert, 2, lines.at(seq - 1).constData(), int(lines.at(seq - 1).size()),
                          SQLITE_STATIC);
        if (sqlite3_step(insert) != SQLITE_DONE)
            std::fprintf(stderr, "bench_append_event: %s\n", sqlite3_errmsg(db));
        sqlite3_reset(insert);
        exec(db, "COMMIT");
        samples << double(timer.nsecsElapsed()) / 1e6;
    }
    sqlite3_finalize(insert);
    sqlite3_close(db);
    return BenchReport::median(samples);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const auto rules = RulesetLoader::builtIn();
    const MatchSetup setup = test::humanDerby(*rules);
    const QList<MatchEvent> events =
        Match::replay(*rules, setup, test::scriptedMatch(11)).events().mid(0, Appends);
    QTemporaryDir folder;

    DatabaseError openError;
    auto database = Database::open(folder.filePath(u"dugout.sqlite"_s), &openError);
    if (!database) {
        std::fprintf(stderr, "bench_append_event: %s\n", qPrintable(openError.message));
        return 1;
    }
    QSqlQuery pragma(database->connection());
    if (!pragma.exec(u"PRAGMA synchronous"_s) || !pragma.next())
        return 1;
    const int synchronous = pragma.value(0).toInt();
    MatchLogStore store(*database);
    QString error;
    const qint64 matchId = store.create(setup, &error);
    if (matchId <= 0) {
        std::fprintf(stderr, "bench_append_event: %s\n", qPrintable(error));
        return 1;
    }
    QList<double> samples;
    for (const MatchEvent &event : events) {
        QElapsedTimer timer;
        timer.start();
        if (!store.append(matchId, event, &error)) {
            std::fprintf(stderr, "bench_append_event: %s\n", qPrintable(error));
            return 1;
        }
        samples << double(timer.nsecsElapsed()) / 1e6;
    }

    QList<QByteArray> lines;
    for (const MatchEvent &event : events)
        lines << MatchEventJson::toLine(event);
    const double yardstick = sqliteMedianMs(folder.filePath(u"capi.sqlite"_s), synchronous, lines);
    if (yardstick < 0)
        return 1;
    BenchReport::note(
        "append event: %d appends, each its own transaction, WAL, PRAGMA synchronous = %d",
        int(events.size()), synchronous);
    BenchReport::ratio("append event", BenchReport::median(samples), "sqlite C API", yardstick);

    // What durability costs per event (issue 18, point 4): the same C API appends with
    // synchronous = FULL (each commit fsync'd to the WAL) against NORMAL (synced only at
    // checkpoints, so the last commits can vanish with the power). Beside a person's pace,
    // which is about one input a second.
    const double full = sqliteMedianMs(folder.filePath(u"full.sqlite"_s), 2, lines);
    const double normal = sqliteMedianMs(folder.filePath(u"normal.sqlite"_s), 1, lines);
    if (full < 0 || normal < 0)
        return 1;
    BenchReport::note("fsync cost per event (C API appends): synchronous FULL %.3f ms, NORMAL "
                      "%.4f ms, so the fsync costs %.3f ms: %.2f%% of a second between two inputs",
                      full, normal, full - normal, (full - normal) / 10.0);
    return 0;
}
