#pragma once

#include "core/tournament/Tournament.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>

#include <optional>

namespace dugout {

class Database;
class Ruleset;

// One tournament's line in the list.
struct TournamentOverview
{
    qint64 id = 0;
    QString name;
    QDate startDate;
    int entrants = 0;
    int rounds = 0;
};

// What pairNextRound did: the round's games, the pairing's cost, and how many rematches.
struct SwissPairingOutcome
{
    int round = 0;
    QList<TournamentGame> games;
    qint64 cost = 0;
    int rematches = 0;
};

// Open tournaments: their entrants, the rounds paired and the results. Every operation is one
// transaction (a savepoint inside a command's), and refuses what core/tournament refuses
// (TournamentChecks, SwissPairing), with its reason.
//
// One way to fail (StoreFailure): every read and write that can fail takes `QString *error` and
// answers false, 0 or nullopt with the reason put there.
class TournamentStore
{
    Q_DECLARE_TR_FUNCTIONS(TournamentStore)

public:
    TournamentStore(Database &database, const Ruleset &rules) : m_database(database), m_rules(rules)
    {
    }

    std::optional<QList<TournamentOverview>> overviews(QString *error = nullptr) const;
    // nullopt with the reason when there is no such tournament or the read failed.
    std::optional<Tournament> load(qint64 tournamentId, QString *error = nullptr) const;
    // The new tournament's id (with its entrants, if it has any), or 0.
    qint64 create(const Tournament &tournament, QString *error = nullptr);
    bool remove(qint64 tournamentId, QString *error = nullptr);

    // Registers coaches; a coach registered after round N has been paired joins at round N + 1
    // (a late arrival). All or none: one refused coach refuses the list. Fills in their ids.
    bool registerEntrants(qint64 tournamentId, QList<Entrant> &entrants, QString *error = nullptr);
    // A drop-out (false) is no longer paired; true brings the coach back.
    bool setActive(qint64 tournamentId, qint64 entrantId, bool active, QString *error = nullptr);

    // Pairs the next round exactly (SwissPairing) and stores it, starting at `startsAt`. On a
    // refusal nothing is stored and `result` says why.
    bool pairNextRound(qint64 tournamentId, const QDateTime &startsAt, SwissPairingOutcome *outcome,
                       QString *error = nullptr);
    // Enters or corrects a table's result.
    bool recordResult(qint64 tournamentId, int round, int table, int homeTouchdowns,
                      int awayTouchdowns, int homeCasualties, int awayCasualties,
                      QString *error = nullptr)
    {
        return recordResult(tournamentId, round, table, homeTouchdowns, awayTouchdowns,
                            homeCasualties, awayCasualties, 0, error);
    }
    // The same, naming who went through a level knockout game (0: nobody, the score decides).
    // A progression record the game had is dropped (TournamentRosterStore::recordResult enters
    // a result with its post-match steps).
    bool recordResult(qint64 tournamentId, int round, int table, int homeTouchdowns,
                      int awayTouchdowns, int homeCasualties, int awayCasualties,
                      qint64 wentThroughId, QString *error = nullptr);
    // Takes the last round back, to pair it again; refused once one of its results is entered.
    bool unpairLastRound(qint64 tournamentId, QString *error = nullptr);

private:
    bool insertGames(qint64 tournamentId, const QList<TournamentGame> &games, QString *error);

    Database &m_database;
    const Ruleset &m_rules;
};

} // namespace dugout
