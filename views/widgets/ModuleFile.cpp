#include "ModuleFile.h"

#include <QDir>
#include <QFileInfo>
#include <QLibrary>

namespace dugout {

bool ModuleFile::open(const QString &fileName, const QList<const char *> &symbols,
                      QList<void *> *addresses, QString *failure)
{
    const QDir programs(QCoreApplication::applicationDirPath());
    const QStringList candidates{
        programs.filePath(fileName),
        programs.filePath(QStringLiteral(DUGOUT_MODULE_INSTALL_DIR "/") + fileName),
        QDir(QStringLiteral(DUGOUT_MODULE_BUILD_DIR)).filePath(fileName)};
    QStringList tried;
    for (const QString &candidate : candidates) {
        if (!QFileInfo::exists(candidate))
            continue;
        QLibrary library(candidate);
        if (!library.load()) {
            tried << library.errorString();
            continue;
        }
        QList<void *> resolved;
        for (const char *symbol : symbols)
            resolved << reinterpret_cast<void *>(library.resolve(symbol));
        if (!resolved.contains(nullptr)) {
            *addresses = resolved;
            return true;
        }
        tried << library.errorString();
    }
    *failure =
        tried.isEmpty() ? tr("%1 was not found beside Dugout.").arg(fileName) : tried.join(u'\n');
    return false;
}

} // namespace dugout
