#pragma once

#include "core/team/Team.h"
#include "core/team/TeamTotals.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace dugout {

class Database;

// Reads and writes whole teams (players, gained skills, ledger) in the database. save()
// makes the stored team exactly equal to the one given, in one transaction, so an undo that
// restores an earlier copy of a team restores the database too.
class TeamStore
{
    Q_DECLARE_TR_FUNCTIONS(TeamStore)

public:
    struct Summary
    {
        qint64 id = 0;
        QString name;
        QString rosterId;
        QString coach;
        Team::Phase phase = Team::Phase::Creation;
    };

    explicit TeamStore(Database &database) : m_database(database) {}
    Database &database() const { return m_database; }

    // Reads follow StoreFailure: a read that fails answers empty (or nullopt) with the reason
    // in `error`, which is cleared when the read succeeds, so an empty list with an empty
    // error means "no team", never "could not tell".
    QList<Summary> list(QString *error = nullptr) const;
    // Every team with what its list row needs (team value, readiness) in one query, by name:
    // a database of hundreds of teams lists them without loading one whole.
    QList<TeamTotals> totals(QString *error = nullptr) const;
    // One team's totals, after an edit; nullopt when there is no such team (error empty) or
    // it could not be read (error says why).
    std::optional<TeamTotals> totals(qint64 teamId, QString *error = nullptr) const;
    // Several teams' totals in one query (the two teams of a confirmed result), by name;
    // a team that does not exist is left out.
    QList<TeamTotals> totals(const QList<qint64> &teamIds, QString *error = nullptr) const;
    std::optional<Team> load(qint64 teamId, QString *error = nullptr) const;
    // Whether the team plays in a league with the free fan factor option (Team::freeFanFactor);
    // false with the reason in `error` when it cannot be read.
    bool inFreeFanFactorLeague(qint64 teamId, QString *error = nullptr) const;
    // Inserts or updates; gives ids to the team, its new players and new ledger entries.
    bool save(Team &team, QString *error = nullptr);
    // The stored team's version (migration 8): one more each time anything writes the team.
    // nullopt when there is no such team (error empty) or it cannot be read (error says why).
    std::optional<int> version(qint64 teamId, QString *error = nullptr) const;
    // save() for a copy read at `*version`: refused when the team was written since (a result
    // confirmed meanwhile, another window, another client of a league server), so nobody's
    // change is silently overwritten (issue 21). On success `*version` is the new version;
    // a new team (id 0) ignores it.
    bool saveIfUnchanged(Team &team, int *version, QString *error = nullptr);
    // Within the caller's transaction, holds the teams' rows until it ends, so that on a
    // league server two clients writing the same team (two results confirmed together) take
    // turns, the second reading what the first wrote. A file's transaction already holds the
    // whole database.
    bool lock(const QList<qint64> &teamIds, QString *error = nullptr);
    // What save() does, inside a transaction the caller holds (another store writing a team
    // with its own rows). Begins and commits nothing: on false the caller rolls back. The
    // ids are written into `team` only when everything succeeded, but a later rollback by
    // the caller takes them back out of the database, so keep a copy until it commits.
    bool write(Team &team, QString *error = nullptr);
    // Deletes the team; a team that is not there is an error, not a silent success.
    bool remove(qint64 teamId, QString *error = nullptr);

private:
    QList<TeamTotals> readTotals(const QList<qint64> &teamIds, QString *error) const;
    qint64 coachId(const QString &name, QString *error);
    bool writeVersion(Team &team, int expectedVersion, int *newVersion, QString *error);
    bool refusedUpdate(const Team &team, int expectedVersion, QString *error) const;
    bool savePlayers(Team &team, QString *error);
    bool saveLedger(Team &team, QString *error);

    Database &m_database;
};

} // namespace dugout
