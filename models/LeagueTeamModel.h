#pragma once

#include "core/team/TeamTotals.h"

#include <QAbstractTableModel>
#include <QList>

#include <memory>

namespace dugout {

class Ruleset;

// The teams of a league in joining order: name (with the team's colour), roster, coach, team
// value and treasury — what a commissioner checks before scheduling.
class LeagueTeamModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        RosterColumn,
        CoachColumn,
        TeamValueColumn,
        TreasuryColumn,
        ColumnCount
    };
    enum Role { TeamIdRole = Qt::UserRole, ValueRole };

    explicit LeagueTeamModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent = nullptr);

    // `countFanFactor` false for a free fan factor league (fan factor never counts in TV).
    void setTeams(const QList<TeamTotals> &teams, bool countFanFactor);
    qint64 teamId(int row) const;
    int rowOfTeam(qint64 teamId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Entry
    {
        qint64 id = 0;
        QString name;
        QString roster;
        QString coach;
        QString color;
        qint64 teamValue = 0;
        qint64 treasury = 0;
    };

    std::shared_ptr<const Ruleset> m_ruleset;
    QList<Entry> m_entries;
};

} // namespace dugout
