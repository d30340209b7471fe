#pragma once

#include "Dice.h"

#include <QRandomGenerator>

namespace dugout {

// Dice rolled by Dugout: the system's random generator, or a seeded one for repeatable runs
// (the demo league is built with a fixed seed).
class RandomDice : public Dice
{
public:
    RandomDice() : m_generator(*QRandomGenerator::global()) {}
    explicit RandomDice(quint32 seed) : m_generator(seed) {}

    int roll(int sides, const QString &purpose) override;

private:
    QRandomGenerator m_generator;
};

} // namespace dugout
