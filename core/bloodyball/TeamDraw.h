#pragma once

#include "BloodyTeam.h"

#include <optional>

namespace dugout {
class Ruleset;
struct Team;
} // namespace dugout

namespace dugout::bloodyball {

// A Bloody Ball team drawn from a Dugout LRB6 team (issue 20, part 5): five of its players who
// can play (active, not missing the next game), each with his name and his position as the
// figure that stands for him; the team's name and colour. Without a choice, the five with the
// most star player points are taken (shirt number breaks a tie) and the first of them is the
// Champion: the team's best player leads it.
class TeamDraw
{
    Q_DECLARE_TR_FUNCTIONS(BloodyBall)

public:
    // `playerNumbers`: the shirt numbers of the five chosen (empty: the default choice);
    // `championNumber`: which of them is the Champion (0: the first). nullopt with the reason
    // when the team has fewer than five who can play or the choice is not five of them.
    static std::optional<BloodyTeam> draw(const Team &team, const Ruleset &rules,
                                          const QList<int> &playerNumbers = {},
                                          int championNumber = 0, QString *error = nullptr);
    // The shirt numbers draw() takes without a choice, best first (fewer than five when the team
    // has fewer who can play).
    static QList<int> defaultNumbers(const Team &team);
};

} // namespace dugout::bloodyball
