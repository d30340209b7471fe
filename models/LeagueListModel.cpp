#include "LeagueListModel.h"

#include "DisplayText.h"
#include "core/storage/LeagueStore.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout {

bool LeagueListModel::reload(const LeagueStore *store, QString *error)
{
    QString why;
    beginResetModel();
    m_leagues = store ? store->overviews(&why) : QList<LeagueOverview>();
    endResetModel();
    if (error)
        *error = why;
    return why.isEmpty();
}

void LeagueListModel::updateLeague(const LeagueStore &store, qint64 leagueId)
{
    const int row = rowOfLeague(leagueId);
    const std::optional<LeagueOverview> league = store.overview(leagueId);
    if (!league) {
        if (row >= 0) {
            beginRemoveRows({}, row, row);
            m_leagues.removeAt(row);
            endRemoveRows();
        }
        return;
    }
    if (row < 0) {
        beginInsertRows({}, rowCount(), rowCount());
        m_leagues << *league;
        endInsertRows();
        return;
    }
    if (m_leagues.at(row) == *league)
        return;
    m_leagues[row] = *league;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

qint64 LeagueListModel::leagueId(int row) const
{
    return row >= 0 && row < m_leagues.size() ? m_leagues.at(row).id : 0;
}

int LeagueListModel::rowOfLeague(qint64 leagueId) const
{
    for (int row = 0; row < m_leagues.size(); ++row) {
        if (m_leagues.at(row).id == leagueId)
            return row;
    }
    return -1;
}

int LeagueListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_leagues.size());
}

int LeagueListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LeagueListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LeagueOverview &league = m_leagues.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
        switch (index.column()) {
        case NameColumn:
            return league.name;
        case CommissionerColumn:
            return league.commissioner;
        case TeamsColumn:
            return role == SortRole ? QVariant(league.teams)
                                    : QVariant(QLocale().toString(league.teams));
        case PlayedColumn:
            return role == SortRole ? QVariant(league.matchesPlayed)
                                    : QVariant(QLocale().toString(league.matchesPlayed));
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == TeamsColumn || index.column() == PlayedColumn)
            return numberAlignment();
        break;
    case Qt::ToolTipRole:
        return QStringList{league.commissioner.isEmpty()
                               ? league.name
                               : tr("%1 · Commissioner: %2").arg(league.name, league.commissioner),
                           tr("%n team(s)", nullptr, league.teams),
                           tr("%n match(es) played", nullptr, league.matchesPlayed)}
            .join(u'\n');
    case FilterRole:
        return foldForSearch(league.name + u'\n' + league.commissioner);
    case LeagueIdRole:
        return league.id;
    }
    return {};
}

QVariant LeagueListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("League");
        case CommissionerColumn:
            return tr("Commissioner");
        //: Column of the league list: how many teams play in the league. Keep it short.
        case TeamsColumn:
            return tr("Teams");
        //: Column of the league list: confirmed matches. Keep it short.
        case PlayedColumn:
            return tr("Played");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case TeamsColumn:
            return tr("Teams in the league");
        case PlayedColumn:
            return tr("Matches played, every season");
        }
    }
    return {};
}

} // namespace dugout
