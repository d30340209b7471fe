#pragma once

#include "core/charts/ChartData.h"

#include <QCoreApplication>
#include <QSize>

class QWidget;

namespace dugout {

// The charts module (charts/, dugout_charts), opened the first time a chart is needed, so that
// Qt Charts and the libraries it brings are not loaded at every start of the window (issue 18).
// Looked for beside the executable (the build tree), then where it is installed relative to it,
// then in the build tree that made this program (the tests).
class ChartModule
{
    Q_DECLARE_TR_FUNCTIONS(ChartModule)

public:
    using MakeView = QWidget *(*)(QWidget *parent);
    using Show = void (*)(QWidget *view, const ChartData &data);
    using Export = bool (*)(const ChartData &data, const QString &path, int format, QString *error,
                            QSize size);

    // The module, loaded on the first call; nullptr when it cannot be (why in `error`).
    static const ChartModule *get(QString *error = nullptr);

    MakeView makeView = nullptr;
    Show show = nullptr;
    Export write = nullptr;
};

} // namespace dugout
