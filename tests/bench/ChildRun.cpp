#include "ChildRun.h"

#include <QElapsedTimer>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <vector>

extern char **environ;

using namespace Qt::StringLiterals;

namespace dugout::bench {

ChildRun ChildRun::run(const QString &program, const QStringList &arguments,
                       const QStringList &environment, const QString &stderrPath)
{
    ChildRun result;
    // Everything converted before the clock starts: only the child's time is measured.
    QList<QByteArray> argumentBytes{program.toLocal8Bit()};
    for (const QString &argument : arguments)
        argumentBytes << argument.toLocal8Bit();
    std::vector<char *> argv;
    for (QByteArray &bytes : argumentBytes)
        argv.push_back(bytes.data());
    argv.push_back(nullptr);
    QList<QByteArray> environmentBytes;
    for (char **entry = environ; *entry; ++entry)
        environmentBytes << QByteArray(*entry);
    for (const QString &entry : environment)
        environmentBytes << entry.toLocal8Bit();
    std::vector<char *> envp;
    for (QByteArray &bytes : environmentBytes)
        envp.push_back(bytes.data());
    envp.push_back(nullptr);

    int pipeEnds[2];
    if (pipe(pipeEnds) != 0) {
        result.error = u"pipe failed"_s;
        return result;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO);
    const QByteArray stderrFile = stderrPath.toLocal8Bit();
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, stderrFile.constData(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0]);
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1]);

    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    const int spawned =
        posix_spawn(&pid, argv.front(), &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    close(pipeEnds[1]);
    if (spawned != 0) {
        close(pipeEnds[0]);
        result.error = u"cannot start %1"_s.arg(program);
        return result;
    }
    QByteArray output;
    char buffer[4096];
    bool sawLine = false;
    for (;;) {
        const ssize_t got = read(pipeEnds[0], buffer, sizeof buffer);
        if (got <= 0)
            break;
        output.append(buffer, got);
        if (!sawLine && output.contains('\n')) {
            sawLine = true;
            result.firstLineMs = double(timer.nsecsElapsed()) / 1e6;
        }
    }
    close(pipeEnds[0]);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    result.peakMemoryMiB = double(usage.ru_maxrss) / 1024.0; // Linux gives kibibytes
    result.ok = sawLine && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!result.ok)
        result.error = u"%1 did not paint and quit cleanly (status %2, stdout: %3, stderr in %4)"_s
                           .arg(program)
                           .arg(status)
                           .arg(QString::fromLocal8Bit(output), stderrPath);
    return result;
}

} // namespace dugout::bench
