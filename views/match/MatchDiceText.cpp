#include "MatchDiceText.h"

#include "core/match/DiceKeys.h"

namespace dugout {

namespace {

bool isLoner(const QString &purpose)
{
    const std::optional<Side> side = DiceKeys::sideOf(purpose);
    return side && DiceKeys::isFor(purpose, *side, DiceKeys::loner);
}

} // namespace

QString MatchDiceText::label(const QString &purpose, int sides)
{
    if (isLoner(purpose))
        //: A dice box's label; %1 is the number of sides of the die.
        return tr("Loner (D%1):").arg(sides);
    //: A dice box's label for a die the rules name %1; %2 is the number of sides of the die.
    return tr("%1 (D%2):").arg(purpose).arg(sides);
}

QString MatchDiceText::title(const QString &purpose)
{
    return isLoner(purpose) ? tr("Loner") : tr("Dice");
}

QString MatchDiceText::explanation(const QString &purpose, const QString &who)
{
    if (isLoner(purpose))
        return tr("%1 is a Loner: on 4 or more he may use the re-roll, otherwise it is lost.")
            .arg(who);
    //: %1 is a player.
    return tr("Dice for %1.").arg(who);
}

} // namespace dugout
