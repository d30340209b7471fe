#pragma once

#include "core/match/MatchState.h"

#include <QWidget>

class QCheckBox;
class QGridLayout;

namespace dugout {

class DiceInput;
class EventProbe;
class InjuryDice;

// The players a strike may reach, as the wizard's spell window and the card window (Rogue
// Wizard, Mine, Ballista, Banana Skin) both ask for them: for each standing player of the teams
// given, a box to name him and, when the strike rolls to hit, the D6 that says whether he is hit;
// under his name, while he is named, his own armour, injury and casualty dice (PlayerStrike keys
// them by him: "away.armour.3"), so several players of a team each take their own. Each die is
// typed from the table or left for Dugout to roll. Which rows of dice show, and which the dice
// typed so far make pointless, is core's word (updateDice, from the dialog's dry run).
class StrikeTargets : public QWidget
{
    Q_OBJECT

public:
    // The object names of a player's widgets, "%1" the side ("home", "away"), "%2" his number:
    // "%1Target%2", "%1SpellDie%2", "%1SpellInjury%2".
    struct Names
    {
        QString named, die, injury;
    };

    StrikeTargets(const MatchState &state, const QList<Side> &sides, bool rollsToHit,
                  const Names &names, QWidget *parent = nullptr);

    QCheckBox *playerBox(Side side, int number) const;
    // His D6 to be hit, or null when the strike hits without a roll.
    DiceInput *hitDie(Side side, int number) const;
    InjuryDice *injuryDice(Side side, int number) const;
    // Names player `number` of `side` (the player selected in the tracker), if he may be struck.
    void setNamed(Side side, int number);
    // Adds the players named and the dice typed for them to `event`.
    void fill(MatchEvent &event) const;
    // Enables each named player's D6 and shows his armour, injury and casualty rows as core's
    // dry run asks them: `base` is the dialog's event without the players (fill adds them).
    void updateDice(const EventProbe &probe, const MatchEvent &base);

Q_SIGNALS:
    void changed();

private:
    struct Target
    {
        Side side;
        int number;
        QCheckBox *named;
        DiceInput *die;
        InjuryDice *injury;
    };
    const Target *target(Side side, int number) const;
    // The scroll area holding these rows, if any, shown down to `widget`.
    void scrollTo(QWidget *widget);

    QList<Target> m_targets;
};

} // namespace dugout
