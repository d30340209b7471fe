#include "PositionTableModel.h"

#include "DisplayText.h"
#include "StatHeaders.h"
#include "core/rules/Ruleset.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
QString categoryNames(const QList<SkillCategory> &categories)
{
    QStringList names;
    for (SkillCategory category : categories)
        names << skillCategoryName(category);
    return names.join(u", "_s);
}
} // namespace

PositionTableModel::PositionTableModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent)
    : QAbstractTableModel(parent), m_ruleset(std::move(ruleset))
{
}

void PositionTableModel::setRosterId(const QString &rosterId)
{
    beginResetModel();
    m_roster = m_ruleset->roster(rosterId);
    endResetModel();
}

QString PositionTableModel::rosterId() const
{
    return m_roster ? m_roster->id : QString();
}

int PositionTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_roster ? 0 : static_cast<int>(m_roster->positions.size());
}

int PositionTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PositionTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Position &position = m_roster->positions.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case QuantityColumn:
            return tr("0-%1").arg(position.max);
        case PositionColumn:
            return position.name.current();
        case CostColumn:
            return goldText(position.cost);
        case MaColumn:
            return position.ma;
        case StColumn:
            return position.st;
        case AgColumn:
            return position.ag;
        case AvColumn:
            return position.av;
        case SkillsColumn:
            return skillNames(*m_ruleset, position.skills);
        case NormalColumn:
            return skillCategoryLetters(position.normal);
        case DoubleColumn:
            return skillCategoryLetters(position.doubles);
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case SkillsColumn:
            return skillSummaries(*m_ruleset, position.skills);
        case NormalColumn:
            return categoryNames(position.normal);
        case DoubleColumn:
            return categoryNames(position.doubles);
        }
        break;
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case PositionColumn:
        case SkillsColumn:
            break;
        case CostColumn:
            return numberAlignment();
        default:
            return centredAlignment();
        }
        break;
    case PositionIdRole:
        return position.id;
    }
    return {};
}

QVariant PositionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case QuantityColumn:
            return tr("Qty");
        case PositionColumn:
            return tr("Position");
        case CostColumn:
            return StatHeaders::cost();
        case MaColumn:
        case StColumn:
        case AgColumn:
        case AvColumn:
            return StatHeaders::abbreviation(static_cast<StatHeaders::Stat>(section - MaColumn));
        case SkillsColumn:
            return StatHeaders::skills();
        case NormalColumn:
            return tr("Normal");
        case DoubleColumn:
            return tr("Double");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case QuantityColumn:
            return tr("How many players of this position a team may hold");
        case MaColumn:
        case StColumn:
        case AgColumn:
        case AvColumn:
            return StatHeaders::description(static_cast<StatHeaders::Stat>(section - MaColumn));
        case NormalColumn:
            return tr("Skill categories open on any advancement roll");
        case DoubleColumn:
            return tr("Skill categories open only when the advancement roll is a double");
        }
    } else if (role == Qt::TextAlignmentRole && section != PositionColumn &&
               section != SkillsColumn) {
        return centredAlignment();
    }
    return {};
}

} // namespace dugout
