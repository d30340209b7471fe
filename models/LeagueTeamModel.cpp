#include "LeagueTeamModel.h"

#include "DisplayText.h"
#include "TeamText.h"
#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/team/TeamRules.h"

#include <QColor>

using namespace Qt::StringLiterals;

namespace dugout {

LeagueTeamModel::LeagueTeamModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent)
    : QAbstractTableModel(parent), m_ruleset(std::move(ruleset))
{
}

void LeagueTeamModel::setTeams(const QList<TeamTotals> &teams, bool countFanFactor)
{
    beginResetModel();
    m_entries.clear();
    const TeamRules rules(*m_ruleset);
    for (const TeamTotals &team : teams) {
        const Roster *roster = m_ruleset->roster(team.rosterId);
        m_entries << Entry{team.id,
                           team.name,
                           roster ? roster->name.current() : team.rosterId,
                           team.coach,
                           team.color,
                           rules.teamValue(team, countFanFactor),
                           rules.goldLeft(team)};
    }
    endResetModel();
}

qint64 LeagueTeamModel::teamId(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries.at(row).id : 0;
}

int LeagueTeamModel::rowOfTeam(qint64 teamId) const
{
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).id == teamId)
            return row;
    }
    return -1;
}

int LeagueTeamModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int LeagueTeamModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LeagueTeamModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return entry.name;
        case RosterColumn:
            return entry.roster;
        case CoachColumn:
            return entry.coach;
        case TeamValueColumn:
            return TeamText::shortGold(entry.teamValue);
        case TreasuryColumn:
            return TeamText::shortGold(entry.treasury);
        }
        break;
    case ValueRole:
        switch (index.column()) {
        case TeamValueColumn:
            return entry.teamValue;
        case TreasuryColumn:
            return entry.treasury;
        default:
            return data(index, Qt::DisplayRole);
        }
    case Qt::ToolTipRole:
        if (index.column() == TeamValueColumn)
            return tr("Team value %1").arg(formatGold(entry.teamValue));
        if (index.column() == TreasuryColumn)
            return tr("Treasury %1").arg(formatGold(entry.treasury));
        break;
    case Qt::DecorationRole:
        if (index.column() == NameColumn && QColor::isValidColorName(entry.color))
            return QColor::fromString(entry.color);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == TeamValueColumn || index.column() == TreasuryColumn)
            return numberAlignment();
        break;
    case TeamIdRole:
        return entry.id;
    }
    return {};
}

QVariant LeagueTeamModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole)
        return section == TeamValueColumn || section == TreasuryColumn ? numberAlignment()
                                                                       : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Team");
    case RosterColumn:
        return tr("Roster");
    case CoachColumn:
        return tr("Coach");
    //: Column header: team value.
    case TeamValueColumn:
        return tr("TV");
    case TreasuryColumn:
        return tr("Treasury");
    }
    return {};
}

} // namespace dugout
