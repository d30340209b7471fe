#pragma once

#include <QMainWindow>

#include <memory>

class QLabel;
class QListWidget;
class QMenu;
class QStackedWidget;
class QUndoGroup;

namespace dugout {

class BackgroundIntegrityCheck;
class BloodyBallPage;
class Database;
struct DatabaseError;
class HomePage;
class LeaguePage;
class MatchesPage;
class MatchReportDialog;
class RulebookPage;
class TournamentsPage;
class Settings;
class TeamsPage;
class WindowPlacement;

// The application shell: a navigation list of areas beside a stack of pages, the menus, and
// the one open database.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum class Area { Home, Teams, League, Matches, Tournaments, Rulebook, BloodyBall };
    Q_ENUM(Area)

    explicit MainWindow(Settings &settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens (creating if needed) and switches to `path`. On refusal shows why and keeps the
    // database that was open.
    bool openDatabase(const QString &path);
    bool backupDatabaseTo(const QString &path);
    // Opens the demo database (created on first use beside the default one) on its league.
    bool openDemoLeague();
    Database *database() const { return m_database.get(); }
    // Each area's page is built the first time the area is shown (docs/architecture.md, "Start
    // fast": whatever the database holds); these build it on demand too. Null only when the
    // built-in ruleset did not load, and the area shows a placeholder instead.
    TeamsPage *teamsPage();
    LeaguePage *leaguePage();
    MatchesPage *matchesPage();
    RulebookPage *rulebookPage();
    BloodyBallPage *bloodyBallPage();
    // Whether the page of `area` exists yet, for tests and for the areas that follow another.
    bool isBuilt(Area area) const;

    void showArea(Area area);
    // Opens the report of a confirmed match (from the Matches area, a team's ledger).
    MatchReportDialog *showMatchReport(qint64 matchId);
    Area currentArea() const;
    // Every document (a team being edited, a match being tracked) adds its stack here.
    QUndoGroup *undoGroup() const { return m_undoGroup; }
    WindowPlacement *placement() const { return m_placement; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createCentralArea();
    // Replaces the area's stand-in in the stack by its real page, once.
    void buildPage(Area area);
    QWidget *createRulebookPage();
    QWidget *createTournamentsPage();
    QWidget *createBloodyBallPage();
    QWidget *createTeamsPage();
    QWidget *createLeaguePage();
    QWidget *createMatchesPage();
    // A result confirmed or undone (in the League area, or after a tracked match) changed these
    // teams: only they are read again.
    void refreshTeams(const QList<qint64> &teamIds);
    void addArea(Area area, const QString &name, QWidget *page);
    void rebuildRecentMenu();
    // Adds the database opened last to the recent list. Done a moment after the open, not in
    // it: writing the settings file syncs it to disk twice, which held the first paint of the
    // database's content back (issue 18). The menu, closing the window and the destructor
    // record it at once when it is still waiting.
    void recordRecentDatabase();
    void updateTitle();
    void chooseNewDatabase();
    void chooseDatabaseToOpen();
    void chooseServer();
    // A change another client of the league server committed (LISTEN/NOTIFY, issue 21).
    void serverChanged(const QString &what);
    void chooseBackupFile();
    void showAbout();
    // Help → Keyboard shortcuts: every key, read from the actions themselves.
    void showGuide();
    void showShortcuts();
    // Puts `database` (nullptr: none) in every area.
    void useDatabase(std::unique_ptr<Database> database);
    // What to do when `path` was refused: an empty file may become a new database, a damaged
    // one may be replaced by its last good backup. Returns the database then opened, if any.
    std::unique_ptr<Database> recoverFrom(const QString &path, const DatabaseError &error);
    bool restoreBackup(const QString &path, const QString &backup);
    void integrityChecked(const QString &path, const QStringList &problems);

    Settings &m_settings;
    std::unique_ptr<Database> m_database;
    QUndoGroup *m_undoGroup = nullptr;
    QListWidget *m_navigation = nullptr;
    QStackedWidget *m_stack = nullptr;
    HomePage *m_home = nullptr;
    TeamsPage *m_teams = nullptr;
    LeaguePage *m_league = nullptr;
    MatchesPage *m_matches = nullptr;
    RulebookPage *m_rulebook = nullptr;
    TournamentsPage *m_tournaments = nullptr;
    BloodyBallPage *m_bloodyBall = nullptr;
    QList<bool> m_built; // by Area
    QMenu *m_fileMenu = nullptr;
    QAction *m_quitSeparator = nullptr; // the team's print actions go before it once Teams is built
    QMenu *m_recentMenu = nullptr;
    QAction *m_backupAction = nullptr;
    QLabel *m_accessLabel = nullptr; // on a league server: who is logged in, what they may do
    QAction *m_importTeamAction = nullptr;
    QAction *m_exportTeamAction = nullptr;
    BackgroundIntegrityCheck *m_integrityCheck = nullptr;
    QString m_recentToRecord; // see recordRecentDatabase()
    WindowPlacement *m_placement = nullptr;
};

} // namespace dugout
