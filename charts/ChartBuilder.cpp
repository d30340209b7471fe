#include "ChartBuilder.h"

#include "models/Palette.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Gold reads in thousands, as everywhere else in Dugout ("720k").
qreal shown(qint64 value, ChartData::Unit unit)
{
    return unit == ChartData::Unit::Gold ? qreal(value) / 1000.0 : qreal(value);
}

qint64 largest(const ChartData &data, bool secondary)
{
    qint64 top = 0;
    for (const ChartSeries &line : data.series) {
        if (line.secondary != secondary)
            continue;
        for (qint64 value : line.values)
            top = std::max(top, value);
    }
    return top;
}

QValueAxis *valueAxis(ChartData::Unit unit, qreal top, const QString &title, int ranks = 0)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    switch (unit) {
    case ChartData::Unit::Gold:
        axis->setLabelFormat(u"%.0fk"_s);
        axis->setRange(0, std::max<qreal>(top * 1.05, 10)); // the highest point below the edge
        axis->applyNiceNumbers();
        break;
    case ChartData::Unit::Count:
        axis->setLabelFormat(u"%.0f"_s);
        axis->setRange(0, std::max<qreal>(top * 1.05, 4));
        axis->applyNiceNumbers();
        break;
    case ChartData::Unit::Rank: {
        // 1 at the top, one tick a position, every position of the table.
        const int last = std::max({2, int(top), ranks});
        axis->setLabelFormat(u"%.0f"_s);
        axis->setRange(1, last);
        axis->setTickCount(last);
        axis->setReverse(true);
        break;
    }
    }
    return axis;
}

} // namespace

QList<ChartLevel> ChartBuilder::levelsToDraw(const ChartData &data)
{
    const qint64 top = largest(data, false);
    QList<ChartLevel> levels;
    for (const ChartLevel &level : data.levels) {
        levels << level;
        if (level.value > top)
            break;
    }
    return levels;
}

QChart *ChartBuilder::build(const ChartData &data)
{
    auto *chart = new QChart;
    chart->setTitle(data.title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto *categories = new QBarCategoryAxis;
    categories->append(data.categories);
    categories->setTitleText(data.categoryTitle);
    chart->addAxis(categories, Qt::AlignBottom);

    const QList<ChartLevel> levels = levelsToDraw(data);
    qint64 top = largest(data, false);
    for (const ChartLevel &level : levels)
        top = std::max(top, level.value);
    QValueAxis *primary = valueAxis(data.unit, shown(top, data.unit), data.axisTitle, data.ranks);
    chart->addAxis(primary, Qt::AlignLeft);
    QValueAxis *secondary = nullptr;
    if (data.hasSecondaryAxis()) {
        secondary =
            valueAxis(ChartData::Unit::Count, qreal(largest(data, true)), data.secondaryAxisTitle);
        secondary->setGridLineVisible(false); // the first axis's grid is enough
        chart->addAxis(secondary, Qt::AlignRight);
    }

    if (data.kind == ChartData::Kind::Bars) {
        auto *bars = new QBarSeries;
        for (const ChartSeries &line : data.series) {
            auto *set = new QBarSet(line.name);
            for (qint64 value : line.values)
                set->append(shown(value, data.unit));
            bars->append(set);
        }
        chart->addSeries(bars);
        bars->attachAxis(categories);
        bars->attachAxis(primary);
    } else {
        for (const ChartSeries &line : data.series) {
            auto *series = new QLineSeries;
            series->setName(line.name);
            // A single match is a point, not a line: show the points.
            series->setPointsVisible(true);
            for (qsizetype i = 0; i < line.values.size(); ++i)
                series->append(qreal(i), line.secondary ? qreal(line.values[i])
                                                        : shown(line.values[i], data.unit));
            chart->addSeries(series);
            // A team's line in its own colour, as everywhere else in Dugout.
            if (!line.color.isEmpty()) {
                QPen pen = series->pen();
                pen.setColor(Palette::teamColor(line.color));
                pen.setWidthF(2.5);
                series->setPen(pen);
                series->setColor(pen.color());
            }
            series->attachAxis(categories);
            series->attachAxis(line.secondary && secondary ? secondary : primary);
        }
    }

    // Levels: dashed lines across the whole width, named in the legend with their value.
    for (const ChartLevel &level : levels) {
        auto *line = new QLineSeries;
        //: A level drawn across a chart: "Veteran (16)".
        line->setName(tr("%1 (%2)").arg(level.name).arg(level.value));
        const qreal y = shown(level.value, data.unit);
        line->append(-0.5, y);
        line->append(qreal(std::max<qsizetype>(data.categories.size(), 1)) - 0.5, y);
        chart->addSeries(line);
        QPen pen = line->pen();
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(1.5);
        line->setPen(pen);
        line->attachAxis(categories);
        line->attachAxis(primary);
    }
    return chart;
}

} // namespace dugout
