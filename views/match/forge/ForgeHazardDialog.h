#pragma once

#include "core/forge/PitchSquare.h"
#include "views/match/EventDialog.h"

#include <optional>

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
    // player chosen in the tracker (0: none). `pushed` (CrevasseFall): he is pushed into a
    // crevasse or onto lava, `square` the one clicked on the grid, if any.
    ForgeHazardDialog(const EventProbe &probe, const MatchState &state, MatchEventType type,
                      Side side, int number, bool pushed = false,
                      std::optional<PitchSquare> square = std::nullopt, QWidget *parent = nullptr);

    MatchEvent event() const override;

    QComboBox *sideBox() const { return m_side; }
    PlayerComboBox *playerBox() const { return m_player; }
    // Over a crevasse, a lava flow or onto a player (TerrainJump), which genestealer
    // (GenestealerAttack), the square that opened under him (CrevasseFall), or the crevasse or
    // lava square he is pushed into.
    QComboBox *whatBox() const { return m_what; }
    ForgeDiceRows *dice() const { return m_dice; }

protected:
    void updateFields() override;

private:
    Side side() const;
    void fillPlayers();

    const MatchState &m_state;
    MatchEventType m_type;
    bool m_pushed;
    QComboBox *m_side;
    PlayerComboBox *m_player;
    QComboBox *m_what = nullptr;
    ForgeDiceRows *m_dice;
};

} // namespace dugout
