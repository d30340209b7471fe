#include "BloodyBallStore.h"

#include "Database.h"
#include "InsertedId.h"
#include "StoreFailure.h"
#include "Transaction.h"
#include "core/bloodyball/BloodyGame.h"
#include "core/bloodyball/BloodyGameFile.h"

#include <QCryptographicHash>
#include <QSqlQuery>

#include <functional>

using namespace Qt::StringLiterals;

namespace dugout {

using namespace bloodyball;

namespace {

// True when `sql`, given `value`, finds no row. A store asks before it inserts, so a second
// copy is refused in words (`refusal`, given the found row's first column) rather than with
// the unique index's message.
bool noneStored(QSqlQuery &query, const QString &sql, const QVariant &value,
                const std::function<QString(const QVariant &found)> &refusal, QString *error)
{
    query.prepare(sql);
    query.addBindValue(value);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return false;
    }
    if (query.next()) {
        StoreFailure::fail(error, refusal(query.value(0)));
        return false;
    }
    return true;
}

} // namespace

std::optional<QList<BloodyTeam>> BloodyBallStore::teams(QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT t.id, t.name, t.colour, t.champion, t.source_team_id, p.slot, p.name, "
                  "p.figure FROM bloody_team t LEFT JOIN bloody_player p ON p.team_id = t.id "
                  "ORDER BY lower(t.name), t.id, p.slot"_s);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    QList<BloodyTeam> list;
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        if (list.isEmpty() || list.constLast().id != id) {
            BloodyTeam t;
            t.id = id;
            t.team.name = query.value(1).toString();
            t.team.colour = query.value(2).toString();
            t.team.champion = query.value(3).toInt();
            t.sourceTeamId = query.value(4).isNull() ? 0 : query.value(4).toLongLong();
            list << t;
        }
        if (query.value(5).isNull())
            continue;
        list.last().team.players << query.value(6).toString();
        list.last().figures << query.value(7).toString();
    }
    if (error)
        error->clear();
    return list;
}

qint64 BloodyBallStore::addTeam(const BloodyTeam &team, QString *error)
{
    if (RuleCheck ok = BloodyTeam::check(team); !ok) {
        StoreFailure::fail(error, ok.reason);
        return 0;
    }
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return 0;
    QSqlQuery query(m_database.connection());
    if (!noneStored(
            query, u"SELECT name FROM bloody_team WHERE lower(name) = lower(?)"_s,
            team.team.name.trimmed(),
            [](const QVariant &name) {
                return tr("There is already a Bloody Ball team called %1.").arg(name.toString());
            },
            error))
        return 0;
    query.prepare(u"INSERT INTO bloody_team (name, colour, champion, source_team_id) "
                  "VALUES (?, ?, ?, ?) RETURNING id"_s);
    query.addBindValue(team.team.name.trimmed());
    query.addBindValue(team.team.colour.isNull() ? u""_s : team.team.colour);
    query.addBindValue(team.team.champion);
    query.addBindValue(team.sourceTeamId > 0 ? QVariant(team.sourceTeamId)
                                             : QVariant(QMetaType::fromType<qint64>()));
    if (!query.exec()) {
        StoreFailure::writeFailed(error, query);
        return 0;
    }
    const qint64 id = insertedId(query);
    for (int slot = 0; slot < team.team.players.size(); ++slot) {
        query.prepare(u"INSERT INTO bloody_player (team_id, slot, name, figure) "
                      "VALUES (?, ?, ?, ?)"_s);
        query.addBindValue(id);
        query.addBindValue(slot);
        query.addBindValue(team.team.players.at(slot).trimmed());
        query.addBindValue(slot < team.figures.size() ? team.figures.at(slot).trimmed() : u""_s);
        if (!query.exec()) {
            StoreFailure::writeFailed(error, query);
            return 0;
        }
    }
    if (!transaction.commit())
        return 0;
    return id;
}

qint64 BloodyBallStore::recordGame(const Game &game, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return 0;
    const std::optional<QList<BloodyTeam>> stored = teams(error);
    if (!stored)
        return 0;
    const std::optional<BloodyResult> result = BloodyLeagueTable::resultOf(game, *stored, error);
    if (!result)
        return 0;
    const QByteArray file = GameFile::toBytes(game.setup(), game.events());
    const QString digest =
        QString::fromLatin1(QCryptographicHash::hash(file, QCryptographicHash::Sha256).toHex());
    QSqlQuery query(m_database.connection());
    if (!noneStored(
            query, u"SELECT id FROM bloody_game WHERE digest = ?"_s, digest,
            [](const QVariant &id) {
                return tr("This game's result is already kept (game %1).").arg(id.toLongLong());
            },
            error))
        return 0;
    query.prepare(u"INSERT INTO bloody_game (home_id, away_id, home_td, away_td, played_at, "
                  "game_file, digest) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id"_s);
    query.addBindValue(result->teamIds[0]);
    query.addBindValue(result->teamIds[1]);
    query.addBindValue(result->touchdowns[0]);
    query.addBindValue(result->touchdowns[1]);
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    query.addBindValue(QString::fromUtf8(file));
    query.addBindValue(digest);
    if (!query.exec()) {
        StoreFailure::writeFailed(error, query);
        return 0;
    }
    const qint64 id = insertedId(query);
    if (!transaction.commit())
        return 0;
    return id;
}

std::optional<QList<BloodyResult>> BloodyBallStore::results(QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT id, home_id, away_id, home_td, away_td, played_at FROM bloody_game "
                  "ORDER BY id"_s);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    QList<BloodyResult> list;
    while (query.next()) {
        BloodyResult r;
        r.id = query.value(0).toLongLong();
        r.teamIds = {query.value(1).toLongLong(), query.value(2).toLongLong()};
        r.touchdowns = {query.value(3).toInt(), query.value(4).toInt()};
        r.playedAt = QDateTime::fromString(query.value(5).toString(), Qt::ISODate);
        list << r;
    }
    if (error)
        error->clear();
    return list;
}

std::optional<QList<BloodyStanding>> BloodyBallStore::table(QString *error) const
{
    const std::optional<QList<BloodyTeam>> t = teams(error);
    if (!t)
        return std::nullopt;
    const std::optional<QList<BloodyResult>> r = results(error);
    if (!r)
        return std::nullopt;
    return BloodyLeagueTable::compute(*t, *r);
}

} // namespace dugout
