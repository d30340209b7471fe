#pragma once

#include <QPointer>
#include <QUndoGroup>
#include <QWidget>

#include <functional>
#include <memory>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTreeView;
class QPushButton;
class QStackedWidget;

namespace dugout {

class Database;
class LeagueListModel;
class LeagueSession;
class LeagueView;
class NewLeagueDialog;
class Ruleset;
struct Fixture;
struct League;

// The League area: the database's leagues on the left, with a filter box, sortable columns and
// "New league…", the selected league on the right. Results are recorded through a recorder set from
// outside (the record result dialog); after a result is confirmed or undone, teamsChanged() tells
// the Teams area.
class LeaguePage : public QWidget
{
    Q_OBJECT

public:
    // Records the result of `fixture` in `league`; true when a result was confirmed.
    using ResultRecorder = std::function<bool(const League &league, const Fixture &fixture)>;

    // The league's edits join `undoGroup` (the window's Edit → Undo / Redo) while the page shows.
    explicit LeaguePage(std::shared_ptr<const Ruleset> ruleset, QUndoGroup *undoGroup = nullptr,
                        QWidget *parent = nullptr);
    ~LeaguePage() override;

    // Lists the leagues of `database` (nullptr: none) and shows the first.
    void setDatabase(Database *database);
    // Reads everything again (after a result was confirmed elsewhere, say).
    void reload();

    // Opens the New league dialog (window-modal, not blocking); on OK the league is created
    // with its first season, saved and shown.
    NewLeagueDialog *newLeague();
    // Saves `league` as a new league with an empty first season and shows it; false (with the
    // reason shown) when the database refused it.
    bool createLeague(const League &league);
    bool showLeague(qint64 leagueId);
    qint64 currentLeagueId() const;

    void setResultRecorder(ResultRecorder recorder);
    // What "Record result…" does: says so with recordResultRequested(), calls the recorder
    // when there is one, and on a confirmed result reads everything again.
    bool recordResult(qint64 fixtureId);
    // After a result was confirmed or undone: reads the league again and tells the Teams area.
    void resultsChanged(const QList<qint64> &teamIds);

    LeagueView *leagueView() const { return m_view; }
    LeagueSession *session() const { return m_session; }
    QTreeView *leagueList() const { return m_listView; }
    LeagueListModel *leagueModel() const { return m_list; }
    QLineEdit *filterBox() const { return m_filter; }

Q_SIGNALS:
    void recordResultRequested(qint64 fixtureId);
    // Teams were changed in the database by a result confirmed or undone here.
    // The ids of the teams a confirmed or undone result changed (the two teams of the match).
    void teamsChanged(const QList<qint64> &teamIds);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void reloadList(qint64 selectLeagueId);
    // Moves the list's current row to the league, without showing it again.
    void selectRow(qint64 leagueId);

    std::shared_ptr<const Ruleset> m_ruleset;
    QPointer<QUndoGroup> m_undoGroup; // the window's; it may go first when the window closes
    LeagueSession *m_session;
    ResultRecorder m_recorder;
    LeagueListModel *m_list;
    QSortFilterProxyModel *m_sorted; // what the list view shows: filtered and sorted
    QLineEdit *m_filter;
    QTreeView *m_listView;
    bool m_selecting = false; // the list follows showLeague(): no second showing
    QPushButton *m_newButton;
    QStackedWidget *m_stack;
    QWidget *m_emptyPage;
    QLabel *m_empty;
    QPushButton *m_emptyButton;
    LeagueView *m_view;
};

} // namespace dugout
