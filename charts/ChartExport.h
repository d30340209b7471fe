#pragma once

#include "core/charts/ChartData.h"

#include <QCoreApplication>
#include <QSize>

namespace dugout {

// Writes a chart to a PNG or SVG file, whole (QSaveFile: a failed write leaves any earlier file
// as it was), at a size of its own rather than the window's, so the same chart exports alike
// from any screen.
class ChartExport
{
    Q_DECLARE_TR_FUNCTIONS(ChartExport)

public:
    enum class Format { Png, Svg };
    static constexpr QSize DefaultSize{1200, 700};

    // The format a path names by its suffix (.svg, anything else PNG).
    static Format formatOf(const QString &path);
    // false with the reason (the folder, the disk) in `error`.
    static bool write(const ChartData &data, const QString &path, Format format,
                      QString *error = nullptr, QSize size = DefaultSize);
};

} // namespace dugout
