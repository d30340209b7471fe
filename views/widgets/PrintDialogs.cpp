#include "PrintDialogs.h"

#include "ModuleFile.h"

namespace dugout {

namespace {

struct Loaded
{
    decltype(&dugout_print_preview) preview = nullptr;
    decltype(&dugout_print) print = nullptr;
    QString failure;
};

const Loaded &module()
{
    static const Loaded loaded = [] {
        Loaded entries;
        QList<void *> addresses;
        if (ModuleFile::open(QStringLiteral(DUGOUT_PRINT_MODULE_FILE),
                             {"dugout_print_preview", "dugout_print"}, &addresses,
                             &entries.failure)) {
            entries.preview = reinterpret_cast<decltype(&dugout_print_preview)>(addresses.at(0));
            entries.print = reinterpret_cast<decltype(&dugout_print)>(addresses.at(1));
        }
        return entries;
    }();
    return loaded;
}

} // namespace

bool PrintDialogs::preview(QWidget *parent, const QString &title, const QString &documentName,
                           const QPageLayout &layout, const PagePainter &paint, QString *error)
{
    const Loaded &entries = module();
    if (!entries.preview) {
        if (error)
            *error = tr("Printing is not available: %1").arg(entries.failure);
        return false;
    }
    return entries.preview(parent, title, documentName, layout, paint, error);
}

PrintDialogs::Outcome PrintDialogs::print(QWidget *parent, const QString &title,
                                          const QString &documentName, const QPageLayout &layout,
                                          const OutputFileCheck &mayWrite, const PagePainter &paint,
                                          QString *error)
{
    const Loaded &entries = module();
    if (!entries.print) {
        if (error)
            *error = tr("Printing is not available: %1").arg(entries.failure);
        return Outcome::Failed;
    }
    const int printed = entries.print(parent, title, documentName, layout, mayWrite, paint, error);
    return printed > 0 ? Outcome::Printed : printed == 0 ? Outcome::NotPrinted : Outcome::Failed;
}

} // namespace dugout
