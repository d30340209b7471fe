#pragma once

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QStackedWidget;
class QTreeView;
class QUndoGroup;

namespace dugout {

class Database;
class NewTeamDialog;
class Ruleset;
class TeamDocument;
class TeamListModel;
class TeamStore;
class TeamView;
struct Team;

// The Teams area: the database's teams on the left, with a filter box, sortable columns and a
// "New team…" button, the selected team on the right. Each team opened here keeps its undo history
// for the session; the one shown is the active stack of the window's undo group.
class TeamsPage : public QWidget
{
    Q_OBJECT

public:
    TeamsPage(std::shared_ptr<const Ruleset> ruleset, QUndoGroup *undoGroup,
              QWidget *parent = nullptr);
    ~TeamsPage() override;

    // Closes every open team and lists the teams of `database` (nullptr: none).
    void setDatabase(Database *database);
    // Something else (a league result) changed these teams in the database: their rows are
    // read again from one summary query, and an open team's document takes the stored team in
    // place (a document holds no unsaved change: a refused edit or undo keeps the saved team);
    // its undo history goes, and the team shown says so. The other rows and open teams stay.
    void refreshTeams(const QList<qint64> &teamIds);

    // Opens the New team dialog (window-modal, not blocking); on OK the team is created,
    // saved and shown.
    NewTeamDialog *newTeam();
    // Saves `team` as a new team and shows it; false (with the reason shown) if the database
    // refused it.
    bool createTeam(const Team &team);
    bool showTeam(qint64 teamId);

    // Adds the team in the JSON file at `path` (the format of `dugout team export`), checked
    // whole by the rules, and shows it; a file refused changes nothing and the reasons are shown.
    bool importTeam(const QString &path);
    // Writes the team shown to `path` in that format; false (with the reason shown) otherwise.
    bool exportTeam(const QString &path);
    // File → Import team… and Export team…: a file dialog, then the above.
    void chooseImportFile();
    void chooseExportFile();

    TeamView *teamView() const { return m_view; }
    TeamDocument *currentDocument() const { return m_current; }
    TeamListModel *teamList() const { return m_list; }
    QTreeView *teamListView() const { return m_listView; }
    QLineEdit *filterBox() const { return m_filter; }

protected:
    void showEvent(QShowEvent *event) override;
    // A team's .json file dropped on the area is imported.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    static constexpr int MaximumListWidth = 320;

    void closeDocuments();
    void fitListWidth();
    TeamDocument *documentFor(qint64 teamId);
    void activate(TeamDocument *document);
    void selectTeamRow(qint64 teamId);

    std::shared_ptr<const Ruleset> m_ruleset;
    QPointer<QUndoGroup> m_undoGroup; // the window's; it may go first when the window closes
    std::unique_ptr<TeamStore> m_store;
    QHash<qint64, TeamDocument *> m_documents;
    TeamDocument *m_current = nullptr;
    TeamListModel *m_list;
    QSortFilterProxyModel *m_sorted; // what the list view shows: filtered and sorted
    QLineEdit *m_filter;
    QTreeView *m_listView;
    QPushButton *m_newButton;
    QStackedWidget *m_stack;
    QWidget *m_left = nullptr;      // the filter, the list and New team
    QWidget *m_emptyPage = nullptr; // shown while no team is selected
    QLabel *m_empty;
    QPushButton *m_emptyButton;
    TeamView *m_view;
};

} // namespace dugout
