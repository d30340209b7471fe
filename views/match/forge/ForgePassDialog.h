#pragma once

#include "views/match/EventDialog.h"

class QLineEdit;

namespace dugout {

class PlayerComboBox;
struct MatchState;

// The Pass action declared on La Forge de Sigmar: who throws and the square he throws from, so
// core names the ice's modifier to the pass (-5 from a crevasse, +2 from a crest: ForgeMoves)
// in the preview and in the log. The square may be left empty: core then names both modifiers.
class ForgePassDialog : public EventDialog
{
    Q_OBJECT

public:
    // `declared`: the Pass action as the tracker would submit it (its player may be 0).
    ForgePassDialog(const EventProbe &probe, const MatchState &state, const MatchEvent &declared,
                    QWidget *parent = nullptr);

    MatchEvent event() const override;

    PlayerComboBox *playerBox() const { return m_player; }
    QLineEdit *squareEdit() const { return m_square; }

private:
    MatchEvent m_declared;
    PlayerComboBox *m_player;
    QLineEdit *m_square;
};

} // namespace dugout
