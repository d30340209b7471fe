#pragma once

#include <QWidget>

class QComboBox;
class QPushButton;
class QTabWidget;

namespace dugout {

class LeagueHeader;
class LeagueSession;
class LeagueTeamsTab;
class MessageBar;
class NewLeagueDialog;
class NewSeasonDialog;
class PlayoffsDialog;
class ScheduleTab;
class StandingsTab;
class StatisticsTab;
struct League;
struct Season;

// One league: its header band, the season on screen with New season… and Edit season…,
// League options…, a message bar for refusals, and the Teams, Schedule, Standings and
// Statistics tabs. Everything is read from the session and refreshed when it changes.
class LeagueView : public QWidget
{
    Q_OBJECT

public:
    enum class Tab { Teams, Schedule, Standings, Statistics };

    explicit LeagueView(LeagueSession *session, QWidget *parent = nullptr);

    void refresh();
    void showTab(Tab tab);

    // Dialogs open window-modal without blocking; on OK the change is saved.
    NewSeasonDialog *newSeason();
    NewSeasonDialog *editSeason();
    NewLeagueDialog *editOptions();
    // End-of-season playoffs…: the four semi-finalists, the draw, the final (PlayoffsDialog).
    PlayoffsDialog *openPlayoffs();
    // Saves the league (options, name); false with the store's reason in the message bar.
    bool saveLeague(const League &league);

    LeagueHeader *header() const { return m_header; }
    MessageBar *messageBar() const { return m_messageBar; }
    QTabWidget *tabs() const { return m_tabs; }
    QComboBox *seasonChooser() const { return m_season; }
    LeagueTeamsTab *teamsTab() const { return m_teamsTab; }
    ScheduleTab *scheduleTab() const { return m_scheduleTab; }
    StandingsTab *standingsTab() const { return m_standingsTab; }
    StatisticsTab *statisticsTab() const { return m_statisticsTab; }

Q_SIGNALS:
    void recordResultRequested(qint64 fixtureId);
    // Teams changed in the database (a result was undone).
    // The ids of the teams a confirmed or undone result changed (the two teams of the match).
    void teamsChanged(const QList<qint64> &teamIds);
    // The league's name or options were saved.
    void leagueSaved();

private:
    NewSeasonDialog *openSeasonDialog(const Season *editing);
    bool saveSeason(Season season, const NewSeasonDialog &dialog);
    void updateButtons();

    LeagueSession *m_session;
    LeagueHeader *m_header;
    QComboBox *m_season;
    QPushButton *m_newSeason;
    QPushButton *m_editSeason;
    QPushButton *m_options;
    QPushButton *m_playoffs;
    MessageBar *m_messageBar;
    QTabWidget *m_tabs;
    LeagueTeamsTab *m_teamsTab;
    ScheduleTab *m_scheduleTab;
    StandingsTab *m_standingsTab;
    StatisticsTab *m_statisticsTab;
};

} // namespace dugout
