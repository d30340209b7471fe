#pragma once

#include <QString>
#include <QStringList>

namespace dugout::bench {

// One run of a program as a child process, timed from the spawn to the moment it writes its
// first line on stdout ("first paint"), and its peak resident memory once it has exited (the
// child's own rusage from wait4, which is what getrusage(RUSAGE_CHILDREN) would report with
// only that child waited for).
struct ChildRun
{
    bool ok = false;
    double firstLineMs = 0;
    double peakMemoryMiB = 0;
    QString error;

    // Runs `program` with `arguments`, `environment` added to this process's environment, its
    // stderr into `stderrPath` (the platform's chatter would drown the results).
    static ChildRun run(const QString &program, const QStringList &arguments,
                        const QStringList &environment, const QString &stderrPath);
};

} // namespace dugout::bench
