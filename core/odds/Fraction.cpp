#include "core/odds/Fraction.h"

#include <QtGlobal>

#include <numeric>

namespace dugout {

namespace {

__extension__ typedef __int128 Wide;

Wide wideGcd(Wide a, Wide b)
{
    if (a < 0)
        a = -a;
    if (b < 0)
        b = -b;
    while (b != 0) {
        const Wide t = a % b;
        a = b;
        b = t;
    }
    return a;
}

// Reduces num/den and brings it back to 64 bits; a chain long enough to overflow even after
// reduction is far beyond anything a turn holds (a turn has at most a few dozen rolls).
Fraction reduced(Wide num, Wide den)
{
    Q_ASSERT(den != 0);
    if (den < 0) {
        num = -num;
        den = -den;
    }
    const Wide g = wideGcd(num, den);
    if (g > 1) {
        num /= g;
        den /= g;
    }
    Q_ASSERT(num <= INT64_MAX && num >= INT64_MIN && den <= INT64_MAX);
    return Fraction(static_cast<std::int64_t>(num), static_cast<std::int64_t>(den));
}

} // namespace

Fraction::Fraction(std::int64_t numerator, std::int64_t denominator)
    : m_num(numerator), m_den(denominator)
{
    Q_ASSERT(denominator != 0);
    if (m_den < 0) {
        m_num = -m_num;
        m_den = -m_den;
    }
    const std::int64_t g = std::gcd(m_num, m_den);
    if (g > 1) {
        m_num /= g;
        m_den /= g;
    }
}

Fraction Fraction::operator+(const Fraction &other) const
{
    return reduced(Wide(m_num) * other.m_den + Wide(other.m_num) * m_den,
                   Wide(m_den) * other.m_den);
}

Fraction Fraction::operator-(const Fraction &other) const
{
    return reduced(Wide(m_num) * other.m_den - Wide(other.m_num) * m_den,
                   Wide(m_den) * other.m_den);
}

Fraction Fraction::operator*(const Fraction &other) const
{
    return reduced(Wide(m_num) * other.m_num, Wide(m_den) * other.m_den);
}

bool Fraction::operator<(const Fraction &other) const
{
    return Wide(m_num) * other.m_den < Wide(other.m_num) * m_den;
}

QString Fraction::toString() const
{
    if (m_den == 1)
        return QString::number(m_num);
    return QString::number(m_num) + QLatin1Char('/') + QString::number(m_den);
}

} // namespace dugout
