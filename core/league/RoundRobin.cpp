#include "RoundRobin.h"

namespace dugout {

int RoundRobin::roundsPerLeg(int teams)
{
    if (teams < 2)
        return 0;
    return teams % 2 == 0 ? teams - 1 : teams;
}

// The circle method with Berger's step: one team (or, with an odd number of teams, the bye)
// stays fixed while the others sit on a circle of `slots` places and move by half the circle
// each round. Any step prime to `slots` makes every pair meet exactly once; half the circle
// also sends most teams from the home row to the away row and back, so a team rarely plays two
// home or two away matches in a row, and over a leg each team sits once on every place: home
// and away counts differ by at most one.
QList<Fixture> RoundRobin::schedule(const QList<qint64> &teamIds, bool doubleLeg, qint64 seasonId,
                                    qint64 divisionId, int firstRound)
{
    const int teams = int(teamIds.size());
    const int rounds = roundsPerLeg(teams);
    if (rounds == 0)
        return {};

    // Place 0 is the fixed one; 0 stands for the bye, which makes the count even.
    QList<qint64> circle;
    if (teams % 2 == 1)
        circle << 0;
    circle << teamIds;
    const int places = int(circle.size());
    const int slots = places - 1; // the moving places, an odd number
    const int step = places / 2;
    const int pairs = places / 2;

    QList<Fixture> fixtures;
    fixtures.reserve(qsizetype(rounds) * (teams / 2) * (doubleLeg ? 2 : 1));
    for (int round = 0; round < rounds; ++round) {
        // The team standing on moving place p (1…slots) this round.
        auto at = [&](int place) {
            const int moved = ((place - 1 - round * step) % slots + slots) % slots;
            return circle.at(moved + 1);
        };
        for (int pair = 0; pair < pairs; ++pair) {
            qint64 home = pair == 0 ? circle.first() : at(pair);
            qint64 away = at(places - 1 - pair);
            // The fixed team cannot move between rows: it alternates instead.
            if (pair == 0 && round % 2 == 1)
                std::swap(home, away);
            if (home == 0 || away == 0)
                continue; // the bye: that team rests
            fixtures << Fixture{0, seasonId, divisionId, firstRound + round, home, away, 0};
        }
    }

    if (doubleLeg) {
        // The second leg replays the first in the same order, venues swapped.
        const qsizetype firstLeg = fixtures.size();
        for (qsizetype i = 0; i < firstLeg; ++i) {
            Fixture fixture = fixtures.at(i);
            fixture.round += rounds;
            std::swap(fixture.homeTeamId, fixture.awayTeamId);
            fixtures << fixture;
        }
    }
    return fixtures;
}

QList<Fixture> RoundRobin::forSeason(const Season &season, bool doubleLeg, int firstRound)
{
    const auto teamsOf = [&season](qint64 divisionId) {
        QList<qint64> ids;
        for (const SeasonEntry &entry : season.entries) {
            if (divisionId < 0 || entry.divisionId == divisionId)
                ids << entry.teamId;
        }
        return ids;
    };
    if (season.divisions.isEmpty())
        return schedule(teamsOf(-1), doubleLeg, season.id, 0, firstRound);
    QList<Fixture> fixtures;
    for (const Division &division : season.divisions) {
        const QList<qint64> teams = teamsOf(division.id);
        if (teams.size() >= 2)
            fixtures += schedule(teams, doubleLeg, season.id, division.id, firstRound);
    }
    return fixtures;
}

} // namespace dugout
