#pragma once

#include "Dice.h"

#include <QHash>
#include <QList>
#include <QString>

namespace dugout {

// The dice a coach typed, by purpose (several values for a purpose are used in order); any
// roll nobody typed goes to `fallback` (Dugout rolls it). Every value handed out is kept in
// used(), so a result can be stored with exactly the dice that made it and replayed.
class EnteredDice : public Dice
{
public:
    EnteredDice(QHash<QString, QList<int>> entered, Dice &fallback)
        : m_entered(std::move(entered)), m_fallback(fallback)
    {
    }

    int roll(int sides, const QString &purpose) override;

    const QHash<QString, QList<int>> &used() const { return m_used; }
    // Typed values no roll asked for (a typo in a purpose, or a die the rules did not need).
    QHash<QString, QList<int>> unused() const { return m_entered; }

private:
    QHash<QString, QList<int>> m_entered;
    QHash<QString, QList<int>> m_used;
    Dice &m_fallback;
};

} // namespace dugout
