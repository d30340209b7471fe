#include "StandingsModel.h"

#include "DisplayText.h"
#include "LeagueText.h"

#include <QColor>
#include <QFont>

using namespace Qt::StringLiterals;

namespace dugout {

StandingsModel::StandingsModel(QObject *parent) : QAbstractTableModel(parent) {}

void StandingsModel::setStandings(const QList<StandingsRow> &rows,
                                  const QHash<qint64, TeamTotals> &teams)
{
    beginResetModel();
    m_entries.clear();
    for (const StandingsRow &row : rows) {
        Entry entry{row, u"#%1"_s.arg(row.teamId), {}, {}, false};
        if (const auto team = teams.constFind(row.teamId); team != teams.cend()) {
            entry.name = team->name;
            entry.coach = team->coach;
            entry.color = team->color;
        }
        m_entries << entry;
    }
    for (qsizetype i = 1; i < m_entries.size(); ++i) {
        if (m_entries.at(i).row.rank == m_entries.at(i - 1).row.rank)
            m_entries[i].sharedRank = m_entries[i - 1].sharedRank = true;
    }
    endResetModel();
}

const StandingsRow *StandingsModel::row(int row) const
{
    return row >= 0 && row < m_entries.size() ? &m_entries.at(row).row : nullptr;
}

int StandingsModel::rowOfTeam(qint64 teamId) const
{
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).row.teamId == teamId)
            return row;
    }
    return -1;
}

int StandingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int StandingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int StandingsModel::value(const StandingsRow &row, int column)
{
    switch (column) {
    case RankColumn:
        return row.rank;
    case PlayedColumn:
        return row.played;
    case WinsColumn:
        return row.wins;
    case DrawsColumn:
        return row.draws;
    case LossesColumn:
        return row.losses;
    case TouchdownsForColumn:
        return row.touchdownsFor;
    case TouchdownsAgainstColumn:
        return row.touchdownsAgainst;
    case TouchdownDifferenceColumn:
        return row.touchdownDifference();
    case CasualtiesForColumn:
        return row.casualtiesFor;
    case CasualtiesAgainstColumn:
        return row.casualtiesAgainst;
    case CasualtyDifferenceColumn:
        return row.casualtyDifference();
    case PointsColumn:
        return row.points;
    }
    return 0;
}

QVariant StandingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        if (column == TeamColumn)
            return entry.name;
        if (column == RankColumn && entry.sharedRank)
            //: A rank shared with another team still level after every tie-breaker: "2=".
            return tr("%1=").arg(entry.row.rank);
        if (column == TouchdownDifferenceColumn || column == CasualtyDifferenceColumn)
            return LeagueText::signedNumber(value(entry.row, column));
        return QString::number(value(entry.row, column));
    case ValueRole:
        return column == TeamColumn ? QVariant(entry.name) : QVariant(value(entry.row, column));
    case Qt::DecorationRole:
        if (column == TeamColumn && QColor::isValidColorName(entry.color))
            return QColor::fromString(entry.color);
        break;
    case Qt::FontRole:
        if (column == PointsColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        break;
    case Qt::TextAlignmentRole:
        return column == TeamColumn ? QVariant() : centredAlignment();
    case Qt::ToolTipRole:
        if (column == TeamColumn && !entry.coach.isEmpty())
            return tr("%1 · Coach: %2").arg(entry.name, entry.coach);
        if (column == RankColumn && entry.sharedRank)
            return tr("Level with another team after every tie-breaker");
        break;
    case TeamIdRole:
        return entry.row.teamId;
    }
    return {};
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        //: Column header: rank in the league table.
        case RankColumn:
            return tr("#");
        case TeamColumn:
            return tr("Team");
        //: Column header: matches played (keep it short).
        case PlayedColumn:
            return tr("P");
        //: Column header: wins (keep it short).
        case WinsColumn:
            return tr("W");
        //: Column header: draws (keep it short).
        case DrawsColumn:
            return tr("D");
        //: Column header: losses (keep it short).
        case LossesColumn:
            return tr("L");
        //: Column header: touchdowns scored.
        case TouchdownsForColumn:
            return tr("TD+");
        //: Column header: touchdowns conceded.
        case TouchdownsAgainstColumn:
            return tr("TD−");
        //: Column header: touchdown difference.
        case TouchdownDifferenceColumn:
            return tr("TD±");
        //: Column header: casualties inflicted.
        case CasualtiesForColumn:
            return tr("CAS+");
        //: Column header: casualties suffered.
        case CasualtiesAgainstColumn:
            return tr("CAS−");
        //: Column header: casualty difference.
        case CasualtyDifferenceColumn:
            return tr("CAS±");
        //: Column header: league points.
        case PointsColumn:
            return tr("Pts");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case RankColumn:
            return tr("Rank");
        case PlayedColumn:
            return tr("Matches played");
        case WinsColumn:
            return tr("Wins");
        case DrawsColumn:
            return tr("Draws");
        case LossesColumn:
            return tr("Losses");
        case TouchdownsForColumn:
            return tr("Touchdowns scored");
        case TouchdownsAgainstColumn:
            return tr("Touchdowns conceded");
        case TouchdownDifferenceColumn:
            return tr("Touchdown difference");
        case CasualtiesForColumn:
            return tr("Casualties inflicted");
        case CasualtiesAgainstColumn:
            return tr("Casualties suffered");
        case CasualtyDifferenceColumn:
            return tr("Casualty difference");
        case PointsColumn:
            return tr("League points");
        }
    } else if (role == Qt::TextAlignmentRole) {
        return section == TeamColumn ? QVariant((Qt::AlignLeft | Qt::AlignVCenter).toInt())
                                     : centredAlignment();
    }
    return {};
}

} // namespace dugout
