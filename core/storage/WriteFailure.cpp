#include "WriteFailure.h"

#include <QFileInfo>
#include <QStorageInfo>

namespace dugout {

namespace {

// Below this much free space a failed write is taken for a full disk.
constexpr qint64 nearlyFullBytes = 256 * 1024;

} // namespace

QString WriteFailure::reason(const QFileDevice &file)
{
    const QStorageInfo storage(QFileInfo(file.fileName()).absolutePath());
    if (file.error() == QFileDevice::ResourceError ||
        (storage.isValid() && storage.bytesAvailable() < nearlyFullBytes))
        return tr("the disk is full");
    return file.errorString();
}

} // namespace dugout
