#pragma once

#include "core/forge/PitchSquare.h"
#include "views/match/EventDialog.h"

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace dugout {

class ForgeDiceRows;
class PlayerComboBox;
struct MatchState;

// A crevasse a player opens on La Forge de Sigmar (ForgeCrevasses): striking the ice as his
// action (2D6 + ST, the square he stands on, the square he chooses on 16+), or the ice breaking
// by accident under a big guy, a pogo stick, a bomb or a spell, a foul or a landing (the cause,
// who, where, the fouled player and his square). Below, the dice core asks for: the strike, the
// accident's D6, the scatter D8, what the ice hides and the magic item's D6, the lava's splash,
// and the armour and injury of whoever falls in, each typed or left for Dugout to roll.
class ForgeCrevasseDialog : public EventDialog
{
    Q_OBJECT

public:
    // `type`: CreateCrevasse or AccidentalCrevasse; `side` and `number` the player chosen in the
    // tracker (0: none), `square` the square clicked on the pitch (none: typed here).
    ForgeCrevasseDialog(const EventProbe &probe, const MatchState &state, MatchEventType type,
                        Side side, int number, std::optional<PitchSquare> square,
                        QWidget *parent = nullptr);

    MatchEvent event() const override;

    QComboBox *causeBox() const { return m_cause; }
    QComboBox *sideBox() const { return m_side; }
    PlayerComboBox *playerBox() const { return m_player; }
    QLineEdit *squareEdit() const { return m_square; }
    QComboBox *secondSquareBox() const { return m_second; }
    PlayerComboBox *victimBox() const { return m_victim; }
    QCheckBox *ballBox() const { return m_ball; }
    ForgeDiceRows *dice() const { return m_dice; }

protected:
    void updateFields() override;

private:
    Side side() const;
    std::optional<PitchSquare> square() const;
    void fillPlayers();
    void fillNeighbours();

    const MatchState &m_state;
    MatchEventType m_type;
    QComboBox *m_cause = nullptr;
    QComboBox *m_side;
    PlayerComboBox *m_player;
    QLineEdit *m_square;
    QComboBox *m_second;
    PlayerComboBox *m_victim = nullptr;
    QCheckBox *m_ball = nullptr;
    ForgeDiceRows *m_dice;
};

} // namespace dugout
