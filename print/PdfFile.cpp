#include "PdfFile.h"

#include "DugoutVersion.h"
#include "core/storage/WriteFailure.h"

#include <QDir>
#include <QFileInfo>
#include <QPdfWriter>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace dugout {

bool PdfFile::write(const QString &path, const QString &title, const Paint &paint, QString *error)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QFileInfo(folder).isWritable()) {
        if (error)
            *error = tr("Cannot write to %1.").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("The PDF could not be written to %1: %2")
                         .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    bool painted = false;
    {
        QPdfWriter writer(&file);
        writer.setResolution(300);
        writer.setTitle(title);
        writer.setCreator(u"Dugout "_s + QStringLiteral(DUGOUT_VERSION));
        painted = paint(writer, error);
    } // the writer finishes the PDF when it goes
    if (!painted) {
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = tr("The PDF could not be written to %1: %2")
                         .arg(QDir::toNativeSeparators(path), WriteFailure::reason(file));
        return false;
    }
    return true;
}

} // namespace dugout
