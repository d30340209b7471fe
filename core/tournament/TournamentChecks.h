#pragma once

#include "core/team/RuleCheck.h"
#include "core/tournament/Tournament.h"

#include <QCoreApplication>

namespace dugout {

class Ruleset;

// What an organiser may do to an open tournament, each answer with its reason: register a
// coach, enter or correct a result, drop a coach out. The store refuses what these refuse, and
// the window and the command line show their reasons.
class TournamentChecks
{
    Q_DECLARE_TR_FUNCTIONS(TournamentChecks)

public:
    // A name, a race the ruleset knows, a NAF number of digits, and no other coach of that name;
    // in a team tournament a place in a squad (canJoinSquad).
    static RuleCheck canRegister(const Tournament &tournament, const Entrant &entrant,
                                 const Ruleset &rules);
    // A paired table that is not a bye; touchdowns and casualties from 0 to 99. A result may be
    // corrected at any time: the standings are computed again. In a knockout a level game names
    // who went through (`wentThroughId`, the home or away coach: the sudden death the organiser
    // saw), a name that contradicts the score is refused, and who won may no longer change once
    // the winner is paired in the next round. Outside a knockout nobody "goes through".
    // In a team tournament: a team name (the club), and a place left in that squad (its active
    // coaches fewer than the squad size; a dropped coach's place goes to a substitute).
    static RuleCheck canJoinSquad(const Tournament &tournament, const Entrant &entrant);
    static RuleCheck canRecordResult(const Tournament &tournament, int round, int table,
                                     int homeTouchdowns, int awayTouchdowns, int homeCasualties,
                                     int awayCasualties, qint64 wentThroughId = 0);
    static RuleCheck canSetActive(const Tournament &tournament, qint64 entrantId, bool active);

    static constexpr int MaxScore = 99;
};

} // namespace dugout
