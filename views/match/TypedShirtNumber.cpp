#include "TypedShirtNumber.h"

namespace dugout {

int TypedShirtNumber::type(int digit)
{
    const bool second =
        m_typedAt.isValid() && m_typedAt.elapsed() < SecondDigitMs && m_number > 0 && m_number < 10;
    m_number = second ? m_number * 10 + digit : digit;
    m_typedAt.restart();
    return m_number;
}

void TypedShirtNumber::end()
{
    m_number = 0;
    m_typedAt.invalidate();
}

} // namespace dugout
