#include "LeagueLeadersQuery.h"

#include "Database.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString column(LeaderStat stat)
{
    switch (stat) {
    case LeaderStat::Touchdowns:
        return u"touchdowns"_s;
    case LeaderStat::Casualties:
        return u"casualties"_s;
    case LeaderStat::Completions:
        return u"completions"_s;
    case LeaderStat::Interceptions:
        return u"interceptions"_s;
    case LeaderStat::Spp:
        return u"spp"_s;
    }
    return u"spp"_s;
}

} // namespace

std::optional<QList<LeaderEntry>> LeagueLeadersQuery::leaders(const Database &database,
                                                              qint64 leagueId, LeaderStat stat,
                                                              int limit, QString *error)
{
    if (limit <= 0)
        return QList<LeaderEntry>{};
    // Ties in the order Leaders::leaders keeps them: league order of the teams, then shirt
    // number, then the order players were hired in. The dead stay in the record books.
    const QString value = u"player."_s + column(stat);
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    query.prepare(
        u"SELECT player.team_id, player.id, player.name, "_s + value +
        u" FROM player JOIN league_team ON league_team.team_id = player.team_id"
        u" WHERE league_team.league_id = ? AND player.status IN ('active', 'dead') AND "_s +
        value + u" > 0 ORDER BY "_s + value +
        u" DESC, league_team.ordinal, league_team.team_id, player.number, player.id LIMIT ?"_s);
    query.addBindValue(leagueId);
    query.addBindValue(limit);
    if (!query.exec()) {
        if (error)
            *error = tr("The league's leaders could not be read: %1").arg(query.lastError().text());
        return std::nullopt;
    }
    QList<LeaderEntry> entries;
    while (query.next())
        entries << LeaderEntry{query.value(0).toLongLong(), query.value(1).toLongLong(),
                               query.value(2).toString(), query.value(3).toInt()};
    return entries;
}

} // namespace dugout
