#pragma once

#include <QHash>
#include <QString>

namespace dugout {

struct Team;

// What the inducement rules need of a team: its roster and how many players it holds, per
// position, to keep mercenaries within the position maximum and the 16-player limit.
struct InducementTeam
{
    QString rosterId;
    QHash<QString, int> positions; // position id -> active players (those missing the match too)
    int players = 0;

    static InducementTeam of(const Team &team);
};

} // namespace dugout
