// `dugout db backup` of the big database (issue 18, point 5: under a second), as a person runs
// it: the whole process, from its start to its last line. Beside it, the least any backup must
// do: the same VACUUM INTO through the SQLite C API in this process, synced to the disk. Run by
// `make bench`, never by CTest.
#include "BenchReport.h"
#include "BigDatabase.h"
#include "ChildRun.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <sqlite3.h>

#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace dugout::bench;

namespace {

// VACUUM INTO `target`, then fsync: a compact, consistent copy on the disk. False on error.
bool vacuumInto(const QString &source, const QString &target)
{
    sqlite3 *db = nullptr;
    bool ok = sqlite3_open_v2(source.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr) ==
              SQLITE_OK;
    sqlite3_stmt *statement = nullptr;
    ok = ok && sqlite3_prepare_v2(db, "VACUUM INTO ?", -1, &statement, nullptr) == SQLITE_OK;
    const QByteArray path = target.toUtf8();
    ok = ok && sqlite3_bind_text(statement, 1, path.constData(), int(path.size()), SQLITE_STATIC) ==
                   SQLITE_OK;
    ok = ok && sqlite3_step(statement) == SQLITE_DONE;
    if (!ok)
        std::fprintf(stderr, "bench_backup: %s\n", sqlite3_errmsg(db));
    sqlite3_finalize(statement);
    sqlite3_close(db);
    const int file = ok ? ::open(path.constData(), O_RDONLY) : -1;
    ok = file >= 0 && ::fsync(file) == 0;
    if (file >= 0)
        ::close(file);
    return ok;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QString error;
    const QString big = BigDatabase::cached(BigDatabaseShape{}, &error);
    if (big.isEmpty()) {
        std::fprintf(stderr, "bench_backup: %s\n", qPrintable(error));
        return 1;
    }
    QTemporaryDir folder;
    const QStringList environment{u"XDG_CONFIG_HOME="_s + folder.filePath(u"config"_s),
                                  u"XDG_DATA_HOME="_s + folder.filePath(u"data"_s),
                                  u"XDG_RUNTIME_DIR="_s + folder.path()};
    const QString stderrPath = folder.filePath(u"stderr.txt"_s);
    const int runs = 7;
    QList<double> dugoutMs, yardstickMs;
    // One run of each first, not counted: the file and the program into the page cache.
    for (int i = 0; i <= runs; ++i) {
        const QString copy = folder.filePath(u"backup-%1.sqlite"_s.arg(i));
        const ChildRun backup =
            ChildRun::run(QStringLiteral(DUGOUT_BENCH_DUGOUT),
                          {u"--db"_s, big, u"db"_s, u"backup"_s, copy}, environment, stderrPath);
        if (!backup.ok || !QFile::exists(copy)) {
            std::fprintf(stderr, "bench_backup: %s\n",
                         qPrintable(backup.ok ? u"no backup written"_s : backup.error));
            return 1;
        }
        QFile::remove(copy);
        const QString plain = folder.filePath(u"plain-%1.sqlite"_s.arg(i));
        QElapsedTimer timer;
        timer.start();
        if (!vacuumInto(big, plain))
            return 1;
        const double plainMs = double(timer.nsecsElapsed()) / 1e6;
        QFile::remove(plain);
        if (i > 0) {
            dugoutMs << backup.firstLineMs;
            yardstickMs << plainMs;
        }
    }
    BenchReport::note("db backup: the big database, %.1f MiB (%s)",
                      double(QFile(big).size()) / (1024.0 * 1024.0), qPrintable(big));
    BenchReport::ratio("dugout db backup, whole process", BenchReport::median(dugoutMs),
                       "VACUUM INTO through the C API", BenchReport::median(yardstickMs));
    return 0;
}
