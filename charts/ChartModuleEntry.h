#pragma once

#include "core/charts/ChartData.h"

#include <QSize>

class QWidget;

// The dugout_charts module's entry points, looked up by name (views/charts/ChartModule). C
// linkage keeps the names plain; the arguments are Qt and core types both sides share.
extern "C" {
// A new chart view (a QChartView) owned by `parent`, antialiased, with nothing drawn yet.
QWidget *dugout_chart_view(QWidget *parent);
// Draws `data` in `view` (one made by dugout_chart_view), replacing what it showed.
void dugout_chart_show(QWidget *view, const dugout::ChartData &data);
// ChartExport::write: `format` 0 for PNG, 1 for SVG.
bool dugout_chart_export(const dugout::ChartData &data, const QString &path, int format,
                         QString *error, QSize size);
}
