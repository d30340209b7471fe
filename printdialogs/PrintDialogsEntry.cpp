#include "PrintDialogsEntry.h"

#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>

using namespace Qt::StringLiterals;

bool dugout_print_preview(QWidget *parent, const QString &title, const QString &documentName,
                          const QPageLayout &layout, const dugout::PagePainter &paint,
                          QString *error)
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

int dugout_print(QWidget *parent, const QString &title, const QString &documentName,
                 const QPageLayout &layout, const dugout::OutputFileCheck &mayWrite,
                 const dugout::PagePainter &paint, QString *error)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(layout);
    printer.setDocName(documentName);
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(title);
    if (dialog.exec() != QDialog::Accepted)
        return 0;
    // "Print to file" in the system dialog writes a file like any export: never onto the league.
    if (!printer.outputFileName().isEmpty() && mayWrite && !mayWrite(printer.outputFileName()))
        return 0;
    return paint(&printer, error) ? 1 : -1;
}
