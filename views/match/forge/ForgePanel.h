#pragma once

#include "core/forge/PitchSquare.h"
#include "core/match/MatchState.h"
#include "core/team/RuleCheck.h"
#include "views/match/FontScaler.h"

#include <QHash>
#include <QWidget>

#include <functional>
#include <memory>

class QAbstractButton;
class QButtonGroup;
class QGridLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace dugout {

class ForgePitchView;
class Ruleset;

// The tracker's panel for a match on La Forge de Sigmar: the pitch grid, the token to put down
// with a click (crevasse, lava flow, crest, or clearing a square), and at the start of a turn the
// crevasse ends to roll for, a D8 box for each (left at 0, Dugout rolls it) and the squares where
// a player stops the lava. Every click or roll becomes one match event (TerrainPlace,
// TerrainEvolution) handed to the tracker, which submits it: core decides, and a refusal comes
// back in the tracker's message bar; undo takes it off like any event. Beside the grid, the
// players' actions on the ice (strike it, an accident, a jump, lava, a genestealer) ask the
// tracker for their dialog; a strike or an accident may first pick its square on the grid.
// The grid also declares what the ice changes in a player's action: a move's path (each square
// shows the cost core gives it, the last one clicked again declares it), a pass's square and
// target, and the square a player is pushed into; the tracker opens their dialog.
class ForgePanel : public QWidget
{
    Q_OBJECT

public:
    // `check` asks core whether an event would be accepted now (MatchSession::check).
    explicit ForgePanel(QWidget *parent = nullptr);

    void setChecker(std::function<RuleCheck(const MatchEvent &)> check);
    // The ruleset whose Forge tables the help shows.
    void setRules(std::shared_ptr<const Ruleset> rules);
    void setState(const MatchState &state);
    // The tracker's scale (MatchTrackerView::resizeEvent): the panel's text grows with it.
    void setScale(qreal scale);

    // The width the panel needs at its present height: the grid as tall as it can be and the
    // column beside it. The tracker gives the rest to the rosters.
    int neededWidth() const;

    ForgePitchView *pitch() const { return m_pitch; }
    QPushButton *evolveButton() const { return m_evolve; }
    // The D8 box of the crevasse end on `end`, while the start of a turn waits for it.
    QSpinBox *endDie(const PitchSquare &end) const;
    const QList<PitchSquare> &blocked() const { return m_blocked; }

    // The button of a Forge action (strike, accident, jump, lava, genestealer), by event type.
    QAbstractButton *actionButton(MatchEventType type) const;
    // The path clicked so far for `action` (Move or Blitz: the move tool's; Pass: the pass
    // tool's), which the tracker's own key then declares; the tool goes back to tokens.
    QList<PitchSquare> takePath(PlayerAction action);

Q_SIGNALS:
    void submitRequested(const dugout::MatchEvent &event);
    // The coach asks for a Forge action's dialog; `squares` holds the square clicked for it, if
    // any (a strike or an accident chosen on the pitch).
    void actionRequested(dugout::MatchEventType type, const QList<dugout::PitchSquare> &squares);
    // The coach declares `action` (Move or Pass) with the squares clicked for it.
    void declareRequested(dugout::PlayerAction action, const QList<dugout::PitchSquare> &squares);
    // A player pushed into a crevasse or onto lava: `squares` holds the square clicked, if any.
    void pushRequested(const QList<dugout::PitchSquare> &squares);
    // neededWidth() changed (the panel's height, its column or its text size).
    void neededWidthChanged(int width);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void onSquareClicked(const PitchSquare &square);
    void rebuildEnds();
    void updateEvolveButton();
    MatchEvent evolutionEvent() const;
    void showHelp();
    void reportNeededWidth();
    void addActions(QGroupBox *box);
    void addGridTools(QLayout *column);
    // A click with the move tool: the path grows by `square` if core takes it, goes back to it
    // if it is on the path already, and is declared when it is the last one again.
    void extendPath(const PitchSquare &square);
    void showPath();
    // Back to placing tokens, the path forgotten.
    void resetTool();

    std::function<RuleCheck(const MatchEvent &)> m_check;
    std::shared_ptr<const Ruleset> m_rules;
    MatchState m_state;
    QList<PitchSquare> m_blocked;
    QList<std::pair<PitchSquare, QSpinBox *>> m_endDice;
    QList<PitchSquare> m_path; // the move or pass tool's squares so far
    QString m_pathProblem;     // core's reason for the last square it did not take

    ForgePitchView *m_pitch;
    QButtonGroup *m_tools;
    QLabel *m_status;
    QGroupBox *m_actionsBox;
    QHash<int, QAbstractButton *> m_actionButtons;
    QGroupBox *m_turnStart;
    QGridLayout *m_endsLayout;
    QLabel *m_blockedLabel;
    QPushButton *m_evolve;
    FontScaler m_fonts;
    int m_reportedWidth = -1;
};

} // namespace dugout
