// Confirmed results: written with both teams in one transaction, undone the same way.
#include "LeagueStore.h"

#include "Database.h"
#include "TeamSnapshot.h"
#include "TeamStore.h"
#include "Transaction.h"
#include "core/league/LeagueKeys.h"
#include "core/league/MatchRecordJson.h"
#include "core/league/ScheduleRules.h"
#include "core/log/Logging.h"
#include "core/rules/RulesetLoader.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QString compact(const QJsonArray &array)
{
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QString teamName(const QSqlDatabase &db, qint64 teamId)
{
    QSqlQuery query(db);
    query.prepare(u"SELECT name FROM team WHERE id = ?"_s);
    query.addBindValue(teamId);
    return query.exec() && query.next() ? query.value(0).toString() : LeagueStore::tr("team %1").arg(teamId);
}

// The division a match counts for: its fixture's, or else the one both teams share that
// season (a match outside the schedule between two teams of one division).
const QString SummaryColumns =
    u"match.id, coalesce(match.season_id, 0), "
    "coalesce(fixture.division_id, (SELECT h.division_id FROM season_entry h JOIN season_entry a "
    "  ON a.season_id = h.season_id AND a.division_id = h.division_id "
    "  WHERE h.season_id = match.season_id AND h.team_id = match.home_team_id AND a.team_id = match.away_team_id), 0), "
    "match.home_team_id, match.away_team_id, match.home_score, match.away_score, "
    "match.home_casualties, match.away_casualties, match.conceded"_s;
const QString MatchColumns = SummaryColumns
    + u", match.record_json, match.log_json, match.played_at, match.home_before_json, match.away_before_json"_s;
const QString FromMatch = u" FROM match LEFT JOIN fixture ON fixture.id = match.fixture_id "_s;

MatchSummary summaryFrom(const QSqlQuery &q)
{
    MatchSummary summary{q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toLongLong(),
                         q.value(3).toLongLong(), q.value(4).toLongLong(), q.value(5).toInt(), q.value(6).toInt(),
                         q.value(7).toInt(), q.value(8).toInt(), std::nullopt};
    Side side = Side::Home;
    if (sideFromKey(q.value(9).toString(), &side))
        summary.conceded = side;
    return summary;
}

QJsonObject objectFrom(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

StoredMatch storedMatchFrom(const QSqlQuery &q)
{
    StoredMatch match;
    match.summary = summaryFrom(q);
    match.id = match.summary.matchId;
    QStringList problems;
    // Stored records were written by MatchRecordJson::toJson and read back with the rules
    // every record is checked against.
    const std::shared_ptr<const Ruleset> rules = RulesetLoader::builtIn();
    if (auto record = rules ? MatchRecordJson::fromJson(objectFrom(q.value(10)), *rules, &problems) : std::nullopt)
        match.record = *record;
    else
        qCWarning(lcStorage) << "stored record of match" << match.id << "unreadable:" << problems;
    const QJsonArray log = QJsonDocument::fromJson(q.value(11).toString().toUtf8()).array();
    for (const QJsonValue &line : log)
        match.log << line[u"text"_s].toString();
    match.playedAt = QDateTime::fromString(q.value(12).toString(), Qt::ISODateWithMs);
    match.homeBefore = TeamSnapshot::fromJson(objectFrom(q.value(13))).value_or(Team{});
    match.awayBefore = TeamSnapshot::fromJson(objectFrom(q.value(14))).value_or(Team{});
    return match;
}

QList<StoredMatch> storedMatches(const QSqlDatabase &db, const QString &where, const QVariantList &values)
{
    QList<StoredMatch> list;
    QSqlQuery query(db);
    query.prepare(u"SELECT "_s + MatchColumns + FromMatch + where + u" ORDER BY match.id"_s);
    for (const QVariant &value : values)
        query.addBindValue(value);
    query.exec();
    while (query.next())
        list << storedMatchFrom(query);
    return list;
}

// Conditions and values selecting a league's matches, or one season's.
std::pair<QString, QVariantList> leagueFilter(qint64 leagueId, qint64 seasonId)
{
    if (seasonId != 0)
        return {u"WHERE match.league_id = ? AND match.season_id = ?"_s, {leagueId, seasonId}};
    return {u"WHERE match.league_id = ?"_s, {leagueId}};
}

} // namespace

bool LeagueStore::confirmResult(PostMatchResult &result, const Team &homeBefore, const Team &awayBefore,
                                qint64 *matchId, QString *error)
{
    if (!result.ok())
        return Transaction::fail(error, tr("The match record was refused: %1").arg(result.errors.join(u' ')));
    if (result.home.id <= 0 || result.away.id <= 0 || homeBefore.id != result.home.id || awayBefore.id != result.away.id
        || result.record.home.teamId != result.home.id || result.record.away.teamId != result.away.id)
        return Transaction::fail(error, tr("The result does not belong to the teams given: both must be stored teams, the same before and after the match."));
    QSqlDatabase db = m_database.connection();
    Transaction transaction(db, error);
    if (!transaction.isOpen())
        return false;

    // A fixture played since the preview says so first: that is why the teams changed too.
    if (result.record.fixtureId != 0) {
        const std::optional<Fixture> scheduled = fixture(result.record.fixtureId);
        if (!scheduled)
            return Transaction::fail(error, tr("There is no fixture with id %1.").arg(result.record.fixtureId));
        if (scheduled->isPlayed())
            return Transaction::fail(error, tr("%1 against %2 has already been played.")
                                                .arg(teamName(db, scheduled->homeTeamId), teamName(db, scheduled->awayTeamId)));
    }
    // The result was computed from the teams as they were at the preview; confirming it over
    // a team changed since (by another window, or a command) would silently undo that change.
    TeamStore teams(m_database);
    for (const Team *before : {&homeBefore, &awayBefore}) {
        QString why;
        const std::optional<Team> stored = teams.load(before->id, &why);
        if (!stored)
            return Transaction::fail(error, why);
        if (*stored != *before)
            return Transaction::fail(error, tr("%1 changed since this result was previewed: preview it again.").arg(before->name));
    }

    QJsonArray log;
    for (const PostMatchLine &line : std::as_const(result.log))
        log << QJsonObject{{u"side"_s, line.side ? QJsonValue(sideKey(*line.side)) : QJsonValue()}, {u"text"_s, line.text}};
    const MatchSummary &summary = result.summary;
    QSqlQuery query(db);
    query.prepare(u"INSERT INTO match (league_id, season_id, fixture_id, home_team_id, away_team_id, home_score, away_score, "
                  "home_casualties, away_casualties, conceded, record_json, log_json, home_before_json, away_before_json, "
                  "played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    const QVariantList values = {
        result.record.leagueId,
        result.record.seasonId > 0 ? QVariant(result.record.seasonId) : QVariant(),
        result.record.fixtureId > 0 ? QVariant(result.record.fixtureId) : QVariant(),
        result.home.id, result.away.id, summary.homeScore, summary.awayScore,
        summary.homeCasualties, summary.awayCasualties, summary.conceded ? sideKey(*summary.conceded) : u""_s,
        compact(MatchRecordJson::toJson(result.record)), compact(log),
        compact(TeamSnapshot::toJson(homeBefore)), compact(TeamSnapshot::toJson(awayBefore)),
        QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)};
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        return Transaction::fail(error, query);
    const qint64 id = query.lastInsertId().toLongLong();

    // The teams are written from copies: if anything below fails, the rollback takes the
    // new ids out of the database, and `result` must not keep them either.
    Team home = result.home;
    Team away = result.away;
    for (Team *team : {&home, &away}) {
        for (LedgerEntry &entry : team->ledger) {
            if (entry.id == 0)
                entry.matchId = id;
        }
    }
    if (!teams.write(home, error) || !teams.write(away, error))
        return false;

    if (result.record.fixtureId != 0) {
        query.prepare(u"UPDATE fixture SET match_id = ? WHERE id = ? AND match_id IS NULL"_s);
        query.addBindValue(id);
        query.addBindValue(result.record.fixtureId);
        if (!query.exec())
            return Transaction::fail(error, query);
        if (query.numRowsAffected() == 0) {
            const std::optional<Fixture> played = fixture(result.record.fixtureId);
            return Transaction::fail(error, played ? tr("%1 against %2 has already been played.")
                                                         .arg(teamName(db, played->homeTeamId), teamName(db, played->awayTeamId))
                                                   : tr("There is no fixture with id %1.").arg(result.record.fixtureId));
        }
    }
    if (!transaction.commit())
        return false;
    result.home = home;
    result.away = away;
    result.summary.matchId = id;
    if (matchId)
        *matchId = id;
    return true;
}

RuleCheck LeagueStore::canUndo(qint64 matchId) const
{
    QSqlDatabase db = m_database.connection();
    QSqlQuery query(db);
    query.prepare(u"SELECT home_team_id, away_team_id FROM match WHERE id = ?"_s);
    query.addBindValue(matchId);
    if (!query.exec() || !query.next())
        return RuleCheck::refused(tr("There is no match with id %1.").arg(matchId));
    const qint64 teamIds[] = {query.value(0).toLongLong(), query.value(1).toLongLong()};
    for (qint64 teamId : teamIds) {
        QSqlQuery later(db);
        later.prepare(u"SELECT count(*) FROM match WHERE id > ? AND (home_team_id = ? OR away_team_id = ?)"_s);
        later.addBindValue(matchId);
        later.addBindValue(teamId);
        later.addBindValue(teamId);
        if (!later.exec() || !later.next())
            return RuleCheck::refused(tr("The database could not be read: %1").arg(later.lastError().text()));
        if (later.value(0).toInt() > 0)
            return RuleCheck::refused(tr("%1 has played a later match: undo that one first.").arg(teamName(db, teamId)));
    }
    return RuleCheck::ok();
}

bool LeagueStore::undoResult(qint64 matchId, QString *error)
{
    QSqlDatabase db = m_database.connection();
    Transaction transaction(db, error);
    if (!transaction.isOpen())
        return false;
    // Checked inside the transaction: no match can be confirmed between check and undo.
    const RuleCheck check = canUndo(matchId);
    if (!check)
        return Transaction::fail(error, check.reason);
    QSqlQuery query(db);
    query.prepare(u"SELECT home_before_json, away_before_json FROM match WHERE id = ?"_s);
    query.addBindValue(matchId);
    if (!query.exec())
        return Transaction::fail(error, query);
    if (!query.next())
        return Transaction::fail(error, tr("There is no match with id %1.").arg(matchId));
    const QVariant snapshots[] = {query.value(0), query.value(1)};
    TeamStore teams(m_database);
    for (const QVariant &snapshot : snapshots) {
        QString why;
        std::optional<Team> before = TeamSnapshot::fromJson(objectFrom(snapshot), &why);
        if (!before)
            return Transaction::fail(error, why);
        if (!teams.write(*before, error))
            return false;
    }
    // Deleting the match frees its fixture too (ON DELETE SET NULL); said here as well so
    // the intent does not rest on the schema alone.
    query.prepare(u"UPDATE fixture SET match_id = NULL WHERE match_id = ?"_s);
    query.addBindValue(matchId);
    if (!query.exec())
        return Transaction::fail(error, query);
    query.prepare(u"DELETE FROM match WHERE id = ?"_s);
    query.addBindValue(matchId);
    if (!query.exec())
        return Transaction::fail(error, query);
    return transaction.commit();
}

std::optional<StoredMatch> LeagueStore::match(qint64 matchId) const
{
    const QList<StoredMatch> found = storedMatches(m_database.connection(), u"WHERE match.id = ?"_s, {matchId});
    return found.isEmpty() ? std::nullopt : std::optional<StoredMatch>(found.first());
}

RuleCheck LeagueStore::canRecordMatch(qint64 leagueId, qint64 homeTeamId, qint64 awayTeamId) const
{
    // Only the two teams' own matches matter to the rule: reading the whole league here made
    // recording the n-th result of a season cost n rows (a 10,000-match season, 50 million).
    QList<MatchSummary> played;
    QHash<qint64, QString> names;
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT "_s + SummaryColumns + FromMatch
                  + u" WHERE match.league_id = ? AND (match.home_team_id IN (?, ?) OR match.away_team_id IN (?, ?))"
                    u" ORDER BY match.id"_s);
    for (const QVariant &value : QVariantList{leagueId, homeTeamId, awayTeamId, homeTeamId, awayTeamId})
        query.addBindValue(value);
    if (!query.exec())
        return RuleCheck::refused(tr("The league's matches could not be read: %1").arg(query.lastError().text()));
    while (query.next())
        played << summaryFrom(query);
    query.prepare(u"SELECT id, name FROM team WHERE id IN (?, ?)"_s);
    query.addBindValue(homeTeamId);
    query.addBindValue(awayTeamId);
    if (query.exec()) {
        while (query.next())
            names.insert(query.value(0).toLongLong(), query.value(1).toString());
    }
    auto name = [&names](qint64 id) { return names.value(id, QString::number(id)); };
    return ScheduleRules::canPlayNext(played, homeTeamId, awayTeamId, name);
}

QList<MatchSummary> LeagueStore::summaries(qint64 leagueId, qint64 seasonId) const
{
    const auto [where, values] = leagueFilter(leagueId, seasonId);
    QList<MatchSummary> list;
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT "_s + SummaryColumns + FromMatch + where + u" ORDER BY match.id"_s);
    for (const QVariant &value : values)
        query.addBindValue(value);
    query.exec();
    while (query.next())
        list << summaryFrom(query);
    return list;
}

QList<StoredMatch> LeagueStore::matches(qint64 leagueId, qint64 seasonId) const
{
    const auto [where, values] = leagueFilter(leagueId, seasonId);
    return storedMatches(m_database.connection(), where, values);
}

QList<StoredMatch> LeagueStore::matchesOfTeam(qint64 teamId) const
{
    return storedMatches(m_database.connection(), u"WHERE match.home_team_id = ? OR match.away_team_id = ?"_s,
                         {teamId, teamId});
}

} // namespace dugout
