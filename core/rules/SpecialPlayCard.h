#pragma once

#include "LocalizedText.h"

#include <QList>
#include <QStringList>

namespace dugout {

struct SpecialPlayCard
{
    QString id;   // "miscellaneous_mayhem.badyear_git"
    QString card; // the playing card printed on it: "2♥", "V♠"…
    LocalizedText name;
    LocalizedText timing; // when it may be played
    // The same moment as a key the match tracker checks (CardRules): "before_match",
    // "before_setup", "kick_off", "start_of_turn", "end_of_turn", "drive_end".
    QString play;
    LocalizedText effect;
};

// The moments a card may be played at, as `play` spells them.
inline QStringList specialPlayTimings()
{
    return {QStringLiteral("before_match"), QStringLiteral("before_setup"),
            QStringLiteral("kick_off"),     QStringLiteral("start_of_turn"),
            QStringLiteral("end_of_turn"),  QStringLiteral("drive_end")};
}

struct SpecialPlayDeck
{
    QString id; // "miscellaneous_mayhem"
    LocalizedText name;
    qint64 cost = 0; // per random card drawn
    QList<SpecialPlayCard> cards;
};

} // namespace dugout
