#pragma once

#include "core/storage/LeagueStore.h"

#include <QString>

namespace dugout::test {

// `league` (named and its options set by the caller) saved with the two teams, a "Season 1"
// holding both, and its round-1 fixture, `homeId` against `awayId`, stored into `fixture`. False
// with the store's reason in `problem` when a step is refused.
inline bool saveOneFixtureLeague(Database &database, League &league, qint64 homeId, qint64 awayId,
                                 Fixture &fixture, QString *problem)
{
    LeagueStore leagues(database);
    league.teamIds = {homeId, awayId};
    if (!leagues.save(league, problem))
        return false;
    Season season;
    season.leagueId = league.id;
    season.name = QStringLiteral("Season 1");
    season.entries = {SeasonEntry{homeId, 0}, SeasonEntry{awayId, 0}};
    if (!leagues.saveSeason(season, problem))
        return false;
    fixture = Fixture{};
    fixture.seasonId = season.id;
    fixture.round = 1;
    fixture.homeTeamId = homeId;
    fixture.awayTeamId = awayId;
    return leagues.addFixture(fixture, problem);
}

} // namespace dugout::test
