#include "BenchReport.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cstdarg>
#include <cstdio>

namespace dugout::bench {

double BenchReport::median(QList<double> samples)
{
    if (samples.isEmpty())
        return 0;
    std::sort(samples.begin(), samples.end());
    const qsizetype middle = samples.size() / 2;
    return samples.size() % 2 ? samples.at(middle)
                              : (samples.at(middle - 1) + samples.at(middle)) / 2;
}

double BenchReport::medianMs(int runs, const std::function<void()> &work)
{
    QList<double> samples;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        samples << double(timer.nsecsElapsed()) / 1e6;
    }
    return median(samples);
}

void BenchReport::ratio(const char *what, double dugoutMs, const char *yardstick,
                        double yardstickMs)
{
    std::printf("%s: dugout %.3g ms, %s %.3g ms, ratio %.2f\n", what, dugoutMs, yardstick,
                yardstickMs, yardstickMs > 0 ? dugoutMs / yardstickMs : 0.0);
    std::fflush(stdout);
}

void BenchReport::note(const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    std::vprintf(format, arguments);
    va_end(arguments);
    std::printf("\n");
    std::fflush(stdout);
}

} // namespace dugout::bench
