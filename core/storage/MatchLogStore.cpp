#include "MatchLogStore.h"

#include "Database.h"
#include "InsertedId.h"
#include "LeagueStore.h"
#include "SqliteCodes.h"
#include "StoreFailure.h"
#include "Transaction.h"
#include "core/league/PlayoffRules.h"
#include "core/log/Logging.h"
#include "core/match/MatchEventJson.h"
#include "core/match/MatchSetupJson.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// "What was not done: why", the why in words a coach can act on.
bool fail(QString *error, const QString &what, const QSqlError &sqlError)
{
    const int code = sqlite::primaryCode(sqlError);
    QString why;
    if (code == sqlite::Busy || code == sqlite::Locked)
        why =
            MatchLogStore::tr("the database is locked by another program; close it and try again");
    else if (code == sqlite::ReadOnly)
        why = MatchLogStore::tr("the database is read-only");
    else
        why =
            MatchLogStore::tr("the database refused it (%1)")
                .arg(sqlError.databaseText().isEmpty() ? sqlError.text() : sqlError.databaseText());
    return StoreFailure::fail(error, MatchLogStore::tr("%1: %2.").arg(what, why));
}

// 0 binds as SQL NULL: a link to nothing.
QVariant idOrNull(qint64 id)
{
    return id > 0 ? QVariant(id) : QVariant(QMetaType::fromType<qint64>());
}

QDateTime timeFrom(const QVariant &value)
{
    return QDateTime::fromString(value.toString(), Qt::ISODate);
}

} // namespace

QString MatchLogStore::statusText(TrackedMatchStatus status)
{
    switch (status) {
    case TrackedMatchStatus::InProgress:
        return tr("in progress");
    case TrackedMatchStatus::Finished:
        return tr("finished");
    case TrackedMatchStatus::Abandoned:
        return tr("abandoned");
    }
    return {};
}

std::optional<bool> MatchLogStore::exists(const QString &sql, qint64 id, QString *error) const
{
    if (id <= 0)
        return false;
    QSqlQuery query(m_database.connection());
    query.prepare(sql);
    query.addBindValue(id);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    return query.next();
}

qint64 MatchLogStore::create(const MatchSetup &setup, QString *error)
{
    const QString what = tr("The tracked match was not saved");
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return 0;
    const QString team = u"SELECT id FROM team WHERE id = ?"_s;
    const std::optional<bool> home = exists(team, setup.home.id, error);
    const std::optional<bool> away = home ? exists(team, setup.away.id, error) : std::nullopt;
    const std::optional<bool> fixture =
        away ? exists(u"SELECT id FROM fixture WHERE id = ?"_s, setup.fixtureId, error)
             : std::nullopt;
    if (!fixture)
        return 0;
    QSqlQuery insert(m_database.connection());
    insert.prepare(u"INSERT INTO tracked_match (home_team_id, away_team_id, fixture_id, "
                   u"exhibition, setup_json, status) "
                   "VALUES (?, ?, ?, ?, ?, 'in_progress') RETURNING id"_s);
    insert.addBindValue(idOrNull(*home ? setup.home.id : 0));
    insert.addBindValue(idOrNull(*away ? setup.away.id : 0));
    insert.addBindValue(idOrNull(*fixture ? setup.fixtureId : 0));
    insert.addBindValue(setup.exhibition ? 1 : 0);
    insert.addBindValue(QString::fromUtf8(
        QJsonDocument(MatchSetupJson::toJson(setup)).toJson(QJsonDocument::Compact)));
    if (!insert.exec()) {
        fail(error, what, insert.lastError());
        return 0;
    }
    const qint64 id = insertedId(insert);
    if (!transaction.commit())
        return 0;
    return id;
}

bool MatchLogStore::checkInProgress(qint64 matchId, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT status FROM tracked_match WHERE id = ?"_s);
    query.addBindValue(matchId);
    if (!query.exec())
        return StoreFailure::readFailed(error, query);
    if (!query.next())
        return StoreFailure::fail(error, tr("There is no tracked match %1.").arg(matchId));
    TrackedMatchStatus status = TrackedMatchStatus::InProgress;
    trackedMatchStatusFromKey(query.value(0).toString(), &status);
    if (status != TrackedMatchStatus::InProgress)
        return StoreFailure::fail(error, tr("Match %1 is %2: its log can no longer change.")
                                             .arg(matchId)
                                             .arg(statusText(status)));
    return true;
}

bool MatchLogStore::append(qint64 matchId, const MatchEvent &event, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen() || !checkInProgress(matchId, error))
        return false;
    QSqlQuery last(m_database.connection());
    last.prepare(u"SELECT coalesce(max(seq), 0) FROM match_event WHERE match_id = ?"_s);
    last.addBindValue(matchId);
    if (!last.exec())
        return fail(error, tr("The event was not saved"), last.lastError());
    if (!last.next())
        return StoreFailure::fail(
            error,
            tr("The event was not saved: the log of match %1 could not be read.").arg(matchId));
    const qint64 seq = last.value(0).toLongLong() + 1;
    QSqlQuery insert(m_database.connection());
    insert.prepare(u"INSERT INTO match_event (match_id, seq, event_json) VALUES (?, ?, ?)"_s);
    insert.addBindValue(matchId);
    insert.addBindValue(seq);
    insert.addBindValue(QString::fromUtf8(MatchEventJson::toLine(event)));
    if (!insert.exec())
        return fail(error, tr("Event %1 of match %2 was not saved").arg(seq).arg(matchId),
                    insert.lastError());
    return transaction.commit();
}

bool MatchLogStore::removeLast(qint64 matchId, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen() || !checkInProgress(matchId, error))
        return false;
    QSqlQuery remove(m_database.connection());
    remove.prepare(u"DELETE FROM match_event WHERE match_id = ? "
                   "AND seq = (SELECT max(seq) FROM match_event WHERE match_id = ?)"_s);
    remove.addBindValue(matchId);
    remove.addBindValue(matchId);
    if (!remove.exec())
        return fail(error, tr("The last event of match %1 was not removed").arg(matchId),
                    remove.lastError());
    if (remove.numRowsAffected() == 0)
        return StoreFailure::fail(error, tr("Match %1 has no event to undo.").arg(matchId));
    return transaction.commit();
}

std::optional<StoredTrackedMatch> MatchLogStore::load(qint64 matchId, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(
        u"SELECT created_at, setup_json, status, coalesce(result_match_id, 0) FROM tracked_match WHERE id = ?"_s);
    query.addBindValue(matchId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    if (!query.next()) {
        StoreFailure::fail(error, tr("There is no tracked match %1.").arg(matchId));
        return std::nullopt;
    }
    StoredTrackedMatch match;
    match.id = matchId;
    match.createdAt = timeFrom(query.value(0));
    match.resultMatchId = query.value(3).toLongLong();
    if (!trackedMatchStatusFromKey(query.value(2).toString(), &match.status)) {
        StoreFailure::fail(error, tr("Tracked match %1: unknown status \"%2\".")
                                      .arg(matchId)
                                      .arg(query.value(2).toString()));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument setupDocument =
        QJsonDocument::fromJson(query.value(1).toString().toUtf8(), &parseError);
    QString why = parseError.error == QJsonParseError::NoError && setupDocument.isObject()
                      ? QString()
                      : tr("not a JSON object (%1)").arg(parseError.errorString());
    std::optional<MatchSetup> setup;
    if (why.isEmpty())
        setup = MatchSetupJson::fromJson(setupDocument.object(), &why);
    if (!setup) {
        StoreFailure::fail(
            error, tr("Tracked match %1: its setup cannot be read: %2").arg(matchId).arg(why));
        return std::nullopt;
    }
    // A play-off match stored before the setup wrote "handicap_allowed" whenever it differs from
    // the stage's default: its league says whether it had handicap gold (l.3969–3971).
    if (!setupDocument.object().contains(u"handicap_allowed"_s) &&
        setup->stage != FixtureStage::Regular && setup->leagueId != 0) {
        if (const std::optional<League> league = LeagueStore(m_database).load(setup->leagueId))
            setup->handicapAllowed = PlayoffRules::handicapAllowed(setup->stage, league->options);
    }
    match.setup = *setup;

    QSqlQuery events(m_database.connection());
    events.setForwardOnly(true);
    events.prepare(u"SELECT seq, event_json FROM match_event WHERE match_id = ? ORDER BY seq"_s);
    events.addBindValue(matchId);
    if (!events.exec()) {
        StoreFailure::readFailed(error, events);
        return std::nullopt;
    }
    while (events.next()) {
        const qint64 seq = events.value(0).toLongLong();
        const qint64 expected = match.events.size() + 1;
        if (seq != expected) {
            StoreFailure::fail(error, tr("Tracked match %1: event %2 is missing from its log.")
                                          .arg(matchId)
                                          .arg(expected));
            return std::nullopt;
        }
        const std::optional<MatchEvent> event =
            MatchEventJson::fromLine(events.value(1).toString().toUtf8(), &why);
        if (!event) {
            StoreFailure::fail(error,
                               tr("Tracked match %1, event %2: %3").arg(matchId).arg(seq).arg(why));
            return std::nullopt;
        }
        match.events << *event;
    }
    if (error)
        error->clear();
    return match;
}

QList<TrackedMatchSummary> MatchLogStore::list(QString *error) const
{
    // The score is the touchdowns in the log; CASE keeps json_extract away from a damaged row.
    static const QString touchdowns =
        u"(SELECT count(*) FROM match_event e WHERE e.match_id = t.id AND e.event_json LIKE "
        u"'%\"touchdown\"%' "
        "AND CASE WHEN json_valid(e.event_json) THEN json_extract(e.event_json, '$.type') = "
        "'touchdown' "
        "AND json_extract(e.event_json, '$.side') = '%1' ELSE false END)"_s;
    static const QString teamName =
        u"CASE WHEN json_valid(t.setup_json) THEN json_extract(t.setup_json, '$.%1.name') END"_s;
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    query.prepare(
        u"SELECT t.id, t.created_at, "_s + teamName.arg(u"home"_s) + u", "_s +
        teamName.arg(u"away"_s) +
        u", t.status, t.exhibition, coalesce(t.fixture_id, 0), coalesce(t.result_match_id, 0), "
        "(SELECT count(*) FROM match_event e WHERE e.match_id = t.id), "_s +
        touchdowns.arg(u"home"_s) + u", "_s + touchdowns.arg(u"away"_s) +
        u" FROM tracked_match t ORDER BY t.id DESC"_s);
    QList<TrackedMatchSummary> matches;
    if (!query.exec()) {
        qCWarning(lcStorage) << "cannot list the tracked matches:" << query.lastError().text();
        StoreFailure::readFailed(error, query);
        return matches;
    }
    if (error)
        error->clear();
    while (query.next()) {
        TrackedMatchSummary summary;
        summary.id = query.value(0).toLongLong();
        summary.createdAt = timeFrom(query.value(1));
        summary.homeName = query.value(2).toString();
        summary.awayName = query.value(3).toString();
        trackedMatchStatusFromKey(query.value(4).toString(), &summary.status);
        summary.exhibition = query.value(5).toBool();
        summary.fixtureId = query.value(6).toLongLong();
        summary.resultMatchId = query.value(7).toLongLong();
        summary.eventCount = query.value(8).toInt();
        summary.homeScore = query.value(9).toInt();
        summary.awayScore = query.value(10).toInt();
        matches << summary;
    }
    return matches;
}

int MatchLogStore::eventCount(qint64 matchId, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT count(*) FROM match_event WHERE match_id = ?"_s);
    query.addBindValue(matchId);
    if (!query.exec() || !query.next()) {
        StoreFailure::readFailed(error, query);
        return -1;
    }
    if (error)
        error->clear();
    return query.value(0).toInt();
}

bool MatchLogStore::setStatus(qint64 matchId, TrackedMatchStatus status, qint64 resultMatchId,
                              QString *error)
{
    QSqlQuery update(m_database.connection());
    update.prepare(u"UPDATE tracked_match SET status = ?, result_match_id = ? WHERE id = ?"_s);
    update.addBindValue(trackedMatchStatusKey(status));
    update.addBindValue(idOrNull(resultMatchId));
    update.addBindValue(matchId);
    if (!update.exec())
        return fail(error, tr("The status of match %1 was not saved").arg(matchId),
                    update.lastError());
    if (update.numRowsAffected() == 0)
        return StoreFailure::fail(error, tr("There is no tracked match %1.").arg(matchId));
    return true;
}

bool MatchLogStore::remove(qint64 matchId, QString *error)
{
    QSqlQuery remove(m_database.connection());
    remove.prepare(u"DELETE FROM tracked_match WHERE id = ?"_s);
    remove.addBindValue(matchId);
    if (!remove.exec())
        return fail(error, tr("Match %1 was not deleted").arg(matchId), remove.lastError());
    if (remove.numRowsAffected() == 0)
        return StoreFailure::fail(error, tr("There is no tracked match %1.").arg(matchId));
    return true;
}

} // namespace dugout
