#include "PlayerComboBox.h"

#include "core/match/MatchState.h"
#include "models/MatchText.h"

#include <algorithm>

namespace dugout {

PlayerComboBox::PlayerComboBox(QWidget *parent) : QComboBox(parent)
{
    // Not AdjustToContents: that policy has Qt resize the box to its hint 20 ms after the list
    // changes, overriding the width its layout gave it, so a box in a form stretched or not
    // depending on whether that timer fired before the last layout pass. The hint follows the
    // names below instead, and the layout alone sets the width.
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
}

QSize PlayerComboBox::sizeHint() const
{
    // Qt's hint here holds the frame and the arrow around no text: the longest name is added,
    // so every player's name shows whole.
    const QSize frame = QComboBox::sizeHint();
    const QFontMetrics metrics = fontMetrics();
    int longest = 7 * metrics.horizontalAdvance(u'x'); // an empty box keeps some room
    for (int i = 0; i < count(); ++i)
        longest = std::max(longest, metrics.horizontalAdvance(itemText(i)));
    return {frame.width() + longest, frame.height()};
}

QSize PlayerComboBox::minimumSizeHint() const
{
    return sizeHint();
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
    updateGeometry(); // the longest name may have changed
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
