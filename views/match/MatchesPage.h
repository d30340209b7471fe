#pragma once

#include "MatchTrackerView.h"
#include "NewMatchDialog.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;

namespace dugout {

class Database;
class MatchRelay;
class MatchSession;
class PreMatchInducementsDialog;
class MessageBar;
class Ruleset;
class Settings;
class TrackedMatchList;

// The Matches area: the tracked matches of the database with New exhibition match…, Track a
// league fixture…, Resume and Delete; a match started or resumed opens in the tracker. The
// match on screen is remembered in the settings and resumed when its database opens again.
//
// On a league server a match is tracked in a file on this computer first and sent to the
// server as it is played (MatchRelay, issue 21): the match goes on when the server does not
// answer, a line above the page says how many changes wait, and they are sent when it answers
// again. The list shows the server's matches; one sent from here is resumed from the file.
class MatchesPage : public QWidget
{
    Q_OBJECT

public:
    MatchesPage(std::shared_ptr<const Ruleset> ruleset, Settings *settings,
                QWidget *parent = nullptr);
    ~MatchesPage() override;

    // Lists the tracked matches of `database` (nullptr: none) and resumes the one that was open.
    void setDatabase(Database *database);
    void reload();

    // Opens the dialog (window-modal, not blocking); on OK the match starts in the tracker.
    NewMatchDialog *newMatch(NewMatchDialog::Kind kind);
    bool startMatch(const MatchSetup &setup);
    // The pre-match sequence of `setup`'s two teams (not modal for the caller); on OK the match
    // starts with the petty cash and purchases in its setup, on Cancel nothing starts.
    PreMatchInducementsDialog *preMatchSequence(const MatchSetup &setup);
    bool resumeMatch(qint64 matchId);
    // Asks first; a match in the tracker is closed.
    bool deleteMatch(qint64 matchId);
    // Back to the list; the match stays stored but is no longer resumed on start.
    void showList();
    bool isTrackerShown() const;

    void setPostMatchHandler(MatchTrackerView::PostMatchHandler handler);

    MatchTrackerView *tracker() const { return m_tracker; }
    MatchSession *session() const { return m_session.get(); }
    TrackedMatchList *matchList() const { return m_list; }
    QLineEdit *filterBox() const { return m_filter; }
    MessageBar *messageBar() const { return m_messageBar; }
    QPushButton *newExhibitionButton() const { return m_newExhibition; }
    QPushButton *newFixtureButton() const { return m_newFixture; }
    QPushButton *resumeButton() const { return m_resume; }
    QPushButton *deleteButton() const { return m_delete; }
    // The line saying where a match on a league server is kept and what waits to be sent.
    QLabel *relayLabel() const { return m_relayLabel; }
    MatchRelay *relay() const { return m_relay.get(); }

Q_SIGNALS:
    // A match was started, resumed or changed: the area's title and the Home page may follow.
    void matchOpened(qint64 matchId);
    // The report of a tracked league match whose result is recorded (MatchTrackerView).
    void showMatchReportRequested(qint64 resultMatchId, qint64 leagueId);

private:
    bool open(std::unique_ptr<MatchSession> session);
    void rememberOpenMatch(qint64 matchId);
    void updateButtons();
    void updateRelayLabel();
    // Where a new match is written: the file on this computer on a league server.
    Database &sessionDatabase() const;
    // The id the list shows for the open session's match (the server's id when relayed).
    qint64 listedId() const;

    std::shared_ptr<const Ruleset> m_ruleset;
    Settings *m_settings;
    Database *m_database = nullptr;
    std::unique_ptr<MatchRelay> m_relay;
    std::unique_ptr<MatchSession> m_session;
    bool m_sessionRelayed = false;
    QPointer<NewMatchDialog> m_dialog;
    QStackedWidget *m_stack;
    MessageBar *m_messageBar;
    TrackedMatchList *m_list;
    QLineEdit *m_filter;
    QPushButton *m_newExhibition;
    QPushButton *m_newFixture;
    QPushButton *m_resume;
    QPushButton *m_delete;
    MatchTrackerView *m_tracker;
    QLabel *m_relayLabel;
};

} // namespace dugout
