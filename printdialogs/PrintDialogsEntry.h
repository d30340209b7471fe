#pragma once

#include <QString>

#include <functional>

class QPageLayout;
class QPagedPaintDevice;
class QWidget;

namespace dugout {

// Draws the pages on the device it is given (the printer the user chose, or the preview's); false
// and why when a page cannot be drawn.
using PagePainter = std::function<bool(QPagedPaintDevice *device, QString *error)>;
// Whether the file that "Print to file" names may be written (views/widgets/OutputFileGuard).
using OutputFileCheck = std::function<bool(const QString &path)>;

} // namespace dugout

// The dugout_printdialogs module's entry points, looked up by name (views/widgets/PrintDialogs).
// C linkage keeps the names plain; the arguments are Qt and standard types both sides share.
extern "C" {
// Qt's print preview dialog, modal, its pages drawn by `paint` (also when its Print button
// prints). False when a page could not be drawn (`error` says why).
bool dugout_print_preview(QWidget *parent, const QString &title, const QString &documentName,
                          const QPageLayout &layout, const dugout::PagePainter &paint,
                          QString *error);
// The system print dialog on a high-resolution printer set to `layout`; once accepted (and the
// file of "Print to file", if any, allowed by `mayWrite`) the pages are drawn by `paint`.
// Returns 0 when nothing was printed on purpose (cancelled or refused), 1 when printed, -1 when
// a page could not be drawn (`error` says why).
int dugout_print(QWidget *parent, const QString &title, const QString &documentName,
                 const QPageLayout &layout, const dugout::OutputFileCheck &mayWrite,
                 const dugout::PagePainter &paint, QString *error);
}
