#pragma once

#include "LocalizedText.h"

#include <QList>
#include <QStringList>

namespace dugout {

// The skill categories of LRB6. Extraordinary skills come with a position and are never learned.
enum class SkillCategory { General, Agility, Strength, Passing, Mutation, Extraordinary };

// 'G', 'A', 'S', 'P', 'M', 'E' and back; fromLetter returns false for anything else.
QChar skillCategoryLetter(SkillCategory category);
bool skillCategoryFromLetter(QChar letter, SkillCategory *category);
// "General", "Agility"…: stable English words, used in exported JSON.
QString skillCategoryKey(SkillCategory category);
// The category's display name in the interface language.
QString skillCategoryName(SkillCategory category);
// "GAS" from a list of categories.
QString skillCategoryLetters(const QList<SkillCategory> &categories);

struct Skill
{
    QString id; // "block"
    SkillCategory category = SkillCategory::General;
    LocalizedText name;
    LocalizedText summary;
    QStringList aliases; // other spellings seen in print, any language
};

} // namespace dugout
