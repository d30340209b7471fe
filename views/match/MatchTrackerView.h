#pragma once

#include "ActionBar.h"
#include "EventDialog.h"
#include "NextStepPanel.h"
#include "TypedShirtNumber.h"
#include "core/forge/PitchSquare.h"
#include "core/league/MatchRecord.h"
#include "core/match/MatchChanges.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QLabel;
class QSplitter;
class QPushButton;

namespace dugout {

class EventLogView;
class EventProbe;
class ForgePanel;
class Match;
class MatchSession;
class MessageBar;
class OddsStrip;
class RosterPanel;
class Scoreboard;
struct MatchEvent;

// The match at the table (docs/architecture.md, "Look and feel"), built for a laptop beside the
// pitch: the scoreboard, what to do next, both rosters, the action buttons and the event log. Every
// input becomes one event that core checks and the session stores; a refused one says why in the
// message bar. Dialogs open window-modal without blocking, so tests can fill them in.
class MatchTrackerView : public QWidget
{
    Q_OBJECT

public:
    // Opens the league's post-match sequence for a finished league match.
    using PostMatchHandler = std::function<void(qint64 trackedMatchId, const Match &match)>;

    explicit MatchTrackerView(QWidget *parent = nullptr);
    ~MatchTrackerView() override;

    // No more than the room the unscaled tracker is laid out for: larger fonts are only a
    // bonus of a large window, so they must not hold a window at the size that gave them.
    QSize minimumSizeHint() const override;

    // The match shown (not owned); nullptr shows nothing.
    void setSession(MatchSession *session);
    MatchSession *session() const { return m_session; }
    void setPostMatchHandler(PostMatchHandler handler);

    // The player the action buttons act on; number 0 clears the selection.
    void selectPlayer(Side side, int number);
    // A digit typed: selects the player on the pitch wearing the number typed so far (two
    // digits within a second make one number, any other key ends it), of the active team
    // first; a number nobody on the pitch wears clears the selection and says so.
    void typeDigit(int digit);
    std::optional<Side> selectedSide() const { return m_selectedSide; }
    int selectedNumber() const { return m_selectedNumber; }
    OddsStrip *odds() const { return m_odds; }

    // Submits `event`; a refusal is shown in the message bar. False when refused.
    bool submit(const MatchEvent &event);
    void chooseOffer(NextStepPanel::Offer offer);
    bool printSummary(const QString &path);
    // The summary in Qt's print preview, printed from there if the coach wants.
    void previewSummary();

    Scoreboard *scoreboard() const { return m_scoreboard; }
    RosterPanel *roster(Side side) const
    {
        return side == Side::Home ? m_homeRoster : m_awayRoster;
    }
    ActionBar *actionBar() const { return m_actions; }
    NextStepPanel *nextStep() const { return m_nextStep; }
    EventLogView *eventLog() const { return m_log; }
    // La Forge de Sigmar's pitch, shown for a match played there.
    ForgePanel *forgePanel() const { return m_forge; }
    MessageBar *messageBar() const { return m_messageBar; }
    QPushButton *backButton() const { return m_back; }
    // The dialog open now (pre-match, set-up, kick-off, knock-down…), if any.
    EventDialog *openDialog() const { return m_dialog; }

Q_SIGNALS:
    void backRequested();
    // The match changed (an event applied, undone or redone).
    void matchChanged();
    // The coach asks for the report of the league match `resultMatchId` of league `leagueId`,
    // whose result is recorded.
    void showMatchReportRequested(qint64 resultMatchId, qint64 leagueId);

private:
    // Redraws what `what` says changed, then the buttons and the next step.
    void refresh(dugout::MatchChanges what);
    // The buttons, the next step and the selected player: after a selection or the timer.
    void refreshActions();
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    // The player the buttons act on, large, or why the number typed selects nobody.
    void showSelection(const QString &refusal = QString());
    void updateTimer();
    void onAction(ActionBar::Action action);
    void onRefused(ActionBar::Action action, const QString &reason);
    void onPlayerSelected(Side side, int number);
    void openEventDialog(EventDialog *dialog);
    void openKnockDown();
    void openFoul();
    // A Forge action's dialog (forge/ForgeCrevasseDialog, ForgeHazardDialog), for the player
    // selected in the rosters and the square clicked on the Forge's grid, if any.
    void openForgeAction(MatchEventType type, const QList<PitchSquare> &squares);
    // A Move, Blitz or Pass on La Forge de Sigmar, with the squares clicked on its grid.
    void openForgeDeclare(PlayerAction action, const QList<PitchSquare> &squares);
    // A player pushed into a crevasse or onto lava, on the square clicked (if any).
    void openForgePush(const QList<PitchSquare> &squares);
    // Gives the Forge panel the width it needs (`needed`) and the rest to the rosters.
    void fitForge(int needed);
    void placeProne(MatchEvent prone);
    void concede();
    void useReroll(const MatchEvent &reroll);
    void chooseSummaryFile();

    MatchSession *m_session = nullptr;
    std::unique_ptr<EventProbe> m_probe;
    PostMatchHandler m_postMatch;
    std::optional<Side> m_selectedSide;
    int m_selectedNumber = 0;
    QString m_timerKey; // the turn the timer counts down, empty when none
    bool m_timerExpired = false;
    QPointer<EventDialog> m_dialog;
    qreal m_scale = 1.0;
    TypedShirtNumber m_typed;

    MessageBar *m_messageBar;
    QPushButton *m_back;
    Scoreboard *m_scoreboard;
    NextStepPanel *m_nextStep;
    RosterPanel *m_homeRoster;
    RosterPanel *m_awayRoster;
    ActionBar *m_actions;
    EventLogView *m_log;
    ForgePanel *m_forge;
    QSplitter *m_rosters = nullptr;
    QLabel *m_selection; // the player the buttons act on, large
    OddsStrip *m_odds;   // beside him: the odds of his action (issue 22.2)
};

} // namespace dugout
