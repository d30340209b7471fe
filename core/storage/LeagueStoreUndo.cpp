// What Edit → Undo takes back in a league beyond fixtures and options: a new season, teams
// joining, a team leaving. Each is one transaction and asks core/league/LeagueRules (through the
// store's checks) whether it may happen.
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
    // A result confirmed meanwhile by another window wins. Divisions, the line-up and the
    // fixtures go with the season (ON DELETE CASCADE).
    return removeChecked(
        u"DELETE FROM season WHERE id = ?"_s, seasonId,
        [this, seasonId] { return canRemoveSeason(seasonId); },
        tr("There is no season with id %1.").arg(seasonId), error);
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

bool LeagueStore::leave(qint64 leagueId, qint64 teamId, LeagueLeaving *left, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    std::optional<League> league = load(leagueId, error);
    if (!league)
        return false;
    LeagueLeaving leaving;
    leaving.leagueId = leagueId;
    leaving.teamId = teamId;
    leaving.position = league->teamIds.indexOf(teamId);
    QString unread;
    const std::optional<TeamTotals> team = TeamStore(m_database).totals(teamId, &unread);
    if (!team)
        return StoreFailure::fail(
            error, unread.isEmpty() ? tr("There is no team with id %1.").arg(teamId) : unread);
    leaving.teamName = team->name;
    if (leaving.position < 0)
        return StoreFailure::fail(
            error, tr("%1 no longer plays in %2.").arg(leaving.teamName, league->name));
    league->teamIds.removeAt(leaving.position);
    // writeLeague asks canLeave.
    if (!writeLeague(*league, error))
        return false;
    const QList<Season> all = seasons(leagueId, &unread);
    if (!unread.isEmpty())
        return StoreFailure::fail(error, unread);
    for (Season season : all) {
        const QList<Fixture> scheduled = fixtures(season.id, &unread);
        if (!unread.isEmpty())
            return StoreFailure::fail(error, unread);
        for (const Fixture &fixture : scheduled) {
            if (fixture.isPlayed() ||
                (fixture.homeTeamId != teamId && fixture.awayTeamId != teamId))
                continue;
            // removeFixture refuses a fixture a tracked match holds.
            if (!removeFixture(fixture.id, error))
                return false;
            leaving.fixtures << fixture;
        }
        // A season with confirmed matches keeps its teams: the team stays in its table.
        if (!canEditSeason(season.id))
            continue;
        QList<LeagueLeaving::Place> taken;
        for (qsizetype i = 0; i < season.entries.size(); ++i) {
            if (season.entries.at(i).teamId == teamId)
                taken << LeagueLeaving::Place{season.id, i, season.entries.at(i)};
        }
        if (taken.isEmpty())
            continue;
        season.entries.removeIf(
            [teamId](const SeasonEntry &entry) { return entry.teamId == teamId; });
        if (!writeSeason(season, error))
            return false;
        leaving.places << taken;
    }
    if (!transaction.commit())
        return false;
    *left = leaving;
    return true;
}

bool LeagueStore::undoLeave(const LeagueLeaving &left, QString *error)
{
    Transaction transaction(m_database.connection(), error);
    if (!transaction.isOpen())
        return false;
    std::optional<League> league = load(left.leagueId, error);
    if (!league)
        return false;
    if (league->teamIds.contains(left.teamId))
        return StoreFailure::fail(error,
                                  tr("%1 already plays in %2.").arg(left.teamName, league->name));
    if (const RuleCheck check = canJoin(*league, left.teamId); !check)
        return StoreFailure::fail(error, check.reason);
    league->teamIds.insert(std::min(left.position, league->teamIds.size()), left.teamId);
    if (!writeMembers(*league, error))
        return false;
    // Each place in the order leave() took them, so every position is the one it had.
    for (const LeagueLeaving::Place &place : left.places) {
        std::optional<Season> season = this->season(place.seasonId, error);
        if (!season)
            return false;
        season->entries.insert(std::min(place.position, season->entries.size()), place.entry);
        // writeSeason asks canEditSeason: a season played since keeps its line-up.
        if (!writeSeason(*season, error))
            return false;
    }
    for (Fixture fixture : left.fixtures) {
        if (!addFixture(fixture, error))
            return false;
    }
    return transaction.commit();
}

} // namespace dugout
