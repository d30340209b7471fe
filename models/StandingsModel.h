#pragma once

#include "core/league/Standings.h"
#include "core/team/TeamTotals.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace dugout {

// A league table: the rows Standings::compute gives, best first, with the teams' names and
// colours. Differences read with their sign; points are bold.
class StandingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        RankColumn,
        TeamColumn,
        PlayedColumn,
        WinsColumn,
        DrawsColumn,
        LossesColumn,
        TouchdownsForColumn,
        TouchdownsAgainstColumn,
        TouchdownDifferenceColumn,
        CasualtiesForColumn,
        CasualtiesAgainstColumn,
        CasualtyDifferenceColumn,
        PointsColumn,
        ColumnCount
    };
    enum Role { TeamIdRole = Qt::UserRole, ValueRole };

    explicit StandingsModel(QObject *parent = nullptr);

    // `teams` gives names, coaches and colours; a team missing from it shows as "#id".
    void setStandings(const QList<StandingsRow> &rows, const QHash<qint64, TeamTotals> &teams);
    const StandingsRow *row(int row) const;
    int rowOfTeam(qint64 teamId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Entry
    {
        StandingsRow row;
        QString name;
        QString coach;
        QString color;
        bool sharedRank = false; // level with the row above or below after every tie-breaker
    };
    static int value(const StandingsRow &row, int column);

    QList<Entry> m_entries;
};

} // namespace dugout
