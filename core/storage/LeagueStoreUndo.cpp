// What Edit → Undo takes back in a league beyond fixtures and options: a new season, and teams
// joining. Each is one transaction and asks core/league/LeagueRules whether it may happen.
#include "LeagueStore.h"

#include "Database.h"
#include "StoreFailure.h"
#include "TeamStore.h"
#include "Transaction.h"
#include "core/league/LeagueRules.h"

#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

RuleCheck LeagueStore::canRemoveSeason(qint64 seasonId) const
{
    QString error;
    const std::optional<Season> found = season(seasonId, &error);
    if (!found)
        return RuleCheck::refused(error);
    const std::optional<int> played = confirmedMatches(u"season_id = ?"_s, {seasonId}, &error);
    if (!played)
        return RuleCheck::refused(error);
    const QList<FixtureTracking> tracked = tracking(seasonId, &error);
    if (!error.isEmpty())
        return RuleCheck::refused(error);
    const auto holding =
        std::count_if(tracked.cbegin(), tracked.cend(),
                      [](const FixtureTracking &each) { return each.holdsFixture(); });
    return LeagueRules::canRemoveSeason(found->name, *played, static_cast<int>(holding));
}

bool LeagueStore::removeSeason(qint64 seasonId, QString *error)
{
    QSqlDatabase db = m_database.connection();
    Transaction transaction(db, error);
    if (!transaction.isOpen())
        return false;
    // Checked inside the transaction: a result confirmed meanwhile by another window wins.
    if (const RuleCheck check = canRemoveSeason(seasonId); !check)
        return StoreFailure::fail(error, check.reason);
    // Divisions, the line-up and the fixtures go with it (ON DELETE CASCADE).
    QSqlQuery query(db);
    query.prepare(u"DELETE FROM season WHERE id = ?"_s);
    query.addBindValue(seasonId);
    if (!query.exec())
        return StoreFailure::writeFailed(error, query);
    if (query.numRowsAffected() != 1)
        return StoreFailure::fail(error, tr("There is no season with id %1.").arg(seasonId));
    return transaction.commit();
}

bool LeagueStore::undoJoin(qint64 leagueId, const QList<Team> &before, const QList<Team> &joined,
                           QString *error)
{
    if (before.size() != joined.size())
        return StoreFailure::fail(error, tr("The teams to take back do not match."));
    QSqlDatabase db = m_database.connection();
    Transaction transaction(db, error);
    if (!transaction.isOpen())
        return false;
    std::optional<League> league = load(leagueId, error);
    if (!league)
        return false;
    TeamStore teams(m_database);
    for (qsizetype i = 0; i < joined.size(); ++i) {
        const qint64 teamId = joined.at(i).id;
        if (!league->teamIds.contains(teamId))
            return StoreFailure::fail(
                error, tr("%1 no longer plays in %2.").arg(joined.at(i).name, league->name));
        const std::optional<int> played =
            confirmedMatches(u"league_id = ? AND (home_team_id = ? OR away_team_id = ?)"_s,
                             {leagueId, teamId, teamId}, error);
        if (!played)
            return false;
        QSqlQuery count(db);
        count.prepare(u"SELECT count(*) FROM fixture JOIN season ON season.id = fixture.season_id "
                      "WHERE season.league_id = ? AND (fixture.home_team_id = ? OR "
                      "fixture.away_team_id = ?)"_s);
        count.addBindValue(leagueId);
        count.addBindValue(teamId);
        count.addBindValue(teamId);
        if (!count.exec() || !count.next())
            return StoreFailure::readFailed(error, count);
        const std::optional<Team> now = teams.load(teamId, error);
        if (!now)
            return false;
        if (const RuleCheck check = LeagueRules::canUndoJoin(
                league->name, now->name, *played, count.value(0).toInt(), *now != joined.at(i));
            !check)
            return StoreFailure::fail(error, check.reason);
        league->teamIds.removeAll(teamId);
    }
    if (!writeLeague(*league, error))
        return false;
    // Out of every line-up that may still change (the rule above made sure no fixture names
    // them), then each team exactly as it was before joining: a free fan factor refund and
    // fan factor 5 go with the join.
    QString unread;
    const QList<Season> all = seasons(leagueId, &unread);
    if (!unread.isEmpty())
        return StoreFailure::fail(error, unread);
    for (Season season : all) {
        const auto removed = season.entries.removeIf([&joined](const SeasonEntry &entry) {
            return std::any_of(joined.cbegin(), joined.cend(),
                               [&entry](const Team &team) { return team.id == entry.teamId; });
        });
        if (removed > 0 && !writeSeason(season, error))
            return false;
    }
    for (Team team : before) {
        if (!teams.write(team, error))
            return false;
    }
    return transaction.commit();
}

} // namespace dugout
