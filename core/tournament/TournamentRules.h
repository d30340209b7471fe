#pragma once

#include "core/tournament/SquadSettings.h"
#include "core/tournament/TournamentFormat.h"
#include "core/tournament/TournamentTeamRules.h"

#include <QList>
#include <QPair>
#include <QtGlobal>

namespace dugout {

// What decides a tie on ranking points, in the organiser's order. A seeded random draw always
// comes last, so two coaches are never left level.
enum class TournamentTieBreaker {
    OpponentsScore, // the sum of the ranking points of every opponent faced (strength of schedule)
    TouchdownDifference, // scored minus conceded
    CasualtyDifference,  // inflicted minus suffered
    TouchdownsScored,
    CasualtiesInflicted,
    HeadToHead, // ranking points earned in the games between the coaches still level
};

// How coaches of one score group are paired: "adjacent" puts 1 against 2 and 3 against 4, as
// Blood Bowl events usually do; "split" puts the top half against the bottom half (1 v 5,
// 2 v 6 in a group of eight), as chess does.
enum class PairingStyle { Adjacent, Split };

// An open tournament's rules: ranking points, tie-breakers and what the swiss pairing forbids.
struct TournamentRules
{
    int winPoints = 3;
    int drawPoints = 1;
    int lossPoints = 0;
    int byePoints = 3; // a bye counts as a win with no touchdowns
    QList<TournamentTieBreaker> tieBreakers = {
        TournamentTieBreaker::OpponentsScore,      TournamentTieBreaker::TouchdownDifference,
        TournamentTieBreaker::CasualtyDifference,  TournamentTieBreaker::TouchdownsScored,
        TournamentTieBreaker::CasualtiesInflicted, TournamentTieBreaker::HeadToHead};
    quint32 seed = 1; // the last tie-breaker's draw and the first round's order
    PairingStyle pairingStyle = PairingStyle::Adjacent;
    bool avoidSameClub = false;
    bool avoidSameNation = false;
    QList<QPair<qint64, qint64>> forbiddenPairs; // entrant ids the organiser keeps apart
    // When no pairing without a rematch exists, pair with as few rematches as possible instead
    // of refusing. Off by default: the organiser decides.
    bool allowRematches = false;
    TournamentTeamRules team; // budget and extra skills of the rosters coaches bring
    TournamentFormat format = TournamentFormat::Swiss;
    KnockoutSettings knockout;
    PoolSettings pools;
    BonusPoints bonus;
    SquadSettings squads; // a team tournament's squads and team points
};

} // namespace dugout
