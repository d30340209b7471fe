#include "EnteredDice.h"

namespace dugout {

int EnteredDice::roll(int sides, const QString &purpose)
{
    int value = 0;
    auto typed = m_entered.find(purpose);
    if (typed != m_entered.end() && !typed->isEmpty()) {
        value = typed->takeFirst();
        if (typed->isEmpty())
            m_entered.erase(typed);
    } else {
        value = m_fallback.roll(sides, purpose);
    }
    m_used[purpose] << value;
    return value;
}

} // namespace dugout
