#pragma once

#include "EventDialog.h"

class QSpinBox;

namespace dugout {

class InjuryDice;
class PlayerComboBox;
struct MatchState;

// The foul itself, once the Foul action is declared: the fouler, the player on the ground he
// kicks, the assists for and against, and the armour, injury and casualty dice of the victim.
// Doubles send the fouler off; the tracker then offers the bribe. A player the team in its turn
// controls under Blackmail fouls his own team-mates (core's `teamMate`), and is not sent off.
class FoulDialog : public EventDialog
{
    Q_OBJECT

public:
    FoulDialog(const EventProbe &probe, const MatchState &state, Side side, int fouler,
               QWidget *parent = nullptr);

    MatchEvent event() const override;

    PlayerComboBox *foulerBox() const { return m_fouler; }
    PlayerComboBox *targetBox() const { return m_target; }
    QSpinBox *assistsBox() const { return m_assists; }
    QSpinBox *defensiveAssistsBox() const { return m_defensive; }
    InjuryDice *dice() const { return m_dice; }

protected:
    void updateFields() override;

private:
    // The victim's side: the other team, or the fouler's own under Blackmail.
    Side victimSide() const;

    Side m_side;
    bool m_teamMate = false; // the fouler, controlled by the other team, fouls a team-mate
    PlayerComboBox *m_fouler;
    PlayerComboBox *m_target;
    QSpinBox *m_assists;
    QSpinBox *m_defensive;
    InjuryDice *m_dice;
};

} // namespace dugout
