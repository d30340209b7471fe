#include "TeamListModel.h"

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

TeamListModel::Entry TeamListModel::entryFor(const Team &team) const
{
    const RuleCheck ready = TeamRules(*m_ruleset).isReady(team);
    return Entry{team.id, team.name, team.rosterId, team.coach, team.color, team.phase,
                 static_cast<int>(team.activePlayers().size()), ready.reason};
}

void TeamListModel::reload(const TeamStore *store)
{
    beginResetModel();
    m_entries.clear();
    if (store) {
        // Whole teams are read so the list can say whether each is ready; a league holds a
        // few dozen teams at most.
        const QList<TeamStore::Summary> summaries = store->list();
        for (const TeamStore::Summary &summary : summaries) {
            if (const std::optional<Team> team = store->load(summary.id))
                m_entries << entryFor(*team);
        }
    }
    endResetModel();
}

void TeamListModel::updateTeam(const Team &team)
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
        case NameColumn: return entry.name;
        case RosterColumn: {
            const Roster *roster = m_ruleset->roster(entry.rosterId);
            return roster ? roster->name.current() : entry.rosterId;
        }
        case CoachColumn: return entry.coach;
        case StatusColumn: return status(entry);
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == NameColumn && QColor::isValidColorName(entry.color))
            return QColor::fromString(entry.color);
        break;
    case Qt::ToolTipRole: {
        const Roster *roster = m_ruleset->roster(entry.rosterId);
        QStringList lines{entry.name, (roster ? roster->name.current() : entry.rosterId)
                                          + (entry.coach.isEmpty() ? QString() : u" · "_s + tr("Coach: %1").arg(entry.coach)),
                          tr("%1 players").arg(entry.players), status(entry)};
        if (!entry.notReady.isEmpty())
            lines << entry.notReady;
        return lines.join(u'\n');
    }
    case TeamIdRole: return entry.id;
    }
    return {};
}

QVariant TeamListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Team");
    case RosterColumn: return tr("Roster");
    case CoachColumn: return tr("Coach");
    case StatusColumn: return tr("Status");
    }
    return {};
}

} // namespace dugout
