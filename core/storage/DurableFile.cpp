#include "DurableFile.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace dugout {

namespace {

#ifdef Q_OS_UNIX
bool syncDescriptorOf(const QByteArray &path, int flags)
{
    const int fd = ::open(path.constData(), flags | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool synced = ::fsync(fd) == 0;
    ::close(fd);
    return synced;
}
#endif

} // namespace

bool DurableFile::sync(const QString &path)
{
#ifdef Q_OS_UNIX
    return syncDescriptorOf(QFile::encodeName(path), O_RDONLY);
#else
    QFile file(path);
    return file.open(QIODevice::ReadWrite) && file.flush();
#endif
}

bool DurableFile::syncFolder(const QString &path)
{
#ifdef Q_OS_UNIX
    return syncDescriptorOf(QFile::encodeName(QFileInfo(path).absolutePath()),
                            O_RDONLY | O_DIRECTORY);
#else
    Q_UNUSED(path);
    return true; // other systems make renames durable themselves or offer no way to ask
#endif
}

} // namespace dugout
