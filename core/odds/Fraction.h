#pragma once

#include <QString>

#include <cstdint>

namespace dugout {

// An exact probability: a reduced fraction over 64-bit integers, with 128-bit intermediates so a
// product of two dice probabilities never overflows before it is reduced. The odds calculator
// promises exact results, so no floating point is used anywhere in a computation; toDouble() is
// only for showing a percentage.
class Fraction
{
public:
    constexpr Fraction() = default;
    Fraction(std::int64_t numerator, std::int64_t denominator = 1);

    std::int64_t numerator() const { return m_num; }
    std::int64_t denominator() const { return m_den; }

    Fraction operator+(const Fraction &other) const;
    Fraction operator-(const Fraction &other) const;
    Fraction operator*(const Fraction &other) const;
    Fraction &operator+=(const Fraction &other) { return *this = *this + other; }
    Fraction &operator*=(const Fraction &other) { return *this = *this * other; }

    bool operator==(const Fraction &other) const
    {
        return m_num == other.m_num && m_den == other.m_den;
    }
    bool operator<(const Fraction &other) const;
    bool operator>(const Fraction &other) const { return other < *this; }
    bool operator<=(const Fraction &other) const { return !(other < *this); }

    double toDouble() const { return double(m_num) / double(m_den); }
    // "8/9"; a whole number shows without a denominator ("1", "0").
    QString toString() const;

private:
    std::int64_t m_num = 0;
    std::int64_t m_den = 1;
};

} // namespace dugout
