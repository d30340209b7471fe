#pragma once

#include "core/league/PostMatchResult.h"
#include "core/tournament/TournamentRosterFold.h"

#include <QCoreApplication>

#include <optional>

namespace dugout {

class Database;
class Dice;
class Ruleset;

// A result as the organiser enters it: the table's score and casualties, who went through a
// level knockout game, and in progression what each player did (none: the score alone, the
// MVP drawn).
struct TournamentResultEntry
{
    int round = 0;
    int table = 0;
    int homeTouchdowns = 0;
    int awayTouchdowns = 0;
    int homeCasualties = 0;
    int awayCasualties = 0;
    qint64 wentThroughId = 0;
    std::optional<MatchRecord> details;
};

// The coaches' rosters of an open tournament and progression between its rounds (issue 17.2):
// the roster each coach registered, and results entered through the players' steps of the
// post-match sequence (TournamentRosterFold). Every operation is one transaction; failures
// follow StoreFailure.
class TournamentRosterStore
{
    Q_DECLARE_TR_FUNCTIONS(TournamentRosterStore)

public:
    TournamentRosterStore(Database &database, const Ruleset &rules)
        : m_database(database), m_rules(rules)
    {
    }

    // The registered rosters, by entrant id (coaches without one are absent).
    std::optional<QHash<qint64, Team>> registered(qint64 tournamentId,
                                                  QString *error = nullptr) const;
    // The completed records of the games played in progression, by round and table.
    std::optional<QMap<TournamentGameKey, MatchRecord>> records(qint64 tournamentId,
                                                                QString *error = nullptr) const;
    // The rosters as they stand now (after every game's post-match steps).
    std::optional<TournamentRosterState> current(qint64 tournamentId,
                                                 QString *error = nullptr) const;

    // The rosters as they stood when the game at `round`, `table` began.
    std::optional<TournamentRosterState> before(qint64 tournamentId, int round, int table,
                                                QString *error = nullptr) const;

    // Gives a coach a roster, or replaces it, refused as TournamentRosterFold::canSetRoster
    // refuses (another race, over the team rules, a game already played).
    bool setRoster(qint64 tournamentId, qint64 entrantId, const Team &team,
                   QString *error = nullptr);
    // Registers coaches (TournamentStore::registerEntrants) with the rosters their list names
    // (`rosters[i]` for `entrants[i]`, nullopt for none), all in one transaction.
    bool registerWithRosters(qint64 tournamentId, QList<Entrant> &entrants,
                             const QList<std::optional<Team>> &rosters, QString *error = nullptr);
    // Enters or corrects a table's result (TournamentStore::recordResult). In progression, with
    // both coaches' rosters, the game goes through the post-match steps with `dice` rolling
    // what the details do not give, and the completed record is stored; a correction that a
    // later game no longer fits is refused. Details are refused where nothing would use them.
    // `sequence`, when given, receives the game's post-match result (empty log without one).
    bool recordResult(qint64 tournamentId, const TournamentResultEntry &entry, Dice &dice,
                      PostMatchResult *sequence = nullptr, QString *error = nullptr);

private:
    Database &m_database;
    const Ruleset &m_rules;
};

} // namespace dugout
