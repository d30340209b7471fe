#pragma once

#include <QJsonValue>

#include <cmath>
#include <limits>
#include <optional>

namespace dugout {

// Ids and gold are 64-bit, JSON numbers doubles: whole numbers are exact up to 2^53.
constexpr qint64 MaxJsonInteger = qint64(1) << 53;

// The whole number a JSON value holds when it lies in [low, high]; nothing for a fraction, a
// string, a boolean or a number out of range. Every file Dugout reads checks its numbers here,
// so "3.5" or "1e300" is refused the same way in a match log, a record, a game or a tournament.
inline std::optional<qint64> jsonWholeNumber(const QJsonValue &value, qint64 low, qint64 high)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (std::floor(number) != number || number < double(low) || number > double(high))
        return std::nullopt;
    return qint64(number);
}

// The same, within int's range.
inline std::optional<int> jsonInt(const QJsonValue &value)
{
    const auto number =
        jsonWholeNumber(value, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    return number ? std::optional<int>(int(*number)) : std::nullopt;
}

} // namespace dugout
