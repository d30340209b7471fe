#pragma once

#include "core/league/Leaders.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace dugout {

// A short ranking for the league's statistics: the leading players of one statistic (player,
// team, count), or the most valuable teams (team, coach, team value). Equal values share a rank.
class LeadersModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { RankColumn, NameColumn, DetailColumn, ValueColumn, ColumnCount };
    enum Role { TeamIdRole = Qt::UserRole, PlayerIdRole, ValueRole };

    explicit LeadersModel(QObject *parent = nullptr);

    void setLeaders(LeaderStat stat, const QList<LeaderEntry> &leaders,
                    const QHash<qint64, TeamTotals> &teams);
    void setTeamValues(const QList<TeamValueEntry> &entries,
                       const QHash<qint64, TeamTotals> &teams);
    // "TD", "CAS"…: a statistic as a narrow column's header.
    static QString shortStatName(LeaderStat stat);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Entry
    {
        int rank = 0;
        qint64 teamId = 0;
        qint64 playerId = 0;
        QString name;
        QString detail;
        QString color;
        qint64 value = 0;
    };
    void rankEntries();

    bool m_teams = false;
    LeaderStat m_stat = LeaderStat::Touchdowns;
    QList<Entry> m_entries;
};

} // namespace dugout
