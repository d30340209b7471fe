#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace dugout {

// One line (or one set of bars) of a chart: a value for each category of its chart, in order.
struct ChartSeries
{
    QString name;           // in the interface language: "Team value", a team's name…
    QList<qint64> values;   // one per category
    bool secondary = false; // read against the chart's second axis (a count beside gold)
    QString color;          // a team's own colour ("#rrggbb") for its line; empty: the theme's

    bool operator==(const ChartSeries &) const = default;
};

// A horizontal line drawn across a chart, such as the SPP a player needs for the next level.
struct ChartLevel
{
    qint64 value = 0;
    QString name;

    bool operator==(const ChartLevel &) const = default;
};

// What a chart shows, as core's queries give it (core/storage/TeamChartQuery, LeagueChartQuery):
// the categories along the bottom (matches, rounds) and the series over them, already worded in
// the interface language. The views only draw it; nothing here is computed by a view.
struct ChartData
{
    enum class Kind { Lines, Bars };
    // How the values of the first axis read: gold pieces, plain counts, or a rank (1 is best,
    // drawn at the top).
    enum class Unit { Count, Gold, Rank };

    Kind kind = Kind::Lines;
    Unit unit = Unit::Count;
    QString title;
    QString axisTitle;          // the first (left) axis
    QString secondaryAxisTitle; // the second (right) axis, when a series uses it
    QString categoryTitle;      // the bottom axis
    int ranks = 0;              // Rank: how many positions the table has (the axis spans them)
    QStringList categories;
    QList<ChartSeries> series;
    QList<ChartLevel> levels;

    // No category or no series: nothing to draw (the view says why instead).
    bool isEmpty() const { return categories.isEmpty() || series.isEmpty(); }
    bool hasSecondaryAxis() const
    {
        for (const ChartSeries &line : series) {
            if (line.secondary)
                return true;
        }
        return false;
    }
    bool operator==(const ChartData &) const = default;
};

} // namespace dugout
