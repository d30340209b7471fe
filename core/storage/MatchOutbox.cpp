#include "MatchOutbox.h"

#include "Database.h"
#include "MatchLogStore.h"
#include "ServerAddress.h"
#include "StoreFailure.h"
#include "Transaction.h"
#include "core/log/Logging.h"

#include <QCryptographicHash>
#include <QDir>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QString ClientKey = u"outbox_client"_s;

QString reasonOf(const QSqlError &error)
{
    return error.databaseText().isEmpty() ? error.text() : error.databaseText().trimmed();
}

struct LoggedEvent
{
    int seq = 0;
    QString json;
    QString createdAt;
};

std::optional<QList<LoggedEvent>> eventsOf(const Database &database, qint64 matchId, QString *error)
{
    QSqlQuery query(database.connection());
    query.prepare(u"SELECT seq, event_json, created_at FROM match_event WHERE match_id = ? "
                  "ORDER BY seq"_s);
    query.addBindValue(matchId);
    if (!query.exec()) {
        *error = reasonOf(query.lastError());
        return std::nullopt;
    }
    QList<LoggedEvent> events;
    while (query.next())
        events.append(
            {query.value(0).toInt(), query.value(1).toString(), query.value(2).toString()});
    return events;
}

} // namespace

QString MatchOutbox::localFileFor(const QString &address)
{
    QString ignored;
    const std::optional<ServerAddress> parsed = ServerAddress::parse(address, &ignored);
    const QString canonical = parsed ? parsed->toString() : address;
    // One file per league and login, named so a person can tell which: the database and the
    // user, then a short hash of the whole address for two servers with the same names.
    const QString readable = parsed ? u"%1-%2"_s.arg(parsed->database, parsed->user) : u"league"_s;
    const QString hash = QString::fromLatin1(
        QCryptographicHash::hash(canonical.toUtf8(), QCryptographicHash::Sha256).toHex().left(10));
    QString name = readable + u'-' + hash;
    name.replace(QRegularExpression(u"[^A-Za-z0-9_.-]"_s), u"_"_s);
    const QString folder =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/matches-at-table"_s;
    QDir().mkpath(folder);
    return folder + u'/' + name + u".sqlite"_s;
}

QString MatchOutbox::origin(qint64 localId) const
{
    QSqlQuery query(m_local.connection());
    query.prepare(u"SELECT value FROM dugout_info WHERE key = ?"_s);
    query.addBindValue(ClientKey);
    QString client;
    if (query.exec() && query.next())
        client = query.value(0).toString();
    if (client.isEmpty()) {
        client = QUuid::createUuid().toString(QUuid::WithoutBraces);
        QSqlQuery insert(m_local.connection());
        insert.prepare(u"INSERT INTO dugout_info (key, value) VALUES (?, ?)"_s);
        insert.addBindValue(ClientKey);
        insert.addBindValue(client);
        if (!insert.exec())
            return {};
    }
    return u"%1:%2"_s.arg(client).arg(localId);
}

int MatchOutbox::pending(QString *error) const
{
    QSqlQuery query(m_local.connection());
    if (!query.exec(
            u"SELECT coalesce(sum(abs((SELECT count(*) FROM match_event e "
            "WHERE e.match_id = m.id) - coalesce(o.sent_events, 0)) + "
            "CASE WHEN o.sent_status IS NULL OR o.sent_status <> m.status THEN 1 ELSE 0 "
            "END), 0) FROM tracked_match m LEFT JOIN match_outbox o ON o.match_id = m.id"_s) ||
        !query.next()) {
        StoreFailure::readFailed(error, query);
        return -1;
    }
    return query.value(0).toInt();
}

qint64 MatchOutbox::serverMatchId(qint64 localId) const
{
    QSqlQuery query(m_local.connection());
    query.prepare(u"SELECT server_match_id FROM match_outbox WHERE match_id = ?"_s);
    query.addBindValue(localId);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

qint64 MatchOutbox::localMatchId(qint64 serverId) const
{
    QSqlQuery query(m_local.connection());
    query.prepare(u"SELECT match_id FROM match_outbox WHERE server_match_id = ?"_s);
    query.addBindValue(serverId);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

MatchOutbox::Delivery MatchOutbox::deliver(Database &server)
{
    Delivery delivery;
    // Every match the notes do not show whole on the server: never sent, or changed since.
    QSqlQuery query(m_local.connection());
    if (!query.exec(u"SELECT m.id FROM tracked_match m LEFT JOIN match_outbox o "
                    "ON o.match_id = m.id WHERE o.match_id IS NULL OR o.sent_status <> m.status "
                    "OR o.sent_events <> (SELECT count(*) FROM match_event e "
                    "WHERE e.match_id = m.id) ORDER BY m.id"_s)) {
        delivery.error = tr("Cannot read the matches kept on this computer: %1")
                             .arg(reasonOf(query.lastError()));
        return delivery;
    }
    QList<qint64> waiting;
    while (query.next())
        waiting << query.value(0).toLongLong();
    query.finish();
    for (const qint64 id : std::as_const(waiting)) {
        if (!deliverOne(server, id, &delivery.error))
            return delivery;
        ++delivery.matches;
    }
    delivery.ok = true;
    return delivery;
}

bool MatchOutbox::deliverOne(Database &server, qint64 localId, QString *error)
{
    const QString from = origin(localId);
    if (from.isEmpty())
        return StoreFailure::fail(error, tr("Cannot write to the file of matches kept on this "
                                            "computer."));
    QString why;
    const std::optional<StoredTrackedMatch> match = MatchLogStore(m_local).load(localId, &why);
    const auto local = match ? eventsOf(m_local, localId, &why) : std::nullopt;
    if (!local)
        return StoreFailure::fail(
            error, tr("Cannot read match %1 kept on this computer: %2").arg(localId).arg(why));
    const QString status = trackedMatchStatusKey(match->status);
    const auto failed = [&](const QString &reason) {
        return StoreFailure::fail(
            error, tr("The league server did not take match %1: %2").arg(localId).arg(reason));
    };

    qint64 serverId = 0;
    {
        Transaction transaction(server.connection(), &why);
        if (!transaction.isOpen())
            return failed(why);
        QSqlQuery query(server.connection());
        // The row is locked while its log is brought in step: two laptops never send one
        // match, but one laptop may try again before its last try's answer came back.
        query.prepare(server.isServer() ? u"SELECT id, coalesce(result_match_id, 0) FROM "
                                          "tracked_match WHERE origin = ? FOR UPDATE"_s
                                        : u"SELECT id, coalesce(result_match_id, 0) FROM "
                                          "tracked_match WHERE origin = ?"_s);
        query.addBindValue(from);
        if (!query.exec())
            return failed(reasonOf(query.lastError()));
        qint64 result = 0;
        if (query.next()) {
            serverId = query.value(0).toLongLong();
            result = query.value(1).toLongLong();
        }
        query.finish();

        if (serverId == 0) {
            serverId = MatchLogStore(server).create(match->setup, &why);
            if (serverId <= 0)
                return failed(why);
            query.prepare(u"UPDATE tracked_match SET origin = ? WHERE id = ?"_s);
            query.addBindValue(from);
            query.addBindValue(serverId);
            if (!query.exec())
                return failed(reasonOf(query.lastError()));
        }
        const auto held = eventsOf(server, serverId, &why);
        if (!held)
            return failed(why);
        // The events both logs share stay; from the first difference on, the laptop's log is
        // the match.
        qsizetype same = 0;
        while (same < held->size() && same < local->size() &&
               held->at(same).seq == local->at(same).seq &&
               held->at(same).json == local->at(same).json)
            ++same;
        // A result confirmed in the league came from the log the server holds: a later change
        // on the laptop would no longer match it, so it is not sent.
        if (result > 0 && (same < held->size() || same < local->size()))
            return failed(tr("its result is confirmed in the league; undo the result there "
                             "first"));
        if (same < held->size()) {
            query.prepare(u"DELETE FROM match_event WHERE match_id = ? AND seq > ?"_s);
            query.addBindValue(serverId);
            query.addBindValue(same == 0 ? 0 : held->at(same - 1).seq);
            if (!query.exec())
                return failed(reasonOf(query.lastError()));
        }
        QSqlQuery insert(server.connection());
        insert.prepare(u"INSERT INTO match_event (match_id, seq, event_json, created_at) "
                       "VALUES (?, ?, ?, ?)"_s);
        for (qsizetype i = same; i < local->size(); ++i) {
            insert.bindValue(0, serverId);
            insert.bindValue(1, local->at(i).seq);
            insert.bindValue(2, local->at(i).json);
            insert.bindValue(3, local->at(i).createdAt);
            if (!insert.exec())
                return failed(reasonOf(insert.lastError()));
        }
        query.prepare(u"UPDATE tracked_match SET status = ? WHERE id = ? AND status <> ? "
                      "AND result_match_id IS NULL"_s);
        query.addBindValue(status);
        query.addBindValue(serverId);
        query.addBindValue(status);
        if (!query.exec())
            return failed(reasonOf(query.lastError()));
        if (!transaction.commit())
            return failed(why);
    }
    // The note: if it is lost, the next delivery finds the server's log already whole.
    QSqlQuery note(m_local.connection());
    note.prepare(
        u"INSERT INTO match_outbox (match_id, sent_events, sent_status, "
        "server_match_id, sent_at) VALUES (?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now')) "
        "ON CONFLICT (match_id) DO UPDATE SET sent_events = excluded.sent_events, "
        "sent_status = excluded.sent_status, server_match_id = "
        "excluded.server_match_id, sent_at = excluded.sent_at"_s);
    note.addBindValue(localId);
    note.addBindValue(local->size());
    note.addBindValue(status);
    note.addBindValue(serverId);
    if (!note.exec())
        qCWarning(lcStorage) << "outbox note not written:" << note.lastError().text();
    qCInfo(lcStorage) << "sent tracked match" << localId << "to the server as" << serverId << "("
                      << local->size() << "events," << status << ")";
    return true;
}

} // namespace dugout
