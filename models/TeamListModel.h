#pragma once

#include "core/team/Team.h"
#include "core/team/TeamTotals.h"

#include <QAbstractTableModel>
#include <QList>

#include <memory>

namespace dugout {

class Ruleset;
class TeamStore;

// The teams of the open database, by name: roster, coach, team value and where each stands
// (being built, ready to confirm, confirmed). The decoration of the name is the team's colour.
// Read from one summary query (TeamStore::totals), never team by team: a database may hold
// hundreds of teams. An edit updates its own row only.
class TeamListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        RosterColumn,
        CoachColumn,
        TeamValueColumn,
        StatusColumn,
        ColumnCount
    };
    enum Role {
        TeamIdRole = Qt::UserRole,
        SortRole,   // what a column sorts by: team value as a number, else the text shown
        FilterRole, // name, roster and coach, folded (foldForSearch): what a filter box matches
    };

    explicit TeamListModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent = nullptr);

    // Reads every team again; no store (no database) empties the list.
    // False with the reason in `error` when the teams could not be read (the list is then empty).
    bool reload(const TeamStore *store, QString *error = nullptr);
    // Brings one team's row up to date after an edit, adding it when new.
    void updateTeam(const Team &team);
    void updateTeam(const TeamTotals &team);
    void removeTeam(qint64 teamId);

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
        QString rosterId;
        QString coach;
        QString color;
        Team::Phase phase = Team::Phase::Creation;
        qint64 teamValue = 0;
        int players = 0;
        QString notReady; // why the team cannot be confirmed or play yet; empty when it can
    };
    Entry entryFor(const TeamTotals &team) const;
    QString status(const Entry &entry) const;

    std::shared_ptr<const Ruleset> m_ruleset;
    QList<Entry> m_entries;
};

} // namespace dugout
