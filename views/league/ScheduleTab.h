#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTreeView;
class QUndoCommand;

namespace dugout {

class FixtureDialog;
class LeagueSession;
class MatchReportDialog;
class MessageBar;
class RoundRobinDialog;
class ScheduleModel;
struct Fixture;

// The Schedule tab: the season's fixtures by round with the scores of played ones; generating
// a round robin, adding and removing fixtures by hand, and recording or undoing results.
class ScheduleTab : public QWidget
{
    Q_OBJECT

public:
    ScheduleTab(LeagueSession *session, MessageBar *messageBar, QWidget *parent = nullptr);

    void refresh();

    // Opens the dialogs (window-modal, not blocking); on OK the schedule changes.
    RoundRobinDialog *roundRobin();
    FixtureDialog *addFixture();
    // Generates the round robin of every division and, after asking, replaces the unplayed
    // fixtures with it. False (with the reason shown) when refused.
    bool generateRoundRobin(bool doubleLeg, int firstRound);
    bool addFixture(const Fixture &fixture);
    // Asks (naming both teams and the round), then removes; refused with core's reason for a
    // played fixture or one being tracked. Edit → Undo puts it back.
    bool removeFixture(qint64 fixtureId);
    // Asks, then restores both teams as they were before the match.
    bool undoResult(qint64 fixtureId);
    // Opens the report of a played fixture (double-click on its row, or Match report…).
    MatchReportDialog *showReport(qint64 fixtureId);

    qint64 selectedFixtureId() const;
    void selectFixture(qint64 fixtureId);
    QTreeView *tree() const { return m_tree; }
    ScheduleModel *model() const { return m_model; }
    QPushButton *recordButton() const { return m_record; }
    QPushButton *undoButton() const { return m_undo; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *reportButton() const { return m_report; }

Q_SIGNALS:
    void recordResultRequested(qint64 fixtureId);
    // Teams changed in the database (a result was undone).
    // The ids of the teams a confirmed or undone result changed (the two teams of the match).
    void teamsChanged(const QList<qint64> &teamIds);

private:
    void updateButtons();
    const Fixture *selectedFixture() const;
    int nextRound() const;
    // The undo step of a fixture just added (`removed` false) or removed.
    QUndoCommand *fixtureCommand(const QString &text, const Fixture &fixture, bool removed);

    LeagueSession *m_session;
    MessageBar *m_messageBar;
    ScheduleModel *m_model;
    QTreeView *m_tree;
    QLabel *m_empty;
    QStackedWidget *m_stack;
    QPushButton *m_roundRobin;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_record;
    QPushButton *m_undo;
    QPushButton *m_report;
};

} // namespace dugout
