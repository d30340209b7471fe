#pragma once

#include "core/charts/ChartData.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QStackedWidget;

namespace dugout {

// One chart on screen with its two exports (PNG and SVG). It shows what it is given: core's
// ChartData, or a sentence saying why there is nothing to draw (no match yet, a read error).
class ChartPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ChartPanel(QWidget *parent = nullptr);

    // `emptyText` is shown instead when the data has nothing to draw.
    void setData(const ChartData &data, const QString &emptyText);
    // Nothing to draw, for this reason (a read error, say).
    void setMessage(const QString &text);
    // The open database, which an export must never overwrite (OutputFileGuard).
    void setDatabasePath(const QString &path) { m_databasePath = path; }
    // A name the exported file is offered under, without suffix.
    void setFileName(const QString &name) { m_fileName = name; }

    const ChartData &data() const { return m_data; }
    // The chart view (a QChartView made by the charts module, charts/), or an empty widget
    // when the module could not be loaded (the message then says why).
    QWidget *view() const { return m_view; }
    QLabel *message() const { return m_message; }

private:
    void chooseExportFile(const QString &suffix);

    ChartData m_data;
    QString m_databasePath;
    QString m_fileName;
    QStackedWidget *m_stack;
    QWidget *m_view;
    QString m_moduleError; // why charts cannot be drawn, empty when they can
    QLabel *m_message;
    QPushButton *m_png;
    QPushButton *m_svg;
};

} // namespace dugout
