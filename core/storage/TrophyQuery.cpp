#include "TrophyQuery.h"

#include "Database.h"
#include "StoreFailure.h"
#include "core/league/LeagueKeys.h"
#include "core/league/MatchRecordJson.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

QList<TrophyHolder> TrophyQuery::holders(qint64 leagueId, QString *error) const
{
    // Finals are few (one per major and season): every one is read, in confirmation order.
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT fixture.major, season.league_id, fixture.season_id, match.id, "
                  "match.home_team_id, match.away_team_id, match.home_score, match.away_score, "
                  "match.conceded, match.record_json FROM fixture JOIN season ON season.id = "
                  "fixture.season_id "
                  "JOIN match ON match.id = fixture.match_id "
                  "WHERE fixture.stage = 'final' AND fixture.major <> '' "
                  "AND (? = 0 OR season.league_id = ?) ORDER BY match.id"_s);
    query.addBindValue(leagueId);
    query.addBindValue(leagueId);
    if (!query.exec()) {
        StoreFailure::readFailed(error, query);
        return {};
    }
    QList<MajorFinal> finals;
    while (query.next()) {
        MajorFinal final;
        final.major = Majors::fromKey(query.value(0).toString()).value_or(Major::None);
        final.leagueId = query.value(1).toLongLong();
        final.seasonId = query.value(2).toLongLong();
        final.match.matchId = query.value(3).toLongLong();
        final.match.seasonId = final.seasonId;
        final.match.homeTeamId = query.value(4).toLongLong();
        final.match.awayTeamId = query.value(5).toLongLong();
        final.match.homeScore = query.value(6).toInt();
        final.match.awayScore = query.value(7).toInt();
        Side side = Side::Home;
        if (sideFromKey(query.value(8).toString(), &side))
            final.match.conceded = side;
        final.match.stage = FixtureStage::Final;
        // The record as MatchRecordJson wrote it: the winner's gifts, the award given.
        const QJsonObject record =
            QJsonDocument::fromJson(query.value(9).toString().toUtf8()).object();
        final.chaosGifts = MatchRecordJson::chaosGifts(record);
        final.playerOfTheYear = MatchRecordJson::playerOfTheYear(record);
        finals << final;
    }
    if (error)
        error->clear();
    return MajorTrophies::holders(finals);
}

} // namespace dugout
