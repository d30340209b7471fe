#pragma once

#include "core/league/MatchRecord.h"

#include <QHash>
#include <QList>
#include <QWidget>

class QFormLayout;

namespace dugout {

class DiceInput;

// The dice of one player's injury as typed at the table: armour 2D6, injury 2D6, casualty
// D6 + D8 and Regeneration D6, each left at – to be rolled by Dugout. Writes them into an
// event under the purposes of InjuryRules, prefixed by the side of the player rolled for.
class InjuryDice : public QWidget
{
    Q_OBJECT

public:
    enum class Roll { Armour, Injury, Casualty, Regeneration };

    explicit InjuryDice(QWidget *parent = nullptr);

    DiceInput *input(Roll roll) const { return m_inputs.value(roll); }
    void setRollVisible(Roll roll, bool visible);
    // The purpose of `roll` for a player of `side` (DiceKeys).
    static QString purpose(Roll roll, Side side);
    // Keys the dice by player `number` ("away.armour.3") rather than by his team, for a spell
    // striking several players of a team (0: by team).
    void setPlayer(int number) { m_number = number; }
    // Whether core may ask any of these rolls (setNeeded left a row shown).
    bool anyRollShown() const;
    // Core's word on the dice of a player of `side`: rows of rolls core could never ask for
    // this event are hidden (`possible`: asked with no die typed), rows the dice typed so far
    // make pointless are disabled (`needed`: armour held, no injury dice).
    void setNeeded(Side side, const QStringList &possible, const QStringList &needed);
    // Adds the typed dice for a player of `side` to `dice`.
    void fill(Side side, QHash<QString, QList<int>> &dice) const;

Q_SIGNALS:
    void changed();

private:
    QString key(Roll roll, Side side) const;

    QFormLayout *m_form;
    int m_number = 0;
    QHash<Roll, DiceInput *> m_inputs;
    QHash<Roll, bool> m_hidden;   // rolls that do not apply: their dice are not written
    QHash<Roll, bool> m_unneeded; // rolls the dice typed make pointless: their dice are not written
};

} // namespace dugout
