#pragma once

#include "EventDialog.h"
#include "core/match/MatchState.h"

class QCheckBox;
class QComboBox;
class QLabel;

namespace dugout {

class DiceInput;
class InjuryDice;

// The wizard's one spell (issue 16): Fireball on the players the coaches name in its nine
// squares, or Lightning Bolt on one. Each standing player of either team has a box to name him
// and the D6 that says whether he is hit, typed from the table or left to Dugout. The armour and
// injury dice of a player hit may be typed too when he is the only one of his team named (a
// lightning bolt always): the rules roll each team's armour under one purpose, so for several
// players of a team Dugout rolls them. Whether the spell may be cast now, how many players it may
// name and which dice it still needs are core's answers (WizardSpell, its dry run).
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
    // The armour and injury dice of `side`'s one player named, shown only then.
    InjuryDice *injuryDice(Side side) const { return m_injury[side == Side::Home ? 0 : 1]; }

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
    InjuryDice *m_injury[2] = {};
    QLabel *m_injuryLabel[2] = {};
    // The one player of `side` named, or 0 (none, or several).
    int onlyNamed(Side side) const;
};

} // namespace dugout
