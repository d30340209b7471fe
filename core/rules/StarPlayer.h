#pragma once

#include "LocalizedText.h"

#include <QStringList>

namespace dugout {

struct StarPlayer
{
    QString id; // "barik_farblast"
    LocalizedText name;
    qint64 cost = 0;
    int ma = 0;
    int st = 0;
    int ag = 0;
    int av = 0;
    QStringList skills;    // skill ids
    QStringList playsFor;  // roster ids
    LocalizedText note;    // empty unless the star has a special arrangement (Brick & Grotty)
    QString hiredWith;     // a star who always comes along, for no extra fee ("grotty")
    QString hiredOnlyWith; // the star this one only comes with ("brick_farth")
};

} // namespace dugout
