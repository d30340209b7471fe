#pragma once

#include "EventDialog.h"
#include "core/match/MatchState.h"

class QCheckBox;
class QComboBox;
class QScrollArea;

namespace dugout {

class DiceInput;
class InjuryDice;

// The wizard's one spell (issue 16): Fireball on the players the coaches name in its nine
// squares, or Lightning Bolt on one. Each standing player of either team has a box to name him
// and the D6 that says whether he is hit, typed from the table or left to Dugout. Under each
// player named, his armour, injury and casualty dice may be typed too: the spell keys them by
// player ("away.armour.3"), so a fireball on several players of a team takes each one's dice.
// Whether the spell may be cast now, how many players it may name and which dice it still needs
// are core's answers (WizardSpell, its dry run).
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
    // The armour, injury and casualty dice of player `number` of `side`, shown while he is
    // named and core may roll them.
    InjuryDice *injuryDice(Side side, int number) const;

protected:
    void updateFields() override;

private:
    struct Target
    {
        Side side;
        int number;
        QCheckBox *named;
        DiceInput *die;
        InjuryDice *injury;
    };
    Side m_caster;
    QComboBox *m_spell;
    QList<Target> m_targets;
    QScrollArea *m_scroll = nullptr;
};

} // namespace dugout
