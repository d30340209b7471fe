#pragma once

#include "EventDialog.h"
#include "core/match/MatchState.h"

class QCheckBox;
class QComboBox;

namespace dugout {

class DiceInput;

// The wizard's one spell (issue 16): Fireball on the players the coaches name in its nine
// squares, or Lightning Bolt on one. Each standing player of either team has a box to name him
// and the D6 that says whether he is hit, typed from the table or left to Dugout; the armour and
// injury dice of a player hit are rolled by Dugout. Whether the spell may be cast now, and how
// many players it may name, is core's answer (WizardSpell) shown under the fields.
class SpellDialog : public EventDialog
{
    Q_OBJECT

public:
    SpellDialog(const EventProbe &probe, const MatchState &state, Side caster,
                QWidget *parent = nullptr);

    MatchEvent event() const override;
    QComboBox *spellBox() const { return m_spell; }
    QCheckBox *playerBox(Side side, int number) const;
    DiceInput *hitDie(Side side, int number) const;

protected:
    void updateFields() override;

private:
    struct Target
    {
        Side side;
        int number;
        QCheckBox *named;
        DiceInput *die;
    };
    Side m_caster;
    QComboBox *m_spell;
    QList<Target> m_targets;
};

} // namespace dugout
