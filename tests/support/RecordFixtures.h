#pragma once

#include "core/league/MatchRecord.h"
#include "core/team/Team.h"

namespace dugout::test {

// A league match's record with every die of the post-match sequence typed, so a test asks for
// no roll: both gates, the winnings, the MVP (the first player able to play) and the fan factor
// rolls (three dice for the winner, two otherwise).
inline MatchRecord typedRecord(const Team &home, const Team &away, int homeScore, int awayScore,
                               const QList<int> &awayGate = {3, 3})
{
    using namespace Qt::StringLiterals;
    MatchRecord r;
    r.home.teamId = home.id;
    r.away.teamId = away.id;
    r.home.score = homeScore;
    r.away.score = awayScore;
    r.dice = {{u"home.gate"_s, {3, 3}},  {u"away.gate"_s, awayGate}, {u"home.winnings"_s, {4}},
              {u"away.winnings"_s, {2}}, {u"home.mvp"_s, {1}},       {u"away.mvp"_s, {1}}};
    r.dice[u"home.fan_factor"_s] = homeScore > awayScore ? QList<int>{1, 1, 1} : QList<int>{1, 1};
    r.dice[u"away.fan_factor"_s] = awayScore > homeScore ? QList<int>{1, 1, 1} : QList<int>{1, 1};
    return r;
}

} // namespace dugout::test
