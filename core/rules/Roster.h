#pragma once

#include "LocalizedText.h"
#include "Skill.h"

#include <QList>
#include <QStringList>

namespace dugout {

struct Position
{
    QString id;       // "human.blitzer"
    QString rosterId; // "human"
    LocalizedText name;
    int max = 0; // how many a team may hold
    qint64 cost = 0;
    int ma = 0;
    int st = 0;
    int ag = 0;
    int av = 0;
    QStringList skills;           // starting skill ids
    QList<SkillCategory> normal;  // learned on any advancement roll
    QList<SkillCategory> doubles; // learned only on a double
};

struct Roster
{
    QString id; // "human"
    LocalizedText name;
    bool official = true; // false for the extra teams (Slann, Underworld, Chaos Pact)
    qint64 rerollCost = 0;
    bool apothecary = true;   // may hire an apothecary
    bool necromancer = false; // free Necromancer (Undead, Necromantic)
    QList<Position> positions;
};

} // namespace dugout
