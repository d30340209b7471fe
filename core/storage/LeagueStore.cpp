// Leagues and their teams. Seasons and fixtures are in LeagueStoreSeasons.cpp, confirmed results
// in LeagueStoreMatches.cpp, what Edit → Undo takes back in LeagueStoreUndo.cpp.
#include "LeagueStore.h"

#include "Database.h"
#include "InsertedId.h"
#include "StoreFailure.h"
#include "TeamStore.h"
#include "Transaction.h"
#include "core/league/FreeFanFactor.h"
#include "core/league/LeagueKeys.h"
#include "core/league/LeagueRules.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString optionsText(const LeagueOptions &options)
{
    return QString::fromUtf8(
        QJsonDocument(leagueOptionsToJson(options)).toJson(QJsonDocument::Compact));
}

// One row of counts or names for a rule; refused with the database's reason when unreadable.
RuleCheck unreadable(const QSqlQuery &query)
{
    QString why;
    StoreFailure::readFailed(&why, query);
    return RuleCheck::refused(why);
}

} // namespace

std::optional<QList<qint64>> LeagueStore::ids(const QSqlDatabase &db, const QString &sql,
                                              const QVariant &bound, QString *error)
{
    QList<qint64> found;
    QSqlQuery query(db);
    query.prepare(sql);
    query.addBindValue(bound);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    while (query.next())
        found << query.value(0).toLongLong();
    return found;
}

bool LeagueStore::removeChecked(const QString &deleteRow, qint64 id,
                                const std::function<RuleCheck()> &check, const QString &missing,
                                QString *error)
{
    QSqlDatabase db = m_database.connection();
    Transaction transaction(db, error);
    if (!transaction.isOpen())
        return false;
    if (const RuleCheck allowed = check(); !allowed)
        return StoreFailure::fail(error, allowed.reason);
    QSqlQuery query(db);
    query.prepare(deleteRow);
    query.addBindValue(id);
    if (!query.exec())
        return StoreFailure::writeFailed(error, query);
    if (query.numRowsAffected() != 1)
        return StoreFailure::fail(error, missing);
    return transaction.commit();
}

QString LeagueStore::teamName(const QSqlDatabase &db, qint64 teamId)
{
    QSqlQuery query(db);
    query.prepare(u"SELECT name FROM team WHERE id = ?"_s);
    query.addBindValue(teamId);
    return query.exec() && query.next() ? query.value(0).toString() : tr("team %1").arg(teamId);
}

QList<League> LeagueStore::leagues(QString *error) const
{
    QList<League> list;
    const std::optional<QList<qint64>> leagueIds =
        ids(m_database.connection(),
            u"SELECT id FROM league WHERE id > ? ORDER BY lower(name), id"_s, 0, error);
    if (!leagueIds)
        return {};
    for (qint64 leagueId : *leagueIds) {
        std::optional<League> league = load(leagueId, error);
        if (!league)
            return {};
        list << *league;
    }
    return list;
}

QList<LeagueOverview> LeagueStore::overviews(QString *error) const
{
    return readOverviews(0, error);
}

std::optional<LeagueOverview> LeagueStore::overview(qint64 leagueId, QString *error) const
{
    const QList<LeagueOverview> one =
        leagueId > 0 ? readOverviews(leagueId, error) : QList<LeagueOverview>();
    return one.isEmpty() ? std::nullopt : std::optional<LeagueOverview>(one.first());
}

QList<LeagueOverview> LeagueStore::readOverviews(qint64 leagueId, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(
        u"SELECT league.id, league.name, league.commissioner, "
        "(SELECT count(*) FROM league_team WHERE league_team.league_id = league.id), "
        "(SELECT count(*) FROM match WHERE match.league_id = league.id) "
        "FROM league WHERE ? = 0 OR league.id = ? ORDER BY lower(league.name), league.id"_s);
    query.addBindValue(leagueId);
    query.addBindValue(leagueId);
    QList<LeagueOverview> list;
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return list;
    }
    while (query.next()) {
        list << LeagueOverview{query.value(0).toLongLong(), query.value(1).toString(),
                               query.value(2).toString(), query.value(3).toInt(),
                               query.value(4).toInt()};
    }
    return list;
}

std::optional<League> LeagueStore::load(qint64 leagueId, QString *error, LoadOutcome *outcome) const
{
    LoadOutcome ignored;
    LoadOutcome &found = outcome ? *outcome : ignored;
    found = LoadOutcome::ReadFailed;
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT name, commissioner, options FROM league WHERE id = ?"_s);
    query.addBindValue(leagueId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    if (!query.next()) {
        found = LoadOutcome::NoSuchLeague;
        StoreFailure::fail(error, tr("There is no league with id %1.").arg(leagueId));
        return std::nullopt;
    }
    League league;
    league.id = leagueId;
    league.name = query.value(0).toString();
    league.commissioner = query.value(1).toString();
    league.options =
        leagueOptionsFromJson(QJsonDocument::fromJson(query.value(2).toString().toUtf8()).object());
    const std::optional<QList<qint64>> teamIds =
        ids(m_database.connection(),
            u"SELECT team_id FROM league_team WHERE league_id = ? ORDER BY ordinal, team_id"_s,
            leagueId, error);
    if (!teamIds)
        return std::nullopt;
    league.teamIds = *teamIds;
    found = LoadOutcome::Loaded;
    return league;
}

bool LeagueStore::save(League &league, QString *error)
{
    if (league.name.trimmed().isEmpty())
        return StoreFailure::fail(error, tr("A league needs a name."));
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    League saved = league;
    if (!writeLeague(saved, error) || !transaction.commit())
        return false;
    league = saved;
    return true;
}

bool LeagueStore::join(qint64 leagueId, qint64 teamId, QString *error)
{
    QSqlDatabase db = m_database.connection();
    Transaction transaction(db, error);
    if (!transaction.isOpen())
        return false;
    std::optional<League> league = load(leagueId, error);
    if (!league)
        return false;
    if (league->teamIds.contains(teamId))
        return StoreFailure::fail(
            error, tr("%1 already plays in %2.").arg(teamName(db, teamId), league->name));
    league->teamIds << teamId;
    if (!writeLeague(*league, error))
        return false;
    // The window does the same in two steps; here both happen or neither.
    QString unread;
    const QList<Season> all = seasons(leagueId, &unread);
    if (!unread.isEmpty())
        return StoreFailure::fail(error, unread);
    if (!all.isEmpty() && all.last().divisions.isEmpty() && canEditSeason(all.last().id)) {
        Season latest = all.last();
        latest.entries << SeasonEntry{teamId, 0};
        if (!writeSeason(latest, error))
            return false;
    }
    return transaction.commit();
}

bool LeagueStore::writeLeague(League &saved, QString *error)
{
    if (saved.name.trimmed().isEmpty())
        return StoreFailure::fail(error, tr("A league needs a name."));
    QSqlDatabase db = m_database.connection();

    // The rules are checked inside the transaction: what was checked is what is written.
    QList<qint64> members;
    bool wasFreeFanFactor = false;
    if (saved.id > 0) {
        const std::optional<League> stored = load(saved.id, error);
        if (!stored)
            return false;
        if (const RuleCheck check = canChangeOptions(saved.id, saved.options); !check)
            return StoreFailure::fail(error, check.reason);
        wasFreeFanFactor = stored->options.freeFanFactor;
        for (qint64 teamId : stored->teamIds) {
            if (saved.teamIds.contains(teamId))
                continue;
            if (const RuleCheck check = canLeave(saved.id, teamId); !check)
                return StoreFailure::fail(error, check.reason);
        }
        members = stored->teamIds;
    }
    // Who comes under free fan factor now: newcomers, or everyone when the option turns on.
    QList<qint64> freeFanFactorTeams;
    for (qint64 teamId : std::as_const(saved.teamIds)) {
        if (saved.options.freeFanFactor && (!wasFreeFanFactor || !members.contains(teamId)))
            freeFanFactorTeams << teamId;
        if (members.contains(teamId))
            continue;
        if (const RuleCheck check = canJoin(saved, teamId); !check)
            return StoreFailure::fail(error, check.reason);
    }

    QSqlQuery query(db);
    if (saved.id > 0)
        query.prepare(u"UPDATE league SET name = ?, commissioner = ?, options = ? WHERE id = ?"_s);
    else
        query.prepare(
            u"INSERT INTO league (name, commissioner, options) VALUES (?, ?, ?) RETURNING id"_s);
    query.addBindValue(saved.name);
    query.addBindValue(saved.commissioner.isNull() ? u""_s : saved.commissioner);
    query.addBindValue(optionsText(saved.options));
    if (saved.id > 0)
        query.addBindValue(saved.id);
    if (!query.exec())
        return StoreFailure::writeFailed(error, query);
    if (saved.id > 0 && query.numRowsAffected() == 0)
        return StoreFailure::fail(error, tr("There is no league with id %1.").arg(saved.id));
    if (saved.id <= 0)
        saved.id = insertedId(query);

    return writeMembers(saved, error) && giveFreeFanFactor(freeFanFactorTeams, error);
}

bool LeagueStore::writeMembers(const League &league, QString *error)
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"DELETE FROM league_team WHERE league_id = ?"_s);
    query.addBindValue(league.id);
    if (!query.exec())
        return StoreFailure::writeFailed(error, query);
    for (qsizetype i = 0; i < league.teamIds.size(); ++i) {
        query.prepare(u"INSERT INTO league_team (league_id, team_id, ordinal) VALUES (?, ?, ?)"_s);
        query.addBindValue(league.id);
        query.addBindValue(league.teamIds.at(i));
        query.addBindValue(i);
        if (!query.exec())
            return StoreFailure::writeFailed(error, query);
    }
    return true;
}

bool LeagueStore::giveFreeFanFactor(const QList<qint64> &teamIds, QString *error)
{
    if (teamIds.isEmpty())
        return true;
    if (!m_rules)
        return StoreFailure::fail(error,
                                  tr("The rules are needed to give teams their free fan factor."));
    TeamStore teams(m_database);
    for (qint64 teamId : teamIds) {
        std::optional<Team> team = teams.load(teamId, error);
        if (!team)
            return false;
        FreeFanFactor::join(*team, *m_rules);
        if (!teams.write(*team, error))
            return false;
    }
    return true;
}

bool LeagueStore::remove(qint64 leagueId, QString *error)
{
    QSqlDatabase db = m_database.connection();
    Transaction transaction(db, error);
    if (!transaction.isOpen())
        return false;
    QSqlQuery query(db);
    query.prepare(
        u"SELECT league.name, (SELECT count(*) FROM match WHERE match.league_id = league.id) FROM league WHERE id = ?"_s);
    query.addBindValue(leagueId);
    if (!query.exec())
        return StoreFailure::readFailed(error, query);
    if (!query.next())
        return StoreFailure::fail(error, tr("There is no league with id %1.").arg(leagueId));
    if (const RuleCheck check =
            LeagueRules::canDelete(query.value(0).toString(), query.value(1).toInt());
        !check)
        return StoreFailure::fail(error, check.reason);
    query.prepare(u"DELETE FROM league WHERE id = ?"_s);
    query.addBindValue(leagueId);
    if (!query.exec())
        return StoreFailure::writeFailed(error, query);
    if (query.numRowsAffected() != 1)
        return StoreFailure::fail(error, tr("There is no league with id %1.").arg(leagueId));
    return transaction.commit();
}

qint64 LeagueStore::leagueOfTeam(qint64 teamId, QString *error) const
{
    const std::optional<QList<qint64>> found =
        ids(m_database.connection(), u"SELECT league_id FROM league_team WHERE team_id = ?"_s,
            teamId, error);
    return !found || found->isEmpty() ? 0 : found->first();
}

RuleCheck LeagueStore::canJoin(const League &league, qint64 teamId) const
{
    // The facts: the team, and the leagues it plays in; LeagueRules decides.
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT name, phase FROM team WHERE id = ?"_s);
    query.addBindValue(teamId);
    if (!query.exec())
        return unreadable(query);
    if (!query.next())
        return RuleCheck::refused(tr("There is no team with id %1.").arg(teamId));
    JoiningTeam team;
    team.name = query.value(0).toString();
    team.phase =
        query.value(1).toString() == u"active"_s ? Team::Phase::Active : Team::Phase::Creation;
    query.prepare(u"SELECT league.id, league.name FROM league_team JOIN league ON league.id = "
                  u"league_team.league_id "
                  "WHERE league_team.team_id = ?"_s);
    query.addBindValue(teamId);
    if (!query.exec())
        return unreadable(query);
    while (query.next())
        team.leagues << JoiningTeam::Membership{query.value(0).toLongLong(),
                                                query.value(1).toString()};
    return LeagueRules::canJoin(league.id, team);
}

std::optional<int> LeagueStore::confirmedMatches(const QString &where, const QVariantList &values,
                                                 QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT count(*) FROM match WHERE "_s + where);
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec() || !query.next()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    return query.value(0).toInt();
}

RuleCheck LeagueStore::canChangeOptions(qint64 leagueId, const LeagueOptions &newOptions) const
{
    if (leagueId <= 0)
        return RuleCheck::ok();
    QString error;
    const std::optional<League> stored = load(leagueId, &error);
    if (!stored)
        return RuleCheck::ok(); // not stored (yet): any options
    const std::optional<int> played = confirmedMatches(u"league_id = ?"_s, {leagueId}, &error);
    if (!played)
        return RuleCheck::refused(error);
    return LeagueRules::canChangeOptions(*stored, *played, newOptions);
}

RuleCheck LeagueStore::checkPlayed(const QString &nameQuery, qint64 id, const QString &where,
                                   const QVariantList &values,
                                   const std::function<RuleCheck(const QString &, int)> &rule) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(nameQuery);
    query.addBindValue(id);
    if (!query.exec())
        return unreadable(query);
    if (!query.next())
        return RuleCheck::ok();
    QString error;
    const std::optional<int> played = confirmedMatches(where, values, &error);
    return played ? rule(query.value(0).toString(), *played) : RuleCheck::refused(error);
}

RuleCheck LeagueStore::canChangeOptions(qint64 leagueId) const
{
    return checkPlayed(u"SELECT name FROM league WHERE id = ?"_s, leagueId, u"league_id = ?"_s,
                       {leagueId}, [](const QString &league, int played) {
                           return LeagueRules::canChangeOptions(league, played);
                       });
}

RuleCheck LeagueStore::canLeave(qint64 leagueId, qint64 teamId) const
{
    return checkPlayed(u"SELECT name FROM league WHERE id = ?"_s, leagueId,
                       u"league_id = ? AND (home_team_id = ? OR away_team_id = ?)"_s,
                       {leagueId, teamId, teamId}, [&](const QString &league, int played) {
                           return LeagueRules::canLeave(
                               league, teamName(m_database.connection(), teamId), played);
                       });
}

RuleCheck LeagueStore::canEditSeason(qint64 seasonId) const
{
    return checkPlayed(u"SELECT name FROM season WHERE id = ?"_s, seasonId, u"season_id = ?"_s,
                       {seasonId}, [](const QString &season, int played) {
                           return LeagueRules::canEditSeason(season, played);
                       });
}

} // namespace dugout
