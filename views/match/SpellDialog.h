#pragma once

#include "EventDialog.h"
#include "core/match/MatchState.h"

class QCheckBox;
class QComboBox;

namespace dugout {

class DiceInput;
class InjuryDice;
class StrikeTargets;

// The wizard's one spell (issue 16): Fireball on the players the coaches name in its nine
// squares, or Lightning Bolt on one. The players come from StrikeTargets: each standing player
// of either team has a box to name him and the D6 that says whether he is hit, and under his
// name, while he is named, his armour, injury and casualty dice, each typed from the table or
// left to Dugout. Whether the spell may be cast now, how many players it may name and which dice
// it still needs are core's answers (WizardSpell, its dry run).
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
    // The spell without its players.
    MatchEvent spell() const;

    Side m_caster;
    QComboBox *m_spell;
    StrikeTargets *m_targets;
};

} // namespace dugout
