// Start to first paint of the main window on the big database, against a bare Qt Widgets
// window (issue 18): both started as child processes on the offscreen platform, each quitting
// after its first paint, the median of several runs taken in turn so both see the same
// machine. Also their peak memory. Run by `make bench`, never by CTest.
#include "BenchReport.h"
#include "BigDatabase.h"
#include "ChildRun.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace dugout::bench;

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
    const QStringList environment{u"QT_QPA_PLATFORM=offscreen"_s,
                                  u"DUGOUT_QUIT_AFTER_FIRST_PAINT=1"_s,
                                  u"XDG_CONFIG_HOME="_s + home.filePath(u"config"_s),
                                  u"XDG_DATA_HOME="_s + home.filePath(u"data"_s),
                                  u"XDG_CACHE_HOME="_s + home.filePath(u"cache"_s),
                                  u"XDG_RUNTIME_DIR="_s + home.path()};
    const QString stderrPath = home.filePath(u"stderr.txt"_s);
    const QStringList dugoutArguments{u"--db"_s, big};
    QList<double> dugoutMs, yardstickMs, dugoutMiB, yardstickMiB;
    // One run of each first, not counted: it loads the libraries and the database into the
    // page cache.
    for (int i = 0; i <= runs; ++i) {
        const ChildRun yardstick = ChildRun::run(QStringLiteral(DUGOUT_BENCH_YARDSTICK_WINDOW), {},
                                                 environment, stderrPath);
        const ChildRun dugout = ChildRun::run(QStringLiteral(DUGOUT_BENCH_DUGOUT), dugoutArguments,
                                              environment, stderrPath);
        for (const ChildRun &child : {yardstick, dugout}) {
            if (!child.ok) {
                std::fprintf(stderr, "bench_startup: %s\n", qPrintable(child.error));
                return 1;
            }
        }
        if (i == 0)
            continue;
        yardstickMs << yardstick.firstLineMs;
        dugoutMs << dugout.firstLineMs;
        yardstickMiB << yardstick.peakMemoryMiB;
        dugoutMiB << dugout.peakMemoryMiB;
    }
    BenchReport::note("big database: %d leagues of %d teams, every fixture played (%s)",
                      BigDatabaseShape{}.leagues, BigDatabaseShape{}.teams, qPrintable(big));
    BenchReport::ratio("start to first paint", BenchReport::median(dugoutMs), "bare Qt window",
                       BenchReport::median(yardstickMs));
    const double dugoutPeak = BenchReport::median(dugoutMiB);
    const double yardstickPeak = BenchReport::median(yardstickMiB);
    BenchReport::note("peak memory: dugout %.1f MiB, bare Qt window %.1f MiB, ratio %.2f",
                      dugoutPeak, yardstickPeak, dugoutPeak / yardstickPeak);
    return 0;
}
