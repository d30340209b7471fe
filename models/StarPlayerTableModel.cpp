#include "StarPlayerTableModel.h"

#include "DisplayText.h"
#include "StatHeaders.h"
#include "core/rules/Ruleset.h"

using namespace Qt::StringLiterals;

namespace dugout {

StarPlayerTableModel::StarPlayerTableModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent)
    : QAbstractTableModel(parent), m_ruleset(std::move(ruleset))
{
}

int StarPlayerTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_ruleset->starPlayers().size());
}

int StarPlayerTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StarPlayerTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const StarPlayer &star = m_ruleset->starPlayers().at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
        switch (index.column()) {
        case NameColumn:
            return star.name.current();
        case CostColumn:
            return role == SortRole ? QVariant(star.cost) : QVariant(goldText(star.cost));
        case MaColumn:
            return star.ma;
        case StColumn:
            return star.st;
        case AgColumn:
            return star.ag;
        case AvColumn:
            return star.av;
        case SkillsColumn:
            return skillNames(*m_ruleset, star.skills);
        case PlaysForColumn:
            return rosterNames(*m_ruleset, star.playsFor);
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case NameColumn:
            return star.note.current().isEmpty() ? QVariant() : QVariant(star.note.current());
        case SkillsColumn:
            return skillSummaries(*m_ruleset, star.skills);
        case PlaysForColumn:
            return rosterNames(*m_ruleset, star.playsFor);
        }
        break;
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case NameColumn:
        case SkillsColumn:
        case PlaysForColumn:
            break;
        case CostColumn:
            return numberAlignment();
        default:
            return centredAlignment();
        }
        break;
    case StarIdRole:
        return star.id;
    case PlaysForRole:
        return star.playsFor;
    }
    return {};
}

QVariant StarPlayerTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    const bool stat = section >= MaColumn && section <= AvColumn;
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Star player");
        case CostColumn:
            return StatHeaders::cost();
        case SkillsColumn:
            return StatHeaders::skills();
        case PlaysForColumn:
            return tr("Plays for");
        }
        if (stat)
            return StatHeaders::abbreviation(static_cast<StatHeaders::Stat>(section - MaColumn));
    } else if (role == Qt::ToolTipRole && stat) {
        return StatHeaders::description(static_cast<StatHeaders::Stat>(section - MaColumn));
    } else if (role == Qt::TextAlignmentRole && (stat || section == CostColumn)) {
        return centredAlignment();
    }
    return {};
}

} // namespace dugout
