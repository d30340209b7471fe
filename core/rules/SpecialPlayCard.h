#pragma once

#include "LocalizedText.h"

#include <QList>

namespace dugout {

struct SpecialPlayCard
{
    QString id;   // "miscellaneous_mayhem.badyear_git"
    QString card; // the playing card printed on it: "2♥", "V♠"…
    LocalizedText name;
    LocalizedText timing; // when it may be played
    LocalizedText effect;
};

struct SpecialPlayDeck
{
    QString id; // "miscellaneous_mayhem"
    LocalizedText name;
    qint64 cost = 0; // per random card drawn
    QList<SpecialPlayCard> cards;
};

} // namespace dugout
