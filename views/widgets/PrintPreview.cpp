#include "PrintPreview.h"

#include <QPrintPreviewDialog>
#include <QPrinter>

using namespace Qt::StringLiterals;

namespace dugout {

bool PrintPreview::show(QWidget *parent, const QString &title, const QString &documentName,
                        const QPageLayout &layout, const Painter &paint, QString *error)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(layout);
    printer.setDocName(documentName);
    QPrintPreviewDialog dialog(&printer, parent);
    dialog.setObjectName(u"printPreview"_s);
    dialog.setWindowTitle(title);
    // Large enough to read a page of an A4 sheet at once on a 1366×768 screen.
    dialog.resize(1100, 700);
    bool painted = true;
    QString reason;
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog, [&](QPrinter *target) {
        QString why;
        if (!paint(target, &why)) {
            painted = false;
            reason = why;
        }
    });
    dialog.exec();
    if (!painted && error)
        *error = reason;
    return painted;
}

} // namespace dugout
