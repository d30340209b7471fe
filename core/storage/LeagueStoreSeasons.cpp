// Seasons (their divisions and line-up) and fixtures: the schedule of a league. Leagues and
// their teams are in LeagueStore.cpp.
#include "LeagueStore.h"

#include "Database.h"
#include "InsertedId.h"
#include "StoreFailure.h"
#include "Transaction.h"
#include "core/league/LeagueKeys.h"
#include "core/league/ScheduleRules.h"

#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// 0 is "none" in the structs and NULL in the database.
QVariant idOrNull(qint64 id)
{
    return id > 0 ? QVariant(id) : QVariant();
}

const QString FixtureColumns =
    u"id, season_id, coalesce(division_id, 0), round, home_team_id, away_team_id, coalesce(match_id, 0), stage, major"_s;

Fixture fixtureFrom(const QSqlQuery &q)
{
    return Fixture{q.value(0).toLongLong(),
                   q.value(1).toLongLong(),
                   q.value(2).toLongLong(),
                   q.value(3).toInt(),
                   q.value(4).toLongLong(),
                   q.value(5).toLongLong(),
                   q.value(6).toLongLong(),
                   fixtureStageFromKey(q.value(7).toString()).value_or(FixtureStage::Regular),
                   Majors::fromKey(q.value(8).toString()).value_or(Major::None)};
}

// What a season's matches are played between: its divisions and who plays in which, in
// any order. Names are not part of it.
bool sameLineUp(const Season &a, const Season &b)
{
    const auto divisionIds = [](const Season &season) {
        QList<qint64> list;
        for (const Division &division : season.divisions)
            list << division.id;
        std::sort(list.begin(), list.end());
        return list;
    };
    const auto entries = [](const Season &season) {
        QList<std::pair<qint64, qint64>> list;
        for (const SeasonEntry &entry : season.entries)
            list << std::pair{entry.teamId, entry.divisionId};
        std::sort(list.begin(), list.end());
        return list;
    };
    return divisionIds(a) == divisionIds(b) && entries(a) == entries(b);
}

} // namespace

bool LeagueStore::insertFixture(const QSqlDatabase &db, Fixture &fixture, QString *error)
{
    if (fixture.homeTeamId == fixture.awayTeamId)
        return StoreFailure::fail(
            error, tr("%1 cannot play against itself.").arg(teamName(db, fixture.homeTeamId)));
    QSqlQuery query(db);
    query.prepare(
        u"INSERT INTO fixture (season_id, division_id, round, home_team_id, away_team_id, stage, major) VALUES (?, ?, ?, ?, ?, ?, coalesce(?, '')) RETURNING id"_s);
    for (const QVariant &value : QVariantList{
             fixture.seasonId, idOrNull(fixture.divisionId), fixture.round, fixture.homeTeamId,
             fixture.awayTeamId, fixtureStageKey(fixture.stage), Majors::key(fixture.major)})
        query.addBindValue(value);
    if (!query.exec())
        return StoreFailure::writeFailed(error, query);
    fixture.id = insertedId(query);
    fixture.matchId = 0;
    return true;
}

QList<Season> LeagueStore::seasons(qint64 leagueId, QString *error) const
{
    QList<Season> list;
    const std::optional<QList<qint64>> seasonIds =
        ids(m_database.connection(),
            u"SELECT id FROM season WHERE league_id = ? ORDER BY ordinal, id"_s, leagueId, error);
    if (!seasonIds)
        return {};
    for (qint64 seasonId : *seasonIds) {
        std::optional<Season> found = season(seasonId, error);
        if (!found)
            return {};
        list << *found;
    }
    return list;
}

std::optional<Season> LeagueStore::season(qint64 seasonId, QString *error) const
{
    QSqlDatabase db = m_database.connection();
    QSqlQuery query(db);
    query.prepare(u"SELECT league_id, name FROM season WHERE id = ?"_s);
    query.addBindValue(seasonId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    if (!query.next()) {
        StoreFailure::fail(error, tr("There is no season with id %1.").arg(seasonId));
        return std::nullopt;
    }
    Season season;
    season.id = seasonId;
    season.leagueId = query.value(0).toLongLong();
    season.name = query.value(1).toString();
    query.prepare(u"SELECT id, name FROM division WHERE season_id = ? ORDER BY ordinal, id"_s);
    query.addBindValue(seasonId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    while (query.next())
        season.divisions << Division{query.value(0).toLongLong(), query.value(1).toString()};
    query.prepare(
        u"SELECT team_id, coalesce(division_id, 0) FROM season_entry WHERE season_id = ? ORDER BY ordinal, team_id"_s);
    query.addBindValue(seasonId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    while (query.next())
        season.entries << SeasonEntry{query.value(0).toLongLong(), query.value(1).toLongLong()};
    return season;
}

bool LeagueStore::saveSeason(Season &season, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    Season saved = season;
    if (!writeSeason(saved, error) || !transaction.commit())
        return false;
    season = saved;
    return true;
}

bool LeagueStore::writeSeason(Season &saved, QString *error)
{
    QSqlDatabase db = m_database.connection();
    // Checked inside the transaction, like every rule of the store.
    if (saved.id > 0) {
        const std::optional<Season> stored = this->season(saved.id, error);
        if (!stored)
            return false;
        if (!sameLineUp(*stored, saved)) {
            if (const RuleCheck check = canEditSeason(saved.id); !check)
                return StoreFailure::fail(error, check.reason);
        }
    }
    QSqlQuery query(db);
    if (saved.id > 0) {
        query.prepare(u"UPDATE season SET name = ? WHERE id = ? AND league_id = ?"_s);
        query.addBindValue(saved.name.isNull() ? u""_s : saved.name);
        query.addBindValue(saved.id);
        query.addBindValue(saved.leagueId);
    } else {
        query.prepare(
            u"INSERT INTO season (league_id, name, ordinal) "
            "VALUES (?, ?, (SELECT coalesce(max(ordinal), 0) + 1 FROM season WHERE league_id = ?)) "
            "RETURNING id"_s);
        query.addBindValue(saved.leagueId);
        query.addBindValue(saved.name.isNull() ? u""_s : saved.name);
        query.addBindValue(saved.leagueId);
    }
    if (!query.exec())
        return StoreFailure::writeFailed(error, query);
    if (saved.id > 0 && query.numRowsAffected() == 0)
        return StoreFailure::fail(
            error, tr("There is no season with id %1 in this league.").arg(saved.id));
    if (saved.id <= 0)
        saved.id = insertedId(query);

    // New divisions may carry a negative placeholder id that entries refer to; it becomes
    // the real id here. A division whose row is gone comes back as a new one the same way.
    QHash<qint64, qint64> newIds;
    QSet<qint64> kept;
    for (qsizetype i = 0; i < saved.divisions.size(); ++i) {
        Division &division = saved.divisions[i];
        if (division.id > 0) {
            query.prepare(
                u"UPDATE division SET name = ?, ordinal = ? WHERE id = ? AND season_id = ?"_s);
            query.addBindValue(division.name.isNull() ? u""_s : division.name);
            query.addBindValue(i);
            query.addBindValue(division.id);
            query.addBindValue(saved.id);
            if (!query.exec())
                return StoreFailure::writeFailed(error, query);
        }
        if (division.id <= 0 || query.numRowsAffected() == 0) {
            query.prepare(
                u"INSERT INTO division (season_id, name, ordinal) VALUES (?, ?, ?) RETURNING id"_s);
            query.addBindValue(saved.id);
            query.addBindValue(division.name.isNull() ? u""_s : division.name);
            query.addBindValue(i);
            if (!query.exec())
                return StoreFailure::writeFailed(error, query);
            const qint64 id = insertedId(query);
            if (division.id != 0)
                newIds.insert(division.id, id);
            division.id = id;
        }
        kept.insert(division.id);
    }
    const std::optional<QList<qint64>> stored =
        ids(db, u"SELECT id FROM division WHERE season_id = ?"_s, saved.id, error);
    if (!stored)
        return false;
    for (qint64 divisionId : *stored) {
        if (kept.contains(divisionId))
            continue;
        query.prepare(u"DELETE FROM division WHERE id = ?"_s);
        query.addBindValue(divisionId);
        if (!query.exec())
            return StoreFailure::writeFailed(error, query);
    }

    query.prepare(u"DELETE FROM season_entry WHERE season_id = ?"_s);
    query.addBindValue(saved.id);
    if (!query.exec())
        return StoreFailure::writeFailed(error, query);
    for (qsizetype i = 0; i < saved.entries.size(); ++i) {
        SeasonEntry &entry = saved.entries[i];
        entry.divisionId = newIds.value(entry.divisionId, entry.divisionId);
        if (entry.divisionId != 0 && !kept.contains(entry.divisionId))
            return StoreFailure::fail(error,
                                      tr("%1 is placed in a division the season does not have.")
                                          .arg(teamName(db, entry.teamId)));
        query.prepare(
            u"INSERT INTO season_entry (season_id, team_id, division_id, ordinal) VALUES (?, ?, ?, ?)"_s);
        query.addBindValue(saved.id);
        query.addBindValue(entry.teamId);
        query.addBindValue(idOrNull(entry.divisionId));
        query.addBindValue(i);
        if (!query.exec())
            return StoreFailure::writeFailed(error, query);
    }
    return true;
}

QList<Fixture> LeagueStore::fixtures(qint64 seasonId, QString *error) const
{
    QList<Fixture> list;
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT "_s + FixtureColumns +
                  u" FROM fixture WHERE season_id = ? ORDER BY round, id"_s);
    query.addBindValue(seasonId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return {};
    }
    while (query.next())
        list << fixtureFrom(query);
    return list;
}

std::optional<Fixture> LeagueStore::fixture(qint64 fixtureId, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT "_s + FixtureColumns + u" FROM fixture WHERE id = ?"_s);
    query.addBindValue(fixtureId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return std::nullopt;
    }
    if (!query.next()) {
        StoreFailure::fail(error, tr("There is no fixture with id %1.").arg(fixtureId));
        return std::nullopt;
    }
    return fixtureFrom(query);
}

bool LeagueStore::replaceUnplayedFixtures(qint64 seasonId, QList<Fixture> &fixtures, QString *error)
{
    QSqlDatabase db = m_database.connection();
    Transaction transaction(db, error);
    if (!transaction.isOpen())
        return false;
    // Checked inside the transaction: no match can start tracking a fixture meanwhile.
    QString why;
    const QList<FixtureTracking> tracked = tracking(seasonId, &why);
    if (!why.isEmpty())
        return StoreFailure::fail(error, why);
    const QList<Fixture> current = this->fixtures(seasonId, &why);
    if (!why.isEmpty())
        return StoreFailure::fail(error, why);
    const auto name = [&db](qint64 teamId) { return teamName(db, teamId); };
    if (const RuleCheck check = ScheduleRules::canReplaceUnplayed(current, tracked, name); !check)
        return StoreFailure::fail(error, check.reason);
    // Which fixtures go is the schedule's rule (Fixture::isPlayed), not a condition in SQL.
    QSqlQuery query(db);
    for (const Fixture &fixture : current) {
        if (fixture.isPlayed())
            continue;
        query.prepare(u"DELETE FROM fixture WHERE id = ?"_s);
        query.addBindValue(fixture.id);
        if (!query.exec())
            return StoreFailure::writeFailed(error, query);
    }
    QList<Fixture> saved = fixtures;
    for (Fixture &fixture : saved) {
        if (fixture.isPlayed())
            continue; // played fixtures stay as stored
        fixture.seasonId = seasonId;
        if (!insertFixture(db, fixture, error))
            return false;
    }
    if (!transaction.commit())
        return false;
    fixtures = saved;
    return true;
}

bool LeagueStore::addFixture(Fixture &fixture, QString *error)
{
    QSqlDatabase db = m_database.connection();
    Transaction transaction(db, error);
    if (!transaction.isOpen())
        return false;
    Fixture saved = fixture;
    if (!insertFixture(db, saved, error) || !transaction.commit())
        return false;
    fixture = saved;
    return true;
}

RuleCheck LeagueStore::canRemoveFixture(qint64 fixtureId) const
{
    QString error;
    const std::optional<Fixture> found = fixture(fixtureId, &error);
    if (!found)
        return RuleCheck::refused(error);
    const QList<FixtureTracking> tracked = tracking(found->seasonId, &error);
    if (!error.isEmpty())
        return RuleCheck::refused(error);
    QSqlDatabase db = m_database.connection();
    return ScheduleRules::canRemove(*found, tracked,
                                    [&db](qint64 teamId) { return teamName(db, teamId); });
}

bool LeagueStore::removeFixture(qint64 fixtureId, QString *error)
{
    // A result confirmed or a match started meanwhile by another window wins.
    return removeChecked(
        u"DELETE FROM fixture WHERE id = ?"_s, fixtureId,
        [this, fixtureId] { return canRemoveFixture(fixtureId); },
        tr("There is no fixture with id %1.").arg(fixtureId), error);
}

QList<FixtureTracking> LeagueStore::tracking(qint64 seasonId, QString *error) const
{
    QList<FixtureTracking> list;
    QSqlQuery query(m_database.connection());
    query.prepare(
        u"SELECT tracked_match.fixture_id, tracked_match.id, tracked_match.status, "
        "coalesce(tracked_match.result_match_id, 0) FROM tracked_match "
        "JOIN fixture ON fixture.id = tracked_match.fixture_id WHERE fixture.season_id = ? "
        "ORDER BY tracked_match.id"_s);
    query.addBindValue(seasonId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return {};
    }
    while (query.next()) {
        FixtureTracking each{query.value(0).toLongLong(), query.value(1).toLongLong(),
                             TrackedMatchStatus::InProgress, query.value(3).toLongLong()};
        if (!trackedMatchStatusFromKey(query.value(2).toString(), &each.status)) {
            StoreFailure::fail(error, tr("Tracked match %1 has an unknown status \"%2\".")
                                          .arg(each.trackedMatchId)
                                          .arg(query.value(2).toString()));
            return {};
        }
        list << each;
    }
    return list;
}

} // namespace dugout
