#pragma once

#include "Dice.h"

#include <QList>
#include <QStringList>

namespace dugout {

// Dice that answer from a script, in order, whatever the purpose: tests use them to force
// every roll. Running out of script is a test bug, reported by exhausted() and answered with 1.
class ScriptedDice : public Dice
{
public:
    ScriptedDice() = default;
    ScriptedDice(std::initializer_list<int> values) : m_values(values) {}
    explicit ScriptedDice(QList<int> values) : m_values(std::move(values)) {}

    int roll(int sides, const QString &purpose) override;

    bool exhausted() const { return m_exhausted; }
    int remaining() const { return int(m_values.size()); }
    // Purposes of the rolls made so far, in order.
    const QStringList &purposes() const { return m_purposes; }

private:
    QList<int> m_values;
    QStringList m_purposes;
    bool m_exhausted = false;
};

} // namespace dugout
