#pragma once

#include "app/cli/CommandLine.h"

#include <QFile>
#include <QStringList>
#include <QTextStream>

namespace dugout::test {

// What one `dugout --db DB …` command printed and returned, run in-process.
struct CommandResult
{
    int code;
    QString out;
    QString err;
};

inline CommandResult runCommand(cli::CommandLine &commandLine, const QString &database,
                                const QStringList &arguments)
{
    using namespace Qt::StringLiterals;
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    const int code = commandLine.run(
        commandLine.parse(QStringList{u"dugout"_s, u"--db"_s, database} + arguments), outStream,
        errStream);
    outStream.flush();
    errStream.flush();
    return {code, out, err};
}

// Writes `bytes` to `path` and returns the path, for files handed to a command.
inline QString writeCommandFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace dugout::test
