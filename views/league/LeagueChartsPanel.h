#pragma once

#include <QWidget>

class QComboBox;

namespace dugout {

class ChartPanel;
class LeagueSession;

// The league's charts, beside its statistics (issue 22.1): the touchdowns and casualties of
// each round, or every team's position round by round, for the season shown, as core's
// LeagueChartQuery reads them. Read when shown, and again after a result while shown.
class LeagueChartsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LeagueChartsPanel(LeagueSession *session, QWidget *parent = nullptr);

    void invalidate();

    QComboBox *chartChooser() const { return m_chart; }
    ChartPanel *chart() const { return m_panel; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void refresh();

    LeagueSession *m_session;
    QComboBox *m_chart;
    ChartPanel *m_panel;
    bool m_stale = true;
};

} // namespace dugout
