#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QTabWidget;
class QTableView;

namespace dugout {

class LeadersModel;
class LeagueChartsPanel;
class LeagueSession;
class MatchHistoryModel;

// The Statistics tab: the league's leading players in one statistic at a time, its most
// valuable teams, and the match history of one team; on a second page, the season's charts.
class StatisticsTab : public QWidget
{
    Q_OBJECT

public:
    explicit StatisticsTab(LeagueSession *session, QWidget *parent = nullptr);

    void refresh();

    QComboBox *statChooser() const { return m_stat; }
    QComboBox *teamChooser() const { return m_team; }
    LeadersModel *leaders() const { return m_leaders; }
    LeadersModel *mostValuable() const { return m_valuable; }
    MatchHistoryModel *history() const { return m_history; }
    LeagueChartsPanel *charts() const { return m_charts; }
    QTabWidget *pages() const { return m_pages; }

private:
    void showLeaders();
    static QString careersNote();
    void showHistory();

    LeagueSession *m_session;
    QComboBox *m_stat;
    LeadersModel *m_leaders;
    QTableView *m_leadersTable;
    LeadersModel *m_valuable;
    QTableView *m_valuableTable;
    QLabel *m_valuableNote;
    QLabel *m_careers;
    QComboBox *m_team;
    MatchHistoryModel *m_history;
    QTableView *m_historyTable;
    QLabel *m_record;
    QTabWidget *m_pages;
    LeagueChartsPanel *m_charts;
};

} // namespace dugout
