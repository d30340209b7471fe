#include "TournamentStore.h"

#include "InsertedId.h"

#include "Database.h"
#include "StoreFailure.h"
#include "Transaction.h"
#include "core/InputLimits.h"
#include "core/tournament/RoundPairing.h"
#include "core/tournament/TournamentChecks.h"
#include "core/tournament/TournamentJson.h"

#include <QJsonDocument>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// 0 binds as SQL NULL: the bye has no opponent.
QVariant idOrNull(qint64 id)
{
    return id > 0 ? QVariant(id) : QVariant(QMetaType::fromType<qint64>());
}

// A null QString binds as SQL NULL; the text columns hold '' for "none".
QString text(const QString &value)
{
    return value.isNull() ? u""_s : value;
}

QString timeText(const QDateTime &time)
{
    return time.isValid() ? time.toString(Qt::ISODate) : u""_s;
}

} // namespace

std::optional<QList<TournamentOverview>> TournamentStore::overviews(QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT t.id, t.name, t.start_date, "
                  "(SELECT count(*) FROM tournament_entrant e WHERE e.tournament_id = t.id), "
                  "(SELECT coalesce(max(round), 0) FROM tournament_game g "
                  "WHERE g.tournament_id = t.id) "
                  "FROM tournament t ORDER BY t.start_date DESC, t.name"_s);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    QList<TournamentOverview> list;
    while (query.next())
        list.append({query.value(0).toLongLong(), query.value(1).toString(),
                     QDate::fromString(query.value(2).toString(), Qt::ISODate),
                     query.value(3).toInt(), query.value(4).toInt()});
    return list;
}

std::optional<Tournament> TournamentStore::load(qint64 tournamentId, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT name, organiser, venue, start_date, rules_json FROM tournament "
                  "WHERE id = ?"_s);
    query.addBindValue(tournamentId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    if (!query.next()) {
        StoreFailure::fail(error, tr("There is no tournament %1.").arg(tournamentId));
        return std::nullopt;
    }
    Tournament t;
    t.id = tournamentId;
    t.name = query.value(0).toString();
    t.organiser = query.value(1).toString();
    t.venue = query.value(2).toString();
    t.startDate = QDate::fromString(query.value(3).toString(), Qt::ISODate);
    QString rulesError;
    const std::optional<TournamentRules> rules = TournamentJson::rulesFromJson(
        QJsonDocument::fromJson(query.value(4).toString().toUtf8()).object(), &rulesError);
    if (!rules) {
        StoreFailure::fail(
            error,
            tr("The rules of tournament %1 are damaged: %2").arg(tournamentId).arg(rulesError));
        return std::nullopt;
    }
    t.rules = *rules;

    QSqlQuery entrants(m_database.connection());
    entrants.prepare(u"SELECT id, coach, naf_number, nation, club, team_name, roster_id, active, "
                     "first_round FROM tournament_entrant WHERE tournament_id = ? ORDER BY id"_s);
    entrants.addBindValue(tournamentId);
    if (!entrants.exec()) {
        StoreFailure::readFailed(error, entrants);
        return std::nullopt;
    }
    while (entrants.next())
        t.entrants.append({entrants.value(0).toLongLong(), entrants.value(1).toString(),
                           entrants.value(2).toString(), entrants.value(3).toString(),
                           entrants.value(4).toString(), entrants.value(5).toString(),
                           entrants.value(6).toString(), entrants.value(7).toInt() != 0,
                           entrants.value(8).toInt()});

    QSqlQuery games(m_database.connection());
    games.prepare(u"SELECT round, table_number, home_id, away_id, played, home_td, away_td, "
                  "home_cas, away_cas, starts_at, went_through FROM tournament_game "
                  "WHERE tournament_id = ? "
                  "ORDER BY round, table_number"_s);
    games.addBindValue(tournamentId);
    if (!games.exec()) {
        StoreFailure::readFailed(error, games);
        return std::nullopt;
    }
    while (games.next()) {
        TournamentGame g;
        g.round = games.value(0).toInt();
        g.table = games.value(1).toInt();
        g.homeId = games.value(2).toLongLong();
        g.awayId = games.value(3).isNull() ? 0 : games.value(3).toLongLong();
        g.played = games.value(4).toInt() != 0;
        g.homeTouchdowns = games.value(5).toInt();
        g.awayTouchdowns = games.value(6).toInt();
        g.homeCasualties = games.value(7).toInt();
        g.awayCasualties = games.value(8).toInt();
        g.startsAt = QDateTime::fromString(games.value(9).toString(), Qt::ISODate);
        g.wentThroughId = games.value(10).isNull() ? 0 : games.value(10).toLongLong();
        t.games.append(g);
    }
    return t;
}

qint64 TournamentStore::create(const Tournament &tournament, QString *error)
{
    if (RuleCheck name = InputLimits::checkName(tournament.name, tr("The tournament's name"));
        !name) {
        StoreFailure::fail(error, name.reason);
        return 0;
    }
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return 0;
    QSqlQuery insert(m_database.connection());
    insert.prepare(u"INSERT INTO tournament (name, organiser, venue, start_date, rules_json) "
                   "VALUES (?, ?, ?, ?, ?) RETURNING id"_s);
    insert.addBindValue(tournament.name.trimmed());
    insert.addBindValue(text(tournament.organiser));
    insert.addBindValue(text(tournament.venue));
    insert.addBindValue(tournament.startDate.isValid() ? tournament.startDate.toString(Qt::ISODate)
                                                       : u""_s);
    insert.addBindValue(
        QString::fromUtf8(QJsonDocument(TournamentJson::rulesToJson(tournament.rules))
                              .toJson(QJsonDocument::Compact)));
    if (!insert.exec()) {
        StoreFailure::writeFailed(error, insert);
        return 0;
    }
    // RETURNING, not lastInsertId(): a league server's identity columns (InsertedId.h).
    const qint64 id = insertedId(insert);
    QList<Entrant> entrants = tournament.entrants;
    if (!entrants.isEmpty() && !registerEntrants(id, entrants, error))
        return 0;
    if (!transaction.commit())
        return 0;
    return id;
}

bool TournamentStore::remove(qint64 tournamentId, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    QSqlQuery del(m_database.connection());
    del.prepare(u"DELETE FROM tournament WHERE id = ?"_s);
    del.addBindValue(tournamentId);
    if (!del.exec())
        return StoreFailure::writeFailed(error, del);
    if (del.numRowsAffected() == 0)
        return StoreFailure::fail(error, tr("There is no tournament %1.").arg(tournamentId));
    return transaction.commit();
}

bool TournamentStore::registerEntrants(qint64 tournamentId, QList<Entrant> &entrants,
                                       QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    std::optional<Tournament> t = load(tournamentId, error);
    if (!t)
        return false;
    const int firstRound = t->roundsPaired() + 1;
    QSqlQuery insert(m_database.connection());
    insert.prepare(u"INSERT INTO tournament_entrant (tournament_id, coach, naf_number, nation, "
                   "club, team_name, roster_id, active, first_round) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?) RETURNING id"_s);
    for (Entrant &e : entrants) {
        e.id = 0;
        e.coach = e.coach.trimmed();
        e.active = true;
        e.firstRound = firstRound;
        if (RuleCheck check = TournamentChecks::canRegister(*t, e, m_rules); !check)
            return StoreFailure::fail(error, check.reason);
        for (const QVariant &value :
             {QVariant(tournamentId), QVariant(e.coach), QVariant(text(e.nafNumber)),
              QVariant(text(e.nation)), QVariant(text(e.club)), QVariant(text(e.teamName)),
              QVariant(e.rosterId), QVariant(firstRound)})
            insert.addBindValue(value);
        if (!insert.exec())
            return StoreFailure::writeFailed(error, insert);
        e.id = insertedId(insert);
        t->entrants.append(e);
    }
    return transaction.commit();
}

bool TournamentStore::setActive(qint64 tournamentId, qint64 entrantId, bool active, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    const std::optional<Tournament> t = load(tournamentId, error);
    if (!t)
        return false;
    if (RuleCheck check = TournamentChecks::canSetActive(*t, entrantId, active); !check)
        return StoreFailure::fail(error, check.reason);
    QSqlQuery update(m_database.connection());
    update.prepare(
        u"UPDATE tournament_entrant SET active = ? WHERE id = ? AND tournament_id = ?"_s);
    update.addBindValue(active ? 1 : 0);
    update.addBindValue(entrantId);
    update.addBindValue(tournamentId);
    if (!update.exec())
        return StoreFailure::writeFailed(error, update);
    return transaction.commit();
}

bool TournamentStore::insertGames(qint64 tournamentId, const QList<TournamentGame> &games,
                                  QString *error)
{
    QSqlQuery insert(m_database.connection());
    insert.prepare(u"INSERT INTO tournament_game (tournament_id, round, table_number, home_id, "
                   "away_id, played, starts_at) VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    for (const TournamentGame &g : games) {
        insert.addBindValue(tournamentId);
        insert.addBindValue(g.round);
        insert.addBindValue(g.table);
        insert.addBindValue(g.homeId);
        insert.addBindValue(idOrNull(g.awayId));
        insert.addBindValue(g.played ? 1 : 0);
        insert.addBindValue(timeText(g.startsAt));
        if (!insert.exec())
            return StoreFailure::writeFailed(error, insert);
    }
    return true;
}

bool TournamentStore::pairNextRound(qint64 tournamentId, const QDateTime &startsAt,
                                    SwissPairingOutcome *outcome, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    const std::optional<Tournament> t = load(tournamentId, error);
    if (!t)
        return false;
    SwissPairing::Result result = RoundPairing::pairNextRound(*t);
    if (!result.paired)
        return StoreFailure::fail(error, result.problem);
    for (TournamentGame &g : result.games)
        g.startsAt = startsAt;
    if (!insertGames(tournamentId, result.games, error) || !transaction.commit())
        return false;
    if (outcome) {
        outcome->round = t->roundsPaired() + 1;
        outcome->games = result.games;
        outcome->cost = result.cost;
        outcome->rematches = result.rematches;
    }
    return true;
}

bool TournamentStore::recordResult(qint64 tournamentId, int round, int table, int homeTouchdowns,
                                   int awayTouchdowns, int homeCasualties, int awayCasualties,
                                   qint64 wentThroughId, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    const std::optional<Tournament> t = load(tournamentId, error);
    if (!t)
        return false;
    if (RuleCheck check =
            TournamentChecks::canRecordResult(*t, round, table, homeTouchdowns, awayTouchdowns,
                                              homeCasualties, awayCasualties, wentThroughId);
        !check)
        return StoreFailure::fail(error, check.reason);
    QSqlQuery update(m_database.connection());
    update.prepare(u"UPDATE tournament_game SET played = 1, home_td = ?, away_td = ?, "
                   "home_cas = ?, away_cas = ?, went_through = ?, record_json = NULL "
                   "WHERE tournament_id = ? AND round = ? AND table_number = ?"_s);
    for (const QVariant &value :
         {QVariant(homeTouchdowns), QVariant(awayTouchdowns), QVariant(homeCasualties),
          QVariant(awayCasualties), idOrNull(wentThroughId), QVariant(tournamentId),
          QVariant(round), QVariant(table)})
        update.addBindValue(value);
    if (!update.exec())
        return StoreFailure::writeFailed(error, update);
    return transaction.commit();
}

bool TournamentStore::unpairLastRound(qint64 tournamentId, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    const std::optional<Tournament> t = load(tournamentId, error);
    if (!t)
        return false;
    const int round = t->roundsPaired();
    if (round == 0)
        return StoreFailure::fail(error, tr("No round has been paired yet."));
    for (const TournamentGame &g : t->gamesOfRound(round)) {
        if (g.played && !g.isBye())
            return StoreFailure::fail(
                error,
                tr("Round %1 already has results: it can no longer be paired again.").arg(round));
    }
    QSqlQuery del(m_database.connection());
    del.prepare(u"DELETE FROM tournament_game WHERE tournament_id = ? AND round = ?"_s);
    del.addBindValue(tournamentId);
    del.addBindValue(round);
    if (!del.exec())
        return StoreFailure::writeFailed(error, del);
    return transaction.commit();
}

} // namespace dugout
