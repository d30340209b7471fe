#pragma once

#include <QCoreApplication>
#include <QPageLayout>
#include <QString>

#include <functional>

class QPrinter;
class QWidget;

namespace dugout {

// Print preview for what Dugout prints (team sheets, match summaries): Qt's preview dialog,
// its pages painted by the same renderer as the PDF export and the print dialog, and printed
// from its own Print button. `paint` draws on the printer and says why when it cannot.
class PrintPreview
{
    Q_DECLARE_TR_FUNCTIONS(PrintPreview)

public:
    using Painter = std::function<bool(QPrinter *printer, QString *error)>;

    // Shows the preview, modal, until the user closes it or prints. Returns false when a page
    // could not be drawn (`error` says why).
    static bool show(QWidget *parent, const QString &title, const QString &documentName,
                     const QPageLayout &layout, const Painter &paint, QString *error = nullptr);
};

} // namespace dugout
