#include "Skill.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
struct CategoryInfo
{
    SkillCategory category;
    char letter;
    const char *key;
    const char *name;
};
// QT_TRANSLATE_NOOP keeps the names in the translation file; skillCategoryName translates them.
constexpr CategoryInfo Categories[] = {
    {SkillCategory::General, 'G', "General", QT_TRANSLATE_NOOP("SkillCategory", "General")},
    {SkillCategory::Agility, 'A', "Agility", QT_TRANSLATE_NOOP("SkillCategory", "Agility")},
    {SkillCategory::Strength, 'S', "Strength", QT_TRANSLATE_NOOP("SkillCategory", "Strength")},
    {SkillCategory::Passing, 'P', "Passing", QT_TRANSLATE_NOOP("SkillCategory", "Passing")},
    {SkillCategory::Mutation, 'M', "Mutation", QT_TRANSLATE_NOOP("SkillCategory", "Mutation")},
    {SkillCategory::Extraordinary, 'E', "Extraordinary",
     QT_TRANSLATE_NOOP("SkillCategory", "Extraordinary")},
};

const CategoryInfo &info(SkillCategory category)
{
    for (const CategoryInfo &entry : Categories) {
        if (entry.category == category)
            return entry;
    }
    Q_UNREACHABLE();
}
} // namespace

QChar skillCategoryLetter(SkillCategory category)
{
    return QLatin1Char(info(category).letter);
}

bool skillCategoryFromLetter(QChar letter, SkillCategory *category)
{
    for (const CategoryInfo &entry : Categories) {
        if (letter == QLatin1Char(entry.letter)) {
            *category = entry.category;
            return true;
        }
    }
    return false;
}

QString skillCategoryKey(SkillCategory category)
{
    return QString::fromLatin1(info(category).key);
}

QString skillCategoryName(SkillCategory category)
{
    return QCoreApplication::translate("SkillCategory", info(category).name);
}

QString skillCategoryLetters(const QList<SkillCategory> &categories)
{
    QString letters;
    for (SkillCategory category : categories)
        letters += skillCategoryLetter(category);
    return letters;
}

} // namespace dugout
