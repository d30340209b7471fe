#include "TournamentRosterStore.h"

#include "Database.h"
#include "StoreFailure.h"
#include "TournamentStore.h"
#include "Transaction.h"
#include "core/league/MatchRecordJson.h"
#include "core/team/TeamFile.h"

#include <QJsonDocument>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

std::optional<QHash<qint64, Team>> TournamentRosterStore::registered(qint64 tournamentId,
                                                                     QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT r.entrant_id, e.coach, r.team_json FROM tournament_roster r "
                  "JOIN tournament_entrant e ON e.id = r.entrant_id "
                  "WHERE e.tournament_id = ?"_s);
    query.addBindValue(tournamentId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    QHash<qint64, Team> rosters;
    while (query.next()) {
        QStringList problems;
        std::optional<Team> team = TeamFile::fromBytes(
            query.value(2).toString().toUtf8(), TeamFile::Format::Dugout, m_rules, &problems);
        if (!team) {
            StoreFailure::fail(error, tr("The roster of %1 is damaged: %2")
                                          .arg(query.value(1).toString(), problems.join(u"; "_s)));
            return std::nullopt;
        }
        // A registered roster plays as it is: it is not being built any more.
        team->phase = Team::Phase::Active;
        rosters.insert(query.value(0).toLongLong(), *team);
    }
    return rosters;
}

std::optional<QMap<TournamentGameKey, MatchRecord>>
TournamentRosterStore::records(qint64 tournamentId, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT round, table_number, record_json FROM tournament_game "
                  "WHERE tournament_id = ? AND record_json IS NOT NULL"_s);
    query.addBindValue(tournamentId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    QMap<TournamentGameKey, MatchRecord> records;
    while (query.next()) {
        QStringList problems;
        const std::optional<MatchRecord> record =
            MatchRecordJson::fromBytes(query.value(2).toString().toUtf8(), m_rules, &problems);
        if (!record) {
            StoreFailure::fail(error, tr("The record of round %1, table %2 is damaged: %3")
                                          .arg(query.value(0).toInt())
                                          .arg(query.value(1).toInt())
                                          .arg(problems.join(u"; "_s)));
            return std::nullopt;
        }
        records.insert({query.value(0).toInt(), query.value(1).toInt()}, *record);
    }
    return records;
}

std::optional<TournamentRosterState> TournamentRosterStore::current(qint64 tournamentId,
                                                                    QString *error) const
{
    return before(tournamentId, 0, 0, error);
}

std::optional<TournamentRosterState> TournamentRosterStore::before(qint64 tournamentId, int round,
                                                                   int table, QString *error) const
{
    const std::optional<Tournament> tournament =
        TournamentStore(m_database, m_rules).load(tournamentId, error);
    if (!tournament)
        return std::nullopt;
    const std::optional<QHash<qint64, Team>> starting = registered(tournamentId, error);
    if (!starting)
        return std::nullopt;
    const std::optional<QMap<TournamentGameKey, MatchRecord>> stored = records(tournamentId, error);
    if (!stored)
        return std::nullopt;
    // Round 0 stands for "after every game".
    return TournamentRosterFold(m_rules).fold(
        *tournament, *starting, *stored,
        round > 0 ? std::optional<TournamentGameKey>(TournamentGameKey(round, table))
                  : std::nullopt);
}

bool TournamentRosterStore::setRoster(qint64 tournamentId, qint64 entrantId, const Team &team,
                                      QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    const std::optional<Tournament> tournament =
        TournamentStore(m_database, m_rules).load(tournamentId, error);
    if (!tournament)
        return false;
    if (const RuleCheck check =
            TournamentRosterFold(m_rules).canSetRoster(*tournament, entrantId, team);
        !check)
        return StoreFailure::fail(error, check.reason);
    Team stored = team;
    stored.phase = Team::Phase::Active;
    QSqlQuery del(m_database.connection());
    del.prepare(u"DELETE FROM tournament_roster WHERE entrant_id = ?"_s);
    del.addBindValue(entrantId);
    if (!del.exec())
        return StoreFailure::writeFailed(error, del);
    QSqlQuery insert(m_database.connection());
    insert.prepare(u"INSERT INTO tournament_roster (entrant_id, team_json) VALUES (?, ?)"_s);
    insert.addBindValue(entrantId);
    insert.addBindValue(QString::fromUtf8(TeamFile::bytes(stored, m_rules)));
    if (!insert.exec())
        return StoreFailure::writeFailed(error, insert);
    return transaction.commit();
}

bool TournamentRosterStore::registerWithRosters(qint64 tournamentId, QList<Entrant> &entrants,
                                                const QList<std::optional<Team>> &rosters,
                                                QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    if (!TournamentStore(m_database, m_rules).registerEntrants(tournamentId, entrants, error))
        return false;
    for (qsizetype i = 0; i < entrants.size() && i < rosters.size(); ++i) {
        if (rosters.at(i) && !setRoster(tournamentId, entrants.at(i).id, *rosters.at(i), error))
            return false;
    }
    return transaction.commit();
}

bool TournamentRosterStore::recordResult(qint64 tournamentId, const TournamentResultEntry &entry,
                                         Dice &dice, PostMatchResult *sequence, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    TournamentStore games(m_database, m_rules);
    // The score first, checked as every result is (and any earlier record dropped).
    if (!games.recordResult(tournamentId, entry.round, entry.table, entry.homeTouchdowns,
                            entry.awayTouchdowns, entry.homeCasualties, entry.awayCasualties,
                            entry.wentThroughId, error))
        return false;
    const std::optional<Tournament> tournament = games.load(tournamentId, error);
    const std::optional<QHash<qint64, Team>> starting =
        tournament ? registered(tournamentId, error) : std::nullopt;
    std::optional<QMap<TournamentGameKey, MatchRecord>> stored =
        starting ? records(tournamentId, error) : std::nullopt;
    if (!stored)
        return false;
    const TournamentGame *game = tournament->game(entry.round, entry.table);
    if (!game)
        return StoreFailure::fail(
            error, tr("There is no table %1 in round %2.").arg(entry.table).arg(entry.round));
    const RuleCheck progresses =
        TournamentRosterFold::canTakeDetails(*tournament, *starting, *game);
    if (!progresses) {
        if (entry.details)
            return StoreFailure::fail(error, progresses.reason);
        if (sequence)
            *sequence = PostMatchResult{};
        return transaction.commit();
    }
    // The rosters this game started with, then the game through the post-match steps.
    const TournamentRosterFold fold(m_rules);
    const TournamentGameKey key(entry.round, entry.table);
    const TournamentRosterState before = fold.fold(*tournament, *starting, *stored, key);
    if (!before.ok())
        return StoreFailure::fail(error, before.problem);
    const PostMatchResult result = fold.play(
        before.rosters.value(game->homeId), before.rosters.value(game->awayId),
        TournamentRosterFold::recordFor(*game, entry.details.value_or(MatchRecord{})), dice);
    if (!result.ok())
        return StoreFailure::fail(error, result.errors.join(u"\n"_s));
    // The later rounds must still fit the rosters this result makes (a correction); a result
    // after every game with a record has none to replay.
    stored->insert(key, result.record);
    if (stored->lastKey() != key) {
        if (const TournamentRosterState after = fold.fold(*tournament, *starting, *stored);
            !after.ok())
            return StoreFailure::fail(error, after.problem);
    }
    QSqlQuery update(m_database.connection());
    update.prepare(u"UPDATE tournament_game SET record_json = ? "
                   "WHERE tournament_id = ? AND round = ? AND table_number = ?"_s);
    update.addBindValue(QString::fromUtf8(
        QJsonDocument(MatchRecordJson::toJson(result.record)).toJson(QJsonDocument::Compact)));
    update.addBindValue(tournamentId);
    update.addBindValue(entry.round);
    update.addBindValue(entry.table);
    if (!update.exec())
        return StoreFailure::writeFailed(error, update);
    if (!transaction.commit())
        return false;
    if (sequence)
        *sequence = result;
    return true;
}

} // namespace dugout
