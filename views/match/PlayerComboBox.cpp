#include "PlayerComboBox.h"

#include "core/match/MatchState.h"
#include "models/MatchText.h"

namespace dugout {

PlayerComboBox::PlayerComboBox(QWidget *parent) : QComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
}

void PlayerComboBox::setPlayers(const TeamMatchState &team, const Filter &accept)
{
    const int chosen = number();
    clear();
    for (const MatchPlayer &p : team.players) {
        if (!accept || accept(p))
            addItem(MatchText::playerLabel(p), p.number);
    }
    if (!setNumber(chosen) && count() > 0)
        setCurrentIndex(0);
}

int PlayerComboBox::number() const
{
    return currentData().toInt();
}

bool PlayerComboBox::setNumber(int number)
{
    const int index = findData(number);
    if (index < 0)
        return false;
    setCurrentIndex(index);
    return true;
}

} // namespace dugout
