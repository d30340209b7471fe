#include "TestFiles.h"

#include <QCryptographicHash>
#include <QFile>

namespace dugout::test {

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(bytes);
}

void patchFile(const QString &path, qint64 offset, const QByteArray &bytes)
{
    QFile file(path);
    if (file.open(QIODevice::ReadWrite) && file.seek(offset))
        file.write(bytes);
}

} // namespace dugout::test
