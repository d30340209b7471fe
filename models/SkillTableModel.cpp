#include "SkillTableModel.h"

#include "DisplayText.h"
#include "core/rules/Ruleset.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout {

SkillTableModel::SkillTableModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent)
    : QAbstractTableModel(parent), m_ruleset(std::move(ruleset))
{
    for (const Skill &skill : m_ruleset->skills()) {
        const QStringList texts = QStringList{skill.name.en, skill.name.fr} + skill.aliases;
        m_searchTexts << foldForSearch(texts.join(u'\n'));
    }
}

int SkillTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_ruleset->skills().size());
}

int SkillTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SkillTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Skill &skill = m_ruleset->skills().at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return skill.name.current();
        case CategoryColumn:
            return skillCategoryName(skill.category);
        case OtherLanguageColumn:
            return otherLanguageText(skill.name);
        case SummaryColumn:
            return skill.summary.current();
        }
        break;
    case Qt::ToolTipRole:
        if (!skill.aliases.isEmpty() && index.column() != SummaryColumn)
            return QString(skill.summary.current() + u"\n\n"_s +
                           tr("Also printed as: %1").arg(skill.aliases.join(u", "_s)));
        return skill.summary.current();
    case SkillIdRole:
        return skill.id;
    case CategoryRole:
        return static_cast<int>(skill.category);
    case SummaryRole:
        return skill.summary.current();
    case SearchTextRole:
        return m_searchTexts.at(index.row());
    }
    return {};
}

QVariant SkillTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Skill");
    case CategoryColumn:
        return tr("Category");
    case OtherLanguageColumn:
        return QLocale().language() == QLocale::French ? tr("In English") : tr("In French");
    case SummaryColumn:
        return tr("Summary");
    }
    return {};
}

int SkillTableModel::rowOf(const QString &skillId) const
{
    const QList<Skill> &skills = m_ruleset->skills();
    for (qsizetype row = 0; row < skills.size(); ++row) {
        if (skills.at(row).id == skillId)
            return static_cast<int>(row);
    }
    return -1;
}

} // namespace dugout
