#pragma once

#include <QPointer>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;

namespace dugout {

class ChartPanel;
class Ruleset;
class TeamDocument;

// The team's Charts tab (issue 22.1): its value, treasury and fan factor over its matches, or
// one player's star player points with the experience levels, as core's TeamChartQuery reads
// them. Read when the tab is shown, and again after an edit while it is.
class TeamChartsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TeamChartsPanel(std::shared_ptr<const Ruleset> rules, QWidget *parent = nullptr);

    void setDocument(TeamDocument *document);
    // The team changed: the chart is read again now if shown, else when next shown.
    void invalidate();
    // Shows `playerId`'s SPP chart (the selected player of the roster).
    void showPlayer(qint64 playerId);

    QComboBox *chartChooser() const { return m_chart; }
    QComboBox *playerChooser() const { return m_player; }
    ChartPanel *chart() const { return m_panel; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    void fillPlayers();

    std::shared_ptr<const Ruleset> m_rules;
    QPointer<TeamDocument> m_document;
    QComboBox *m_chart;
    QLabel *m_playerLabel;
    QComboBox *m_player;
    ChartPanel *m_panel;
    bool m_stale = true;
};

} // namespace dugout
