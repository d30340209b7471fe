#pragma once

#include "printdialogs/PrintDialogsEntry.h"

#include <QCoreApplication>
#include <QPageLayout>
#include <QString>

class QWidget;

namespace dugout {

// Printing and print preview for what Dugout prints (team sheets, match reports and summaries):
// Qt's dialogs, their pages drawn by the same renderer as the PDF export. The dialogs live in
// the dugout_printdialogs module (printdialogs/), opened on the first print or preview, so
// Qt Print Support is not loaded at every start of the window (issue 18).
class PrintDialogs
{
    Q_DECLARE_TR_FUNCTIONS(PrintDialogs)

public:
    enum class Outcome { NotPrinted, Printed, Failed };

    // Shows the preview, modal, until the user closes it or prints. Returns false when a page
    // could not be drawn or the module could not be opened (`error` says why).
    static bool preview(QWidget *parent, const QString &title, const QString &documentName,
                        const QPageLayout &layout, const PagePainter &paint,
                        QString *error = nullptr);

    // The system print dialog titled `title`, then the pages drawn by `paint`. NotPrinted when
    // the user cancelled or `mayWrite` refused the file of "Print to file"; Failed (`error`
    // says why) when a page could not be drawn or the module could not be opened.
    static Outcome print(QWidget *parent, const QString &title, const QString &documentName,
                         const QPageLayout &layout, const OutputFileCheck &mayWrite,
                         const PagePainter &paint, QString *error = nullptr);
};

} // namespace dugout
