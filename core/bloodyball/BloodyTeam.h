#pragma once

#include "BloodySetup.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>
#include <QStringList>

namespace dugout::bloodyball {

// A Bloody Ball team kept in the database (issue 20, part 5): the five players and their
// Champion as a game is played with them (TeamSetup), what figure stands for each player on the
// table (the seed gives players no profile, seed l.97, so any miniature will do), and the
// Dugout LRB6 team it was drawn from, if any. Its name is unique, whatever the case, so a
// finished game names its two teams by their names.
struct BloodyTeam
{
    Q_DECLARE_TR_FUNCTIONS(BloodyBall)

public:
    qint64 id = 0;           // 0 until stored
    TeamSetup team;          // name, five player names, the Champion's index, token colour
    QStringList figures;     // five entries, '' when nobody said
    qint64 sourceTeamId = 0; // the LRB6 team it was drawn from; 0 when typed in

    // Whether the team can be stored and played: a name, five named players, a Champion,
    // a figure (or nothing) for each.
    static RuleCheck check(const BloodyTeam &team);

    bool operator==(const BloodyTeam &) const = default;
};

} // namespace dugout::bloodyball
