#include "LeftoverFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#endif

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString newDatabasePrefix(const QFileInfo &database)
{
    return u'.' + database.fileName() + u".new-"_s;
}

const QString partialMarker = u".partial-"_s;

// The process id a temporary name ends with, or 0 when `name` is not one of ours.
qint64 ownerOf(const QString &name, const QString &prefix)
{
    if (!name.startsWith(prefix))
        return 0;
    bool isNumber = false;
    const qint64 pid = name.mid(prefix.size()).toLongLong(&isNumber);
    return isNumber ? pid : 0;
}

qint64 partialOwner(const QString &name)
{
    const qsizetype at = name.lastIndexOf(partialMarker);
    if (!name.startsWith(u'.') || at < 0)
        return 0;
    return ownerOf(name.mid(at), partialMarker);
}

} // namespace

QString LeftoverFiles::newDatabaseName(const QString &databasePath)
{
    const QFileInfo database(databasePath);
    return database.absoluteDir().filePath(newDatabasePrefix(database) +
                                           QString::number(QCoreApplication::applicationPid()));
}

QString LeftoverFiles::partialName(const QString &target)
{
    const QFileInfo info(target);
    return info.absoluteDir().filePath(u'.' + info.fileName() + partialMarker +
                                       QString::number(QCoreApplication::applicationPid()));
}

QStringList LeftoverFiles::removeAbandoned(const QString &databasePath)
{
    const QFileInfo database(databasePath);
    const QString prefix = newDatabasePrefix(database);
    const QDir folder = database.absoluteDir();
    QStringList removed;
    // Every open runs this: the names are matched here rather than by QDir's wildcards, which
    // compile a regular expression each time (a measurable part of start-up, issue 18).
    QStringList names;
    QDirIterator files(folder.path(), QDir::Files | QDir::Hidden);
    while (files.hasNext()) {
        files.next();
        const QString name = files.fileName();
        if (name.startsWith(prefix) || (name.startsWith(u'.') && name.contains(partialMarker)))
            names << name;
    }
    names.sort(Qt::CaseInsensitive);
    for (const QString &name : std::as_const(names)) {
        // Side files (-wal, -shm) are not numbers: they go with their database below.
        const qint64 pid = name.startsWith(prefix) ? ownerOf(name, prefix) : partialOwner(name);
        if (pid == 0 || (pid != QCoreApplication::applicationPid() && isProcessRunning(pid)))
            continue;
        removeWithSideFiles(folder.filePath(name));
        removed << name;
    }
    return removed;
}

void LeftoverFiles::removeWithSideFiles(const QString &path)
{
    QFile::remove(path);
    for (const char *side : {"-wal", "-shm", "-journal"})
        QFile::remove(path + QLatin1StringView(side));
}

bool LeftoverFiles::isProcessRunning(qint64 pid)
{
#ifdef Q_OS_UNIX
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
#else
    Q_UNUSED(pid);
    return true; // cannot tell: keep the file
#endif
}

} // namespace dugout
