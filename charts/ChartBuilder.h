#pragma once

#include "core/charts/ChartData.h"

#include <QCoreApplication>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace dugout {

// Draws core's ChartData as a Qt Charts chart: lines or bars over the categories, gold read in
// thousands ("720k"), a rank axis with 1 at the top, a second axis on the right, and the levels
// (SPP thresholds) as dashed lines. Nothing about the data is decided here: only how it looks.
class ChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ChartBuilder)

public:
    // A new chart the caller owns (or hands to a QChartView).
    static QChart *build(const ChartData &data);

    // The levels worth drawing: every one the values reach, and the next one above.
    static QList<ChartLevel> levelsToDraw(const ChartData &data);
};

} // namespace dugout
