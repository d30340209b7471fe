// Start-up of the main window against a bare Qt Widgets window (issue 18), on the big database
// and on an empty one: both started as child processes on the offscreen platform, the median
// of several runs taken in turn so all see the same machine. Two moments of Dugout's start
// are timed, each against the same yardstick (its own first paint): Dugout's first paint, and
// the database's content painted (the Home page read from it, with any layout or paint still
// pending done too). The database is opened before the platform first exposes the window, so
// both usually end after the same paint. Also their peak memory. Run by `make bench`, never by
// CTest.
#include "BenchReport.h"
#include "BigDatabase.h"
#include "ChildRun.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace dugout::bench;

namespace {

// One way of starting Dugout, and what its runs measured.
struct Start
{
    const char *what;
    QString database;
    QString quitAfter; // DUGOUT_QUIT_AFTER_FIRST_PAINT: "1" first paint, "content" the database
    QList<double> ms;
    QList<double> mib;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int runs = 7;
    QString error;
    const QString big = BigDatabase::cached(BigDatabaseShape{}, &error);
    if (big.isEmpty()) {
        std::fprintf(stderr, "bench_startup: %s\n", qPrintable(error));
        return 1;
    }
    // The children keep their settings and data in a folder of their own: the benchmark
    // neither reads nor changes the user's, and every run starts from the same state.
    QTemporaryDir home;
    const QString empty = home.filePath(u"empty.sqlite"_s); // made by the first, uncounted run
    const QStringList environment{
        u"QT_QPA_PLATFORM=offscreen"_s, u"XDG_CONFIG_HOME="_s + home.filePath(u"config"_s),
        u"XDG_DATA_HOME="_s + home.filePath(u"data"_s),
        u"XDG_CACHE_HOME="_s + home.filePath(u"cache"_s), u"XDG_RUNTIME_DIR="_s + home.path()};
    const QString stderrPath = home.filePath(u"stderr.txt"_s);
    QList<Start> starts{{"big database, first paint", big, u"1"_s, {}, {}},
                        {"big database, its content painted", big, u"content"_s, {}, {}},
                        {"empty database, first paint", empty, u"1"_s, {}, {}},
                        {"empty database, its content painted", empty, u"content"_s, {}, {}}};
    QList<double> yardstickMs, yardstickMiB;
    // One run of each first, not counted: it loads the libraries and the databases into the
    // page cache (and makes the empty one).
    for (int i = 0; i <= runs; ++i) {
        const ChildRun yardstick = ChildRun::run(
            QStringLiteral(DUGOUT_BENCH_YARDSTICK_WINDOW), {},
            environment + QStringList{u"DUGOUT_QUIT_AFTER_FIRST_PAINT=1"_s}, stderrPath);
        if (!yardstick.ok) {
            std::fprintf(stderr, "bench_startup: %s\n", qPrintable(yardstick.error));
            return 1;
        }
        if (i > 0) {
            yardstickMs << yardstick.firstLineMs;
            yardstickMiB << yardstick.peakMemoryMiB;
        }
        for (Start &start : starts) {
            const ChildRun dugout = ChildRun::run(
                QStringLiteral(DUGOUT_BENCH_DUGOUT), {u"--db"_s, start.database},
                environment + QStringList{u"DUGOUT_QUIT_AFTER_FIRST_PAINT="_s + start.quitAfter},
                stderrPath);
            if (!dugout.ok) {
                std::fprintf(stderr, "bench_startup: %s\n", qPrintable(dugout.error));
                return 1;
            }
            if (i > 0) {
                start.ms << dugout.firstLineMs;
                start.mib << dugout.peakMemoryMiB;
            }
        }
    }
    BenchReport::note("big database: %d leagues of %d teams, every fixture played (%s)",
                      BigDatabaseShape{}.leagues, BigDatabaseShape{}.teams, qPrintable(big));
    const double yardstickTime = BenchReport::median(yardstickMs);
    const double yardstickPeak = BenchReport::median(yardstickMiB);
    for (const Start &start : std::as_const(starts)) {
        BenchReport::ratio(qPrintable(u"start to "_s + QString::fromLatin1(start.what)),
                           BenchReport::median(start.ms), "bare Qt window", yardstickTime);
    }
    for (const Start &start : std::as_const(starts)) {
        const double peak = BenchReport::median(start.mib);
        BenchReport::note("peak memory, %s: dugout %.1f MiB, bare Qt window %.1f MiB, ratio %.2f",
                          start.what, peak, yardstickPeak, peak / yardstickPeak);
    }
    return 0;
}
