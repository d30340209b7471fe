#pragma once

#include "EventDialog.h"

class QCheckBox;
class QComboBox;

namespace dugout {

class InjuryDice;
class PlayerComboBox;
struct MatchState;

// A player knocked down: who (either team, on the pitch), why (block, fall, crowd, landing,
// chainsaw, kick-back, stab, other), by whom when the cause has an attacker, whether he held
// the ball when that decides a turnover, and the armour, injury and casualty dice typed from
// the table or left for Dugout to roll. Core decides which of these inputs apply. Under
// Blackmail a player of the victim's own team may be the attacker (core's `teamMate`).
class KnockDownDialog : public EventDialog
{
    Q_OBJECT

public:
    // Started on `start` (KnockDownRules::suggested): its victim, cause and attacker.
    KnockDownDialog(const EventProbe &probe, const MatchState &state, const MatchEvent &start,
                    QWidget *parent = nullptr);

    MatchEvent event() const override;

    QComboBox *sideBox() const { return m_side; }
    PlayerComboBox *victimBox() const { return m_victim; }
    QComboBox *causeBox() const { return m_cause; }
    PlayerComboBox *attackerBox() const { return m_attacker; }
    QCheckBox *ballBox() const { return m_ball; }
    InjuryDice *dice() const { return m_dice; }
    bool setCause(KnockDownCause cause);

protected:
    void updateFields() override;

private:
    Side victimSide() const;
    KnockDownCause cause() const;
    void fillPlayers();
    // The attackers: the other team's players on the pitch, and under Blackmail the player of
    // the victim's team that the team in its turn controls (or, when he is the one going down,
    // his team-mates: his block's both down or attacker down), marked as team-mates.
    void fillAttackers();
    bool attackerIsTeamMate() const;

    const MatchState &m_state;
    QComboBox *m_side;
    PlayerComboBox *m_victim;
    QComboBox *m_cause;
    PlayerComboBox *m_attacker;
    QCheckBox *m_ball;
    InjuryDice *m_dice;
    // The attacker the coach chose (or the suggestion): kept while the victim changes.
    int m_wantedAttacker = 0;
    bool m_wantedTeamMate = false;
};

} // namespace dugout
