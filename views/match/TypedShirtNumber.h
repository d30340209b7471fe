#pragma once

#include <QElapsedTimer>

namespace dugout {

// A shirt number typed on the keyboard at the table: a second digit typed within a second of
// the first makes a two-digit number ("1", "2" → #12); any other key ends the number, so
// "1 B 2 M" is #1 blocks then #2 moves, never #12.
class TypedShirtNumber
{
public:
    // The number typed so far, `digit` included.
    int type(int digit);
    // Any key that is not a digit: the next digit starts a new number.
    void end();

    // How long a first digit waits for a second one.
    static constexpr int SecondDigitMs = 1000;

private:
    int m_number = 0;
    QElapsedTimer m_typedAt;
};

} // namespace dugout
