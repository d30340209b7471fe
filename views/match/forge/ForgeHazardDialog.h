#pragma once

#include "views/match/EventDialog.h"

class QComboBox;

namespace dugout {

class ForgeDiceRows;
class PlayerComboBox;
struct MatchState;

// A danger of La Forge de Sigmar for a player already on it (ForgeHazards): a jump over a
// crevasse or a lava flow (2D6 + AG) or onto a player (a block at ST + 1, then down), a player on
// lava (armour, injury +4), a genestealer knocking him down, or a fall into a crevasse that just
// opened under him. Who, over what, which genestealer or which square, and the dice core asks
// for, each typed or left for Dugout to roll.
class ForgeHazardDialog : public EventDialog
{
    Q_OBJECT

public:
    // `type`: TerrainJump, LavaBurn, GenestealerAttack or CrevasseFall; `side` and `number` the
    // player chosen in the tracker (0: none).
    ForgeHazardDialog(const EventProbe &probe, const MatchState &state, MatchEventType type,
                      Side side, int number, QWidget *parent = nullptr);

    MatchEvent event() const override;

    QComboBox *sideBox() const { return m_side; }
    PlayerComboBox *playerBox() const { return m_player; }
    // Over a crevasse, a lava flow or onto a player (TerrainJump), which genestealer
    // (GenestealerAttack), or the square that opened under him (CrevasseFall).
    QComboBox *whatBox() const { return m_what; }
    ForgeDiceRows *dice() const { return m_dice; }

protected:
    void updateFields() override;

private:
    Side side() const;
    void fillPlayers();

    const MatchState &m_state;
    MatchEventType m_type;
    QComboBox *m_side;
    PlayerComboBox *m_player;
    QComboBox *m_what = nullptr;
    ForgeDiceRows *m_dice;
};

} // namespace dugout
