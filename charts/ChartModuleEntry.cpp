#include "ChartModuleEntry.h"

#include "charts/ChartBuilder.h"
#include "charts/ChartExport.h"

#include <QChart>
#include <QChartView>

QWidget *dugout_chart_view(QWidget *parent)
{
    auto *view = new QChartView(parent);
    view->setRenderHint(QPainter::Antialiasing);
    return view;
}

void dugout_chart_show(QWidget *view, const dugout::ChartData &data)
{
    auto *chartView = qobject_cast<QChartView *>(view);
    if (!chartView)
        return;
    QChart *old = chartView->chart();
    chartView->setChart(dugout::ChartBuilder::build(data));
    delete old;
}

bool dugout_chart_export(const dugout::ChartData &data, const QString &path, int format,
                         QString *error, QSize size)
{
    return dugout::ChartExport::write(data, path,
                                      format == 1 ? dugout::ChartExport::Format::Svg
                                                  : dugout::ChartExport::Format::Png,
                                      error, size);
}
