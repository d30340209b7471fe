#pragma once

#include <QtGlobal>

namespace dugout {

// What happens to a coach's roster between rounds: "resurrection" plays every game with the
// roster registered (nothing a game does carries over), "progression" runs the players' part of
// the post-match sequence after each game (TournamentRosterFold), so star player points,
// advancements and injuries carry into the next round.
enum class RosterProgression { Resurrection, Progression };

// How coaches build the roster they bring to an open tournament: a budget, and a number of
// extra skills given at creation (normal ones and ones a position learns only on a double).
// An organiser says for each kind whether its value is paid from the budget (counted in team
// value) or comes free.
struct TournamentTeamRules
{
    qint64 budget = 1'100'000;
    int normalSkills = 0;
    int doubleSkills = 0;
    bool normalSkillsInTeamValue = true;
    bool doubleSkillsInTeamValue = true;
    RosterProgression progression = RosterProgression::Resurrection;

    bool operator==(const TournamentTeamRules &) const = default;
};

} // namespace dugout
