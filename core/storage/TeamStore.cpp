#include "TeamStore.h"

#include "Database.h"
#include "InsertedId.h"
#include "ServerRoles.h"
#include "SqlEngine.h"
#include "StoreFailure.h"
#include "Transaction.h"
#include "TrophyQuery.h"
#include "core/team/TeamKeys.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <optional>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

LedgerEntry::Kind kindFromKey(const QString &key)
{
    LedgerEntry::Kind kind = LedgerEntry::Kind::Adjustment;
    ledgerKindFromKey(key, &kind);
    return kind;
}

// A null QString binds as SQL NULL; text columns want an empty string instead.
QString text(const QString &value)
{
    return value.isNull() ? u""_s : value;
}

// A write the database refused: its own reason (StoreFailure, the stores' one way to fail).
bool fail(QString *error, const QSqlQuery &query)
{
    return StoreFailure::writeFailed(error, query);
}

// A read that succeeded clears the reason of an earlier failure the caller may still hold.
void readOk(QString *error)
{
    if (error)
        error->clear();
}

// Player columns in one place, for SELECT, INSERT and UPDATE alike.
const QStringList PlayerColumns = {
    u"number"_s,  u"name"_s,           u"position_id"_s,       u"status"_s,         u"journeyman"_s,
    u"ma_gain"_s, u"st_gain"_s,        u"ag_gain"_s,           u"av_gain"_s,        u"ma_loss"_s,
    u"st_loss"_s, u"ag_loss"_s,        u"av_loss"_s,           u"miss_next_game"_s, u"niggling"_s,
    u"spp"_s,     u"completions"_s,    u"touchdowns"_s,        u"interceptions"_s,  u"casualties"_s,
    u"mvps"_s,    u"matches_played"_s, u"advancements_taken"_s};

// Flags are written as 0 and 1: a league server's INTEGER column takes no boolean.
QVariantList playerValues(const Player &p)
{
    return {p.number,
            p.name,
            p.positionId,
            playerStatusKey(p.status),
            int(p.journeyman),
            p.maGain,
            p.stGain,
            p.agGain,
            p.avGain,
            p.maLoss,
            p.stLoss,
            p.agLoss,
            p.avLoss,
            int(p.missNextGame),
            p.niggling,
            p.spp,
            p.completions,
            p.touchdowns,
            p.interceptions,
            p.casualties,
            p.mvps,
            p.matchesPlayed,
            p.advancementsTaken};
}

Player playerFrom(const QSqlQuery &q)
{
    // Column 0 is the id; the rest follow PlayerColumns.
    Player p;
    int c = 0;
    p.id = q.value(c++).toLongLong();
    p.number = q.value(c++).toInt();
    p.name = q.value(c++).toString();
    p.positionId = q.value(c++).toString();
    playerStatusFromKey(q.value(c++).toString(), &p.status);
    p.journeyman = q.value(c++).toBool();
    for (int *field :
         {&p.maGain, &p.stGain, &p.agGain, &p.avGain, &p.maLoss, &p.stLoss, &p.agLoss, &p.avLoss})
        *field = q.value(c++).toInt();
    p.missNextGame = q.value(c++).toBool();
    for (int *field : {&p.niggling, &p.spp, &p.completions, &p.touchdowns, &p.interceptions,
                       &p.casualties, &p.mvps, &p.matchesPlayed, &p.advancementsTaken})
        *field = q.value(c++).toInt();
    return p;
}

} // namespace

QList<TeamStore::Summary> TeamStore::list(QString *error) const
{
    QList<Summary> teams;
    QSqlQuery query(m_database.connection());
    if (!query.exec(
            u"SELECT team.id, team.name, team.roster_id, coalesce(coach.name, ''), team.phase "
            "FROM team LEFT JOIN coach ON coach.id = team.coach_id ORDER BY lower(team.name), team.id"_s)) {
        StoreFailure::readFailed(error, query);
        return teams;
    }
    readOk(error);
    while (query.next()) {
        teams << Summary{query.value(0).toLongLong(), query.value(1).toString(),
                         query.value(2).toString(), query.value(3).toString(),
                         query.value(4).toString() == u"active"_s ? Team::Phase::Active
                                                                  : Team::Phase::Creation};
    }
    return teams;
}

QList<TeamTotals> TeamStore::totals(QString *error) const
{
    return readTotals({}, error);
}

std::optional<TeamTotals> TeamStore::totals(qint64 teamId, QString *error) const
{
    const QList<TeamTotals> one = totals(QList<qint64>{teamId}, error);
    return one.isEmpty() ? std::nullopt : std::optional<TeamTotals>(one.first());
}

QList<TeamTotals> TeamStore::totals(const QList<qint64> &teamIds, QString *error) const
{
    QList<qint64> ids;
    for (qint64 id : teamIds) {
        if (id > 0 && !ids.contains(id))
            ids << id;
    }
    if (ids.isEmpty()) {
        readOk(error);
        return {};
    }
    return readTotals(ids, error);
}

QList<TeamTotals> TeamStore::readTotals(const QList<qint64> &teamIds, QString *error) const
{
    // No id: every team. The ids are numbers, so joining them into the statement is safe.
    QStringList ids;
    for (qint64 id : teamIds)
        ids << QString::number(id);
    // One statement whatever the number of teams: players, skills and ledger are summed per
    // team by SQLite; the prices stay in the ruleset, applied by TeamRules. "Available" is
    // Player::isAvailable (active and not missing the next game); positions are ASCII ids
    // without commas, so a comma-separated list carries one entry per player.
    QSqlQuery query(m_database.connection());
    query.prepare(
        u"SELECT team.id, team.name, team.roster_id, coalesce(coach.name, ''), team.color, "
        u"team.phase, "
        "team.budget, team.rerolls, team.fan_factor, team.assistant_coaches, team.cheerleaders, "
        "team.apothecary, "
        "CASE WHEN json_valid(league.options) THEN coalesce(json_extract(league.options, "
        "'$.free_fan_factor'), '0') "
        "ELSE '0' END, "
        "coalesce(ledger.balance, 0), coalesce(players.active, ''), coalesce(players.available, "
        "''), "
        "coalesce(players.ma, 0), coalesce(players.st, 0), coalesce(players.ag, 0), "
        "coalesce(players.av, 0), "
        "coalesce(skills.singles, 0), coalesce(skills.doubles, 0) "
        "FROM team LEFT JOIN coach ON coach.id = team.coach_id "
        "LEFT JOIN league_team ON league_team.team_id = team.id "
        "LEFT JOIN league ON league.id = league_team.league_id "
        "LEFT JOIN (SELECT team_id, sum(amount) AS balance FROM ledger_entry GROUP BY team_id) AS "
        "ledger "
        "  ON ledger.team_id = team.id "
        "LEFT JOIN (SELECT team_id, "
        "    group_concat(CASE WHEN status = 'active' THEN position_id END) AS active, "
        "    group_concat(CASE WHEN status = 'active' AND miss_next_game = 0 THEN position_id END) "
        "AS available, "
        "    sum(CASE WHEN status = 'active' AND miss_next_game = 0 THEN ma_gain ELSE 0 END) AS "
        "ma, "
        "    sum(CASE WHEN status = 'active' AND miss_next_game = 0 THEN st_gain ELSE 0 END) AS "
        "st, "
        "    sum(CASE WHEN status = 'active' AND miss_next_game = 0 THEN ag_gain ELSE 0 END) AS "
        "ag, "
        "    sum(CASE WHEN status = 'active' AND miss_next_game = 0 THEN av_gain ELSE 0 END) AS av "
        "  FROM player GROUP BY team_id) AS players ON players.team_id = team.id "
        "LEFT JOIN (SELECT player.team_id, "
        "    sum(CASE WHEN player_skill.on_double = 0 THEN 1 ELSE 0 END) AS singles, "
        "    sum(CASE WHEN player_skill.on_double != 0 THEN 1 ELSE 0 END) AS doubles "
        "  FROM player_skill JOIN player ON player.id = player_skill.player_id "
        "  WHERE player.status = 'active' AND player.miss_next_game = 0 GROUP BY player.team_id) "
        "AS skills "
        "  ON skills.team_id = team.id "
        "%1 ORDER BY lower(team.name), team.id"_s.arg(
            ids.isEmpty() ? QString() : u"WHERE team.id IN (%1)"_s.arg(ids.join(u','))));
    QList<TeamTotals> teams;
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return teams;
    }
    readOk(error);
    const auto positions = [](const QVariant &value) {
        const QString list = value.toString();
        return list.isEmpty() ? QStringList() : list.split(u',');
    };
    while (query.next()) {
        TeamTotals team;
        team.id = query.value(0).toLongLong();
        team.name = query.value(1).toString();
        team.rosterId = query.value(2).toString();
        team.coach = query.value(3).toString();
        team.color = query.value(4).toString();
        team.phase =
            query.value(5).toString() == u"active"_s ? Team::Phase::Active : Team::Phase::Creation;
        team.budget = query.value(6).toLongLong();
        team.rerolls = query.value(7).toInt();
        team.fanFactor = query.value(8).toInt();
        team.assistantCoaches = query.value(9).toInt();
        team.cheerleaders = query.value(10).toInt();
        team.apothecary = query.value(11).toBool();
        team.freeFanFactor = query.value(12).toInt() != 0;
        team.ledgerBalance = query.value(13).toLongLong();
        team.activePositions = positions(query.value(14));
        team.availablePositions = positions(query.value(15));
        team.maGains = query.value(16).toInt();
        team.stGains = query.value(17).toInt();
        team.agGains = query.value(18).toInt();
        team.avGains = query.value(19).toInt();
        team.skills = query.value(20).toInt();
        team.doubleSkills = query.value(21).toInt();
        teams << team;
    }
    // Trophies are read from the finals played, once for every team listed.
    QString trophyError;
    const QList<TrophyHolder> holders = TrophyQuery(m_database).holders(0, &trophyError);
    if (!trophyError.isEmpty()) {
        StoreFailure::fail(error, trophyError);
        return {};
    }
    for (TeamTotals &team : teams)
        team.trophies = MajorTrophies::heldBy(holders, team.id);
    return teams;
}

bool TeamStore::inFreeFanFactorLeague(qint64 teamId, QString *error) const
{
    // The league's options are JSON (LeagueKeys); CASE keeps json_extract away from a damaged row.
    QSqlQuery query(m_database.connection());
    query.prepare(
        u"SELECT CASE WHEN json_valid(league.options) THEN coalesce(json_extract(league.options, "
        u"'$.free_fan_factor'), '0') "
        "ELSE '0' END FROM league_team JOIN league ON league.id = league_team.league_id WHERE league_team.team_id = ?"_s);
    query.addBindValue(teamId);
    if (!query.exec())
        return StoreFailure::readFailed(error, query);
    readOk(error);
    return query.next() && query.value(0).toInt() != 0;
}

std::optional<Team> TeamStore::load(qint64 teamId, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT team.name, roster_id, coalesce(coach.name, ''), color, phase, budget, "
                  u"rerolls, fan_factor, "
                  "assistant_coaches, cheerleaders, apothecary FROM team LEFT JOIN coach ON "
                  "coach.id = team.coach_id "
                  "WHERE team.id = ?"_s);
    query.addBindValue(teamId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    if (!query.next()) {
        StoreFailure::fail(error, tr("There is no team with id %1.").arg(teamId));
        return std::nullopt;
    }
    Team team;
    team.id = teamId;
    team.name = query.value(0).toString();
    team.rosterId = query.value(1).toString();
    team.coach = query.value(2).toString();
    team.color = query.value(3).toString();
    team.phase =
        query.value(4).toString() == u"active"_s ? Team::Phase::Active : Team::Phase::Creation;
    team.budget = query.value(5).toLongLong();
    team.rerolls = query.value(6).toInt();
    team.fanFactor = query.value(7).toInt();
    team.assistantCoaches = query.value(8).toInt();
    team.cheerleaders = query.value(9).toInt();
    team.apothecary = query.value(10).toBool();
    QString leagueError;
    team.freeFanFactor = inFreeFanFactorLeague(teamId, &leagueError);
    if (leagueError.isEmpty())
        team.trophies =
            MajorTrophies::heldBy(TrophyQuery(m_database).holders(0, &leagueError), teamId);
    if (!leagueError.isEmpty()) {
        StoreFailure::fail(error, leagueError);
        return std::nullopt;
    }

    QSqlQuery players(m_database.connection());
    players.prepare(u"SELECT id, "_s + PlayerColumns.join(u", "_s) +
                    u" FROM player WHERE team_id = ? ORDER BY id"_s);
    players.addBindValue(teamId);
    if (!players.exec()) {
        StoreFailure::readFailed(error, players);
        return std::nullopt;
    }
    while (players.next())
        team.players << playerFrom(players);

    QSqlQuery skills(m_database.connection());
    skills.prepare(
        u"SELECT player_skill.player_id, skill_id, on_double FROM player_skill "
        "JOIN player ON player.id = player_skill.player_id WHERE player.team_id = ? ORDER BY ordinal"_s);
    skills.addBindValue(teamId);
    if (!skills.exec()) {
        StoreFailure::readFailed(error, skills);
        return std::nullopt;
    }
    while (skills.next()) {
        if (Player *player = team.playerById(skills.value(0).toLongLong()))
            player->gainedSkills << GainedSkill{skills.value(1).toString(),
                                                skills.value(2).toBool()};
    }

    QSqlQuery ledger(m_database.connection());
    ledger.prepare(
        u"SELECT id, amount, kind, detail, coalesce(match_id, 0), created_at FROM ledger_entry "
        "WHERE team_id = ? ORDER BY id"_s);
    ledger.addBindValue(teamId);
    if (!ledger.exec()) {
        StoreFailure::readFailed(error, ledger);
        return std::nullopt;
    }
    while (ledger.next()) {
        team.ledger << LedgerEntry{ledger.value(0).toLongLong(),
                                   ledger.value(1).toLongLong(),
                                   kindFromKey(ledger.value(2).toString()),
                                   ledger.value(3).toString(),
                                   ledger.value(4).toLongLong(),
                                   QDateTime::fromString(ledger.value(5).toString(), Qt::ISODate)};
    }
    readOk(error);
    return team;
}

qint64 TeamStore::coachId(const QString &name, QString *error)
{
    if (name.trimmed().isEmpty())
        return 0;
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT id FROM coach WHERE lower(name) = lower(?)"_s);
    query.addBindValue(name.trimmed());
    if (!query.exec())
        return StoreFailure::readFailed(error, query) ? 0 : -1;
    if (query.next())
        return query.value(0).toLongLong();
    query.prepare(u"INSERT INTO coach (name) VALUES (?) RETURNING id"_s);
    query.addBindValue(name.trimmed());
    if (!query.exec())
        return fail(error, query) ? 0 : -1;
    return insertedId(query);
}

bool TeamStore::save(Team &team, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    Team saved = team; // ids are written back only once everything is committed
    if (!write(saved, error) || !transaction.commit())
        return false;
    team = saved;
    return true;
}

bool TeamStore::saveIfUnchanged(Team &team, int *version, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    Team saved = team;
    int written = -1;
    if (!writeVersion(saved, team.id > 0 && version ? *version : -1, &written, error) ||
        !transaction.commit())
        return false;
    team = saved;
    if (version)
        *version = written;
    return true;
}

std::optional<int> TeamStore::version(qint64 teamId, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT version FROM team WHERE id = ?"_s);
    query.addBindValue(teamId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    readOk(error);
    if (!query.next())
        return std::nullopt;
    return query.value(0).toInt();
}

bool TeamStore::lock(const QList<qint64> &teamIds, QString *error)
{
    if (!engine::isServer(m_database.connection()) || teamIds.isEmpty())
        return true;
    QStringList ids;
    for (qint64 id : teamIds)
        ids << QString::number(id);
    // In id order, so that two clients locking the same two teams cannot deadlock.
    QSqlQuery query(m_database.connection());
    if (!query.exec(
            u"SELECT id FROM team WHERE id IN (%1) ORDER BY id FOR UPDATE"_s.arg(ids.join(u','))))
        return fail(error, query);
    return true;
}

// Why an update of a stored team reached no row: it was written since the copy was read, or
// a league server does not let this login change it. A team that is gone is neither: it comes
// back as it is (the redo of an undone removal), as before row versions.
bool TeamStore::refusedUpdate(const Team &team, int expectedVersion, QString *error) const
{
    QString why;
    const std::optional<int> stored = version(team.id, &why);
    if (!why.isEmpty())
        return StoreFailure::fail(error, why);
    if (!stored)
        return true;
    if (expectedVersion >= 0 && *stored != expectedVersion)
        return StoreFailure::fail(
            error, tr("%1 was changed elsewhere since you opened it (a confirmed result, another "
                      "window or another coach); your change was not saved. The team is shown "
                      "as it is now.")
                       .arg(team.name));
    return StoreFailure::fail(
        error, tr("The database refused the change: %1")
                   .arg(ServerRoles::refusal(engine::sqlstate::InsufficientPrivilege)));
}

bool TeamStore::write(Team &team, QString *error)
{
    return writeVersion(team, -1, nullptr, error);
}

bool TeamStore::writeVersion(Team &team, int expectedVersion, int *newVersion, QString *error)
{
    QSqlDatabase db = m_database.connection();
    Team saved = team; // a failure leaves the caller's team as it was
    const qint64 coach = coachId(saved.coach, error);
    QSqlQuery query(db);
    // Every write adds one to the version, whoever writes (migration 8).
    if (saved.id > 0) {
        query.prepare(
            u"UPDATE team SET name = ?, roster_id = ?, coach_id = ?, color = ?, phase = ?, budget "
            u"= ?, "
            "rerolls = ?, fan_factor = ?, assistant_coaches = ?, cheerleaders = ?, apothecary = ?, "
            "version = version + 1 WHERE id = ?"_s +
            (expectedVersion >= 0 ? u" AND version = ?"_s : QString()) + u" RETURNING version"_s);
    } else {
        query.prepare(
            u"INSERT INTO team (name, roster_id, coach_id, color, phase, budget, rerolls, "
            u"fan_factor, "
            "assistant_coaches, cheerleaders, apothecary) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "RETURNING id, version"_s);
    }
    for (const QVariant &value : QVariantList{
             saved.name, saved.rosterId, coach > 0 ? QVariant(coach) : QVariant(),
             text(saved.color), saved.phase == Team::Phase::Active ? u"active"_s : u"creation"_s,
             saved.budget, saved.rerolls, saved.fanFactor, saved.assistantCoaches,
             saved.cheerleaders, int(saved.apothecary)})
        query.addBindValue(value);
    if (saved.id > 0)
        query.addBindValue(saved.id);
    if (saved.id > 0 && expectedVersion >= 0)
        query.addBindValue(expectedVersion);
    if (coach < 0 || !query.exec()) {
        if (error && error->isEmpty())
            fail(error, query);
        return false;
    }
    const bool wasStored = saved.id > 0;
    if (!query.next()) {
        query.finish();
        if (!wasStored || !refusedUpdate(saved, expectedVersion, error))
            return wasStored ? false : fail(error, query);
    } else {
        if (!wasStored)
            saved.id = query.value(0).toLongLong();
        if (newVersion)
            *newVersion = query.value(wasStored ? 0 : 1).toInt();
        query.finish();
    }
    const bool ok = savePlayers(saved, error) && saveLedger(saved, error);
    if (!ok) {
        if (error && error->isEmpty())
            fail(error, query);
        return false;
    }
    team = saved;
    return true;
}

bool TeamStore::savePlayers(Team &team, QString *error)
{
    QSqlDatabase db = m_database.connection();
    // Each statement is prepared once for the whole team and bound again for every player:
    // preparing an UPDATE of the player table (its checks and foreign keys compiled each time)
    // cost more than running it, a team is saved after every match, and a big league's
    // generator spent most of its time here (issue 18).
    std::optional<QSqlQuery> update, insert, clearSkills, addSkill;
    const auto prepared = [&db](std::optional<QSqlQuery> &query, const QString &statement) {
        if (!query) {
            query.emplace(db);
            query->prepare(statement);
        }
        return &*query;
    };
    const QString insertStatement = u"INSERT INTO player (team_id, "_s +
                                    PlayerColumns.join(u", "_s) + u") VALUES (?"_s +
                                    u", ?"_s.repeated(PlayerColumns.size()) + u") RETURNING id"_s;
    const auto bindAll = [](QSqlQuery *query, const QVariantList &values, int from) {
        for (qsizetype i = 0; i < values.size(); ++i)
            query->bindValue(from + int(i), values.at(i));
        return from + int(values.size());
    };
    QStringList kept;
    for (Player &player : team.players) {
        const QVariantList values = playerValues(player);
        QSqlQuery *query = nullptr;
        if (player.id > 0) {
            query = prepared(update, u"UPDATE player SET "_s + PlayerColumns.join(u" = ?, "_s) +
                                         u" = ? WHERE id = ? AND team_id = ?"_s);
            const int next = bindAll(query, values, 0);
            query->bindValue(next, player.id);
            query->bindValue(next + 1, team.id);
        } else {
            query = prepared(insert, insertStatement);
            query->bindValue(0, team.id);
            bindAll(query, values, 1);
        }
        if (!query->exec())
            return fail(error, *query);
        if (player.id > 0 && query->numRowsAffected() == 0) {
            // The row is gone (an undo removed the hire, and this is its redo): the player
            // comes back as a new row, with a new id written back into the team.
            player.id = 0;
            query = prepared(insert, insertStatement);
            query->bindValue(0, team.id);
            bindAll(query, values, 1);
            if (!query->exec())
                return fail(error, *query);
        }
        if (player.id <= 0)
            player.id = insertedId(*query);
        kept << QString::number(player.id);

        QSqlQuery *skills =
            prepared(clearSkills, u"DELETE FROM player_skill WHERE player_id = ?"_s);
        skills->bindValue(0, player.id);
        if (!skills->exec())
            return fail(error, *skills);
        for (qsizetype i = 0; i < player.gainedSkills.size(); ++i) {
            QSqlQuery *skill = prepared(
                addSkill,
                u"INSERT INTO player_skill (player_id, ordinal, skill_id, on_double) VALUES (?, ?, ?, ?)"_s);
            skill->bindValue(0, player.id);
            skill->bindValue(1, int(i));
            skill->bindValue(2, player.gainedSkills.at(i).skillId);
            skill->bindValue(3, int(player.gainedSkills.at(i).onDouble));
            if (!skill->exec())
                return fail(error, *skill);
        }
    }
    // Players no longer in the team (an undone hire) leave the database too. The ids are
    // numbers this code produced, so joining them into the statement is safe.
    QSqlQuery removed(db);
    removed.prepare(u"DELETE FROM player WHERE team_id = ?"_s +
                    (kept.isEmpty() ? QString() : u" AND id NOT IN ("_s + kept.join(u',') + u')'));
    removed.addBindValue(team.id);
    return removed.exec() || fail(error, removed);
}

bool TeamStore::saveLedger(Team &team, QString *error)
{
    QSqlDatabase db = m_database.connection();
    // Entries the database holds for this team; one the team carries but the database lost
    // (an undo removed it, and this is its redo) is written again as a new entry.
    QSet<qint64> stored;
    QSqlQuery existing(db);
    existing.prepare(u"SELECT id FROM ledger_entry WHERE team_id = ?"_s);
    existing.addBindValue(team.id);
    if (!existing.exec())
        return fail(error, existing);
    while (existing.next())
        stored.insert(existing.value(0).toLongLong());
    QStringList kept;
    for (LedgerEntry &entry : team.ledger) {
        if (entry.id > 0 && !stored.contains(entry.id))
            entry.id = 0;
        if (entry.id > 0)
            kept << QString::number(entry.id);
    }
    // Undone entries go first, so the balance check sees the ledger as it will be.
    QSqlQuery removed(db);
    removed.prepare(u"DELETE FROM ledger_entry WHERE team_id = ?"_s +
                    (kept.isEmpty() ? QString() : u" AND id NOT IN ("_s + kept.join(u',') + u')'));
    removed.addBindValue(team.id);
    if (!removed.exec())
        return fail(error, removed);
    for (LedgerEntry &entry : team.ledger) {
        if (entry.id > 0)
            continue;
        QSqlQuery query(db);
        query.prepare(
            u"INSERT INTO ledger_entry (team_id, amount, kind, detail, match_id, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id"_s);
        query.addBindValue(team.id);
        query.addBindValue(entry.amount);
        query.addBindValue(ledgerKindKey(entry.kind));
        query.addBindValue(text(entry.detail));
        query.addBindValue(entry.matchId > 0 ? QVariant(entry.matchId) : QVariant());
        query.addBindValue(entry.time.toUTC().toString(Qt::ISODateWithMs));
        if (!query.exec())
            return fail(error, query);
        entry.id = insertedId(query);
    }
    return true;
}

bool TeamStore::remove(qint64 teamId, QString *error)
{
    QSqlQuery query(m_database.connection());
    // Confirmed league matches keep their teams (the schema restricts it); say why here
    // rather than pass on the database's "FOREIGN KEY constraint failed".
    query.prepare(
        u"SELECT team.name FROM team WHERE team.id = ? AND EXISTS "
        "(SELECT 1 FROM match WHERE match.home_team_id = team.id OR match.away_team_id = team.id)"_s);
    query.addBindValue(teamId);
    if (!query.exec())
        return StoreFailure::readFailed(error, query);
    if (query.next()) {
        return StoreFailure::fail(
            error, tr("%1 has played league matches and cannot be deleted: undo its matches first.")
                       .arg(query.value(0).toString()));
    }
    query.prepare(u"DELETE FROM team WHERE id = ?"_s);
    query.addBindValue(teamId);
    if (!query.exec())
        return fail(error, query);
    if (query.numRowsAffected() == 0)
        return StoreFailure::fail(error, tr("There is no team with id %1.").arg(teamId));
    return true;
}

} // namespace dugout
