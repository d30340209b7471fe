#pragma once

#include <QCoreApplication>
#include <QString>

class QLibrary;

namespace dugout {

// Opens one of Dugout's modules, the shared libraries the window loads on first use so that
// every start does not pay for the Qt libraries they bring (issue 18): charts/ (Qt Charts) and
// printdialogs/ (Qt Print Support). Looked for beside the executable (the build tree), then
// where they are installed relative to it, then in the build tree that made this program (the
// tests).
class ModuleFile
{
    Q_DECLARE_TR_FUNCTIONS(ModuleFile)

public:
    // The module `fileName`, loaded and kept loaded, with every name in `symbols` resolved into
    // `addresses` (same order). Returns false and says why in `failure` when it cannot be.
    static bool open(const QString &fileName, const QList<const char *> &symbols,
                     QList<void *> *addresses, QString *failure);
};

} // namespace dugout
