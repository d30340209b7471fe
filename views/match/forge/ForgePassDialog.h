#pragma once

#include "core/forge/PitchSquare.h"
#include "views/match/EventDialog.h"

class QLineEdit;

namespace dugout {

class PlayerComboBox;
struct MatchState;

// The Pass action declared on La Forge de Sigmar: who throws, the square he throws from and the
// one he aims at, so core names the ice's modifier to the pass (-5 from a crevasse, +2 from a
// crest: ForgeMoves) in the preview and in the log. The squares come from the grid (ForgePanel's
// pass tool: two clicks) or are typed; left empty, core names both modifiers.
class ForgePassDialog : public EventDialog
{
    Q_OBJECT

public:
    // `declared`: the Pass action as the tracker would submit it (its player may be 0).
    // `squares`: the thrower's square and the target clicked on the grid, if any.
    ForgePassDialog(const EventProbe &probe, const MatchState &state, const MatchEvent &declared,
                    const QList<PitchSquare> &squares = {}, QWidget *parent = nullptr);

    MatchEvent event() const override;

    PlayerComboBox *playerBox() const { return m_player; }
    QLineEdit *squareEdit() const { return m_square; }
    QLineEdit *targetEdit() const { return m_target; }

private:
    MatchEvent m_declared;
    PlayerComboBox *m_player;
    QLineEdit *m_square;
    QLineEdit *m_target;
};

} // namespace dugout
