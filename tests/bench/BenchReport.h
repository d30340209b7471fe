#pragma once

#include <QList>

#include <functional>

namespace dugout::bench {

// How every benchmark of issue 18 measures and reports: the median of repeated runs (steadier
// than the mean on a busy machine), printed on one line beside its yardstick with the ratio.
// Nothing here asserts a time: benchmarks report, they never fail on speed.
class BenchReport
{
public:
    // Median of `samples` (milliseconds); 0 when there are none.
    static double median(QList<double> samples);
    // Median wall time in milliseconds of `runs` calls of `work`.
    static double medianMs(int runs, const std::function<void()> &work);
    // "append event: dugout 0.41 ms, sqlite C API 0.38 ms, ratio 1.08"
    static void ratio(const char *what, double dugoutMs, const char *yardstick, double yardstickMs);
    // Any other line, flushed at once so a slow benchmark shows its progress.
    static void note(const char *format, ...);
};

} // namespace dugout::bench
