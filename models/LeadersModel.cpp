#include "LeadersModel.h"

#include "DisplayText.h"
#include "TeamText.h"
#include "core/Money.h"

#include <QColor>
#include <QFont>

using namespace Qt::StringLiterals;

namespace dugout {

LeadersModel::LeadersModel(QObject *parent) : QAbstractTableModel(parent) {}

void LeadersModel::setLeaders(LeaderStat stat, const QList<LeaderEntry> &leaders,
                              const QHash<qint64, TeamTotals> &teams)
{
    beginResetModel();
    m_teams = false;
    m_stat = stat;
    m_entries.clear();
    for (const LeaderEntry &leader : leaders) {
        const TeamTotals team = teams.value(leader.teamId);
        m_entries << Entry{0,         leader.teamId, leader.playerId, leader.playerName,
                           team.name, team.color,    leader.value};
    }
    rankEntries();
    endResetModel();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void LeadersModel::setTeamValues(const QList<TeamValueEntry> &entries,
                                 const QHash<qint64, TeamTotals> &teams)
{
    beginResetModel();
    m_teams = true;
    m_entries.clear();
    for (const TeamValueEntry &entry : entries) {
        const TeamTotals team = teams.value(entry.teamId);
        m_entries << Entry{0, entry.teamId, 0, team.name, team.coach, team.color, entry.teamValue};
    }
    rankEntries();
    endResetModel();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void LeadersModel::rankEntries()
{
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const bool level = i > 0 && m_entries.at(i).value == m_entries.at(i - 1).value;
        m_entries[i].rank = level ? m_entries.at(i - 1).rank : static_cast<int>(i + 1);
    }
}

QString LeadersModel::shortStatName(LeaderStat stat)
{
    switch (stat) {
    //: Column header: touchdowns (keep it short).
    case LeaderStat::Touchdowns:
        return tr("TD");
    //: Column header: casualties inflicted (keep it short).
    case LeaderStat::Casualties:
        return tr("CAS");
    //: Column header: completed passes (keep it short).
    case LeaderStat::Completions:
        return tr("CP");
    //: Column header: interceptions (keep it short).
    case LeaderStat::Interceptions:
        return tr("INT");
    //: Column header: star player points (keep it short).
    case LeaderStat::Spp:
        return tr("SPP");
    }
    return {};
}

int LeadersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int LeadersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LeadersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case RankColumn:
            return entry.rank;
        case NameColumn:
            return entry.name;
        case DetailColumn:
            return entry.detail;
        case ValueColumn:
            return m_teams ? TeamText::shortGold(entry.value) : QString::number(entry.value);
        }
        break;
    case Qt::ToolTipRole:
        if (m_teams && index.column() == ValueColumn)
            return tr("Team value %1").arg(formatGold(entry.value));
        break;
    case Qt::DecorationRole:
        if (index.column() == (m_teams ? NameColumn : DetailColumn) &&
            QColor::isValidColorName(entry.color))
            return QColor::fromString(entry.color);
        break;
    case Qt::FontRole:
        if (index.column() == ValueColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == RankColumn)
            return centredAlignment();
        if (index.column() == ValueColumn)
            return numberAlignment();
        break;
    case TeamIdRole:
        return entry.teamId;
    case PlayerIdRole:
        return entry.playerId;
    case ValueRole:
        return entry.value;
    }
    return {};
}

QVariant LeadersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole && section == ValueColumn)
        return numberAlignment();
    if (role == Qt::ToolTipRole && section == ValueColumn)
        return m_teams ? tr("Team value") : Leaders::statName(m_stat);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    //: Column header: rank in a list of leaders.
    case RankColumn:
        return tr("#");
    case NameColumn:
        return m_teams ? tr("Team") : tr("Player");
    case DetailColumn:
        return m_teams ? tr("Coach") : tr("Team");
    case ValueColumn:
        return m_teams ? tr("TV") : shortStatName(m_stat);
    }
    return {};
}

} // namespace dugout
