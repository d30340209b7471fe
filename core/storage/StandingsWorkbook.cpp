#include "StandingsWorkbook.h"

#include "LeagueLeadersQuery.h"
#include "LeagueStore.h"
#include "TeamStore.h"
#include "core/league/Leaders.h"
#include "core/league/Standings.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
        return text;
    return u'"' + QString(text).replace(u"\""_s, u"\"\""_s) + u'"';
}

} // namespace

std::optional<QList<Sheet>> StandingsWorkbook::sheets(Database &database, const League &league,
                                                      const Season &season, QString *error)
{
    QString problem;
    QHash<qint64, QString> names;
    for (const TeamStore::Summary &summary : TeamStore(database).list(&problem))
        names.insert(summary.id, summary.name);
    const QList<MatchSummary> matches =
        LeagueStore(database).summaries(league.id, season.id, &problem);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }

    Sheet standings;
    standings.name = tr("Standings");
    standings.keys = {
        u"division"_s,      u"rank"_s,    u"team_id"_s,     u"team"_s,           u"played"_s,
        u"won"_s,           u"drawn"_s,   u"lost"_s,        u"td_for"_s,         u"td_against"_s,
        u"td_difference"_s, u"cas_for"_s, u"cas_against"_s, u"cas_difference"_s, u"points"_s};
    standings.titles = {tr("Division"),
                        tr("Rank"),
                        tr("Team id"),
                        tr("Team"),
                        tr("Played"),
                        tr("Won"),
                        tr("Drawn"),
                        tr("Lost"),
                        tr("Touchdowns for"),
                        tr("Touchdowns against"),
                        tr("Touchdown difference"),
                        tr("Casualties for"),
                        tr("Casualties against"),
                        tr("Casualty difference"),
                        tr("Points")};
    // One table per division; a season without divisions has one table of all its teams.
    QList<Division> divisions = season.divisions;
    if (divisions.isEmpty())
        divisions << Division{0, QString()};
    for (const Division &division : divisions) {
        QList<qint64> teamIds;
        for (const SeasonEntry &entry : season.entries) {
            if (entry.divisionId == division.id || division.id == 0)
                teamIds << entry.teamId;
        }
        for (const StandingsRow &row : Standings::compute(teamIds, matches, league.options)) {
            standings.rows << QVariantList{division.name,
                                           row.rank,
                                           row.teamId,
                                           names.value(row.teamId),
                                           row.played,
                                           row.wins,
                                           row.draws,
                                           row.losses,
                                           row.touchdownsFor,
                                           row.touchdownsAgainst,
                                           row.touchdownDifference(),
                                           row.casualtiesFor,
                                           row.casualtiesAgainst,
                                           row.casualtyDifference(),
                                           row.points};
        }
    }

    const std::optional<Sheet> best = leaders(database, league, error);
    if (!best)
        return std::nullopt;
    return QList<Sheet>{standings, *best};
}

std::optional<Sheet> StandingsWorkbook::leaders(Database &database, const League &league,
                                                QString *error)
{
    QString problem;
    QHash<qint64, QString> names;
    for (const TeamStore::Summary &summary : TeamStore(database).list(&problem))
        names.insert(summary.id, summary.name);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    Sheet table;
    table.name = tr("Leaders");
    table.keys = {u"statistic"_s, u"rank"_s, u"player"_s, u"team"_s, u"value"_s};
    table.titles = {tr("Statistic"), tr("Rank"), tr("Player"), tr("Team"), tr("Value")};
    for (const LeaderStat stat :
         {LeaderStat::Touchdowns, LeaderStat::Casualties, LeaderStat::Completions,
          LeaderStat::Interceptions, LeaderStat::Spp}) {
        const std::optional<QList<LeaderEntry>> entries =
            LeagueLeadersQuery::leaders(database, league.id, stat, LeadersPerStatistic, &problem);
        if (!entries) {
            if (error)
                *error = problem;
            return std::nullopt;
        }
        int rank = 0;
        for (qsizetype i = 0; i < entries->size(); ++i) {
            // Players level on the statistic share a rank ("1, 2, 2, 4").
            if (i == 0 || entries->at(i).value != entries->at(i - 1).value)
                rank = int(i) + 1;
            const LeaderEntry &entry = entries->at(i);
            table.rows << QVariantList{Leaders::statName(stat), rank, entry.playerName,
                                       names.value(entry.teamId), entry.value};
        }
    }
    return table;
}

QString StandingsWorkbook::csv(const Sheet &sheet)
{
    QString text = sheet.keys.join(u',') + u'\n';
    for (const QVariantList &row : sheet.rows) {
        QStringList cells;
        for (const QVariant &cell : row)
            cells << csvField(cell.toString());
        text += cells.join(u',') + u'\n';
    }
    return text;
}

} // namespace dugout
