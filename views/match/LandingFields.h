#pragma once

#include "core/match/MatchEvent.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;

namespace dugout {

class InjuryDice;
struct MatchState;

// What the card dialog asks of a player thrown by Trampoline Trap (CardEffects' "thrown"), below
// the player thrown and how he came down: the player he came down on, if any (either team, on
// the pitch: "Nobody" by default), and the armour, injury and casualty dice of each, typed from
// the table or left to Dugout. The dice are keyed by player ("away.armour.5", the spell window's
// InjuryDice); core's dry run says which rows apply.
class LandingFields : public QWidget
{
    Q_OBJECT

public:
    LandingFields(const MatchState &state, QWidget *parent = nullptr);

    QComboBox *landedOnBox() const { return m_under; }
    InjuryDice *thrownDice() const { return m_thrownDice; }
    InjuryDice *landedOnDice() const { return m_underDice; }
    // The player thrown (from the dialog's first picker), whose dice these are.
    void setThrown(Side side, int number);
    // Core's word on the dice (InjuryDice::setNeeded) for the thrown player and the one he came
    // down on.
    void setNeeded(const QStringList &possible, const QStringList &needed);
    // Adds the player landed on to the event's names (after the player thrown) and the dice
    // typed.
    void fill(MatchEvent &event) const;

Q_SIGNALS:
    void changed();

private:
    std::optional<std::pair<Side, int>> landedOn() const;

    const MatchState &m_state;
    QComboBox *m_under;
    QLabel *m_thrownLabel;
    InjuryDice *m_thrownDice;
    QLabel *m_underLabel;
    InjuryDice *m_underDice;
    Side m_thrownSide = Side::Away;
    int m_thrownNumber = 0;
};

} // namespace dugout
