#pragma once

#include "EventDialog.h"

#include <QHash>

class QListWidget;
class QSpinBox;

namespace dugout {

class DiceInput;
class Ruleset;
struct TeamMatchState;

// One team's set-up before a kick-off: the players it puts on the pitch (checked in the list,
// the first eleven available to begin with) and how many stand on the line of scrimmage and in
// each wide zone. Core's reason shows while the set-up is illegal, and OK is refused. After Wake
// Up Call (CardSetUp) the team's K.O.'d players are listed too, unchecked, each with the D6 that
// turns him face up on 4+ once he is checked (typed, or left for Dugout to roll).
class LineupDialog : public EventDialog
{
    Q_OBJECT

public:
    LineupDialog(const EventProbe &probe, const Ruleset &rules, Side side,
                 const TeamMatchState &team, QWidget *parent = nullptr);

    MatchEvent event() const override;

    QListWidget *playerList() const { return m_players; }
    // Checks or unchecks player `number`; false when he cannot be set up.
    bool setPlayerChecked(int number, bool checked);
    QList<int> checkedNumbers() const;
    QSpinBox *lineOfScrimmageBox() const { return m_line; }
    QSpinBox *wideLeftBox() const { return m_left; }
    QSpinBox *wideRightBox() const { return m_right; }
    // Wake Up Call's D6 for K.O.'d player `number`, or null.
    DiceInput *wakeUpDie(int number) const { return m_wakeUp.value(number); }

private:
    Side m_side;
    QListWidget *m_players;
    QSpinBox *m_line;
    QSpinBox *m_left;
    QSpinBox *m_right;
    QHash<int, DiceInput *> m_wakeUp;
};

} // namespace dugout
