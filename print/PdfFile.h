#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class QPdfWriter;

namespace dugout {

// A PDF written whole: into a temporary file renamed once complete (QSaveFile), so a crash or a
// full disk never leaves half a document under the real name. The caller's `paint` lays out the
// page and draws on the writer (300 dpi, the title and Dugout as creator already set); it may
// refuse with a reason, and then nothing is written.
class PdfFile
{
    Q_DECLARE_TR_FUNCTIONS(PdfFile)

public:
    using Paint = std::function<bool(QPdfWriter &writer, QString *error)>;

    static bool write(const QString &path, const QString &title, const Paint &paint,
                      QString *error);
};

} // namespace dugout
