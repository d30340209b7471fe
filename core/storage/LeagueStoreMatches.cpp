// Confirmed results: written with both teams in one transaction, undone the same way.
#include "LeagueStore.h"

#include "Database.h"
#include "InsertedId.h"
#include "StoreFailure.h"
#include "TeamSnapshot.h"
#include "TeamStore.h"
#include "Transaction.h"
#include "core/league/LeagueKeys.h"
#include "core/league/LeagueRules.h"
#include "core/league/MatchRecordJson.h"
#include "core/league/PlayerOfTheYear.h"
#include "core/league/PlayoffRules.h"
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

// Column 2 is the fixture's division, -1 for none: the division a match counts for is the
// standings' rule (ScheduleRules::divisionOfMatch), applied once the rows are read.
const QString SummaryColumns =
    u"match.id, coalesce(match.season_id, 0), coalesce(fixture.division_id, -1), "
    "match.home_team_id, match.away_team_id, match.home_score, match.away_score, "
    "match.home_casualties, match.away_casualties, match.conceded, "
    "coalesce(fixture.stage, 'regular')"_s;
const QString MatchColumns =
    SummaryColumns +
    u", match.record_json, match.log_json, match.played_at, match.home_before_json, match.away_before_json"_s;
const QString FromMatch = u" FROM match LEFT JOIN fixture ON fixture.id = match.fixture_id "_s;

MatchSummary summaryFrom(const QSqlQuery &q)
{
    // The division is given by assignDivisions, once the rows are read.
    MatchSummary summary{q.value(0).toLongLong(),
                         q.value(1).toLongLong(),
                         0,
                         q.value(3).toLongLong(),
                         q.value(4).toLongLong(),
                         q.value(5).toInt(),
                         q.value(6).toInt(),
                         q.value(7).toInt(),
                         q.value(8).toInt(),
                         std::nullopt};
    Side side = Side::Home;
    if (sideFromKey(q.value(9).toString(), &side))
        summary.conceded = side;
    summary.stage = fixtureStageFromKey(q.value(10).toString()).value_or(FixtureStage::Regular);
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
    if (auto record = rules ? MatchRecordJson::fromJson(objectFrom(q.value(11)), *rules, &problems)
                            : std::nullopt)
        match.record = *record;
    else
        qCWarning(lcStorage) << "stored record of match" << match.id << "unreadable:" << problems;
    const QJsonArray log = QJsonDocument::fromJson(q.value(12).toString().toUtf8()).array();
    for (const QJsonValue &line : log)
        match.log << line[u"text"_s].toString();
    match.playedAt = QDateTime::fromString(q.value(13).toString(), Qt::ISODateWithMs);
    match.homeBefore = TeamSnapshot::fromJson(objectFrom(q.value(14))).value_or(Team{});
    match.awayBefore = TeamSnapshot::fromJson(objectFrom(q.value(15))).value_or(Team{});
    return match;
}

// Conditions and values selecting a league's matches, or one season's.
std::pair<QString, QVariantList> leagueFilter(qint64 leagueId, qint64 seasonId)
{
    if (seasonId != 0)
        return {u"WHERE match.league_id = ? AND match.season_id = ?"_s, {leagueId, seasonId}};
    return {u"WHERE match.league_id = ?"_s, {leagueId}};
}

} // namespace

bool LeagueStore::assignDivisions(QList<MatchSummary> &summaries,
                                  const QList<qint64> &fixtureDivisions, QString *error) const
{
    QHash<qint64, std::optional<Season>> seasons; // read once each
    for (qsizetype i = 0; i < summaries.size(); ++i) {
        MatchSummary &summary = summaries[i];
        const qint64 fixtureDivision = fixtureDivisions.at(i);
        const Season *season = nullptr;
        if (fixtureDivision <= 0 && summary.seasonId > 0) {
            if (!seasons.contains(summary.seasonId)) {
                QString why;
                std::optional<Season> read = this->season(summary.seasonId, &why);
                if (!read)
                    return StoreFailure::fail(error, why);
                seasons.insert(summary.seasonId, read);
            }
            season = &*seasons[summary.seasonId];
        }
        summary.divisionId = ScheduleRules::divisionOfMatch(fixtureDivision, season,
                                                            summary.homeTeamId, summary.awayTeamId);
    }
    return true;
}

QList<StoredMatch> LeagueStore::storedMatches(const QString &where, const QVariantList &values,
                                              QString *error) const
{
    QList<StoredMatch> list;
    QList<MatchSummary> summaries;
    QList<qint64> fixtureDivisions;
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT "_s + MatchColumns + FromMatch + where + u" ORDER BY match.id"_s);
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return {};
    }
    while (query.next()) {
        list << storedMatchFrom(query);
        summaries << list.last().summary;
        fixtureDivisions << query.value(2).toLongLong();
    }
    if (!assignDivisions(summaries, fixtureDivisions, error))
        return {};
    for (qsizetype i = 0; i < list.size(); ++i)
        list[i].summary = summaries.at(i);
    return list;
}

bool LeagueStore::confirmResult(PostMatchResult &result, const Team &homeBefore,
                                const Team &awayBefore, qint64 *matchId, QString *error)
{
    if (!result.ok())
        return StoreFailure::fail(
            error, tr("The match record was refused: %1").arg(result.errors.join(u' ')));
    if (result.home.id <= 0 || result.away.id <= 0 || homeBefore.id != result.home.id ||
        awayBefore.id != result.away.id || result.record.home.teamId != result.home.id ||
        result.record.away.teamId != result.away.id)
        return StoreFailure::fail(error,
                                  tr("The result does not belong to the teams given: both must be "
                                     "stored teams, the same before and after the match."));
    QSqlDatabase db = m_database.connection();
    Transaction transaction(db, error);
    if (!transaction.isOpen())
        return false;
    // On a league server, a second result of the same teams confirmed at the same moment waits
    // here for the first, then finds its teams changed below and is refused: never two results
    // written over the same copy of a team (issue 21).
    TeamStore teams(m_database);
    QList<qint64> locked{homeBefore.id, awayBefore.id};
    if (result.awarded && result.awardedBefore)
        locked << result.awardedBefore->id; // Spike!'s Player of the Year plays elsewhere
    if (!teams.lock(locked, error))
        return false;

    // A fixture played since the preview says so first: that is why the teams changed too.
    if (result.record.fixtureId != 0) {
        const std::optional<Fixture> scheduled = fixture(result.record.fixtureId);
        if (!scheduled)
            return StoreFailure::fail(
                error, tr("There is no fixture with id %1.").arg(result.record.fixtureId));
        if (scheduled->isPlayed())
            return StoreFailure::fail(error, tr("%1 against %2 has already been played.")
                                                 .arg(teamName(db, scheduled->homeTeamId),
                                                      teamName(db, scheduled->awayTeamId)));
    }
    // The result was computed from the teams as they were at the preview; confirming it over
    // a team changed since (by another window, or a command) would silently undo that change.
    QList<const Team *> befores{&homeBefore, &awayBefore};
    if (result.awarded && result.awardedBefore)
        befores << &*result.awardedBefore;
    for (const Team *before : std::as_const(befores)) {
        QString why;
        const std::optional<Team> stored = teams.load(before->id, &why);
        if (!stored)
            return StoreFailure::fail(error, why);
        if (*stored != *before)
            return StoreFailure::fail(
                error, tr("%1 changed since this result was previewed: preview it again.")
                           .arg(before->name));
    }

    QJsonArray log;
    for (const PostMatchLine &line : std::as_const(result.log))
        log << QJsonObject{{u"side"_s, line.side ? QJsonValue(sideKey(*line.side)) : QJsonValue()},
                           {u"text"_s, line.text}};
    const MatchSummary &summary = result.summary;
    QSqlQuery query(db);
    query.prepare(u"INSERT INTO match (league_id, season_id, fixture_id, home_team_id, "
                  u"away_team_id, home_score, away_score, "
                  "home_casualties, away_casualties, conceded, record_json, log_json, "
                  "home_before_json, away_before_json, "
                  "played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"_s);
    const QVariantList values = {
        result.record.leagueId,
        result.record.seasonId > 0 ? QVariant(result.record.seasonId) : QVariant(),
        result.record.fixtureId > 0 ? QVariant(result.record.fixtureId) : QVariant(),
        result.home.id,
        result.away.id,
        summary.homeScore,
        summary.awayScore,
        summary.homeCasualties,
        summary.awayCasualties,
        summary.conceded ? sideKey(*summary.conceded) : u""_s,
        compact(MatchRecordJson::toJson(result.record)),
        compact(log),
        compact(TeamSnapshot::toJson(homeBefore)),
        compact(TeamSnapshot::toJson(awayBefore)),
        QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)};
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        return StoreFailure::writeFailed(error, query);
    const qint64 id = insertedId(query);

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
    if (result.awarded && result.awardedBefore && result.awarded->id == result.awardedBefore->id &&
        !teams.write(*result.awarded, error))
        return false;

    if (result.record.fixtureId != 0) {
        query.prepare(u"UPDATE fixture SET match_id = ? WHERE id = ? AND match_id IS NULL"_s);
        query.addBindValue(id);
        query.addBindValue(result.record.fixtureId);
        if (!query.exec())
            return StoreFailure::writeFailed(error, query);
        if (query.numRowsAffected() == 0) {
            const std::optional<Fixture> played = fixture(result.record.fixtureId);
            return StoreFailure::fail(
                error, played ? tr("%1 against %2 has already been played.")
                                    .arg(teamName(db, played->homeTeamId),
                                         teamName(db, played->awayTeamId))
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
    if (!query.exec()) {
        QString why;
        StoreFailure::readFailed(&why, query);
        return RuleCheck::refused(why);
    }
    if (!query.next())
        return RuleCheck::refused(tr("There is no match with id %1.").arg(matchId));
    const qint64 teamIds[] = {query.value(0).toLongLong(), query.value(1).toLongLong()};
    // The facts: each team's latest confirmed match; LeagueRules decides.
    qint64 latest[] = {0, 0};
    for (int i = 0; i < 2; ++i) {
        QSqlQuery last(db);
        last.prepare(
            u"SELECT coalesce(max(id), 0) FROM match WHERE home_team_id = ? OR away_team_id = ?"_s);
        last.addBindValue(teamIds[i]);
        last.addBindValue(teamIds[i]);
        if (!last.exec() || !last.next()) {
            QString why;
            StoreFailure::readFailed(&why, last);
            return RuleCheck::refused(why);
        }
        latest[i] = last.value(0).toLongLong();
    }
    return LeagueRules::canUndo(matchId, teamName(db, teamIds[0]), latest[0],
                                teamName(db, teamIds[1]), latest[1]);
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
        return StoreFailure::fail(error, check.reason);
    QSqlQuery query(db);
    query.prepare(u"SELECT home_before_json, away_before_json, record_json, home_team_id, "
                  u"away_team_id FROM match WHERE id = ?"_s);
    query.addBindValue(matchId);
    if (!query.exec())
        return StoreFailure::readFailed(error, query);
    if (!query.next())
        return StoreFailure::fail(error, tr("There is no match with id %1.").arg(matchId));
    const QVariant snapshots[] = {query.value(0), query.value(1)};
    // Spike!'s Player of the Year on a team that did not play the final keeps what that team
    // did since: only the skill the award gave goes (the finalists get their snapshots back).
    const std::optional<PlayerOfTheYearAward> award =
        MatchRecordJson::playerOfTheYear(objectFrom(query.value(2)));
    if (award && award->gained && award->teamId != query.value(3).toLongLong() &&
        award->teamId != query.value(4).toLongLong()) {
        TeamStore store(m_database);
        std::optional<Team> owner = store.load(award->teamId, error);
        if (!owner)
            return false;
        Player *player = owner->playerById(award->playerId);
        if (player && PlayerOfTheYear::takeBack(*player) && !store.write(*owner, error))
            return false;
    }
    TeamStore teams(m_database);
    for (const QVariant &snapshot : snapshots) {
        QString why;
        std::optional<Team> before = TeamSnapshot::fromJson(objectFrom(snapshot), &why);
        if (!before)
            return StoreFailure::fail(error, why);
        if (!teams.write(*before, error))
            return false;
    }
    // Deleting the match frees its fixture too (ON DELETE SET NULL); said here as well so
    // the intent does not rest on the schema alone.
    query.prepare(u"UPDATE fixture SET match_id = NULL WHERE match_id = ?"_s);
    query.addBindValue(matchId);
    if (!query.exec())
        return StoreFailure::writeFailed(error, query);
    query.prepare(u"DELETE FROM match WHERE id = ?"_s);
    query.addBindValue(matchId);
    if (!query.exec())
        return StoreFailure::writeFailed(error, query);
    if (query.numRowsAffected() != 1)
        return StoreFailure::fail(error, tr("There is no match with id %1.").arg(matchId));
    return transaction.commit();
}

std::optional<StoredMatch> LeagueStore::match(qint64 matchId, QString *error) const
{
    QString why;
    const QList<StoredMatch> found = storedMatches(u"WHERE match.id = ?"_s, {matchId}, &why);
    if (found.isEmpty()) {
        StoreFailure::fail(error,
                           why.isEmpty() ? tr("There is no match with id %1.").arg(matchId) : why);
        return std::nullopt;
    }
    return found.first();
}

RuleCheck LeagueStore::canRecordMatch(qint64 leagueId, qint64 homeTeamId, qint64 awayTeamId,
                                      FixtureStage stage) const
{
    // The limit on meeting the same team again is the regular season's: a semi-final or a
    // final is played whoever its two teams met before (PlayoffRules).
    if (PlayoffRules::isKnockout(stage))
        return RuleCheck::ok();
    // Only the two teams' own matches matter to the rule: reading the whole league here made
    // recording the n-th result of a season cost n rows (a 10,000-match season, 50 million).
    QList<MatchSummary> played;
    QHash<qint64, QString> names;
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT "_s + SummaryColumns + FromMatch +
                  u" WHERE match.league_id = ? AND (match.home_team_id IN (?, ?) OR "
                  u"match.away_team_id IN (?, ?))"
                  u" ORDER BY match.id"_s);
    for (const QVariant &value :
         QVariantList{leagueId, homeTeamId, awayTeamId, homeTeamId, awayTeamId})
        query.addBindValue(value);
    if (!query.exec())
        return RuleCheck::refused(
            tr("The league's matches could not be read: %1").arg(query.lastError().text()));
    while (query.next())
        played << summaryFrom(query); // the rule reads who played whom: divisions do not matter
    query.prepare(u"SELECT id, name FROM team WHERE id IN (?, ?)"_s);
    query.addBindValue(homeTeamId);
    query.addBindValue(awayTeamId);
    if (!query.exec()) {
        QString why;
        StoreFailure::readFailed(&why, query);
        return RuleCheck::refused(why);
    }
    while (query.next())
        names.insert(query.value(0).toLongLong(), query.value(1).toString());
    auto name = [&names](qint64 id) { return names.value(id, QString::number(id)); };
    return ScheduleRules::canPlayNext(played, homeTeamId, awayTeamId, name);
}

QList<MatchSummary> LeagueStore::summaries(qint64 leagueId, qint64 seasonId, QString *error) const
{
    const auto [where, values] = leagueFilter(leagueId, seasonId);
    QList<MatchSummary> list;
    QList<qint64> fixtureDivisions;
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT "_s + SummaryColumns + FromMatch + where + u" ORDER BY match.id"_s);
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return {};
    }
    while (query.next()) {
        list << summaryFrom(query);
        fixtureDivisions << query.value(2).toLongLong();
    }
    if (!assignDivisions(list, fixtureDivisions, error))
        return {};
    return list;
}

QList<StoredMatch> LeagueStore::matches(qint64 leagueId, qint64 seasonId, QString *error) const
{
    const auto [where, values] = leagueFilter(leagueId, seasonId);
    return storedMatches(where, values, error);
}

QList<StoredMatch> LeagueStore::matchesOfTeam(qint64 teamId, QString *error) const
{
    return storedMatches(u"WHERE match.home_team_id = ? OR match.away_team_id = ?"_s,
                         {teamId, teamId}, error);
}

} // namespace dugout
