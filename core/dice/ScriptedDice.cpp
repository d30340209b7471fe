#include "ScriptedDice.h"

namespace dugout {

int ScriptedDice::roll(int, const QString &purpose)
{
    m_purposes << purpose;
    if (m_values.isEmpty()) {
        m_exhausted = true;
        return 1;
    }
    return m_values.takeFirst();
}

} // namespace dugout
