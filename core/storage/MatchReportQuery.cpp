#include "MatchReportQuery.h"

#include "Database.h"
#include "LeagueStore.h"
#include "MatchLogStore.h"
#include "StoreFailure.h"
#include "core/dice/ScriptedDice.h"
#include "core/league/LeagueKeys.h"
#include "core/league/PostMatchSequence.h"
#include "core/match/Match.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

bool unreadable(QString *error, const QSqlQuery &query)
{
    return StoreFailure::fail(error, MatchReportQuery::tr("The match report could not be read: %1")
                                         .arg(query.lastError().text()));
}

} // namespace

std::optional<MatchReport> MatchReportQuery::load(qint64 matchId, QString *error) const
{
    // The record, the teams before and the summary as the league reads them.
    const std::optional<StoredMatch> stored = LeagueStore(m_database).match(matchId, error);
    if (!stored)
        return std::nullopt;
    MatchReport report;
    report.matchId = matchId;
    report.summary = stored->summary;
    report.record = stored->record;
    report.playedAt = stored->playedAt;
    report.homeBefore = stored->homeBefore;
    report.awayBefore = stored->awayBefore;

    // What StoredMatch leaves out: where the match was played, and the side of each log line.
    QSqlQuery query(m_database.connection());
    query.prepare(
        u"SELECT match.league_id, league.name, league.options, coalesce(season.name, ''), "
        "coalesce(fixture.round, 0), match.log_json FROM match "
        "JOIN league ON league.id = match.league_id "
        "LEFT JOIN season ON season.id = match.season_id "
        "LEFT JOIN fixture ON fixture.id = match.fixture_id WHERE match.id = ?"_s);
    query.addBindValue(matchId);
    if (!query.exec()) {
        unreadable(error, query);
        return std::nullopt;
    }
    if (!query.next()) {
        StoreFailure::fail(error, tr("There is no match with id %1.").arg(matchId));
        return std::nullopt;
    }
    report.leagueId = query.value(0).toLongLong();
    report.leagueName = query.value(1).toString();
    const LeagueOptions options =
        leagueOptionsFromJson(QJsonDocument::fromJson(query.value(2).toString().toUtf8()).object());
    report.seasonName = query.value(3).toString();
    report.round = query.value(4).toInt();
    const QJsonArray log = QJsonDocument::fromJson(query.value(5).toString().toUtf8()).array();
    for (const QJsonValue &line : log) {
        PostMatchLine read{std::nullopt, line[u"text"_s].toString()};
        Side side = Side::Home;
        if (sideFromKey(line[u"side"_s].toString(), &side))
            read.side = side;
        report.log << read;
    }
    replay(report, options);
    if (!readTrackedEvents(report, error))
        return std::nullopt;
    return report;
}

void MatchReportQuery::replay(MatchReport &report, const LeagueOptions &options) const
{
    // Every die the sequence used is in the stored record, so it needs none: one asked for
    // means the record or the rules changed since, and the figures would not be the ones
    // applied. The options cannot have changed: they are fixed once a match is confirmed.
    ScriptedDice noDice;
    const PostMatchResult again =
        PostMatchSequence(m_rules, options)
            .run(report.homeBefore, report.awayBefore, report.record, noDice);
    if (!again.ok() || noDice.exhausted())
        return;
    report.homeSummary = again.homeSummary;
    report.awaySummary = again.awaySummary;
}

bool MatchReportQuery::readTrackedEvents(MatchReport &report, QString *error) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(
        u"SELECT id FROM tracked_match WHERE result_match_id = ? ORDER BY id DESC LIMIT 1"_s);
    query.addBindValue(report.matchId);
    if (!query.exec())
        return unreadable(error, query);
    if (!query.next())
        return true; // entered by hand
    report.trackedMatchId = query.value(0).toLongLong();
    QString why;
    const std::optional<StoredTrackedMatch> tracked =
        MatchLogStore(m_database).load(report.trackedMatchId, &why);
    if (!tracked)
        return StoreFailure::fail(error, why);
    // The tracker's own words for each event come from folding the log again.
    QString problem;
    const Match match = Match::replay(m_rules, tracked->setup, tracked->events, &problem);
    const QList<QStringList> &lines = match.eventLogs();
    for (qsizetype i = 0; i < tracked->events.size(); ++i)
        report.trackedEvents << MatchReportEvent{
            tracked->events.at(i).at, tracked->events.at(i).type, lines.value(i).join(u' ')};
    return true;
}

QHash<qint64, QString> MatchReportQuery::opponents(qint64 teamId, QString *error) const
{
    QHash<qint64, QString> found;
    QSqlQuery query(m_database.connection());
    query.prepare(
        u"SELECT match.id, team.name FROM match JOIN team ON team.id = "
        "CASE WHEN match.home_team_id = ? THEN match.away_team_id ELSE match.home_team_id END "
        "WHERE match.home_team_id = ? OR match.away_team_id = ?"_s);
    for (int i = 0; i < 3; ++i)
        query.addBindValue(teamId);
    if (!query.exec()) {
        unreadable(error, query);
        return {};
    }
    while (query.next())
        found.insert(query.value(0).toLongLong(), query.value(1).toString());
    return found;
}

} // namespace dugout
