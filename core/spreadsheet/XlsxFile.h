#pragma once

#include "Sheet.h"

#include <QCoreApplication>

namespace dugout {

// Writes sheets as an Excel workbook (.xlsx, Office Open XML) through libxlsxwriter, Debian's
// libxlsxwriter-dev: a bold, frozen title row, numbers as numbers, columns wide enough for
// their text. The library writes to a file of its own; the bytes then go to `path` in one go
// (QSaveFile), so a failed export never leaves half a workbook where the user asked for one.
class XlsxFile
{
    Q_DECLARE_TR_FUNCTIONS(XlsxFile)

public:
    static bool write(const QString &path, const QList<Sheet> &sheets, QString *error);
    // The same workbook as bytes (the command line may print it to standard output).
    static std::optional<QByteArray> bytes(const QList<Sheet> &sheets, QString *error);
};

} // namespace dugout
