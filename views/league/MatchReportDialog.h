#pragma once

#include "core/charts/ChartData.h"
#include "core/league/MatchReport.h"

#include <QDialog>

#include <memory>

class QTabWidget;
class QTextBrowser;

namespace dugout {

class ChartPanel;
class Database;
class Ruleset;

// The report of a confirmed match (issue 15.8), as MatchReportRenderer writes it, with Print…
// and Export PDF…. Opened from the schedule (a played fixture), a team's ledger and the
// Matches area once a tracked match's result is in the league.
class MatchReportDialog : public QDialog
{
    Q_OBJECT

public:
    MatchReportDialog(MatchReport report, std::shared_ptr<const Ruleset> rules,
                      QString databasePath, QWidget *parent = nullptr);

    // Reads the report of `matchId` and opens it (window-modal, not blocking, deleted on close);
    // nullptr with the reason in a message box when it cannot be read.
    static MatchReportDialog *showReport(Database &database, std::shared_ptr<const Ruleset> rules,
                                         qint64 matchId, QWidget *parent);

    const MatchReport &report() const { return m_report; }
    QTextBrowser *text() const { return m_text; }
    ChartPanel *positions() const { return m_positions; }
    // The positions chart (LeagueChartQuery::standingsUpToMatch), or why it could not be read.
    void setPositions(const std::optional<ChartData> &chart, const QString &error);
    // Writes the report as a PDF; false with the reason shown.
    bool exportPdf(const QString &path);

private:
    void print();
    // The report in Qt's print preview, printed from there if wanted.
    void preview();
    void chooseExportFile();

    MatchReport m_report;
    std::shared_ptr<const Ruleset> m_rules;
    QString m_databasePath;
    QTabWidget *m_tabs;
    QTextBrowser *m_text;
    ChartPanel *m_positions;
};

} // namespace dugout
