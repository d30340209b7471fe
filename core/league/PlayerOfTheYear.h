#pragma once

#include "core/team/RuleCheck.h"
#include "core/team/Team.h"

#include <QCoreApplication>
#include <QList>

namespace dugout {

class Ruleset;

// A player of a league's team, named by the team's place in a list and the player's in the team.
struct LeaguePlayerRef
{
    int team = -1;
    int player = -1;
    bool operator==(const LeaguePlayerRef &) const = default;
};

// Spike! Magazine's Player of the Year (rulebook l.4144–4153), awarded after the Spike! final
// when the league gives it (LeagueOptions::playerOfTheYear: the book leaves it to the organiser).
// It goes to the league's player with the most SPP, after the final's SPP are counted, whether
// or not his team played the final or the tournament. He gains Fan Favourite for as long as he
// stays with his team, valued as a skill from a double, unless he already has it (the award is
// still his). The book is silent on a tie: Dugout draws among the tied players with one die as
// large as their number, typed or rolled like any other die (README, Choices); nobody wins it
// while no player of the league has a single SPP.
class PlayerOfTheYear
{
    Q_DECLARE_TR_FUNCTIONS(PlayerOfTheYear)

public:
    static constexpr const char *SkillId = "fan_favourite";

    // The active players sharing the most SPP, teams in the order given and players in shirt
    // number order; empty when nobody has any SPP.
    static QList<LeaguePlayerRef> candidates(const QList<const Team *> &teams);
    // Whether `player` gains the skill (he does not hold it yet); the reason otherwise.
    static RuleCheck canGain(const Ruleset &rules, const Player &player);
    // Gives Fan Favourite as a skill from a double, as canGain allows; true when it was given.
    static bool award(const Ruleset &rules, Player &player);
    // Takes the award's skill back (the final undone): the last Fan Favourite gained.
    static bool takeBack(Player &player);
};

} // namespace dugout
