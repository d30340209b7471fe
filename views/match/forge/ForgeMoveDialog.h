#pragma once

#include "core/forge/PitchSquare.h"
#include "views/match/EventDialog.h"

class QLineEdit;

namespace dugout {

class PlayerComboBox;
struct MatchState;

// A Move or a Blitz declared on La Forge de Sigmar with its path: who moves and the squares he
// goes through, clicked on the grid (ForgePanel's move tool) or typed ("H11 H12 I13"). Core's
// dry run writes below what each square costs (ForgeMoves), the total against his MA and Go For
// It, and the roll each jump over a crevasse or a lava flow needs; a path core refuses keeps OK
// off with its reason. An empty path declares the action as on any pitch.
class ForgeMoveDialog : public EventDialog
{
    Q_OBJECT

public:
    // `declared`: the action as the tracker would submit it (its player may be 0); `path`: the
    // squares clicked, if any.
    ForgeMoveDialog(const EventProbe &probe, const MatchState &state, const MatchEvent &declared,
                    const QList<PitchSquare> &path, QWidget *parent = nullptr);

    MatchEvent event() const override;

    PlayerComboBox *playerBox() const { return m_player; }
    QLineEdit *pathEdit() const { return m_path; }

    // "H11 H12 I13" read as squares; a word that names none becomes a square off the pitch, for
    // core to refuse with its reason.
    static QList<PitchSquare> parsePath(const QString &text);

private:
    MatchEvent m_declared;
    PlayerComboBox *m_player;
    QLineEdit *m_path;
};

} // namespace dugout
