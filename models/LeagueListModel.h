#pragma once

#include "core/league/LeagueOverview.h"

#include <QAbstractTableModel>
#include <QList>

namespace dugout {

class LeagueStore;

// The leagues of the open database: name, commissioner, number of teams and of matches played.
// Read from one query (LeagueStore::overviews); an edit to one league updates its row only.
class LeagueListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, CommissionerColumn, TeamsColumn, PlayedColumn, ColumnCount };
    enum Role {
        LeagueIdRole = Qt::UserRole,
        SortRole,   // numbers as numbers, else the text shown
        FilterRole, // name and commissioner, folded (foldForSearch): what a filter box matches
    };

    using QAbstractTableModel::QAbstractTableModel;

    // Reads every league again; no store (no database) empties the list.
    // False with the store's reason when the leagues could not be read (the list is then empty).
    bool reload(const LeagueStore *store, QString *error = nullptr);
    // Brings one league's row up to date, adding it when new, removing it when gone.
    void updateLeague(const LeagueStore &store, qint64 leagueId);

    qint64 leagueId(int row) const;
    int rowOfLeague(qint64 leagueId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<LeagueOverview> m_leagues;
};

} // namespace dugout
