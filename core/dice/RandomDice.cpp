#include "RandomDice.h"

namespace dugout {

int RandomDice::roll(int sides, const QString &)
{
    return sides < 1 ? 1 : int(m_generator.bounded(sides)) + 1;
}

} // namespace dugout
