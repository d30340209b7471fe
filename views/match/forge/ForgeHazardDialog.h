#pragma once

#include "views/match/EventDialog.h"

class QComboBox;

namespace dugout {

class ForgeDiceRows;
class PlayerComboBox;
struct MatchState;

// A danger of La Forge de Sigmar for a player already on it (ForgeHazards): a jump over a
// crevasse or a lava flow (2D6 + AG), a player on lava (armour, injury +4), or a genestealer
// knocking him down. Who, over what or which genestealer, and the dice core asks for, each typed
// or left for Dugout to roll.
class ForgeHazardDialog : public EventDialog
{
    Q_OBJECT

public:
    // `type`: TerrainJump, LavaBurn or GenestealerAttack; `side` and `number` the player chosen
    // in the tracker (0: none).
    ForgeHazardDialog(const EventProbe &probe, const MatchState &state, MatchEventType type,
                      Side side, int number, QWidget *parent = nullptr);

    MatchEvent event() const override;

    QComboBox *sideBox() const { return m_side; }
    PlayerComboBox *playerBox() const { return m_player; }
    // Over a crevasse or a lava flow (TerrainJump), or which genestealer (GenestealerAttack).
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
