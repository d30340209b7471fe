#include "TeamListModel.h"

#include "DisplayText.h"
#include "TeamText.h"

#include "core/rules/Ruleset.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"

#include <QColor>

using namespace Qt::StringLiterals;

namespace dugout {

TeamListModel::TeamListModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent)
    : QAbstractTableModel(parent), m_ruleset(std::move(ruleset))
{
}

TeamListModel::Entry TeamListModel::entryFor(const TeamTotals &team) const
{
    const TeamRules rules(*m_ruleset);
    return Entry{team.id,
                 team.name,
                 team.rosterId,
                 team.coach,
                 team.color,
                 team.phase,
                 rules.teamValue(team),
                 static_cast<int>(team.activePositions.size()),
                 rules.isReady(team).reason};
}

bool TeamListModel::reload(const TeamStore *store, QString *error)
{
    beginResetModel();
    m_entries.clear();
    QString why;
    if (store) {
        const QList<TeamTotals> teams = store->totals(&why);
        m_entries.reserve(teams.size());
        for (const TeamTotals &team : teams)
            m_entries << entryFor(team);
    }
    endResetModel();
    if (error)
        *error = why;
    return why.isEmpty();
}

void TeamListModel::updateTeam(const Team &team)
{
    updateTeam(TeamTotals::of(team));
}

void TeamListModel::updateTeam(const TeamTotals &team)
{
    const int row = rowOfTeam(team.id);
    if (row < 0) {
        beginInsertRows({}, rowCount(), rowCount());
        m_entries << entryFor(team);
        endInsertRows();
        return;
    }
    m_entries[row] = entryFor(team);
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void TeamListModel::removeTeam(qint64 teamId)
{
    const int row = rowOfTeam(teamId);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_entries.removeAt(row);
    endRemoveRows();
}

qint64 TeamListModel::teamId(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries.at(row).id : 0;
}

int TeamListModel::rowOfTeam(qint64 teamId) const
{
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).id == teamId)
            return row;
    }
    return -1;
}

int TeamListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int TeamListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TeamListModel::status(const Entry &entry) const
{
    if (entry.phase == Team::Phase::Active)
        return tr("Confirmed");
    return entry.notReady.isEmpty() ? tr("Ready to confirm") : tr("Being built");
}

QVariant TeamListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return entry.name;
        case RosterColumn: {
            const Roster *roster = m_ruleset->roster(entry.rosterId);
            return roster ? roster->name.current() : entry.rosterId;
        }
        case CoachColumn:
            return entry.coach;
        case TeamValueColumn:
            return TeamText::shortGold(entry.teamValue);
        case StatusColumn:
            return status(entry);
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == TeamValueColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case FilterRole: {
        const Roster *roster = m_ruleset->roster(entry.rosterId);
        return foldForSearch(
            QStringList{entry.name, roster ? roster->name.current() : entry.rosterId, entry.coach}
                .join(u'\n'));
    }
    case SortRole:
        if (index.column() == TeamValueColumn)
            return entry.teamValue;
        return data(index, Qt::DisplayRole);
    case Qt::DecorationRole:
        if (index.column() == NameColumn && QColor::isValidColorName(entry.color))
            return QColor::fromString(entry.color);
        break;
    case Qt::ToolTipRole: {
        const Roster *roster = m_ruleset->roster(entry.rosterId);
        QStringList lines{
            entry.name,
            (roster ? roster->name.current() : entry.rosterId) +
                (entry.coach.isEmpty() ? QString() : u" · "_s + tr("Coach: %1").arg(entry.coach)),
            tr("%1 players").arg(entry.players),
            tr("Team value %1").arg(TeamText::shortGold(entry.teamValue)), status(entry)};
        if (!entry.notReady.isEmpty())
            lines << entry.notReady;
        return lines.join(u'\n');
    }
    case TeamIdRole:
        return entry.id;
    }
    return {};
}

QVariant TeamListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Team");
    case RosterColumn:
        return tr("Roster");
    case CoachColumn:
        return tr("Coach");
    case TeamValueColumn:
        return tr("TV");
    case StatusColumn:
        return tr("Status");
    }
    return {};
}

} // namespace dugout
